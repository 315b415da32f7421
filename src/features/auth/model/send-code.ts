import { attach, sample } from 'effector';
import { parsePhone } from 'design-system';
import { $userType, type AuthUserType } from '@/entities/session';
import { failureFacts, type UserType } from '@/shared/api';
import { takeFirst } from '@/shared/lib/effector';
import {
  $canResend,
  $code,
  $codeError,
  $codePhone,
  $phoneInput,
  $resendAvailableAt,
  $sendError,
  $step,
  $waitSeconds,
  clockFx,
  phoneChanged,
  phoneEditClicked,
  phoneSubmitted,
  resendClicked,
  sendCodeFx,
  type SendCodeParams,
  type SendError,
} from './sign-in-state';

// The phone step: the number is checked, then a code is sent to it by SMS (once at a time).
sample({ clock: phoneChanged, target: $phoneInput });
sample({ clock: phoneChanged, fn: () => null, target: $sendError });

const phoneChecked = sample({
  clock: takeFirst(phoneSubmitted, [sendCodeFx]),
  source: $phoneInput,
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
export const resendClockFx = attach({ effect: clockFx });
sample({ clock: resendClicked, target: resendClockFx });
sample({
  clock: takeFirst(resendClockFx.doneData, [sendCodeFx]),
  source: { phone: $codePhone, endsAt: $resendAvailableAt, userType: $userType },
  filter: ({ phone, endsAt }, now) => phone !== null && (endsAt === null || now >= endsAt),
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
sample({ clock: sendCodeFx.failData, fn: sendErrorOf, target: $sendError });
sample({
  clock: sendCodeFx.failData,
  fn: (error) => failureFacts(error).retryAfterSeconds,
  target: $waitSeconds,
});

sample({ clock: phoneEditClicked, fn: () => 'phone' as const, target: $step });

/**
 * Why no code was sent: too many requests, the number refused by the server (422: the body is
 * the phone alone, whatever its code), or no answer, where trying again may work.
 */
function sendErrorOf(error: unknown): SendError {
  const { status } = failureFacts(error);
  if (status === 429) return 'tooManyRequests';
  if (status === 422) return 'notUzbek';
  return 'failed';
}

/** Sign-in on the storefront is for individuals; legal entities are served through support. */
function signInUserType(userType: AuthUserType): UserType {
  return userType === 'null' ? 'individual' : userType;
}
