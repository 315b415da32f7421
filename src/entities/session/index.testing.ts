// Test data for the session, shared by the tests of every slice that reads it.
export { apiFailure, shopper } from './model/test-fixtures';
