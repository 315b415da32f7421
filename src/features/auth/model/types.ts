/** The signed-in shopper as the profile call answers. */
export interface AuthUser {
  id: number;
  name: string;
  surname: string;
  phone: string;
  photo_url: string | null;
  user_type: string;
}

/** Persisted under the `auth` key. */
export interface AuthState {
  isAuthenticated: boolean;
  token: string | null;
  user: AuthUser | null;
  /** The text 'null' until a user's account type is known. */
  userType: string;
}

export const anonymousUserType = 'null';

export const signedOutState: AuthState = {
  isAuthenticated: false,
  token: null,
  user: null,
  userType: anonymousUserType,
};
