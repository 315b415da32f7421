import type { User, UserType } from '@/shared/api';

/** The signed-in shopper as the profile call answers. */
export type AuthUser = User;

/** The account type, or the text 'null' while none is known (signed out). */
export type AuthUserType = UserType | 'null';

/** Persisted under the `auth` key. */
export interface AuthState {
  isAuthenticated: boolean;
  token: string | null;
  user: AuthUser | null;
  /** The text 'null' until a user's account type is known. */
  userType: AuthUserType;
}

export const anonymousUserType = 'null' as const;

export const signedOutState: AuthState = {
  isAuthenticated: false,
  token: null,
  user: null,
  userType: anonymousUserType,
};
