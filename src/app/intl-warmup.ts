/**
 * Runs as a worker. The first use of `Intl` in a page (the app's translations, a plural, a number)
 * makes the browser build its table of available locales and load the language's data, 30–50 ms
 * of main-thread work on a fast computer and several times that on a phone. The table and the data
 * are shared by every thread of the page, so building them here, beside the main thread, makes the
 * app's own first use instant. The worker is named after the page's language.
 */
const locale = self.name || 'uz';
Intl.NumberFormat.supportedLocalesOf(locale);
Intl.DateTimeFormat.supportedLocalesOf(locale);
new Intl.NumberFormat(locale).format(1);
new Intl.PluralRules(locale).select(1);
new Intl.DateTimeFormat(locale).format(0);
self.close();
