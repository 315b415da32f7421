// Test tools for the API client: the contract, a recording fetch, one-call exchanges and
// realistic products. Node only (the contract is read from disk).
export { contractPath, loadContract, type Contract } from './testing/contract';
export {
  createFakeFetch,
  jsonResponse,
  type FakeAnswer,
  type RecordedRequest,
} from './testing/fake-fetch';
export { exchange, type Exchange } from './testing/harness';
export { productPhoto, productSummary } from './testing/products';
