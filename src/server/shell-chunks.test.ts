import { describe, expect, it } from 'vitest';
import {
  onDemand,
  pageChunkGroups,
  pagesOfModules,
  shellChunkGroups,
  shellSteps,
  stepName,
  type ChunkGraph,
} from './shell-chunks';

/** entry → import() of react-dom, the shared model and the app; pages are loaded by the app. */
const graph: ChunkGraph = {
  entrySteps: [
    '/p/node_modules/react-dom/client.js',
    '/p/src/shared/model/index.ts',
    '/p/src/app/start-client.tsx',
  ],
  chunks: [
    {
      fileName: 'entry.js',
      isEntry: true,
      moduleIds: ['/p/src/app/entry-client.tsx'],
      imports: ['stored-cart.js'],
    },
    {
      // What the entry runs before the app's first step and the cart model shares with it.
      fileName: 'stored-cart.js',
      isEntry: false,
      moduleIds: ['/p/src/entities/cart/lib/cart-item.ts'],
      imports: [],
    },
    {
      fileName: 'client.js',
      isEntry: false,
      moduleIds: ['/p/node_modules/react-dom/client.js', '/p/node_modules/scheduler/index.js'],
      imports: ['react.js'],
    },
    {
      fileName: 'react.js',
      isEntry: false,
      moduleIds: ['/p/node_modules/react/index.js'],
      imports: [],
    },
    {
      fileName: 'model.js',
      isEntry: false,
      moduleIds: ['/p/src/shared/model/index.ts'],
      imports: ['react.js', 'icons.js', 'entry.js', 'stored-cart.js'],
    },
    {
      fileName: 'icons.js',
      isEntry: false,
      moduleIds: ['/p/design-system/icons.tsx'],
      imports: [],
    },
    {
      fileName: 'start-client.js',
      isEntry: false,
      moduleIds: ['/p/src/app/start-client.tsx', '/p/src/app/app.tsx'],
      imports: ['model.js', 'icons.js', 'button.js'],
    },
    {
      fileName: 'button.js',
      isEntry: false,
      moduleIds: ['/p/design-system/button.tsx'],
      imports: [],
    },
    {
      fileName: 'catalog-view.js',
      isEntry: false,
      moduleIds: ['/p/src/pages/catalog/view.tsx'],
      imports: ['button.js', 'icons.js'],
    },
  ],
};

describe('shell steps', () => {
  it('gives each step the modules it loads first, and pages none', () => {
    const steps = shellSteps(graph).map((step) => [...step].sort());
    expect(steps).toEqual([
      [
        '/p/node_modules/react-dom/client.js',
        '/p/node_modules/react/index.js',
        '/p/node_modules/scheduler/index.js',
      ],
      ['/p/design-system/icons.tsx', '/p/src/shared/model/index.ts'],
      ['/p/design-system/button.tsx', '/p/src/app/app.tsx', '/p/src/app/start-client.tsx'],
    ]);
    expect(steps.flat()).not.toContain('/p/src/pages/catalog/view.tsx');
    expect(steps.flat()).not.toContain('/p/src/app/entry-client.tsx');
    expect(steps.flat()).not.toContain('/p/src/entities/cart/lib/cart-item.ts');
  });

  it('names each chunk after the package or file of its step', () => {
    expect(graph.entrySteps.map(stepName)).toEqual(['react-dom', 'model', 'start-client']);
    expect(stepName('/p/node_modules/@scope/pkg/dist/index.js')).toBe('scope-pkg');
    expect(stepName('/p/src/app/pwa/index.ts?v=1')).toBe('pwa');
  });

  it('lets an earlier step take a module first', () => {
    const { groups } = shellChunkGroups(graph);
    expect(groups.map((group) => [group.name, group.priority])).toEqual([
      ['entry-client', 4],
      ['react-dom', 3],
      ['model', 2],
      ['start-client', 1],
    ]);
    expect(groups[2]?.test('/p/design-system/icons.tsx')).toBe(true);
    expect(groups[3]?.test('/p/design-system/icons.tsx')).toBe(false);
    expect(groups.every((group) => !group.includeDependenciesRecursively)).toBe(true);
  });

  it('keeps what the entry imports before the first step with the entry: one request', () => {
    const [entry] = shellChunkGroups(graph).groups;
    expect(entry?.test('/p/src/app/entry-client.tsx')).toBe(true);
    expect(entry?.test('/p/src/entities/cart/lib/cart-item.ts')).toBe(true);
    expect(entry?.test('/p/src/shared/model/index.ts')).toBe(false);
  });

  it('fails loudly when a step is in no chunk', () => {
    expect(() => shellSteps({ ...graph, entrySteps: ['/p/src/missing.ts'] })).toThrow(
      'No chunk holds /p/src/missing.ts',
    );
  });
});

