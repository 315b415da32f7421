import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { cardsRequested, fetchCardsFx } from '@/entities/card';
import type { Card } from '@/shared/api';
import { $form, fieldChanged } from './form';

const card = (id: number, isDefault: boolean): Card => ({
  id,
  masked_number: `8600 •••• •••• 00${id}`,
  brand: 'uzcard',
  expire: '12/28',
  phone_masked: '+998 90 *** ** 67',
  is_default: isDefault,
});

describe('the card paid with', () => {
  it('is the saved default card when the shopper has chosen none', async () => {
    const scope = fork({
      handlers: [[fetchCardsFx, async () => [card(11, false), card(12, true)]]],
    });
    await allSettled(fieldChanged, { scope, params: { paymentType: 'card' } });
    await allSettled(cardsRequested, { scope });
    expect(scope.getState($form)).toMatchObject({ paymentType: 'card', currentCard: 12 });
  });

  it("stays the shopper's own choice when they chose another saved card", async () => {
    const scope = fork({
      handlers: [[fetchCardsFx, async () => [card(11, false), card(12, true)]]],
    });
    await allSettled(fieldChanged, { scope, params: { paymentType: 'card', currentCard: 11 } });
    await allSettled(cardsRequested, { scope });
    expect(scope.getState($form).currentCard).toBe(11);
  });

  it('is none when no saved card is the default', async () => {
    const scope = fork({ handlers: [[fetchCardsFx, async () => [card(11, false)]]] });
    await allSettled(cardsRequested, { scope });
    expect(scope.getState($form).currentCard).toBe(0);
  });
});
