import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $addresses, $addressesLoaded } from '@/entities/address';
import type { Order } from '@/shared/api';
import { emptyCheckoutForm } from '../lib/form';
import {
  $chosenAddress,
  saveCheckoutAddressFx,
  saveNewAddressToggled,
  typedAddressChosen,
} from './address-choice';
import { $form, fieldChanged } from './form';
import { placeOrderFx } from './order';
import { savedAddress } from '@/entities/address/index.testing';

const home = savedAddress();
const courierForm = { ...emptyCheckoutForm, deliveryType: 'courier' as const };

describe('address choice at checkout', () => {
  it('preselects the default address, and gives back what was typed on "another address"', async () => {
    const scope = fork({ values: [[$form, courierForm]] });
    await allSettled(fieldChanged, { scope, params: { city: 'Olmazor', address: 'Beruniy 5' } });
    await allSettled($addresses, { scope, params: [home] });
    await allSettled($addressesLoaded, { scope, params: true });
    // Something was typed: the default does not replace it.
    expect(scope.getState($chosenAddress)).toBeNull();

    const fresh = fork({ values: [[$form, courierForm]] });
    await allSettled($addresses, { scope: fresh, params: [home] });
    await allSettled($addressesLoaded, { scope: fresh, params: true });
    expect(fresh.getState($chosenAddress)).toEqual(home);
    expect(fresh.getState($form)).toMatchObject({ city: 'Chilonzor', flat: '34' });
    await allSettled(typedAddressChosen, { scope: fresh });
    expect(fresh.getState($form)).toMatchObject({ city: '', address: '' });
    expect(fresh.getState($chosenAddress)).toBeNull();
  });

  it('saves a new address ticked "save this address" once the order is placed', async () => {
    const save = vi.fn(async () => ({ ...home, id: 9, city: 'Olmazor', is_default: false }));
    const scope = fork({
      values: [[$form, courierForm]],
      handlers: [
        [placeOrderFx, async () => ({ id: 1 }) as Order],
        [saveCheckoutAddressFx, save],
      ],
    });
    await allSettled(saveNewAddressToggled, { scope, params: true });
    await allSettled(placeOrderFx, {
      scope,
      params: {
        idempotencyKey: 'c8a4e0f2-7b13-4d69-9e58-2f0a6b1c3d47',
        order: {
          delivery: {
            type: 'courier',
            region: 'tashkent',
            city: 'Olmazor',
            address: 'Beruniy 5 ',
            flat: '',
            address_comment: 'Eshik oldida',
          },
          receiver: { name: 'Dilnoza', surname: 'Karimova', phone: '+998901234567' },
          payment: { type: 'cash' },
          lines: [{ product_id: 1, quantity: 1 }],
          expected_total: 14_500,
        },
      },
    });
    expect(save).toHaveBeenCalledWith({
      region: 'tashkent',
      city: 'Olmazor',
      address: 'Beruniy 5',
      address_comment: 'Eshik oldida',
    });
    expect(scope.getState($addresses).map((address) => address.id)).toEqual([9]);
  });

  it('saves nothing when "save this address" is not ticked', async () => {
    const save = vi.fn(async () => home);
    const scope = fork({
      handlers: [
        [placeOrderFx, async () => ({ id: 1 }) as Order],
        [saveCheckoutAddressFx, save],
      ],
    });
    await allSettled(placeOrderFx, {
      scope,
      params: {
        idempotencyKey: 'c8a4e0f2-7b13-4d69-9e58-2f0a6b1c3d47',
        order: {
          delivery: { type: 'courier', region: 'tashkent', city: 'Olmazor', address: 'Beruniy 5' },
          receiver: { name: 'Dilnoza', surname: 'Karimova', phone: '+998901234567' },
          payment: { type: 'cash' },
          lines: [{ product_id: 1, quantity: 1 }],
          expected_total: 14_500,
        },
      },
    });
    expect(save).not.toHaveBeenCalled();
  });
});
