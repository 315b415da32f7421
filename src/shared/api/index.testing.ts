// Test tools for the API client: the contract, a recording fetch, one-call exchanges and
// realistic products. Node only (the contract is read from disk).
export { loadContract, type Contract } from './testing/contract';
export { createFakeFetch, jsonResponse } from './testing/fake-fetch';
export { exchange } from './testing/harness';
export { productPhoto, productSummary } from './testing/products';
