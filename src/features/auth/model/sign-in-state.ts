import { attach, createEffect, createEvent, createStore } from 'effector';
import { sendOtp, verifyOtp } from '@/entities/session';
import { $api } from '@/shared/model';
import type { PhoneErrorKind } from 'design-system';
import type { AuthSession, OtpSent, SendOtpRequest, VerifyOtpRequest } from '@/shared/api';

/**
 * The units of the sign-in dialog's two steps; the rules are in ./send-code (the phone step and
 * the SMS code request), ./resend-countdown and ./verify-code (the code step).
 */
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
