import { callInit, expectNoContent, type ApiClient, type CallOptions } from '@/shared/api';

/** Which tokens a sign-out revokes: this device's, or every token of the account. */
export type LogoutScope = 'device' | 'all';

/** POST /api/auth/logout — revokes the current token, or with `all` every token of the account. */
export async function logout(
  client: ApiClient,
  options: CallOptions & { scope?: LogoutScope } = {},
): Promise<void> {
  const { scope, ...call } = options;
  const result = await client.POST('/api/auth/logout', {
    ...callInit(call),
    ...(scope === 'all' ? { params: { query: { scope } } } : {}),
  });
  expectNoContent(result);
}
