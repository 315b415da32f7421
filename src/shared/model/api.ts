import { combine, createEvent, createStore, sample } from 'effector';
import { createApiClient, type UserType } from '@/shared/api';
import { $apiBaseUrl, $fetch, $locale } from './app';

/** The shopper's account type for catalogue calls; the auth flow sets it after sign-in. */
export const accountTypeChanged = createEvent<UserType | null>();
export const $accountType = createStore<UserType | null>(null);
sample({ clock: accountTypeChanged, target: $accountType });

/** The API client for this scope (a server request or the browser), sending `X-LANG`. */
export const $api = combine($apiBaseUrl, $fetch, $locale, (baseUrl, fetch, locale) =>
  createApiClient({
    baseUrl,
    fetch: fetch ? (request) => fetch(request) : undefined,
    getLocale: () => locale,
  }),
);
