import { $authToken } from '@/shared/model';

/**
 * The bearer token of the signed-in shopper: the shared model's token store, which the shared
 * API client reads. Only this feature writes it. Lives in the browser only.
 */
export const $token = $authToken;
