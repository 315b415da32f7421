import { sample } from 'effector';
import { loggedIn, loggedOut, tokenReceived } from '@/entities/session';
import { failureFacts } from '@/shared/api';
import { takeFirst } from '@/shared/lib/effector';
import {
  $code,
  $codeComplete,
  $codeError,
  $codePhone,
  $phoneInput,
  $resendAvailableAt,
  $sendError,
  $step,
  $waitSeconds,
  codeChanged,
  codeLength,
  codeSubmitted,
  verifyCodeFx,
  type CodeError,
} from './sign-in-state';

// The code step: five digits, checked by the server once complete (once at a time).
sample({
  clock: codeChanged,
  fn: (code) => code.replace(/\D/g, '').slice(0, codeLength),
  target: $code,
});
sample({ clock: codeChanged, fn: () => null, target: $codeError });

const codeCompleted = $codeComplete.updates.filter({ fn: Boolean }).map((): void => undefined);
sample({
  clock: takeFirst([codeSubmitted, codeCompleted], [verifyCodeFx]),
  source: { phone: $codePhone, code: $code },
  filter: ({ phone, code }) => phone !== null && code.length === codeLength,
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
