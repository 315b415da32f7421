import { callInit, expectData, type ApiClient, type CallOptions, type User } from '@/shared/api';

/** GET /api/auth/user — the signed-in user; rejects with status 401 when signed out. */
export async function getUser(client: ApiClient, options: CallOptions = {}): Promise<User> {
  const result = await client.GET('/api/auth/user', callInit(options));
  return expectData(result);
}
