import { parsePhone, type PhoneErrorKind } from 'design-system';
import {
  sendOtp,
  verifyOtp,
  $userType,
  loggedIn,
  loggedOut,
  tokenReceived,
  type AuthUserType,
} from '@/entities/session';
import { $api as $api } from '@/shared/model';
import type {
  AuthSession,
  OtpSent,
  SendOtpRequest,
  UserType,
  VerifyOtpRequest,
} from '@/shared/api';
import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { failureFacts } from '@/shared/api';

export const codeLength = 5;
/** Seconds before another code may be requested, unless the server asks for longer. */
export const resendSeconds = 60;

export type SendCodeParams = SendOtpRequest;
export type VerifyCodeParams = VerifyOtpRequest;

export type SignInStep = 'phone' | 'code';
export type CodeError = 'invalid' | 'expired' | 'tooManyAttempts' | 'failed';
export type SendError = PhoneErrorKind | 'tooManyRequests' | 'failed';

const sendOtpApiFx = attach({
  source: $api,
  effect: (api, params: SendCodeParams) => sendOtp(api, params),
});
const verifyOtpApiFx = attach({
  source: $api,
  effect: (api, params: VerifyCodeParams) => verifyOtp(api, params),
});
export const sendCodeFx = createEffect<SendCodeParams, OtpSent>((params) => sendOtpApiFx(params));
export const verifyCodeFx = createEffect<VerifyCodeParams, Pick<AuthSession, 'access_token'>>(
  (params) => verifyOtpApiFx(params),
);
/** The current time in epoch milliseconds. */
export const clockFx = createEffect<void, number>(() => Date.now());

export const phoneChanged = createEvent<string>();
export const phoneSubmitted = createEvent();
export const codeChanged = createEvent<string>();
export const codeSubmitted = createEvent();
export const resendClicked = createEvent();
/** The resend countdown on screen reached zero. */
export const countdownEnded = createEvent();
export const phoneEditClicked = createEvent();

export const $step = createStore<SignInStep>('phone', { serialize: 'ignore' });
export const $phoneInput = createStore('', { serialize: 'ignore' });
/** The E.164 number the code was sent to. */
export const $codePhone = createStore<string | null>(null, { serialize: 'ignore' });
export const $code = createStore('', { serialize: 'ignore' });
export const $sendError = createStore<SendError | null>(null, { serialize: 'ignore' });
export const $codeError = createStore<CodeError | null>(null, { serialize: 'ignore' });
/** Seconds to wait, shown with 'too many attempts' messages. */
export const $waitSeconds = createStore<number | null>(null, { serialize: 'ignore' });
/** When another code may be requested (epoch ms); null once the countdown has ended. */
export const $resendAvailableAt = createStore<number | null>(null, { serialize: 'ignore' });
export const $canResend = $resendAvailableAt.map((endsAt) => endsAt === null);
export const $sending = sendCodeFx.pending;
export const $verifying = verifyCodeFx.pending;
export const $codeComplete = $code.map((code) => code.length === codeLength);

sample({ clock: phoneChanged, target: $phoneInput });
sample({ clock: phoneChanged, fn: () => null, target: $sendError });
sample({
  clock: codeChanged,
  fn: (code) => code.replace(/\D/g, '').slice(0, codeLength),
  target: $code,
});
sample({ clock: codeChanged, fn: () => null, target: $codeError });

const phoneChecked = sample({
  clock: phoneSubmitted,
  source: $phoneInput,
  filter: sendCodeFx.pending.map((pending) => !pending),
  fn: (input) => parsePhone(input),
});
sample({
  clock: phoneChecked,
  filter: (result) => !result.ok,
  fn: (result) => (result.ok ? null : result.error),
  target: $sendError,
});
const validPhoneSubmitted = phoneChecked.filterMap((result) =>
  result.ok ? result.e164 : undefined,
);

// The same number inside its countdown goes straight to the code step: no second SMS.
sample({
  clock: validPhoneSubmitted,
  source: { codePhone: $codePhone, canResend: $canResend },
  filter: ({ codePhone, canResend }, phone) => codePhone === phone && !canResend,
  fn: () => 'code' as const,
  target: $step,
});
sample({
  clock: validPhoneSubmitted,
  source: { codePhone: $codePhone, canResend: $canResend, userType: $userType },
  filter: ({ codePhone, canResend }, phone) => codePhone !== phone || canResend,
  fn: ({ userType }, phone): SendCodeParams => ({ phone, user_type: signInUserType(userType) }),
  target: sendCodeFx,
});
// A resend is checked against the clock as well, so no second SMS leaves within the countdown.
const resendClockFx = attach({ effect: clockFx });
sample({ clock: resendClicked, target: resendClockFx });
sample({
  clock: resendClockFx.doneData,
  source: {
    phone: $codePhone,
    endsAt: $resendAvailableAt,
    sending: sendCodeFx.pending,
    userType: $userType,
  },
  filter: ({ phone, endsAt, sending }, now) =>
    phone !== null && !sending && (endsAt === null || now >= endsAt),
  fn: ({ phone, userType }): SendCodeParams => ({
    phone: phone ?? '',
    user_type: signInUserType(userType),
  }),
  target: sendCodeFx,
});

