/**
 * Taps before the page is interactive. The server's HTML shows every button at once, but a button
 * does nothing until the app's code has run and React has hydrated the page. A small script in the
 * document's head (before any other script, so it runs during parsing) holds each press of a
 * button in the page meanwhile: the button is marked busy (dimmed, `aria-busy`, a progress
 * cursor) and the press is kept. Once the page is hydrated the app releases them: each press is
 * made again on the same button, in order, so that "add to cart" pressed in the first second is
 * applied, not lost.
 */

/** The window property through which the app releases the held presses. */
export const earlyTapsRelease = '__savatReleaseTaps';

/** Marks a button whose press is held until the page is interactive (styled by the script). */
export const pendingTapAttribute = 'data-pending-tap';

/**
 * The head script, as plain ES5 that runs in every browser the storefront supports. Presses on a
 * disabled button, or one marked `aria-disabled`, are left alone: the app would ignore them too.
 */
export const earlyTapsScript = `(function(w,d){var q=[],a='${pendingTapAttribute}',s=d.createElement('style');s.textContent='[${pendingTapAttribute}]{opacity:.6;cursor:progress}';d.head.appendChild(s);function h(e){var t=e.target,b=t&&t.closest?t.closest('#root button'):null;if(!b||b.disabled||b.getAttribute('aria-disabled')==='true')return;e.preventDefault();e.stopImmediatePropagation();if(b.hasAttribute(a))return;q.push(b);b.setAttribute(a,'');b.setAttribute('aria-busy','true')}w.addEventListener('click',h,true);w.${earlyTapsRelease}=function(){w.removeEventListener('click',h,true);var l=q;q=[];for(var i=0;i<l.length;i++){var b=l[i];b.removeAttribute(a);b.removeAttribute('aria-busy');if(b.isConnected)b.click()}s.remove()}})(window,document)`;

/**
 * Makes the presses held by the head script again, now that the page is hydrated; later presses
 * reach the app directly.
 */
export function releaseEarlyTaps(win: Window = window): void {
  const release = (win as unknown as Record<string, unknown>)[earlyTapsRelease];
  if (typeof release === 'function') (release as () => void)();
}
