import { callInit, expectNoContent, type ApiClient, type CallOptions } from '@/shared/api';

/** DELETE /api/profile — deletes the account, its cards and server cart, and signs it out. */
export async function deleteProfile(client: ApiClient, options: CallOptions = {}): Promise<void> {
  const result = await client.DELETE('/api/profile', callInit(options));
  expectNoContent(result);
}
