// Cart lines for tests of every slice that works with the cart.
export { cartLine } from './lib/test-items';
