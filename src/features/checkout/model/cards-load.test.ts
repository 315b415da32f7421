import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $cards, cardsRequested, fetchCardsFx } from '@/entities/card';
import type { Card } from '@/shared/api';
import { $cardsLoadFailed } from './cards-load';

const card: Card = {
  id: 11,
  masked_number: '8600 •••• •••• 0004',
  brand: 'uzcard',
  expire: '12/28',
  phone_masked: '+998 90 *** ** 67',
  is_default: true,
};

describe('saved cards at checkout', () => {
  it('a failed load is told apart from having no cards, and a retry that works clears it', async () => {
    let attempts = 0;
    const scope = fork({
      handlers: [
        [
          fetchCardsFx,
          async () => {
            attempts += 1;
            if (attempts === 1) throw Object.assign(new Error('down'), { status: 500 });
            return [card];
          },
        ],
      ],
    });
    await allSettled(cardsRequested, { scope });
    expect(scope.getState($cardsLoadFailed)).toBe(true);
    expect(scope.getState($cards)).toEqual([]);
    await allSettled(cardsRequested, { scope });
    expect(scope.getState($cardsLoadFailed)).toBe(false);
    expect(scope.getState($cards)).toEqual([card]);
  });

  it('no saved cards is not a failure', async () => {
    const scope = fork({ handlers: [[fetchCardsFx, async () => []]] });
    await allSettled(cardsRequested, { scope });
    expect(scope.getState($cardsLoadFailed)).toBe(false);
  });
});
