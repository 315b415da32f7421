/**
 * What the storefront's libraries weigh on their own: an entry importing, of each library, what the
 * app imports of it (React's renderer and JSX runtime, effector, effector-react, react-intl,
 * openapi-fetch, wouter, patronum's debounce), bundled and minified for production by the bundler
 * the build uses, resolved as the browser build resolves them (react-intl without the message
 * parser), with no code of the shop's and no texts; brotli at the quality the server
 * precompresses with. Against the budget of JavaScript before the page is interactive, it is
 * what any page that hydrates with these libraries starts from.
 *
 * `--parts` weighs only what hydrating interactive parts of a page needs at the least, if the rest
 * stayed server HTML: React's renderer and JSX runtime, effector, effector-react and react-intl
 * (no router, no API client, no patronum).
 *
 * Usage: tsx e2e/perf/library-floor.ts [--parts]
 */
import { brotliCompressSync, constants } from 'node:zlib';
import { rolldown } from 'rolldown';
import { projectRoot } from '../../src/server/paths';
import { withoutMessageParser } from '../../src/server/precompiled-messages';

/** What the app imports of each library: named imports, or `default` for the default export. */
const libraries: Record<string, string[]> = {
  'react-dom/client': ['hydrateRoot'],
  'react/jsx-runtime': ['jsx'],
  effector: [
    'allSettled',
    'attach',
    'combine',
    'createEffect',
    'createEvent',
    'createStore',
    'fork',
    'sample',
  ],
  'effector-react': ['Provider', 'useUnit'],
  'react-intl': ['IntlProvider', 'useIntl'],
  'openapi-fetch': ['default'],
  wouter: ['Link', 'Route', 'Router', 'useLocation'],
  'patronum/debounce': ['debounce'],
};
/** What hydrating only the interactive parts of a page would still need. */
const forParts = [
  'react-dom/client',
  'react/jsx-runtime',
  'effector',
  'effector-react',
  'react-intl',
];
const parts = process.argv.includes('--parts');
const weighed = Object.entries(libraries).filter(
  ([library]) => !parts || forParts.includes(library),
);
const bindings = weighed.map(([library, names], index) => ({
  library,
  locals: names.map((name) => ({ name, local: `used${index}_${name}` })),
}));
const entry = [
  ...bindings.map(
    ({ library, locals }) =>
      `import { ${locals.map(({ name, local }) => `${name} as ${local}`).join(', ')} } from '${library}';`,
  ),
  `export const used = [${bindings.flatMap(({ locals }) => locals.map(({ local }) => local)).join(', ')}];`,
].join('\n');

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
  `${parts ? 'What hydrating interactive parts needs' : 'The libraries alone'}: ${(code.length / 1024).toFixed(1)} KB minified, ${(brotli / 1024).toFixed(1)} KB brotli`,
);
