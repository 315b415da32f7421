import {
  callInit,
  expectData,
  type ApiClient,
  type CallOptions,
  type ProfileUpdate,
  type User,
} from '@/shared/api';

/** PUT /api/profile — changes the name and surname; answers the updated user. */
export async function updateProfile(
  client: ApiClient,
  { locale, signal, ...body }: ProfileUpdate & CallOptions,
): Promise<User> {
  const result = await client.PUT('/api/profile', { body, ...callInit({ locale, signal }) });
  return expectData(result);
}
