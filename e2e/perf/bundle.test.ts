import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  type Manifest,
  ceilingsFor,
  messagesOutsideTheirSection,
  overBudget,
  overCssBudget,
  overCeilings,
  overRequestBudget,
  pagesNotSplit,
  routeBundles,
  sizeRoutes,
  staticClosure,
} from './bundle';

const manifest: Manifest = {
  'src/app/entry-client.tsx': {
    file: 'assets/entry.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/pages/home/view.tsx', 'src/pages/product/view.tsx'],
    css: ['assets/entry.css'],
  },
  '_react.js': { file: 'assets/react.js', imports: ['_scheduler.js'] },
  '_scheduler.js': { file: 'assets/scheduler.js', imports: ['_react.js'] },
  'src/pages/home/view.tsx': {
    file: 'assets/home.js',
    src: 'src/pages/home/view.tsx',
    isDynamicEntry: true,
    imports: ['_react.js', '_card.js'],
  },
  '_card.js': { file: 'assets/card.js', css: ['assets/card.css'] },
  'src/pages/product/view.tsx': {
    file: 'assets/product.js',
    src: 'src/pages/product/view.tsx',
    isDynamicEntry: true,
    imports: ['_card.js'],
    dynamicImports: ['_viewer.js'],
  },
  '_viewer.js': { file: 'assets/viewer.js', isDynamicEntry: true },
};

