import fsd from '@feature-sliced/steiger-plugin';
import { defineConfig } from 'steiger';

/**
 * Feature-Sliced Design's rules for src/: layers import downwards only, slices of one layer don't
 * import each other (entities share through `@x`), and every import of a slice goes through one of
 * its public files (`index.ts`, or a named `index.<part>.ts` where a lighter entry is needed).
 *
 * Three judgement rules are switched off for the whole tree, for reasons of this shop:
 * - insignificant-slice: every API resource is an entity with its operations (the contracts call
 *   them), even when one feature is its only reader;
 * - excessive-slicing: a page is a route, and the shop has more than twenty of them;
 * - no-segmentless-slices: a page without data is one view file.
 */
const config: ReturnType<typeof defineConfig> = defineConfig([
  ...fsd.configs.recommended,
  {
    rules: {
      'fsd/insignificant-slice': 'off',
      'fsd/excessive-slicing': 'off',
      'fsd/no-segmentless-slices': 'off',
    },
  },
]);

export default config;
