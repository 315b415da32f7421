// Saved addresses for tests of every slice that works with the address book.
export { savedAddress } from './lib/test-addresses';
