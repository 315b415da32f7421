import { describe, expect, it } from 'vitest';
import { productionAssets, renderDocument, type Manifest, type RenderedPage } from './html.ts';
import { clientEntry } from './paths.ts';

const manifest: Manifest = {
  [clientEntry]: {
    file: 'assets/entry.js',
    isEntry: true,
    imports: ['_runtime.js'],
    dynamicImports: [
      'src/app/start-client.tsx',
      'src/pages/cart/index.ts',
      'src/pages/personal/account/index.ts',
    ],
  },
  '_runtime.js': { file: 'assets/runtime.js' },
  'src/app/start-client.tsx': { file: 'assets/start.js', imports: ['_react.js', '_runtime.js'] },
  '_react.js': { file: 'assets/react.js' },
  'design-system/i18n/uz.json': { file: 'assets/ds-uz.js' },
  'src/shared/i18n/messages/uz.json?section=common': { file: 'assets/uz.js' },
  'src/shared/i18n/messages/uz.json?section=personal': { file: 'assets/uz-personal.js' },
  'design-system/i18n/ru.json': { file: 'assets/ds-ru.js' },
  'src/shared/i18n/messages/ru.json?section=common': { file: 'assets/ru.js' },
  'src/shared/i18n/messages/ru.json?section=personal': { file: 'assets/ru-personal.js' },
  'src/pages/cart/view.tsx': {
    file: 'assets/cart-view.js',
    isDynamicEntry: true,
    imports: ['_react.js', 'src/pages/cart/model.ts'],
  },
  'src/pages/cart/model.ts': { file: 'assets/cart-model.js', isDynamicEntry: true },
  'src/pages/personal/account/view.tsx': { file: 'assets/account-view.js', isDynamicEntry: true },
  'style.css': { file: 'assets/style.css' },
};

const page: RenderedPage = {
  status: 200,
  locale: 'uz',
  htmlLang: 'uz-Latn',
  head: '<title>Savat</title>',
  body: '',
  state: '{}',
  page: 'cart',
};

const config = { apiUrl: '', publicUrl: 'https://savat.uz', mapsApiKey: '' };

