import { fileURLToPath } from 'node:url';
import type { PluginItem } from '@babel/core';
import { parse } from '@formatjs/icu-messageformat-parser';
import babel from '@rolldown/plugin-babel';
import formatjs from 'babel-plugin-formatjs';
import type { Alias, Plugin } from 'vite';

/** The message catalogues of the storefront and of the design system, one file per language. */
const cataloguePattern =
  /[\\/](?:src[\\/]shared[\\/]i18n[\\/]messages|design-system[\\/]i18n)[\\/]([a-z]{2})\.json(?:\?|$)/;

/** One language's catalogue with every message parsed into the ICU syntax tree react-intl formats. */
export function compileCatalogue(source: string, locale: string): string {
  const messages = JSON.parse(source) as Record<string, string>;
  const compiled = Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [
      id,
      parse(message, { locale: new Intl.Locale(locale) }),
    ]),
  );
  return JSON.stringify(compiled);
}

/**
 * For the browser bundle: the catalogues arrive already parsed, so the ICU message parser (about
 * 8 KB brotli with its number and date skeleton parser) is left out and no message is parsed on
 * the shopper's device. Vite's JSON plugin then turns the compiled catalogue into a module.
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'savat:precompiled-messages',
    enforce: 'pre',
    transform(code, id) {
      const match = cataloguePattern.exec(id);
      if (!match?.[1]) return null;
      return { code: compileCatalogue(code, match[1]), map: null };
    },
  };
}

/** Resolves the parser to its parse-less build, which keeps only the syntax tree's types. */
export const withoutMessageParser: Alias = {
  find: '@formatjs/icu-messageformat-parser',
  replacement: fileURLToPath(
    import.meta.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
  ),
};

/**
 * Babel's formatjs plugin, set to drop what message descriptors carry for translators and for
 * extraction: each `description`, and each `defaultMessage` (the English text, which the `en`
 * catalogue holds). The browser formats every message from its language's catalogue by id, so
 * the bundle keeps only the ids. Catalogues are complete in every language (catalogues.test.ts).
 */
export const messageMetadataRemoval: PluginItem = [formatjs, { removeDefaultMessage: true }];

/** For the browser bundle: message descriptors of the storefront and the design system as ids. */
export function withoutMessageMetadata() {
  return babel({
    include: /[\\/](?:src|design-system)[\\/].*\.[jt]sx?$/,
    exclude: [/[\\/]node_modules[\\/]/, /\.css\.ts$/],
    plugins: [messageMetadataRemoval],
  });
}
