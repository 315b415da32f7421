/**
 * What the storefront's libraries weigh on their own: an entry importing, of each library, what the
 * app imports of it (React's renderer and JSX runtime, effector, effector-react, react-intl,
 * openapi-fetch, wouter, patronum's debounce), bundled and minified for production by the bundler
 * the build uses, resolved as the browser build resolves them (react-intl without the message
 * parser), with no code of the shop's and no texts; brotli at the quality the server
 * precompresses with. Against the budget of JavaScript before the page is interactive, it is
 * what any page that hydrates with these libraries starts from.
 *
 * Usage: tsx e2e/perf/library-floor.ts
 */
import { brotliCompressSync, constants } from 'node:zlib';
import { rolldown } from 'rolldown';
import { projectRoot } from '../../src/server/paths';
import { withoutMessageParser } from '../../src/server/precompiled-messages';

const entry = `
import { hydrateRoot } from 'react-dom/client';
import { jsx } from 'react/jsx-runtime';
import { allSettled, attach, combine, createEffect, createEvent, createStore, fork, sample } from 'effector';
import { Provider, useUnit } from 'effector-react';
import { IntlProvider, useIntl } from 'react-intl';
import createClient from 'openapi-fetch';
import { Link, Route, Router, useLocation } from 'wouter';
import { debounce } from 'patronum/debounce';
export const used = [hydrateRoot, jsx, allSettled, attach, combine, createEffect, createEvent,
  createStore, fork, sample, Provider, useUnit, IntlProvider, useIntl, createClient, Link, Route,
  Router, useLocation, debounce];
`;

const bundle = await rolldown({
  input: 'library-floor-entry',
  cwd: projectRoot,
  platform: 'browser',
  // As in the browser build (src/server/build.ts): catalogues arrive parsed, the parser stays out.
  resolve: {
    alias: { [String(withoutMessageParser.find)]: withoutMessageParser.replacement },
  },
  // react-intl marks its module "use client", which means nothing to a browser bundle.
  onLog: (level, log, handler) => {
    if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
  },
  transform: { define: { 'process.env.NODE_ENV': '"production"' } },
  plugins: [
    {
      name: 'library-floor-entry',
      resolveId: (id) => (id === 'library-floor-entry' ? id : null),
      load: (id) => (id === 'library-floor-entry' ? entry : null),
    },
  ],
});
const { output } = await bundle.generate({ format: 'es', minify: true });
const code = output.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('');
const brotli = brotliCompressSync(Buffer.from(code), {
  params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
}).length;
console.log(
  `The libraries alone: ${(code.length / 1024).toFixed(1)} KB minified, ${(brotli / 1024).toFixed(1)} KB brotli`,
);
