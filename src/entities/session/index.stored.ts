// Where the device keeps the session, with no models: light enough for the browser entry.
export { authStorageKey } from './lib/auth-storage-key';
