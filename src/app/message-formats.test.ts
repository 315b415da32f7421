import { parse } from '@formatjs/icu-messageformat-parser';
import { createIntl, createIntlCache } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { messageFormatByMessage, withMessageFormatsByMessage } from './message-formats';

const messages = {
  count: parse('{count, plural, one {# mahsulot} other {# mahsulot}}'),
  hello: parse('Salom, {name}!'),
};

/** An intl as the app makes one for a render: a fresh one each time, one cache for all. */
function intlFor(cache: ReturnType<typeof createIntlCache>, locale = 'uz') {
  return withMessageFormatsByMessage(createIntl({ locale, messages, defaultLocale: 'en' }, cache));
}

describe('message formats by message', () => {
  it('formats messages as before', () => {
    const cache = createIntlCache();
    const plain = createIntl({ locale: 'uz', messages, defaultLocale: 'en' }, createIntlCache());
    const intl = intlFor(cache);
    expect(intl.formatMessage({ id: 'count' }, { count: 3 })).toBe(
      plain.formatMessage({ id: 'count' }, { count: 3 }),
    );
    expect(intl.formatMessage({ id: 'hello' }, { name: 'Ali' })).toBe('Salom, Ali!');
  });

  it('makes one format per message and locale for every render, without serialising the AST', () => {
    const original = vi.fn(createIntl({ locale: 'uz' }).formatters.getMessageFormat);
    const getMessageFormat = messageFormatByMessage(original);
    const formats = {};
    const stringify = vi.spyOn(JSON, 'stringify');
    const first = getMessageFormat(messages.hello, 'uz', formats, { formatters: {} as never });
    const again = getMessageFormat(messages.hello, 'uz', formats, { formatters: {} as never });
    const russian = getMessageFormat(messages.hello, 'ru', formats, { formatters: {} as never });
    stringify.mockRestore();
    expect(again).toBe(first);
    expect(russian).not.toBe(first);
    expect(original).toHaveBeenCalledTimes(2);
    expect(stringify).not.toHaveBeenCalled();
  });

  it('shares formats between the intls of successive renders', () => {
    const cache = createIntlCache();
    const first = intlFor(cache);
    const second = intlFor(cache);
    expect(first.formatters.getMessageFormat(messages.hello, 'uz', first.formats)).toBe(
      second.formatters.getMessageFormat(messages.hello, 'uz', second.formats),
    );
  });

  it('looks messages given as ICU text up by their text', () => {
    const original = vi.fn(createIntl({ locale: 'uz' }).formatters.getMessageFormat);
    const getMessageFormat = messageFormatByMessage(original);
    const formats = {};
    const stringify = vi.spyOn(JSON, 'stringify');
    const first = getMessageFormat('Salom, {name}!', 'uz', formats, { formatters: {} as never });
    const again = getMessageFormat('Salom, {name}!', 'uz', formats, { formatters: {} as never });
    const other = getMessageFormat('Xayr, {name}!', 'uz', formats, { formatters: {} as never });
    stringify.mockRestore();
    expect(again).toBe(first);
    expect(other.format({ name: 'Ali' })).toBe('Xayr, Ali!');
    expect(original).toHaveBeenCalledTimes(2);
    expect(stringify).not.toHaveBeenCalled();
  });

  it('leaves calls with options of their own, or several locales, to the original', () => {
    const original = vi.fn(createIntl({ locale: 'uz' }).formatters.getMessageFormat);
    const getMessageFormat = messageFormatByMessage(original);
    getMessageFormat(messages.hello, 'uz', {}, { ignoreTag: true });
    getMessageFormat(messages.hello, 'uz', {}, { ignoreTag: true });
    getMessageFormat(messages.hello, ['uz', 'ru'], {});
    expect(original).toHaveBeenCalledTimes(3);
  });
});
