import { createEffect } from 'effector';
import { navigate } from 'wouter/use-browser-location';

/** Client-side navigation to a storefront path. */
export const navigateFx = createEffect<string, void>((path) => navigate(path));
