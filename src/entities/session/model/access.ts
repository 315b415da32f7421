import { combine } from 'effector';
import { $isAuthenticated, $sessionKnown } from './session';

/**
 * Whether personal pages may load: `pending` on the server and until the browser has read the
 * stored session, then `signed-in` or `signed-out`.
 */
export type SessionAccess = 'pending' | 'signed-in' | 'signed-out';

export const $sessionAccess = combine(
  $sessionKnown,
  $isAuthenticated,
  (known, authenticated): SessionAccess =>
    !known ? 'pending' : authenticated ? 'signed-in' : 'signed-out',
);