describe('the production document head', () => {
  const assets = productionAssets(manifest);

  const preloaded = (head: string) =>
    [...head.matchAll(/<link rel="modulepreload" fetchpriority="low" href="([^"]+)">/g)].map(
      (match) => match[1],
    );

  it('names the app, the language and the page in the head, for the browser to fetch as it reads', () => {
    const head = assets.head('uz', 'cart');
    expect(head).toContain('<link rel="stylesheet" href="/assets/style.css">');
    // Each module once (the view imports the model and React too, the app the entry's runtime).
    expect(preloaded(head)).toEqual([
      '/assets/entry.js',
      '/assets/runtime.js',
      '/assets/start.js',
      '/assets/react.js',
      '/assets/ds-uz.js',
      '/assets/uz.js',
      '/assets/cart-view.js',
      '/assets/cart-model.js',
    ]);
    expect(head).not.toContain('<meta');
    expect(head).not.toContain('/assets/ru.js');
    expect(head).not.toContain('-personal.js');
  });

  it('names the personal texts only for a page that shows them', () => {
    expect(preloaded(assets.head('ru', 'account')).slice(4)).toEqual([
      '/assets/ds-ru.js',
      '/assets/ru.js',
      '/assets/ru-personal.js',
      '/assets/account-view.js',
    ]);
    // A document without a page (the error page) shows common texts only.
    expect(preloaded(assets.head('ru')).slice(4)).toEqual(['/assets/ds-ru.js', '/assets/ru.js']);
  });

  it('finds a page’s own chunk by its name, where the build put its view and model together', () => {
    const grouped = productionAssets({
      ...manifest,
      [clientEntry]: { ...manifest[clientEntry]!, dynamicImports: ['src/app/start-client.tsx'] },
      'src/app/start-client.tsx': {
        file: 'assets/start.js',
        imports: ['_react.js', '_runtime.js'],
        dynamicImports: ['_page~catalog-1.js'],
      },
      '_page~catalog-1.js': {
        file: 'assets/page~catalog-1.js',
        name: 'page~catalog',
        imports: ['_shared-pages-1.js', '_react.js'],
      },
      '_shared-pages-1.js': { file: 'assets/shared-pages-1.js', name: 'shared-pages' },
    });
    expect(preloaded(grouped.head('uz', 'catalog')).slice(4)).toEqual([
      '/assets/ds-uz.js',
      '/assets/uz.js',
      '/assets/page~catalog-1.js',
      '/assets/shared-pages-1.js',
    ]);
  });

  it('links a page’s own stylesheet, naming the whole one for what the app loads later', () => {
    const withStylesheets = productionAssets(manifest, {
      all: 'assets/style.css',
      shell: 'assets/shell-1.css',
      pages: { cart: 'assets/page~cart-1.css' },
    });
    const stylesheets = (head: string) => head.match(/<link rel="stylesheet"[^>]*>/g);
    expect(stylesheets(withStylesheets.head('uz', 'cart'))).toEqual([
      '<link rel="stylesheet" href="/assets/page~cart-1.css" data-all="/assets/style.css">',
    ]);
    // A page the build wrote no stylesheet for, and a document of no page, take the app start's.
    for (const head of [withStylesheets.head('uz', 'account'), withStylesheets.head('uz')]) {
      expect(stylesheets(head)).toEqual([
        '<link rel="stylesheet" href="/assets/shell-1.css" data-all="/assets/style.css">',
      ]);
    }
    // The modules are the same as with one stylesheet.
    expect(preloaded(withStylesheets.head('uz', 'cart'))).toEqual(
      preloaded(assets.head('uz', 'cart')),
    );
  });

  it('links a page’s stylesheet with the optional parts the page rendered shows, naming those left out', () => {
    const withParts = productionAssets(manifest, {
      all: 'assets/style.css',
      shell: 'assets/shell-1.css',
      pages: { search: 'assets/page~search-1.css', cart: 'assets/page~cart-1.css' },
      parts: { pagination: ['p0', 'p1'] },
      variants: { search: { pagination: 'assets/page~search~pagination-1.css' } },
    });
    const stylesheet = (head: string) => head.match(/<link rel="stylesheet"[^>]*>/g);
    const results = '<main><ul class="grid"><li class="card">Non</li></ul></main>';
    const withLinks = `<main><nav><ul class="x p0"><li class="p1">2</li></ul></nav></main>`;
    expect(stylesheet(withParts.head('uz', 'search', results))).toEqual([
      '<link rel="stylesheet" href="/assets/page~search-1.css" data-all="/assets/style.css" data-omits="pagination">',
    ]);
    expect(stylesheet(withParts.head('uz', 'search', withLinks))).toEqual([
      '<link rel="stylesheet" href="/assets/page~search~pagination-1.css" data-all="/assets/style.css">',
    ]);
    // A class name that only starts like the part's, or text that reads like one, is not the part.
    expect(
      stylesheet(withParts.head('uz', 'search', '<p class="p10">p0</p><i class="ap1"></i>')),
    ).toEqual([
      '<link rel="stylesheet" href="/assets/page~search-1.css" data-all="/assets/style.css" data-omits="pagination">',
    ]);
    // A page without variants links its own stylesheet whatever it shows, leaving nothing out.
    expect(stylesheet(withParts.head('uz', 'cart', withLinks))).toEqual([
      '<link rel="stylesheet" href="/assets/page~cart-1.css" data-all="/assets/style.css">',
    ]);
    // The document puts the page it rendered to the head's choice.
    expect(
      stylesheet(renderDocument({ ...page, page: 'search', body: withLinks }, withParts, config)),
    ).toEqual([
      '<link rel="stylesheet" href="/assets/page~search~pagination-1.css" data-all="/assets/style.css">',
    ]);
  });

  it('without page stylesheets, links a page’s chunks’ stylesheets after the app’s', () => {
    const split = productionAssets({
      ...manifest,
      'src/pages/cart/view.tsx': {
        ...manifest['src/pages/cart/view.tsx']!,
        css: ['assets/cart.css'],
      },
    });
    expect(split.head('uz', 'cart').match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" href="/assets/style.css">',
      '<link rel="stylesheet" href="/assets/cart.css">',
    ]);
  });

  it('gives the document’s module tags the nonce of the response', () => {
    const html = renderDocument(page, assets, config, { nonce: 'abc' });
    expect(html).toContain(
      '<link rel="modulepreload" nonce="abc" fetchpriority="low" href="/assets/entry.js">',
    );
    expect(html).toContain(
      '<script nonce="abc" type="module" fetchpriority="low" src="/assets/entry.js">',
    );
    expect(html.match(/<link rel="modulepreload" nonce="abc"/g)).toHaveLength(8);
    expect(html).not.toMatch(/<link rel="modulepreload" (?!nonce="abc")/);
  });

  it('holds presses of the page’s buttons from the head’s first script until the app starts', () => {
    const html = renderDocument(page, assets, config, { nonce: 'abc' });
    const firstScript = html.indexOf('<script');
    expect(html.slice(firstScript)).toMatch(/^<script nonce="abc">\(function\(w,d\)\{/);
    expect(firstScript).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    expect(firstScript).toBeLessThan(html.indexOf('</head>'));
  });
});
