// Pages of orders started for tests of the pages that list them.
export { ordersPagesLoadedOnStart } from './lib/test-orders';
