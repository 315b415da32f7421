import {
  callInit,
  expectData,
  type ApiClient,
  type AuthSession,
  type CallOptions,
  type VerifyOtpRequest,
} from '@/shared/api';

/** POST /api/auth/verify-otp — exchanges the phone and SMS code for a token and the user. */
export async function verifyOtp(
  client: ApiClient,
  { locale, signal, ...body }: VerifyOtpRequest & CallOptions,
): Promise<AuthSession> {
  const result = await client.POST('/api/auth/verify-otp', {
    body,
    ...callInit({ locale, signal }),
  });
  return expectData(result);
}
