import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import {
  classNamesOf,
  isStylesheetUsed,
  lightningTargets,
  modulesOfPages,
  partsShownIn,
  selections,
  stylesGlobally,
  stylesheetOrder,
} from './page-stylesheets';
import type { ChunkGraph } from './shell-chunks';

describe('global styles', () => {
  it('are rules whose selectors name no class', () => {
    expect(stylesGlobally(':root{--sv-brand:#0a7}')).toBe(true);
    expect(stylesGlobally('.a1{color:red}html,body{margin:0}')).toBe(true);
    expect(stylesGlobally('@media (min-width:64em){body{font-size:18px}}')).toBe(true);
  });

  it('are not a component’s scoped classes, its media queries or its keyframes', () => {
    expect(
      stylesGlobally(
        '.a1{color:red}.a1:hover,.a2>.a3{color:blue}@media (min-width:64em){.a1{padding:4px}}' +
          '@keyframes a4{from{opacity:0}50%{opacity:.5}to{opacity:1}}',
      ),
    ).toBe(false);
  });
});

describe('the stylesheets a page needs', () => {
  const button = '/p/design-system/components/Button/Button.css.ts';
  const dialog = '/p/design-system/components/Dialog/Dialog.css.ts';
  const storeCard = '/p/design-system/components/StoreCard/StoreCard.css.ts';
  const themes = '/p/design-system/foundations/themes.css.ts';
  const gallery = '/p/design-system/components/Gallery/Gallery.css.ts';
  const css: Record<string, string> = {
    [`${themes}.vanilla.css`]: ':root{--sv-brand:#0a7}',
    [`${gallery}.vanilla.css`]: '.g1{display:grid}',
  };
  const sources = {
    hasCode: (id: string) => id === button || id === dialog,
    cssOf: (id: string) => css[id] ?? '',
  };

  it('are those whose class names the page’s modules import', () => {
    // A page whose stylesheets, compiled with the design system's index, import every component's CSS.
    const used = new Set([button, `${button}.vanilla.css`, `${dialog}.vanilla.css`]);
    expect(isStylesheetUsed(`${button}.vanilla.css`, used, sources)).toBe(true);
    expect(isStylesheetUsed(`${dialog}.vanilla.css`, used, sources)).toBe(false);
  });

  it('are the global styles and themes among its modules, never a component no module uses', () => {
    const used = new Set([`${themes}.vanilla.css`, `${gallery}.vanilla.css`]);
    expect(isStylesheetUsed(`${themes}.vanilla.css`, used, sources)).toBe(true);
    expect(isStylesheetUsed(`${gallery}.vanilla.css`, used, sources)).toBe(false);
    expect(isStylesheetUsed(`${themes}.vanilla.css`, new Set(), sources)).toBe(false);
  });

  it('are plain CSS files among its modules', () => {
    expect(
      isStylesheetUsed('/p/node_modules/x/x.css', new Set(['/p/node_modules/x/x.css']), sources),
    ).toBe(true);
    expect(isStylesheetUsed('/p/node_modules/x/x.css', new Set(), sources)).toBe(false);
  });

  it('come from the app’s start on every page, and from what the bundler found each page uses', () => {
    const graph: ChunkGraph = {
      entrySteps: ['/p/src/app/start-client.tsx'],
      chunks: [
        {
          fileName: 'entry.js',
          isEntry: true,
          moduleIds: ['/p/src/app/entry-client.tsx'],
          imports: [],
        },
        {
          fileName: 'start.js',
          isEntry: false,
          moduleIds: ['/p/src/app/start-client.tsx', button],
          imports: [],
          dynamicEntry: '/p/src/app/start-client.tsx',
        },
        {
          fileName: 'cart.js',
          isEntry: false,
          moduleIds: ['/p/src/pages/cart/view.tsx', dialog],
          imports: ['start.js'],
          dynamicEntry: '/p/src/pages/cart/view.tsx',
        },
        {
          fileName: 'account.js',
          isEntry: false,
          moduleIds: ['/p/src/pages/personal/account/view.tsx'],
          imports: [],
          dynamicEntry: '/p/src/pages/personal/account/view.tsx',
        },
        // The footer: on demand in the browser, which keeps the server's markup of it.
        {
          fileName: 'footer.js',
          isEntry: false,
          moduleIds: ['/p/src/app/layouts/site-footer.tsx'],
          imports: ['store-card.js'],
          dynamicEntry: '/p/src/app/layouts/site-footer.tsx',
        },
        {
          fileName: 'store-card.js',
          isEntry: false,
          moduleIds: [storeCard],
          imports: [],
        },
      ],
    };
    const { shell, pages } = modulesOfPages(graph, '/p', ['src/app/layouts/site-footer.tsx']);
    expect([...shell].sort()).toEqual([
      button,
      storeCard,
      '/p/src/app/entry-client.tsx',
      '/p/src/app/layouts/site-footer.tsx',
      '/p/src/app/start-client.tsx',
    ]);
    expect(pages.get('cart')).toEqual(new Set([...shell, '/p/src/pages/cart/view.tsx', dialog]));
    // A page in a group is named by its own folder, as the server names the page it renders.
    expect(pages.get('account')?.has('/p/src/pages/personal/account/view.tsx')).toBe(true);
    expect(() => modulesOfPages(graph, '/p', ['src/app/layouts/gone.tsx'])).toThrow(
      'No chunk of the build loads src/app/layouts/gone.tsx on demand',
    );
  });
});

