import { combine } from 'effector';
import { createApiClient } from '@/shared/api';
import { $accountType, $apiBaseUrl, $fetch, $locale } from '@/shared/model';
import { $token } from './token';

/**
 * The API client for the shopper's own calls (profile, cart, orders, cards): the shared client's
 * settings plus the bearer token, read through the client's token getter.
 */
export const $shopperApi = combine(
  {
    baseUrl: $apiBaseUrl,
    fetch: $fetch,
    locale: $locale,
    token: $token,
    accountType: $accountType,
  },
  ({ baseUrl, fetch, locale, token, accountType }) =>
    createApiClient({
      baseUrl,
      fetch: fetch ? (request) => fetch(request) : undefined,
      getToken: () => token,
      getLocale: () => locale,
      getAccountType: () => accountType,
    }),
);
