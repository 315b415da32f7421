import { $api } from '@/shared/model';

/**
 * The API client for the shopper's own calls (profile, cart, orders, cards). The shared client
 * already sends the bearer token and account type, so this is the same client under the name
 * the flow models use.
 */
export const $shopperApi = $api;