describe('page chunks', () => {
  /** Pages (two public, two personal), the app's start, and code loaded on demand. */
  const pagesGraph: ChunkGraph = {
    entrySteps: ['/p/src/app/start-client.tsx'],
    chunks: [
      {
        fileName: 'entry.js',
        isEntry: true,
        moduleIds: ['/p/src/app/entry-client.tsx'],
        imports: [],
      },
      {
        fileName: 'start-client.js',
        isEntry: false,
        dynamicEntry: '/p/src/app/start-client.tsx',
        moduleIds: ['/p/src/app/start-client.tsx', '/p/design-system/button.tsx'],
        imports: [],
        dynamicImports: ['sign-in.js', 'messages.js'],
      },
      {
        fileName: 'sign-in.js',
        isEntry: false,
        dynamicEntry: '/p/src/features/auth/ui/sign-in-dialog.tsx',
        moduleIds: ['/p/src/features/auth/ui/sign-in-dialog.tsx'],
        imports: ['countdown.js', 'start-client.js'],
      },
      {
        fileName: 'catalog-view.js',
        isEntry: false,
        dynamicEntry: '/p/src/pages/catalog/view.tsx',
        moduleIds: ['/p/src/pages/catalog/view.tsx', '/p/src/pages/catalog/filters.tsx'],
        imports: ['price.js', 'catalog-model.js', 'start-client.js'],
      },
      {
        fileName: 'catalog-model.js',
        isEntry: false,
        dynamicEntry: '/p/src/pages/catalog/model.ts',
        moduleIds: ['/p/src/pages/catalog/model.ts'],
        imports: [],
      },
      {
        fileName: 'product-view.js',
        isEntry: false,
        dynamicEntry: '/p/src/pages/product/view.tsx',
        moduleIds: ['/p/src/pages/product/view.tsx', '/p/src/pages/product/zoom-math.ts'],
        imports: ['price.js'],
        dynamicImports: ['viewer.js'],
      },
      {
        fileName: 'viewer.js',
        isEntry: false,
        dynamicEntry: '/p/design-system/viewer.tsx',
        moduleIds: ['/p/design-system/viewer.tsx'],
        imports: ['product-view.js'],
      },
      {
        fileName: 'account-view.js',
        isEntry: false,
        dynamicEntry: '/p/src/pages/personal/account/view.tsx',
        moduleIds: ['/p/src/pages/personal/account/view.tsx'],
        imports: ['price.js', 'orders.js', 'countdown.js'],
      },
      {
        fileName: 'checkout-view.js',
        isEntry: false,
        dynamicEntry: '/p/src/pages/personal/checkout/view.tsx',
        moduleIds: ['/p/src/pages/personal/checkout/view.tsx'],
        imports: ['start-client.js'],
        dynamicImports: ['map.js'],
      },
      {
        fileName: 'map.js',
        isEntry: false,
        dynamicEntry: '/p/src/features/checkout/ui/map.tsx',
        moduleIds: ['/p/src/features/checkout/ui/map.tsx', '/p/node_modules/maps/index.js'],
        imports: ['orders.js'],
      },
      {
        fileName: 'price.js',
        isEntry: false,
        moduleIds: ['/p/design-system/price.tsx'],
        imports: [],
      },
      {
        fileName: 'orders.js',
        isEntry: false,
        moduleIds: ['/p/src/entities/order/index.ts'],
        imports: [],
      },
      {
        fileName: 'countdown.js',
        isEntry: false,
        moduleIds: ['/p/design-system/countdown.tsx'],
        imports: [],
      },
      {
        fileName: 'messages.js',
        isEntry: false,
        dynamicEntry: '/p/src/shared/i18n/messages/uz.json?section=personal',
        moduleIds: ['/p/src/shared/i18n/messages/uz.json?section=personal'],
        imports: [],
      },
    ],
  };
  const [group] = pageChunkGroups(pagesGraph, '/p');
  const nameOf = (id: string) => group?.name(id);

  it('knows what loads each module, leaving out what the app’s start holds', () => {
    const found = pagesOfModules(pagesGraph, '/p');
    expect(found.get('/p/design-system/price.tsx')?.users).toEqual(
      new Set(['catalog', 'product', 'personal/account']),
    );
    expect(found.get('/p/design-system/countdown.tsx')?.users).toEqual(
      new Set([onDemand, 'personal/account']),
    );
    // Checkout's map is loaded by checkout only; the viewer takes code from the product's chunk.
    expect(found.get('/p/src/entities/order/index.ts')).toEqual({
      users: new Set(['personal/account']),
      onDemandOf: new Set(['personal/checkout']),
    });
    expect(found.get('/p/src/pages/product/zoom-math.ts')?.users).toEqual(new Set(['product']));
    expect(found.has('/p/design-system/button.tsx')).toBe(false);
    expect(found.has('/p/src/app/entry-client.tsx')).toBe(false);
  });

  it('puts a page’s view, its model and what only it uses into one chunk named after it', () => {
    expect(nameOf('/p/src/pages/catalog/view.tsx')).toBe('page~catalog');
    expect(nameOf('/p/src/pages/catalog/model.ts')).toBe('page~catalog');
    expect(nameOf('/p/src/pages/catalog/filters.tsx')).toBe('page~catalog');
    expect(nameOf('/p/src/pages/product/zoom-math.ts')).toBe('page~product');
    expect(nameOf('/p/src/pages/personal/account/view.tsx')).toBe('page~account');
  });

  it('shares what public pages or the app’s code on demand use, and the signed-in pages’ own apart', () => {
    expect(nameOf('/p/design-system/price.tsx')).toBe('shared-pages');
    expect(nameOf('/p/design-system/countdown.tsx')).toBe('shared-pages');
    expect(nameOf('/p/src/entities/order/index.ts')).toBe('shared-personal');
  });

  it('leaves code loaded only on demand, the app’s start and the messages to their own chunks', () => {
    expect(nameOf('/p/src/features/auth/ui/sign-in-dialog.tsx')).toBeNull();
    expect(nameOf('/p/node_modules/maps/index.js')).toBeNull();
    expect(nameOf('/p/design-system/viewer.tsx')).toBeNull();
    expect(nameOf('/p/design-system/button.tsx')).toBeNull();
    expect(nameOf('/p/src/shared/i18n/messages/uz.json?section=personal')).toBeNull();
    expect(group?.includeDependenciesRecursively).toBe(false);
  });
});