describe('optional parts of a page', () => {
  it('are found by the class names their stylesheet gives rules to', () => {
    expect(
      classNamesOf(
        '@keyframes a9{to{transform:rotate(1turn)}}.a0{display:flex;margin:.5em}' +
          '.a1:hover,.a0>.a2[aria-current=page]{color:red}@media (min-width:48em){.a3{display:list-item}}',
      ),
    ).toEqual(['a0', 'a1', 'a2', 'a3']);
  });

  it('are shown when an element of the page has one of their class names, whole', () => {
    const partsShown = partsShownIn({ pagination: ['a0', 'a1'] });
    expect(partsShown('<ul class="a0"><li>1</li></ul>', ['pagination'])).toEqual(['pagination']);
    expect(partsShown('<li class="x a1 y">1</li>', ['pagination'])).toEqual(['pagination']);
    expect(partsShown('<li class="a10 xa1">a0</li>', ['pagination'])).toEqual([]);
    // A page's stylesheet without the part has no variants for it.
    expect(partsShown('<ul class="a0"></ul>', [])).toEqual([]);
  });

  it('make a variant of a page’s stylesheet for each selection of them', () => {
    expect(selections(['a'])).toEqual([['a']]);
    expect(selections(['a', 'b'])).toEqual([['a'], ['b'], ['a', 'b']]);
  });
});

describe('the order of the whole stylesheet', () => {
  const chunk = (
    fileName: string,
    modules: string[],
    { imports = [], dynamicImports = [], isEntry = false }: Partial<Rolldown.OutputChunk> = {},
  ) =>
    ({
      type: 'chunk',
      fileName,
      isEntry,
      imports,
      dynamicImports,
      modules: Object.fromEntries(modules.map((id) => [id, { renderedLength: 1 }])),
    }) as unknown as Rolldown.OutputChunk;

  it('is Vite’s: entries with their imports first, then what is imported with import(), in order', () => {
    const bundle = {
      'page.js': chunk('page.js', ['page.css', 'page.ts'], { imports: ['shared.js'] }),
      'entry.js': chunk('entry.js', ['entry.css', 'entry.ts'], {
        isEntry: true,
        imports: ['shared.js'],
        dynamicImports: ['page.js', 'dialog.js'],
      }),
      'shared.js': chunk('shared.js', ['shared.css']),
      'dialog.js': chunk('dialog.js', ['dialog.css'], { imports: ['shared.js'] }),
    } as unknown as Rolldown.OutputBundle;
    expect(stylesheetOrder(bundle)).toEqual([
      'shared.css',
      'entry.css',
      'entry.ts',
      'page.css',
      'page.ts',
      'dialog.css',
    ]);
  });
});

describe('browser targets', () => {
  it('are Vite’s build targets as Lightning CSS takes them, the oldest of each browser', () => {
    expect(
      lightningTargets(['chrome111', 'edge111', 'firefox114', 'safari16.4', 'ios16.4']),
    ).toEqual({
      chrome: 111 << 16,
      edge: 111 << 16,
      firefox: 114 << 16,
      safari: (16 << 16) | (4 << 8),
      ios_saf: (16 << 16) | (4 << 8),
    });
    expect(lightningTargets(['chrome100', 'chrome90', 'esnext'])).toEqual({ chrome: 90 << 16 });
    expect(lightningTargets(undefined)).toEqual({});
  });
});
