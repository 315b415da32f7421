// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { noteLanguageSwitches, returnFocusToLanguageSwitch } from './language-focus';

/** The header as the server renders it on `path`, in the language of the path. */
function showPage(path: string) {
  window.history.replaceState(null, '', path);
  const current = /^\/(uz|ru|en)/.exec(path)?.[1];
  document.body.innerHTML = `
    <header>
      <a href="#main">Skip</a>
      <nav aria-label="Language"><ul>
        ${['uz', 'ru', 'en']
          .map(
            (locale) =>
              `<li><a href="/${locale}/catalog?sort=newest" hreflang="${locale}" lang="${locale}"${
                locale === current ? ' aria-current="true"' : ''
              }>${locale}</a></li>`,
          )
          .join('')}
      </ul></nav>
    </header>
    <main id="main"><input name="q"></main>`;
}

const link = (locale: string) =>
  document.querySelector<HTMLAnchorElement>(`header a[hreflang="${locale}"]`)!;

/** Presses a link as Enter or a click does, without loading its page. */
function press(element: HTMLElement, init: MouseEventInit = {}) {
  const stay = (event: Event) => event.preventDefault();
  window.addEventListener('click', stay);
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
  window.removeEventListener('click', stay);
}

let listening = false;
beforeEach(() => {
  sessionStorage.clear();
  if (!listening) noteLanguageSwitches();
  listening = true;
});
afterEach(() => {
  (document.activeElement as HTMLElement | null)?.blur();
});

describe('the focus after switching the language', () => {
  it('goes to the new language’s link on the page the link loaded', () => {
    showPage('/uz/catalog?sort=newest');
    link('ru').focus();
    press(link('ru'));
    showPage('/ru/catalog?sort=newest');
    returnFocusToLanguageSwitch();
    expect(document.activeElement).toBe(link('ru'));
  });

  it('is left alone on an ordinary load, and on a reload of the switched page', () => {
    showPage('/uz/catalog?sort=newest');
    returnFocusToLanguageSwitch();
    expect(document.activeElement).toBe(document.body);

    press(link('en'));
    showPage('/en/catalog?sort=newest');
    returnFocusToLanguageSwitch();
    expect(document.activeElement).toBe(link('en'));
    link('en').blur();
    showPage('/en/catalog?sort=newest');
    returnFocusToLanguageSwitch();
    expect(document.activeElement).toBe(document.body);
  });

  it('is left alone on a page the link did not load', () => {
    showPage('/uz/catalog?sort=newest');
    press(link('ru'));
    showPage('/ru/cart');
    returnFocusToLanguageSwitch();
    expect(document.activeElement).toBe(document.body);
  });

  it('is left alone when the link opened its page in another tab', () => {
    showPage('/uz/catalog?sort=newest');
    press(link('ru'), { ctrlKey: true });
    showPage('/ru/catalog?sort=newest');
    returnFocusToLanguageSwitch();
    expect(document.activeElement).toBe(document.body);
  });

  it('does not take the focus from what already has it', () => {
    showPage('/uz/catalog?sort=newest');
    press(link('ru'));
    showPage('/ru/catalog?sort=newest');
    const search = document.querySelector<HTMLInputElement>('input[name="q"]')!;
    search.focus();
    returnFocusToLanguageSwitch();
    expect(document.activeElement).toBe(search);
  });
});
