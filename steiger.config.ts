import fsd from '@feature-sliced/steiger-plugin';
import { defineConfig } from 'steiger';

/**
 * Feature-Sliced Design's rules for src/, all of them as recommended: layers import downwards
 * only, slices of one layer don't import each other (entities share through `@x`), every import
 * of a slice goes through one of its public files (`index.ts`, or a named `index.<part>.ts` where
 * a lighter entry is needed), a slice used by one other slice only is merged into it, and a layer
 * keeps twenty ungrouped slices at most (the pages for a signed-in shopper sit in the
 * group folder `src/pages/personal/`).
 */
const config: ReturnType<typeof defineConfig> = defineConfig([...fsd.configs.recommended]);

export default config;
