/** Where the session (the access token and the shopper) is kept on the device. */
export const authStorageKey = 'auth';
