/**
 * Taps before the page is interactive. The server's HTML shows every button at once, but a button
 * does nothing until the app's code has run and React has hydrated the page. A small script in the
 * document's head (before any other script, so it runs during parsing) holds each press of a
 * button in the page meanwhile: the button is marked busy (dimmed, `aria-busy`, a progress
 * cursor) and the press is kept. Once the page is hydrated the app releases them: each press is
 * made again on the same button, in order, so that "add to cart" pressed in the first second is
 * applied, not lost.
 *
 * The browser entry, which runs long before the app, may apply some presses itself
 * (`takeEarlyTaps`): a press it applies stays marked until the page is hydrated, and is not made
 * again. Presses keep their order: once one is held, every later one is held too.
 */

/** The window property through which the app releases the held presses. */
export const earlyTapsRelease = '__savatReleaseTaps';

/** The window property through which the browser entry applies presses before the app starts. */
export const earlyTapsApply = '__savatApplyTaps';

/** Marks a button whose press is held until the page is interactive (styled by the script). */
export const pendingTapAttribute = 'data-pending-tap';

/**
 * The head script, as plain ES5 that runs in every browser the storefront supports. Presses on a
 * disabled button, or one marked `aria-disabled`, are left alone: the app would ignore them too.
 */
export const earlyTapsScript = `(function(w,d){var q=[],p=[],f=null,a='${pendingTapAttribute}',s=d.createElement('style');s.textContent='[${pendingTapAttribute}]{opacity:.6;cursor:progress}';d.head.appendChild(s);function k(b){if(!q.length&&f&&f(b))p.push(b);else q.push(b)}function h(e){var t=e.target,b=t&&t.closest?t.closest('#root button'):null;if(!b||b.disabled||b.getAttribute('aria-disabled')==='true')return;e.preventDefault();e.stopImmediatePropagation();if(b.hasAttribute(a))return;b.setAttribute(a,'');b.setAttribute('aria-busy','true');k(b)}w.addEventListener('click',h,true);w.${earlyTapsApply}=function(g){var l=q;f=g;q=[];for(var i=0;i<l.length;i++)k(l[i])};w.${earlyTapsRelease}=function(){w.removeEventListener('click',h,true);var l=q,i,b;q=[];for(i=0;i<p.length;i++){p[i].removeAttribute(a);p[i].removeAttribute('aria-busy')}p=[];for(i=0;i<l.length;i++){b=l[i];b.removeAttribute(a);b.removeAttribute('aria-busy');if(b.isConnected)b.click()}s.remove()}})(window,document)`;

/** The head script's function behind a window property, if the script ran. */
function headScriptFunction<Args extends unknown[]>(
  win: Window,
  property: string,
): ((...args: Args) => void) | null {
  const found = (win as unknown as Record<string, unknown>)[property];
  return typeof found === 'function' ? (found as (...args: Args) => void) : null;
}

/**
 * Makes the presses held by the head script again, now that the page is hydrated; later presses
 * reach the app directly.
 */
export function releaseEarlyTaps(win: Window = window): void {
  headScriptFunction(win, earlyTapsRelease)?.();
}

/**
 * Lets `apply` take the presses held so far, in order, and each later one until the page is
 * hydrated: a press it applies returns true and is not made again; one it leaves (false) is held
 * for the app, and so is every press after it.
 */
export function takeEarlyTaps(
  apply: (button: HTMLButtonElement) => boolean,
  win: Window = window,
): void {
  headScriptFunction<[typeof apply]>(win, earlyTapsApply)?.(apply);
}
