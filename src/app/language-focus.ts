/**
 * Switching the language loads the same page anew in the other language. A keyboard shopper would
 * start again from the top of that page: instead, the page in the new language gives the focus to
 * the header's link to that language, where the shopper was. The address of the language link
 * pressed is noted in the tab's session storage, and the next page's browser entry (before the app
 * starts, on the server's HTML) takes the note and, when it is that page, focuses the link. Any
 * other load of a page, a reload of the switched one included, finds no note for it.
 */

const noteKey = 'savat:language-switched';

/** The header's links to the page in each language (`LanguageSwitcher`). */
const languageLinks = 'header a[hreflang]';

/**
 * Notes each press of a header language link that loads its page in this tab: a plain press
 * (a pointer's or Enter), not one that opens a new tab or window.
 */
export function noteLanguageSwitches(): void {
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element && event.target.closest(languageLinks);
    if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented || event.button !== 0)
      return;
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    try {
      sessionStorage.setItem(noteKey, `${link.pathname}${link.search}`);
    } catch {
      // No storage: the new page starts from the top, as any page does.
    }
  });
}

/**
 * On the page a language link loaded, gives that link (the current language's) the focus, unless
 * something has it already. The note is used up either way.
 */
export function returnFocusToLanguageSwitch(): void {
  let noted: string | null = null;
  try {
    noted = sessionStorage.getItem(noteKey);
    sessionStorage.removeItem(noteKey);
  } catch {
    return;
  }
  if (noted !== `${location.pathname}${location.search}`) return;
  const active = document.activeElement;
  if (active && active !== document.body) return;
  document.querySelector<HTMLElement>(`${languageLinks}[aria-current="true"]`)?.focus();
}
