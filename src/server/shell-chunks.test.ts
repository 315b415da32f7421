import { describe, expect, it } from 'vitest';
import { shellChunkGroups, shellSteps, stepName, type ChunkGraph } from './shell-chunks';

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
      imports: ['react.js', 'icons.js', 'entry.js'],
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
  });

  it('names each chunk after the package or file of its step', () => {
    expect(graph.entrySteps.map(stepName)).toEqual(['react-dom', 'model', 'start-client']);
    expect(stepName('/p/node_modules/@scope/pkg/dist/index.js')).toBe('scope-pkg');
    expect(stepName('/p/src/app/pwa/index.ts?v=1')).toBe('pwa');
  });

  it('lets an earlier step take a module first', () => {
    const { groups } = shellChunkGroups(graph);
    expect(groups.map((group) => [group.name, group.priority])).toEqual([
      ['react-dom', 3],
      ['model', 2],
      ['start-client', 1],
    ]);
    expect(groups[1]?.test('/p/design-system/icons.tsx')).toBe(true);
    expect(groups[2]?.test('/p/design-system/icons.tsx')).toBe(false);
    expect(groups.every((group) => !group.includeDependenciesRecursively)).toBe(true);
  });

  it('fails loudly when a step is in no chunk', () => {
    expect(() => shellSteps({ ...graph, entrySteps: ['/p/src/missing.ts'] })).toThrow(
      'No chunk holds /p/src/missing.ts',
    );
  });
});
