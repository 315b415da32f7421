import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $cards } from '@/entities/card';
import type { Card, CardCreateRequest, CardVerification } from '@/shared/api';
import {
  $addCardOpen,
  $addCardStep,
  $cardError,
  $codeResendAt,
  $number,
  $verification,
  addCardOpened,
  cardCodeChanged,
  cardCodeRetried,
  cardSubmitted,
  clockFx,
  confirmCardFx,
  createCardFx,
  expiryChanged,
  numberChanged,
} from './cards';

const now = Date.UTC(2026, 10, 22, 9, 0, 0);
const verification: CardVerification = {
  request_id: 'req-1',
  phone_masked: '+998 90 *** ** 67',
  resend_after: 60,
  expires_in: 300,
  code_length: 6,
};
const card: Card = {
  id: 12,
  masked_number: '8600 •••• •••• 0004',
  brand: 'uzcard',
  expire: '12/28',
  phone_masked: '+998 90 *** ** 67',
  is_default: false,
};

function setup(
  create?: (params: CardCreateRequest) => Promise<CardVerification>,
  confirmCard?: () => Promise<Card>,
) {
  const createFn = vi.fn(create ?? (async () => verification));
  const confirm = vi.fn(confirmCard ?? (async () => card));
  const scope = fork({
    handlers: [
      [clockFx, () => now],
      [createCardFx, createFn],
      [confirmCardFx, confirm],
    ],
  });
  return { scope, create: createFn, confirm };
}

// A Luhn-valid Uzcard test number.
const number = '8600 0000 0000 0007';

describe('add a card', () => {
  it('number + MM/YY → code sent to the masked phone with a countdown → confirmed and selected', async () => {
    const { scope, create, confirm } = setup();
    await allSettled(addCardOpened, { scope });
    await allSettled(numberChanged, { scope, params: number });
    await allSettled(expiryChanged, { scope, params: '12/28' });
    await allSettled(cardSubmitted, { scope });
    expect(create).toHaveBeenCalledWith({ number: '8600000000000007', expire: '12/28' });
    expect(scope.getState($addCardStep)).toBe('code');
    expect(scope.getState($verification)?.phone_masked).toBe('+998 90 *** ** 67');
    expect(scope.getState($codeResendAt)).toBe(now + 60_000);
    await allSettled(cardCodeChanged, { scope, params: '123456' });
    expect(confirm).toHaveBeenCalledWith({ request_id: 'req-1', code: '123456' });
    expect(scope.getState($cards)).toEqual([card]);
    expect(scope.getState($addCardOpen)).toBe(false);
  });

  it('the full number leaves no trace in any store once the processor has it', async () => {
    const { scope } = setup();
    await allSettled(numberChanged, { scope, params: number });
    await allSettled(expiryChanged, { scope, params: '12/28' });
    await allSettled(cardSubmitted, { scope });
    expect(scope.getState($number)).toBe('');
    const values = JSON.stringify([
      scope.getState($number),
      scope.getState($verification),
      scope.getState($cards),
      scope.getState($cardError),
    ]);
    expect(values).not.toContain('8600000000000007');
  });

  it('a refused number stays as the field shows it, with the processor’s reason', async () => {
    const { scope } = setup(async () => {
      throw Object.assign(new Error('declined'), { status: 422, code: 'invalid_card_number' });
    });
    await allSettled(numberChanged, { scope, params: number });
    await allSettled(expiryChanged, { scope, params: '12/28' });
    await allSettled(cardSubmitted, { scope });
    expect(scope.getState($cardError)).toBe('number');
    expect(scope.getState($number)).toBe('8600000000000007');
  });

  it.each([
    [
      'a refused field other than the number',
      { status: 422, code: 'validation_failed', fields: [{ field: 'expire', code: 'invalid' }] },
      'rejected',
    ],
    [
      'a refused number',
      { status: 422, code: 'validation_failed', fields: [{ field: 'number', code: 'invalid' }] },
      'number',
    ],
    ['a refusal without fields', { status: 422, code: 'validation_failed' }, 'rejected'],
  ])(
    '%s when asking for a code is told as such, never as a wrong code',
    async (_, answer, error) => {
      const { scope } = setup(async () => {
        throw Object.assign(new Error('refused'), answer);
      });
      await allSettled(numberChanged, { scope, params: number });
      await allSettled(expiryChanged, { scope, params: '12/28' });
      await allSettled(cardSubmitted, { scope });
      expect(scope.getState($cardError)).toBe(error);
      expect(scope.getState($addCardStep)).toBe('card');
    },
  );

  it.each([
    ['the server fails', Object.assign(new Error('down'), { status: 503, code: 'internal_error' })],
    [
      'the connection drops',
      Object.assign(new Error('offline'), { status: 0, code: 'network_error' }),
    ],
  ])(
    'a code that could not be checked because %s is checked again as typed',
    async (_, failure) => {
      let attempts = 0;
      const { scope, confirm } = setup(undefined, async () => {
        attempts += 1;
        if (attempts === 1) throw failure;
        return card;
      });
      await allSettled(addCardOpened, { scope });
      await allSettled(numberChanged, { scope, params: number });
      await allSettled(expiryChanged, { scope, params: '12/28' });
      await allSettled(cardSubmitted, { scope });
      await allSettled(cardCodeChanged, { scope, params: '123456' });
      expect(scope.getState($cardError)).toBe('failed');
      expect(scope.getState($addCardOpen)).toBe(true);
      await allSettled(cardCodeRetried, { scope });
      expect(confirm).toHaveBeenCalledTimes(2);
      expect(confirm).toHaveBeenLastCalledWith({ request_id: 'req-1', code: '123456' });
      expect(scope.getState($cards)).toEqual([card]);
      expect(scope.getState($addCardOpen)).toBe(false);
    },
  );

  it.each([
    ['the server fails', Object.assign(new Error('down'), { status: 500 })],
    ['the connection drops', new TypeError('Failed to fetch')],
    [
      'the card has expired',
      Object.assign(new Error('expired'), { status: 422, code: 'card_expired' }),
    ],
    [
      'the card is already added',
      Object.assign(new Error('added'), { status: 409, code: 'card_already_added' }),
    ],
  ])('asking for a code again after %s sends the number still shown', async (_, failure) => {
    let attempts = 0;
    const { scope, create } = setup(async () => {
      attempts += 1;
      if (attempts === 1) throw failure;
      return verification;
    });
    await allSettled(numberChanged, { scope, params: number });
    await allSettled(expiryChanged, { scope, params: '12/28' });
    await allSettled(cardSubmitted, { scope });
    expect(scope.getState($addCardStep)).toBe('card');
    await allSettled(cardSubmitted, { scope });
    expect(create).toHaveBeenCalledTimes(2);
    expect(create).toHaveBeenLastCalledWith({ number: '8600000000000007', expire: '12/28' });
    expect(scope.getState($cardError)).toBeNull();
    expect(scope.getState($addCardStep)).toBe('code');
    expect(scope.getState($number)).toBe('');
  });

  it.each([
    ['8600 0000 0000 0005', '12/28', 'number'],
    [number, '13/28', 'expiryInvalid'],
    [number, '10/26', 'expiryPast'],
    [number, '12/2', 'expiryIncomplete'],
  ])('refuses %s %s before any call', async (cardNumber, expiry, error) => {
    const { scope, create } = setup();
    await allSettled(numberChanged, { scope, params: cardNumber });
    await allSettled(expiryChanged, { scope, params: expiry });
    await allSettled(cardSubmitted, { scope });
    expect(create).not.toHaveBeenCalled();
    expect(scope.getState($cardError)).toBe(error);
  });
});
