import { describe, expect, it } from 'vitest';
import { emptyCheckoutForm, paymentTypesFor, stepProblems, toCheckoutForm } from './form';

describe('checkout form rules', () => {
  it('defaults: region tashkent, card 0', () => {
    expect(emptyCheckoutForm.region).toBe('tashkent');
    expect(emptyCheckoutForm.currentCard).toBe(0);
  });

  it('courier takes cash only on receipt; stores take cash or card', () => {
    expect(paymentTypesFor.courier).toEqual(['card', 'cash']);
    expect(paymentTypesFor.pickup).toEqual(['card', 'cash', 'card_on_receipt']);
  });

  it('pickup needs a store; courier needs city and address; map pin is never required', () => {
    expect(stepProblems('address', { ...emptyCheckoutForm, deliveryType: 'pickup' })).toEqual({
      currentStore: 'required',
    });
    expect(stepProblems('address', { ...emptyCheckoutForm, deliveryType: 'courier' })).toEqual({
      city: 'required',
      address: 'required',
    });
    expect(
      stepProblems('address', {
        ...emptyCheckoutForm,
        deliveryType: 'courier',
        city: 'Chilonzor',
        address: 'Bunyodkor 12',
      }),
    ).toEqual({});
  });

  it('receiver and payment: a card payment needs a chosen card', () => {
    const form = {
      ...emptyCheckoutForm,
      deliveryType: 'courier' as const,
      name: 'Dilnoza',
      surname: 'Karimova',
      phone: '+998901234567',
      paymentType: 'card' as const,
    };
    expect(stepProblems('payment', form)).toEqual({ currentCard: 'required' });
    expect(stepProblems('payment', { ...form, currentCard: 4 })).toEqual({});
    expect(stepProblems('payment', { ...form, paymentType: 'card_on_receipt' })).toEqual({
      paymentType: 'required',
    });
  });

  it('reads a stored draft keeping only known fields', () => {
    const form = toCheckoutForm({
      region: 'mars',
      city: 'Yunusobod',
      card_number: '8600',
      currentCard: 'x',
    });
    expect(form.region).toBe('tashkent');
    expect(form.city).toBe('Yunusobod');
    expect(form.currentCard).toBe(0);
    expect(JSON.stringify(form)).not.toContain('8600');
  });
});
