import { createIntl, createIntlCache, type IntlShape, type ResolvedIntlConfig } from 'react-intl';
import type { Locale, Messages } from '@/shared/i18n';
import { withMessageFormatsByMessage } from './message-formats';

/**
 * Number, date and message formatters, shared by every render of the process (keyed by their
 * language and options): the server does not build them again for each request.
 */
const intlCache = createIntlCache();

const handleIntlError: ResolvedIntlConfig['onError'] = (error) => {
  // Browsers without Uzbek locale data fall back to the default locale's number rules; we format
  // money, dates and plurals-bearing texts ourselves, so this is expected and harmless.
  if (error.code === 'MISSING_DATA') return;
  console.error(error);
};

/**
 * The intl of each catalogue in each language, made once and shared by every render that uses it:
 * the server's catalogues are loaded once per process, and making an intl (its formatters, and a
 * check that the runtime has the language's data) on every render cost more than a tenth of a
 * millisecond. An intl holds no state of a render. A catalogue let go (the browser's grows by
 * sections) takes its intls with it.
 */
const intls = new WeakMap<Messages, Map<Locale, IntlShape>>();
export function intlOf(locale: Locale, messages: Messages): IntlShape {
  let byLocale = intls.get(messages);
  if (!byLocale) {
    byLocale = new Map();
    intls.set(messages, byLocale);
  }
  let intl = byLocale.get(locale);
  if (!intl) {
    intl = withMessageFormatsByMessage(
      createIntl({ locale, messages, defaultLocale: 'en', onError: handleIntlError }, intlCache),
    );
    byLocale.set(locale, intl);
  }
  return intl;
}