describe('route bundles', () => {
  test('follow static imports through cycles, never dynamic ones', () => {
    expect(staticClosure(manifest, 'src/app/entry-client.tsx')).toEqual([
      'src/app/entry-client.tsx',
      '_react.js',
      '_scheduler.js',
    ]);
  });

  test('the app the entry starts after the page has loaded counts in the shell', () => {
    const deferred: Manifest = {
      ...manifest,
      'src/app/entry-client.tsx': {
        file: 'assets/entry.js',
        isEntry: true,
        dynamicImports: ['src/app/start-client.tsx'],
      },
      'src/app/start-client.tsx': {
        file: 'assets/start.js',
        src: 'src/app/start-client.tsx',
        isDynamicEntry: true,
        imports: ['_react.js'],
        dynamicImports: ['src/pages/home/view.tsx'],
      },
    };
    const [shell, home] = routeBundles(deferred);
    expect(shell?.js).toEqual([
      'assets/entry.js',
      'assets/react.js',
      'assets/scheduler.js',
      'assets/start.js',
    ]);
    expect(home?.js).toContain('assets/card.js');
  });

  test('a page adds its own chunk and shared chunks to the shell', () => {
    const [shell, home, product] = routeBundles(manifest);
    expect(shell).toEqual({
      route: 'shell',
      js: ['assets/entry.js', 'assets/react.js', 'assets/scheduler.js'],
      css: ['assets/entry.css'],
    });
    expect(home?.route).toBe('home');
    expect(home?.js).toContain('assets/card.js');
    expect(home?.css).toEqual(['assets/card.css', 'assets/entry.css']);
    expect(product?.js).not.toContain('assets/viewer.js');
  });

  test('with the build’s page stylesheets, a route’s CSS is its own stylesheet', () => {
    const [shell, home, product] = routeBundles(manifest, {
      stylesheets: { shell: 'assets/shell.css', pages: { home: 'assets/page~home.css' } },
    });
    expect(shell?.css).toEqual(['assets/shell.css']);
    expect(home?.css).toEqual(['assets/page~home.css']);
    expect(product?.css).toEqual(['assets/shell.css']);
    expect(home?.js).toEqual(routeBundles(manifest)[1]?.js);
  });

  test('a page with optional parts counts the stylesheet it loads when it shows them all', () => {
    const [, home] = routeBundles(manifest, {
      stylesheets: {
        shell: 'assets/shell.css',
        pages: { home: 'assets/page~home.css' },
        variants: {
          home: {
            pagination: 'assets/page~home~pagination.css',
            'pagination toasts': 'assets/page~home~pagination~toasts.css',
            toasts: 'assets/page~home~toasts.css',
          },
        },
      },
    });
    expect(home?.css).toEqual(['assets/page~home~pagination~toasts.css']);
  });

  test('a route’s CSS over its budget fails on its own, whatever the JavaScript weighs', () => {
    const route = (name: string, cssBytes: number) => ({
      route: name,
      js: [],
      css: [],
      jsBytes: 200 * 1024,
      cssBytes,
    });
    expect(overCssBudget([route('home', 12 * 1024), route('cart', 12 * 1024 + 1)])).toEqual([
      'cart: CSS 12.0 KB > 12.0 KB brotli',
    ]);
  });

  test('sizes are brotli bytes and budgets report the offending route', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bundle-'));
    const assets = path.join(dir, 'assets');
    mkdirSync(assets);
    for (const file of ['entry.js', 'react.js', 'scheduler.js', 'home.js', 'product.js']) {
      writeFileSync(path.join(assets, file), 'export const x = 1;\n'.repeat(10));
    }
    // Bytes with no repetition barely compress, so this chunk alone breaks the JS budget.
    const incompressible = Buffer.from(randomBytes(200_000));
    writeFileSync(path.join(assets, 'card.js'), incompressible);
    writeFileSync(path.join(assets, 'entry.css'), 'a{color:red}');
    writeFileSync(path.join(assets, 'card.css'), 'b{color:blue}');
    const sized = sizeRoutes(routeBundles(manifest), dir);
    const shell = sized.find((route) => route.route === 'shell');
    expect(shell?.jsBytes).toBeGreaterThan(0);
    expect(shell?.jsBytes).toBeLessThan(3 * 200);
    const problems = overBudget(sized);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^home: initial JS .* > 85\.0 KB brotli$/);
  });

  test('a route may load at most 10 scripts before it is interactive', () => {
    const route = (name: string, scripts: number) => ({
      route: name,
      js: Array.from({ length: scripts }, (_, index) => `assets/${name}-${index}.js`),
      css: [],
      jsBytes: 0,
      cssBytes: 0,
    });
    expect(overRequestBudget([route('home', 10), route('catalog', 11)])).toEqual([
      'catalog: 11 scripts before it is interactive > 10',
    ]);
  });

  test('count the one stylesheet and the heaviest language, and name pages not split', () => {
    const withCatalogues: Manifest = {
      ...manifest,
      'style.css': { file: 'assets/style.css', src: 'style.css' },
      'src/shared/i18n/messages/uz.json': { file: 'assets/uz.js', isDynamicEntry: true },
      'src/shared/i18n/messages/ru.json': { file: 'assets/ru.js', isDynamicEntry: true },
    };
    const dir = mkdtempSync(path.join(tmpdir(), 'bundle-'));
    mkdirSync(path.join(dir, 'assets'));
    for (const file of [
      'entry.js',
      'react.js',
      'scheduler.js',
      'home.js',
      'card.js',
      'product.js',
    ]) {
      writeFileSync(path.join(dir, 'assets', file), 'export const x = 1;\n');
    }
    writeFileSync(path.join(dir, 'assets', 'uz.js'), 'export default {};');
    writeFileSync(path.join(dir, 'assets', 'ru.js'), Buffer.from(randomBytes(2_000)));
    for (const file of ['entry.css', 'card.css', 'style.css']) {
      writeFileSync(path.join(dir, 'assets', file), 'a{color:red}');
    }
    const [shell] = sizeRoutes(routeBundles(withCatalogues), dir);
    expect(shell?.js).toContain('assets/ru.js');
    expect(shell?.js).not.toContain('assets/uz.js');
    expect(shell?.jsBytes).toBeGreaterThan(2_000);
    expect(shell?.css).toContain('assets/style.css');
    expect(pagesNotSplit(withCatalogues, ['home', 'product', 'cart'])).toEqual(['cart']);
  });

  test('ceilings hold each route to what it weighed, and unknown routes to the lightest', () => {
    const sized = (route: string, jsBytes: number, cssBytes = 5000) => ({
      route,
      js: [],
      css: [],
      jsBytes,
      cssBytes,
    });
    const ceilings = ceilingsFor([sized('home', 100_000), sized('product', 120_000, 6000)], 1000);
    expect(ceilings).toEqual({ jsBytes: { home: 101_000, product: 121_000 }, cssBytes: 7000 });
    expect(overCeilings([sized('home', 101_000), sized('product', 110_000)], ceilings)).toEqual([]);
    expect(overCeilings([sized('home', 101_001)], ceilings)).toEqual([
      'home: initial JS grew to 98.6 KB (ceiling 98.6 KB)',
    ]);
    expect(overCeilings([sized('account', 105_000)], ceilings)).toEqual([
      'account: initial JS grew to 102.5 KB (ceiling 98.6 KB)',
    ]);
    expect(overCeilings([sized('home', 90_000, 7001)], ceilings)).toEqual([
      'home: CSS grew to 6.8 KB (ceiling 6.8 KB)',
    ]);
  });

  test('find texts of a section the page does not load, the later one allowed on demand', () => {
    const pages: Manifest = {
      'src/app/entry-client.tsx': {
        file: 'assets/entry.js',
        isEntry: true,
        dynamicImports: [
          'src/pages/home/view.tsx',
          'src/pages/personal/account/view.tsx',
          'src/pages/business/view.tsx',
          '_menu.js',
        ],
      },
      'src/pages/business/view.tsx': {
        file: 'assets/business.js',
        src: 'src/pages/business/view.tsx',
        isDynamicEntry: true,
      },
      '_menu.js': { file: 'assets/menu.js' },
      'src/pages/home/view.tsx': {
        file: 'assets/home.js',
        src: 'src/pages/home/view.tsx',
        isDynamicEntry: true,
        imports: ['_orders.js'],
      },
      'src/pages/personal/account/view.tsx': {
        file: 'assets/account.js',
        src: 'src/pages/personal/account/view.tsx',
        isDynamicEntry: true,
        imports: ['_orders.js'],
      },
      '_orders.js': { file: 'assets/orders.js' },
      'src/shared/i18n/messages/en.json?section=personal': {
        file: 'assets/en.js',
        src: 'src/shared/i18n/messages/en.json?section=personal',
        isDynamicEntry: true,
      },
    };
    const code: Record<string, string> = {
      'assets/entry.js': 'const m={id:`header.cart`}',
      'assets/menu.js': 'const m={signIn:{id:`auth.signIn`},orders:{id:"account.orders"}}',
      'assets/home.js': 'const m={id:`home.title`},n={id:`auth.signIn`}',
      'assets/business.js': 'const m={id:`business.title`},n={id:`account.title`}',
      'assets/account.js': 'const m={id:`account.title`},n={id:`checkout.title`}',
      'assets/orders.js': 'const m={id:`account.orders`},k={id:"account.unknown"}',
      'assets/en.js': 'export default {"account.title":[]}',
    };
    const ids = new Set(['header.cart', 'auth.signIn', 'account.orders', 'account.title']);
    ids.add('checkout.title').add('home.title').add('business.title');
    expect(messagesOutsideTheirSection(pages, (file) => code[file] ?? '', ids)).toEqual([
      // On demand from every page (its sign-in text, of the later section, is loaded with it).
      'shell: assets/menu.js shows account.orders',
      'business: assets/business.js shows account.title',
      // A text of code loaded on demand in the page's start; a personal text through another
      // page's chunk the home page imports.
      'home: assets/home.js shows auth.signIn',
      'home: assets/orders.js shows account.orders',
    ]);
  });
});
