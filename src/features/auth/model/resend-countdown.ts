import { attach, sample } from 'effector';
import { failureFacts } from '@/shared/api';
import { resendClockFx } from './send-code';
import {
  $resendAvailableAt,
  clockFx,
  countdownEnded,
  resendSeconds,
  sendCodeFx,
} from './sign-in-state';

// The resend countdown: another code may be asked for once the server's wait (or 60 s) is over.
const waitSeconds = sample({
  clock: sendCodeFx.doneData,
  fn: (result) => Math.max(1, Math.ceil(result.resend_after || resendSeconds)),
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
