import { cardDigits, expiryToMmYy, luhnValid, validateExpiry, type Expiry } from 'design-system';
import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { $api } from '@/shared/model';
import { failureFacts } from '@/shared/api';
import { cardAdded, confirmCard, createCard } from '@/entities/card';
import type { Card, CardConfirmRequest, CardCreateRequest, CardVerification } from '@/shared/api';

const createApiFx = attach({
  source: $api,
  effect: (api, params: CardCreateRequest) => createCard(api, params),
});
const confirmApiFx = attach({
  source: $api,
  effect: (api, params: CardConfirmRequest) => confirmCard(api, params),
});
export const createCardFx = createEffect<CardCreateRequest, CardVerification>((params) =>
  createApiFx(params),
);
export const confirmCardFx = createEffect<CardConfirmRequest, Card>((params) =>
  confirmApiFx(params),
);
export const clockFx = createEffect<void, number>(() => Date.now());

export const addCardOpened = createEvent();
export const addCardClosed = createEvent();
export const numberChanged = createEvent<string>();
export const expiryChanged = createEvent<string>();
export const cardSubmitted = createEvent();
export const cardCodeChanged = createEvent<string>();
/** The code could not be checked (server or connection): the shopper asks to check it again. */
export const cardCodeRetried = createEvent();

export type AddCardStep = 'card' | 'code';
export type CardError =
  | 'number'
  | 'expiryIncomplete'
  | 'expiryInvalid'
  | 'expiryPast'
  | 'invalidCode'
  | 'expiredCode'
  | 'tooManyAttempts'
  | 'alreadyAdded'
  | 'rejected'
  | 'failed';

export const $addCardOpen = createStore(false, { serialize: 'ignore' });
export const $addCardStep = createStore<AddCardStep>('card', { serialize: 'ignore' });
/** The typed number, as the field shows it; kept only until the processor has it. */
export const $number = createStore('', { serialize: 'ignore' });
export const $expiry = createStore('', { serialize: 'ignore' });
export const $cardCode = createStore('', { serialize: 'ignore' });
export const $verification = createStore<CardVerification | null>(null, { serialize: 'ignore' });
export const $codeResendAt = createStore<number | null>(null, { serialize: 'ignore' });
export const $cardError = createStore<CardError | null>(null, { serialize: 'ignore' });
export const $creating = createCardFx.pending;
export const $confirming = confirmCardFx.pending;

sample({ clock: addCardOpened, fn: () => true, target: $addCardOpen });
sample({ clock: [addCardClosed, cardAdded], fn: () => false, target: $addCardOpen });
sample({
  clock: [addCardOpened, addCardClosed, cardAdded],
  fn: (): AddCardStep => 'card',
  target: $addCardStep,
});
sample({
  clock: [addCardOpened, addCardClosed, cardAdded],
  fn: () => '',
  target: [$number, $expiry, $cardCode],
});
sample({
  clock: [addCardOpened, addCardClosed, cardAdded],
  fn: () => null,
  target: [$verification, $cardError, $codeResendAt],
});

sample({ clock: numberChanged, fn: (input) => cardDigits(input).slice(0, 19), target: $number });
sample({ clock: expiryChanged, target: $expiry });
sample({
  clock: cardCodeChanged,
  fn: (input) => input.replace(/\D/g, '').slice(0, 6),
  target: $cardCode,
});
sample({
  clock: [numberChanged, expiryChanged, cardCodeChanged, createCardFx],
  fn: () => null,
  target: $cardError,
});

// The clock is read at submit time; the card is validated against it.
const submitClockFx = attach({ effect: clockFx });
sample({
  clock: cardSubmitted,
  filter: createCardFx.pending.map((p) => !p),
  target: submitClockFx,
});
const validated = sample({
  clock: submitClockFx.doneData,
  source: { number: $number, expiry: $expiry },
  fn: ({ number, expiry }, now): CardCreateRequest | CardError => {
    if (!luhnValid(number)) return 'number';
    const result = validateExpiry(expiry, new Date(now));
    // The contract takes the expiry as the shopper typed it: MM/YY.
    if (result.ok) return { number, expire: expiryText(result.expiry) };
    if (result.error === 'incomplete') return 'expiryIncomplete';
    return result.error === 'past' ? 'expiryPast' : 'expiryInvalid';
  },
});
sample({
  clock: validated.filterMap((v) => (typeof v === 'string' ? v : undefined)),
  target: $cardError,
});
sample({
  clock: validated.filterMap((v) => (typeof v === 'string' ? undefined : v)),
  target: createCardFx,
});
// The full number leaves no trace once the processor has it. A refused or failed attempt keeps
// it, as the field still shows it: the shopper corrects it or asks for a code again.
sample({ clock: createCardFx.done, fn: () => '', target: $number });
sample({ clock: createCardFx.doneData, target: $verification });
sample({ clock: createCardFx.doneData, fn: (): AddCardStep => 'code', target: $addCardStep });
const codeClockFx = attach({ effect: clockFx, mapParams: (_: CardVerification) => undefined });
sample({ clock: createCardFx.doneData, target: codeClockFx });
sample({
  clock: codeClockFx.done,
  fn: ({ params, result }) => result + params.resend_after * 1000,
  target: $codeResendAt,
});
sample({ clock: createCardFx.failData, fn: createErrorOf, target: $cardError });

sample({
  clock: [cardCodeChanged, cardCodeRetried],
  source: { verification: $verification, code: $cardCode, confirming: confirmCardFx.pending },
  filter: ({ verification, code, confirming }) =>
    verification !== null && !confirming && code.length === verification.code_length,
  fn: ({ verification, code }) => ({ request_id: verification?.request_id ?? '', code }),
  target: confirmCardFx,
});
sample({ clock: confirmCardFx.doneData, target: cardAdded });
sample({ clock: confirmCardFx.failData, fn: confirmErrorOf, target: $cardError });

/** Why the card was not taken: the processor's reasons, a refused field, or no answer. */
function createErrorOf(error: unknown): CardError {
  const { status, code } = failureFacts(error);
  if (code === 'invalid_card_number') return 'number';
  if (code === 'card_expired') return 'expiryPast';
  if (code === 'card_already_added') return 'alreadyAdded';
  if (status === 429) return 'tooManyAttempts';
  if (status === 422) {
    const fields = (error as { fields?: Array<{ field?: string }> }).fields ?? [];
    return fields.some((failure) => failure.field === 'number') ? 'number' : 'rejected';
  }
  return 'failed';
}

/** Why the code was not taken: wrong, expired, too many tries, or no answer. */
function confirmErrorOf(error: unknown): CardError {
  const { status, code } = failureFacts(error);
  if (code === 'card_already_added') return 'alreadyAdded';
  if (code === 'code_expired') return 'expiredCode';
  if (status === 429) return 'tooManyAttempts';
  if (code === 'invalid_code' || status === 422) return 'invalidCode';
  return 'failed';
}

function expiryText(expiry: Expiry): string {
  const digits = expiryToMmYy(expiry);
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}
