import {
  callInit,
  expectData,
  type ApiClient,
  type CallOptions,
  type OtpSent,
  type SendOtpRequest,
} from '@/shared/api';

/** POST /api/auth/send-otp — texts a 5-digit sign-in code to an Uzbek mobile number. */
export async function sendOtp(
  client: ApiClient,
  { locale, signal, ...body }: SendOtpRequest & CallOptions,
): Promise<OtpSent> {
  const result = await client.POST('/api/auth/send-otp', { body, ...callInit({ locale, signal }) });
  return expectData(result);
}
