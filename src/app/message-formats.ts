import type { IntlShape } from 'react-intl';

type GetMessageFormat = IntlShape['formatters']['getMessageFormat'];
type MessageFormat = ReturnType<GetMessageFormat>;

type ByFormats = WeakMap<object, Map<string, MessageFormat>>;

/**
 * The formats of precompiled messages (the browser's), by the message's AST (the catalogues are
 * loaded once and kept, so an AST is the same object on every render), then by its formats and
 * locale. The AST is only held weakly: a catalogue let go takes its formats with it.
 */
const formatsByAst = new WeakMap<object, ByFormats>();

/**
 * The formats of messages given as ICU text (the server's catalogues), by the text: one for each
 * message of the catalogues, as react-intl's own memo holds.
 */
const formatsByText = new Map<string, ByFormats>();

/** The formats made of one message, made on its first use. */
function formatsOf(message: string | object): ByFormats {
  let byFormats =
    typeof message === 'string' ? formatsByText.get(message) : formatsByAst.get(message);
  if (!byFormats) {
    byFormats = new WeakMap();
    if (typeof message === 'string') formatsByText.set(message, byFormats);
    else formatsByAst.set(message, byFormats);
  }
  return byFormats;
}

/** Whether a format's options are only the formatters every call passes (no per-call options). */
function onlyFormatters(options: Parameters<GetMessageFormat>[3]): boolean {
  if (options === undefined) return true;
  for (const key in options) if (key !== 'formatters') return false;
  return true;
}

/**
 * Looks a message's format up by its text or its AST's identity, and falls back to `original`
 * for anything else (per-call options, several locales).
 */
export function messageFormatByMessage(original: GetMessageFormat): GetMessageFormat {
  return (message, locales, formats, options) => {
    if (
      (typeof message !== 'object' && typeof message !== 'string') ||
      typeof locales !== 'string' ||
      typeof formats !== 'object' ||
      !onlyFormatters(options)
    ) {
      return original(message, locales, formats, options);
    }
    const byFormats = formatsOf(message);
    let byLocale = byFormats.get(formats);
    if (!byLocale) {
      byLocale = new Map();
      byFormats.set(formats, byLocale);
    }
    let format = byLocale.get(locales);
    if (!format) {
      format = original(message, locales, formats, options);
      byLocale.set(locales, format);
    }
    return format;
  };
}

/**
 * Gives an intl the message formats looked up by message: react-intl's own memo is keyed by the
 * `JSON.stringify` of the message (its AST in the browser) with its formats and options, worked
 * out again on every message with values (a few hundred times per catalogue page rendered on the
 * server). The formats made are the same; only the key differs.
 */
export function withMessageFormatsByMessage<T extends IntlShape>(intl: T): T {
  intl.formatters.getMessageFormat = messageFormatByMessage(intl.formatters.getMessageFormat);
  return intl;
}
