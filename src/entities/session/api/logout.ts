import { callInit, expectNoContent, type ApiClient, type CallOptions } from '@/shared/api';

/** POST /api/auth/logout — revokes the current token. */
export async function logout(client: ApiClient, options: CallOptions = {}): Promise<void> {
  const result = await client.POST('/api/auth/logout', callInit(options));
  expectNoContent(result);
}