sample({ clock: sendCodeFx.done, fn: ({ params }) => params.phone, target: $codePhone });
sample({ clock: sendCodeFx.done, fn: () => 'code' as const, target: $step });
sample({ clock: sendCodeFx.done, fn: () => '', target: $code });
sample({ clock: sendCodeFx.done, fn: () => null, target: [$codeError, $sendError, $waitSeconds] });
const waitSeconds = sample({
  clock: sendCodeFx.doneData,
  fn: (result) => Math.max(1, Math.ceil(result.resend_after || resendSeconds)),
});
sample({
  clock: sendCodeFx.failData,
  fn: (error): SendError => (failureFacts(error).status === 429 ? 'tooManyRequests' : 'failed'),
  target: $sendError,
});
sample({
  clock: sendCodeFx.failData,
  fn: (error) => failureFacts(error).retryAfterSeconds,
  target: $waitSeconds,
});
// Throttled by the server: resend stays blocked for as long as it asks.
const throttledFor = sendCodeFx.failData.filterMap((error) => {
  const facts = failureFacts(error);
  return facts.status === 429 && facts.retryAfterSeconds
    ? Math.ceil(facts.retryAfterSeconds)
    : undefined;
});
const countdownClockFx = attach({
  effect: clockFx,
  mapParams: (_seconds: number) => undefined,
});
sample({ clock: [waitSeconds, throttledFor], target: countdownClockFx });
sample({
  clock: countdownClockFx.done,
  fn: ({ params, result }) => result + params * 1000,
  target: $resendAvailableAt,
});
const endClockFx = attach({ effect: clockFx });
sample({ clock: countdownEnded, target: endClockFx });
sample({
  clock: [endClockFx.doneData, resendClockFx.doneData],
  source: $resendAvailableAt,
  filter: (endsAt, now) => endsAt !== null && now >= endsAt,
  fn: () => null,
  target: $resendAvailableAt,
});

sample({ clock: phoneEditClicked, fn: () => 'phone' as const, target: $step });

sample({
  clock: [codeSubmitted, $codeComplete.updates.filter({ fn: Boolean })],
  source: { phone: $codePhone, code: $code, verifying: verifyCodeFx.pending },
  filter: ({ phone, code, verifying }) =>
    phone !== null && code.length === codeLength && !verifying,
  fn: ({ phone, code }) => ({ phone: phone ?? '', otp: code }),
  target: verifyCodeFx,
});
sample({
  clock: verifyCodeFx.doneData,
  fn: (answer) => answer.access_token,
  target: tokenReceived,
});
sample({ clock: verifyCodeFx.failData, fn: codeErrorOf, target: $codeError });
sample({
  clock: verifyCodeFx.failData,
  fn: (error) => failureFacts(error).retryAfterSeconds,
  target: $waitSeconds,
});

// A finished sign-in, and signing out, start the next one from scratch: the used code and its
// countdown belong to the sign-in that is over, so the next code request goes to the server,
// whose answer (a code, or 429 with its own wait) is what the shopper sees.
sample({ clock: [loggedIn, loggedOut], fn: () => 'phone' as const, target: $step });
sample({ clock: [loggedIn, loggedOut], fn: () => '', target: [$code, $phoneInput] });
sample({
  clock: [loggedIn, loggedOut],
  fn: () => null,
  target: [$codePhone, $resendAvailableAt, $codeError, $sendError, $waitSeconds],
});

function codeErrorOf(error: unknown): CodeError {
  const { status, code } = failureFacts(error);
  if (status === 429) return 'tooManyAttempts';
  if (code === 'code_expired') return 'expired';
  if (status === 400 || status === 401 || status === 422) return 'invalid';
  return 'failed';
}

/** Sign-in on the storefront is for individuals; legal entities are served through support. */
function signInUserType(userType: AuthUserType): UserType {
  return userType === 'null' ? 'individual' : userType;
}
