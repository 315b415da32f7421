import { combine, createEvent, createStore, sample } from 'effector';
import { createApiClient, type UserType } from '@/shared/api';
import { $apiBaseUrl, $fetch, $locale } from './app';

/** The shopper's account type for catalogue calls; the session sets it after sign-in. */
export const accountTypeChanged = createEvent<UserType | null>();
export const $accountType = createStore<UserType | null>(null);
sample({ clock: accountTypeChanged, target: $accountType });

/**
 * The signed-in shopper's bearer token, which the client sends; the session
 * (`entities/session`) writes it on sign-in, restore and logout. Browser only: never serialised
 * into server-rendered HTML.
 */
export const $authToken = createStore<string | null>(null, { serialize: 'ignore' });

/**
 * The API client for this scope (a server request or the browser): `X-LANG` on every call,
 * `Authorization: Bearer` whenever a token exists, and `X-ACCOUNT-TYPE` on the calls whose
 * contract declares it.
 */
export const $api = combine(
  {
    baseUrl: $apiBaseUrl,
    fetch: $fetch,
    locale: $locale,
    token: $authToken,
    accountType: $accountType,
  },
  ({ baseUrl, fetch, locale, token, accountType }) =>
    createApiClient({
      baseUrl,
      fetch: fetch ? (request, init) => fetch(request, init) : undefined,
      getToken: () => token,
      getLocale: () => locale,
      getAccountType: () => accountType,
    }),
);
