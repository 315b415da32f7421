/** How the end-to-end suite starts the production storefront (it builds when dist/ is stale). */
export const storefrontCommand = ['node_modules/.bin/tsx', 'src/server/start.ts'];
