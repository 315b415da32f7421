import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type Card } from '@/shared/api';
import { $cards, cardsRequested, fetchCardsFx } from '@/entities/card';
import {
  $cardToRemove,
  $choosingDefault,
  $savedCardsFailure,
  defaultCardChosen,
  deleteCardFx,
  removeCardClicked,
  removeCardConfirmed,
  removeCardDismissed,
  setDefaultCardFx,
} from './saved-cards';

const card = (id: number, isDefault: boolean, last = '0015'): Card => ({
  id,
  masked_number: `8600 •••• •••• ${last}`,
  brand: 'uzcard',
  expire: '12/30',
  phone_masked: '99890*****67',
  is_default: isDefault,
});
const uzcard = card(11, true, '0015');
const humo = { ...card(12, false, '0018'), brand: 'humo' as const };

function setup(
  overrides: {
    remove?: (id: number) => Promise<void>;
    setDefault?: (id: number) => Promise<Card[]>;
    list?: () => Promise<Card[]>;
  } = {},
) {
  const remove = vi.fn(overrides.remove ?? (async () => undefined));
  const setDefault = vi.fn(
    overrides.setDefault ??
      (async (id: number) => [
        { ...humo, is_default: id === humo.id },
        { ...uzcard, is_default: id === uzcard.id },
      ]),
  );
  const list = vi.fn(overrides.list ?? (async () => [uzcard, humo]));
  const scope = fork({
    values: [[$cards, [uzcard, humo]]],
    handlers: [
      [deleteCardFx, remove],
      [setDefaultCardFx, setDefault],
      [fetchCardsFx, list],
    ],
  });
  return { scope, remove, setDefault, list };
}

describe('saved cards in the account', () => {
  it('removing a card asks first; keeping it calls nothing', async () => {
    const { scope, remove } = setup();
    await allSettled(removeCardClicked, { scope, params: humo });
    expect(scope.getState($cardToRemove)).toEqual(humo);
    await allSettled(removeCardDismissed, { scope });
    expect(scope.getState($cardToRemove)).toBeNull();
    expect(remove).not.toHaveBeenCalled();
    expect(scope.getState($cards)).toEqual([uzcard, humo]);
  });

  it('a confirmed removal deletes the card, closes the dialog and asks the server which card is now the default', async () => {
    const { scope, remove, list } = setup({ list: async () => [{ ...humo, is_default: true }] });
    await allSettled(removeCardClicked, { scope, params: uzcard });
    await allSettled(removeCardConfirmed, { scope });
    expect(remove).toHaveBeenCalledWith(11);
    expect(list).toHaveBeenCalledOnce();
    expect(scope.getState($cardToRemove)).toBeNull();
    expect(scope.getState($cards)).toEqual([{ ...humo, is_default: true }]);
  });

  it('a card already removed elsewhere (404) leaves the list without an error', async () => {
    const { scope } = setup({
      remove: async () => {
        throw new ApiError({ status: 404, code: 'not_found', message: 'Not found' });
      },
      list: async () => [uzcard],
    });
    await allSettled(removeCardClicked, { scope, params: humo });
    await allSettled(removeCardConfirmed, { scope });
    expect(scope.getState($cards)).toEqual([uzcard]);
    expect(scope.getState($savedCardsFailure)).toBeNull();
    expect(scope.getState($cardToRemove)).toBeNull();
  });

  it('a failed removal keeps the card and the dialog open and says so', async () => {
    const { scope } = setup({
      remove: async () => {
        throw new ApiError({ status: 503, code: 'unavailable', message: 'Down' });
      },
    });
    await allSettled(removeCardClicked, { scope, params: humo });
    await allSettled(removeCardConfirmed, { scope });
    expect(scope.getState($cards)).toEqual([uzcard, humo]);
    expect(scope.getState($cardToRemove)).toEqual(humo);
    expect(scope.getState($savedCardsFailure)).toBe('remove');
  });

  it('choosing another default stores the server’s list, the new default first', async () => {
    const { scope, setDefault } = setup();
    await allSettled(defaultCardChosen, { scope, params: 12 });
    expect(setDefault).toHaveBeenCalledWith(12);
    expect(scope.getState($cards).map((c) => [c.id, c.is_default])).toEqual([
      [12, true],
      [11, false],
    ]);
    expect(scope.getState($choosingDefault)).toBeNull();
  });

  it('the card already the default is not sent again', async () => {
    const { scope, setDefault } = setup();
    await allSettled(defaultCardChosen, { scope, params: 11 });
    expect(setDefault).not.toHaveBeenCalled();
  });

  it('a failed choice keeps the old default and says so', async () => {
    const { scope } = setup({
      setDefault: async () => {
        throw new ApiError({ status: 503, code: 'unavailable', message: 'Down' });
      },
    });
    await allSettled(defaultCardChosen, { scope, params: 12 });
    expect(scope.getState($cards)).toEqual([uzcard, humo]);
    expect(scope.getState($savedCardsFailure)).toBe('default');
  });

  it('a list that cannot be loaded says so, and asking again clears it', async () => {
    let fail = true;
    const { scope } = setup({
      list: async () => {
        if (fail) throw new ApiError({ status: 503, code: 'unavailable', message: 'Down' });
        return [uzcard];
      },
    });
    await allSettled(cardsRequested, { scope });
    expect(scope.getState($savedCardsFailure)).toBe('load');
    fail = false;
    await allSettled(cardsRequested, { scope });
    expect(scope.getState($savedCardsFailure)).toBeNull();
    expect(scope.getState($cards)).toEqual([uzcard]);
  });
});
