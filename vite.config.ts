import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { findChromium, systemChromiumPaths, thisMachine } from './e2e/browser/chromium.ts';
import { isMessageSection, sectionOfCatalogue } from './src/shared/i18n/sections.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

/** `CHROMIUM_PATH`, a system Chromium or Playwright's download (see e2e/browser/chromium.ts). */
export const chromiumPath = findChromium(thisMachine)?.path ?? systemChromiumPaths[0];
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Design-system components, the shared UI and helper modules, and the screens, helpers and API calls
 * of features and entities (their `ui/`, `lib/` and `api/` folders) run no code when imported, except
 * their stylesheets (`.css.ts`, compiled to CSS imports). Saying so lets the bundler leave a
 * component used by one page in that page's chunk instead of pulling every component exported by
 * the `design-system` and `@/shared/ui` barrels into the app's first chunk.
 */
const sideEffectFreeModules =
  /[\\/](design-system[\\/](components|format|foundations)[\\/]|design-system[\\/]index\.ts$|src[\\/]shared[\\/](ui|lib)[\\/]|src[\\/](features|entities)[\\/][^\\/]+[\\/](ui|lib|api)[\\/]|src[\\/]app[\\/]pwa[\\/](ui|platform|navigation|reload-guard)\b)/;
const stylesheetModules = /\.css(\.ts)?($|\?)|\.vanilla\./;
function hasSideEffects(id: string): boolean {
  return !sideEffectFreeModules.test(id) || stylesheetModules.test(id);
}

/**
 * `messages/<language>.json?section=<name>`: one section of a storefront catalogue (see
 * src/shared/i18n/sections.ts), so that the browser loads each section only with what shows it
 * (the personal texts with the signed-in pages, those of dialogs and banners with their code). The `common` section comes with the design system's texts in that language
 * (`design-system/i18n/<language>.json`, the storefront's own texts over them): every page needs
 * both before it hydrates, in one request. The catalogues stay one file per language for
 * translators and for the tests.
 */
function messageSections(): Plugin {
  const sectionRequest =
    /[\\/]src[\\/]shared[\\/]i18n[\\/]messages[\\/]([a-z]{2})\.json\?(?:.*&)?section=([a-z]+)/;
  return {
    name: 'savat:message-sections',
    enforce: 'pre',
    async transform(code, id) {
      const [, locale, section] = sectionRequest.exec(id) ?? [];
      if (locale === undefined || section === undefined) return null;
      if (!isMessageSection(section)) throw new Error(`Unknown message section in ${id}`);
      let catalogue = sectionOfCatalogue(JSON.parse(code) as Record<string, string>, section);
      if (section === 'common') {
        const designSystem = path.join(root, 'design-system/i18n', `${locale}.json`);
        this.addWatchFile(designSystem);
        catalogue = {
          ...(JSON.parse(await readFile(designSystem, 'utf8')) as Record<string, string>),
          ...catalogue,
        };
      }
      // The query hides the file's type from the bundler: say it is JSON.
      return {
        code: JSON.stringify(catalogue),
        map: null,
        moduleType: 'json',
      };
    },
  };
}

export default defineConfig({
  plugins: [
    messageSections(),
    // effector needs stable sids for SSR serialisation; Vite's React plugin no longer runs Babel.
    babel({
      include: /[\\/]src[\\/].*\.[jt]sx?$/,
      exclude: [/[\\/]node_modules[\\/]/, /\.css\.ts$/],
      plugins: [['effector/babel-plugin', { factories: ['patronum'], addLoc: false }]],
    }),
    react(),
    vanillaExtractPlugin(),
  ],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${path.join(root, 'src')}/` },
      { find: /^design-system$/, replacement: path.join(root, 'design-system/index.ts') },
      // The shim of `useSyncExternalStore` for React before 18 is dead code with React 19.
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: path.join(root, 'src/shared/lib/react/index.ts'),
      },
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
    ],
  },
  build: {
    // One stylesheet of the whole app, in one order (split per chunk it would cost a request per
    // component and could reorder the cascade between pages); the build writes each page the part
    // of it the page uses (src/server/page-stylesheets.ts), the app adds the whole one later.
    cssCodeSplit: false,
    // The document already preloads everything the app needs at start (src/server/html.ts): the
    // entry's import of the app skips the preload helper's lookup of each of its dozens of chunks.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostId }) =>
        /(^|\/)entry-client[-.]/.test(hostId) ? [] : deps,
    },
    rolldownOptions: { treeshake: { moduleSideEffects: hasSideEffects } },
  },
  optimizeDeps: {
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // Many files wait on their own servers, databases and timers rather than the processor:
          // one worker more than there are cores keeps both busy (Vitest's default is one fewer,
          // a single worker on a 2-core machine). Its own group, since the count is its own.
          maxWorkers: availableParallelism() + 1,
          sequence: { groupOrder: 1 },
          include: [
            'src/**/*.test.{ts,tsx}',
            'design-system/**/*.test.{ts,tsx}',
            'stories/**/*.test.ts',
            'reference-api/**/*.test.ts',
            'openapi/**/*.test.ts',
            'e2e/perf/**/*.test.ts',
            'e2e/browser/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: chromiumPath,
                // The visual check compares pixels: the same glyph shapes and colours everywhere.
                args: [...chromiumArgs, '--font-render-hinting=none', '--force-color-profile=srgb'],
              },
              // Room for a story's screen (1200 × 900 by default) and for the full height of a
              // story in the visual check, without scaling either down.
              contextOptions: { viewport: { width: 1280, height: 3200 }, deviceScaleFactor: 1 },
            }),
            instances: [{ browser: 'chromium' }],
            // Stories tagged `visual` against their committed pictures (.storybook/visual-check.ts).
            expect: {
              toMatchScreenshot: {
                resolveScreenshotPath: ({ root, testFileDirectory, testFileName, arg, ext }) =>
                  path.join(root, testFileDirectory, '__visual__', testFileName, `${arg}${ext}`),
                resolveDiffPath: ({ root, testFileDirectory, testFileName, arg, ext }) =>
                  path.join(
                    root,
                    'test-results/visual',
                    testFileDirectory,
                    testFileName,
                    `${arg}${ext}`,
                  ),
              },
            },
          },
          // The story files share one page: React, the design system and their styles load once
          // instead of once per file (2.7 to 1.4 minutes). The stories pass in any order of files
          // (`--sequence.shuffle.files`).
          isolate: false,
          setupFiles: ['.storybook/vitest.setup.ts'],
          // The pictures the visual check attaches to its results, out of the working tree.
          attachmentsDir: 'test-results/vitest-attachments',
        },
      },
      {
        extends: true,
        test: {
          name: 'contracts-consumer',
          environment: 'node',
          include: ['contracts/**/*.pact.spec.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'contracts-provider',
          environment: 'node',
          include: ['contracts/**/*.provider.spec.ts', 'contracts/**/*.check.spec.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
