import { createStore } from 'effector';

/** The bearer token of the signed-in shopper. Lives in the browser only. */
export const $token = createStore<string | null>(null, { serialize: 'ignore' });
