import { useSyncExternalStore } from 'react';

/**
 * React has had `useSyncExternalStore` since version 18. effector-react and wouter still import
 * `use-sync-external-store`'s shim for older versions; the build points them here (see
 * vite.config.ts), so the browser is not sent a fallback it never runs. Like the shim (a
 * CommonJS module), it is imported both by name and as a default.
 */
export { useSyncExternalStore };
export default { useSyncExternalStore };
