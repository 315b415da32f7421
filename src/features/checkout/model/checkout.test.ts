import { allSettled, fork, type Scope } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $isAuthenticated,
  fetchUserFx,
  logoutClicked,
  logoutServerFx,
  readAuthFx,
  sessionStarted,
  tokenReceived,
  writeAuthFx,
  type AuthUser,
} from '@/entities/session';
import { navigateFx } from '@/shared/model';
import {
  oneClickBuyClicked,
  $cart,
  $cartReady,
  readLocalCartFx,
  removeLocalCartFx,
  writeLocalCartFx,
  type CartItem,
  checkoutRequested,
  fetchAvailabilityFx,
} from '@/entities/cart';
import { fetchDeliverySettingsFx } from '@/entities/shop';
import { cardAdded } from '@/entities/card';
import type { Order, ProductCheckResult } from '@/shared/api';
import { productSummary } from '@/shared/api/index.testing';
import { emptyCheckoutForm, type CheckoutForm, type CheckoutStep } from '../lib/form';
import {
  $form,
  $step,
  draftCleared,
  fieldChanged,
  readDraftFx,
  stepSubmitted,
  writeDraftFx,
  type CheckoutDraft,
} from './form';
import {
  $conflicts,
  $idempotencyKey,
  $orderError,
  $refusedLines,
  checkoutOpened,
  $oneClickItem,
  newKeyFx,
  payClicked,
  placeOrderFx,
  type PlaceOrderParams,
} from './order';
import { readOneClickFx, removeDraftFx, writeOneClickFx } from './stored';
import { refreshOneClickFx } from './checkout-guard';
import {
  $lineSubstitutions,
  $substitution,
  lineSubstitutionChosen,
  substitutionChosen,
} from './substitutions';
import {
  $paymentState,
  $paymentUnreachable,
  $pollInterval,
  fetchPaymentFx,
  paymentPageOpened,
} from './payment';
import { forgetPlacingFx, rememberPlacingFx } from './placing';
import './placing-order';

const shopper: AuthUser = {
  id: 7,
  name: 'Dilnoza',
  surname: 'Karimova',
  phone: '+998901234567',
  photo: null,
  user_type: 'individual',
  created_at: '2026-01-15T09:30:00Z',
};

function line(id: number, quantity = 1): CartItem {
  return {
    product_id: id,
    name: `Mahsulot ${id}`,
    img_url: '',
    quantity,
    attributes: {},
    price: 10_000,
    slug: `p-${id}`,
    mxit: '1',
    mxit_unit: '796',
    weight: 500,
    currency_name: 'sum',
  };
}

function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 1,
    number: 'SV-000123',
    transaction_id: 'tx-1',
    status: 'confirmed',
    payment_status: 'unpaid',
    payment_type: 'cash',
    payment_failure_reason: null,
    delivery: { type: 'courier', region: 'tashkent' },
    receiver: { name: 'Dilnoza', surname: 'Karimova', phone: '+998901234567' },
    lines: [],
    subtotal: 10_000,
    delivery_fee: 15_000,
    total: 25_000,
    currency_name: 'sum',
    comment: '',
    status_history: [],
    created_at: '2026-11-22T09:00:00Z',
    updated_at: '2026-11-22T09:00:00Z',
    ...overrides,
  };
}

/** Bought in one click in these tests. */
const nonProduct = productSummary({ id: 9, slug: 'non', name: 'Non', price: 4000, weight: 300 });

const readyForm: CheckoutForm = {
  ...emptyCheckoutForm,
  deliveryType: 'courier',
  city: 'Chilonzor',
  address: 'Bunyodkor 12',
  name: 'Dilnoza',
  surname: 'Karimova',
  phone: '+998901234567',
  paymentType: 'cash',
};

interface Options {
  cart?: CartItem[];
  draft?: CheckoutDraft;
  place?: (params: PlaceOrderParams) => Promise<Order>;
  payment?: (tid: string) => Promise<Order>;
  oneClick?: CartItem | null;
  /** The shop's answer for the item bought in one click, as the check gives it. */
  oneClickNow?: (item: CartItem) => Promise<ProductCheckResult | null>;
}

function setup(options: Options = {}) {
  let keys = 0;
  const device: {
    cart: CartItem[];
    draft: unknown;
    oneClick: CartItem | null;
    oneClickWrites: number;
  } = {
    cart: options.cart ?? [],
    draft: null,
    oneClick: options.oneClick ?? null,
    oneClickWrites: 0,
  };
  const navigate = vi.fn(async (_path: string) => undefined);
  const place = vi.fn(options.place ?? (async () => order()));
  const checks = vi.fn(async () => new Map());
  const placing = { remembered: 0, forgotten: 0 };
  const scope = fork({
    // The signed-in shopper's cart as the cart feature loads it from the server.
    values: [
      [$pollInterval, 0],
      [$cart, structuredClone(options.cart ?? [])],
      [$cartReady, true],
    ],
    handlers: [
      [
        readAuthFx,
        () => ({ isAuthenticated: true, token: 't', user: shopper, userType: 'individual' }),
      ],
      [writeAuthFx, () => undefined],
      [fetchUserFx, async () => shopper],
      [logoutServerFx, async () => undefined],
      [readLocalCartFx, () => device.cart],
      [writeLocalCartFx, (cart: CartItem[]) => void (device.cart = cart)],
      [removeLocalCartFx, () => void (device.cart = [])],
      [fetchAvailabilityFx, checks],
      [readDraftFx, () => options.draft ?? { form: emptyCheckoutForm, step: 'delivery' }],
      [writeDraftFx, (draft: unknown) => void (device.draft = draft)],
      [removeDraftFx, () => void (device.draft = null)],
      [newKeyFx, () => `key-${++keys}`],
      [readOneClickFx, () => device.oneClick],
      [refreshOneClickFx, options.oneClickNow ?? (async () => null)],
      [
        writeOneClickFx,
        (item: CartItem | null) => {
          device.oneClickWrites += 1;
          device.oneClick = item;
        },
      ],
      [
        fetchDeliverySettingsFx,
        async () => ({
          currency_name: 'sum' as const,
          courier_fee: 15_000,
          free_delivery_threshold: 300_000,
          express: { provider: 'Yandex Go', note: '' },
          regional_tariff: { base_fee: 30_000, base_weight_grams: 5000, per_extra_kg: 4000 },
          usd_rate: 12_700,
        }),
      ],
      [placeOrderFx, place],
      [rememberPlacingFx, () => void (placing.remembered += 1)],
      [forgetPlacingFx, () => void (placing.forgotten += 1)],
      [fetchPaymentFx, options.payment ?? (async () => order())],
      [navigateFx, navigate],
    ],
  });
  return { scope, device, navigate, place, checks, placing };
}

/** The session starts, then the checkout page opens (reading what the device holds). */
async function start(scope: Scope) {
  await allSettled(sessionStarted, { scope });
  await allSettled(checkoutOpened, { scope });
}

describe('checkout', () => {
  it('an empty cart without a one-click item goes back to the cart', async () => {
    const { scope, navigate, checks } = setup();
    await start(scope);
    expect(navigate).toHaveBeenCalledWith('/uz/cart');
    expect(checks).not.toHaveBeenCalled();
  });

  it('opening checkout checks the cart against stock', async () => {
    const { scope, navigate, checks } = setup({ cart: [line(1)] });
    await start(scope);
    expect(navigate).not.toHaveBeenCalled();
    expect(checks).toHaveBeenCalledOnce();
  });

  it('prefills the receiver from the profile and starts in tashkent with card 0', async () => {
    const { scope } = setup({ cart: [line(1)] });
    await start(scope);
    expect(scope.getState($form)).toMatchObject({
      name: 'Dilnoza',
      surname: 'Karimova',
      phone: '+998901234567',
      region: 'tashkent',
      currentCard: 0,
    });
  });

  it('walks the steps only when each is complete', async () => {
    const { scope } = setup({ cart: [line(1)] });
    await start(scope);
    await allSettled(stepSubmitted, { scope });
    expect(scope.getState($step)).toBe('delivery');
    await allSettled(fieldChanged, { scope, params: { deliveryType: 'pickup' } });
    await allSettled(stepSubmitted, { scope });
    expect(scope.getState($step)).toBe('address');
    await allSettled(fieldChanged, { scope, params: { currentStore: 2 } });
    await allSettled(stepSubmitted, { scope });
    expect(scope.getState($step)).toBe('payment');
  });

  it('a changed delivery method drops a payment method it does not take', async () => {
    const { scope } = setup({ cart: [line(1)] });
    await start(scope);
    await allSettled(fieldChanged, {
      scope,
      params: { deliveryType: 'pickup', paymentType: 'card_on_receipt' },
    });
    await allSettled(fieldChanged, { scope, params: { deliveryType: 'courier' } });
    expect(scope.getState($form).paymentType).toBeNull();
  });

  it('the form survives a reload, with no card number in it', async () => {
    const first = setup({ cart: [line(1)] });
    await start(first.scope);
    await allSettled(fieldChanged, { scope: first.scope, params: readyForm });
    await allSettled(stepSubmitted, { scope: first.scope });
    const saved = first.device.draft as { form: CheckoutForm; step: CheckoutStep };
    expect(saved.form.address).toBe('Bunyodkor 12');
    const second = setup({ cart: [line(1)], draft: saved });
    await start(second.scope);
    expect(second.scope.getState($form)).toEqual(first.scope.getState($form));
    expect(second.scope.getState($step)).toBe('address');
  });

  it('the choice for missing items survives a reload and goes with the order', async () => {
    const first = setup({ cart: [line(1), line(2)] });
    await start(first.scope);
    await allSettled(fieldChanged, { scope: first.scope, params: readyForm });
    await allSettled(substitutionChosen, { scope: first.scope, params: 'remove' });
    await allSettled(lineSubstitutionChosen, {
      scope: first.scope,
      params: { productId: 2, substitution: 'replace' },
    });
    const saved = first.device.draft as CheckoutDraft;
    expect(saved).toMatchObject({ substitution: 'remove', lineSubstitutions: { 2: 'replace' } });
    const second = setup({ cart: [line(1), line(2)], draft: saved });
    await start(second.scope);
    expect(second.scope.getState($substitution)).toBe('remove');
    expect(second.scope.getState($lineSubstitutions)).toEqual({ 2: 'replace' });
    await allSettled(payClicked, { scope: second.scope });
    expect(second.place.mock.calls[0]?.[0].order).toMatchObject({
      substitution: 'remove',
      lines: [
        { product_id: 1, quantity: 1 },
        { product_id: 2, quantity: 1, substitution: 'replace' },
      ],
    });
  });

  it('the choice for missing items is forgotten with the draft', async () => {
    const { scope, device } = setup({ cart: [line(1)] });
    await start(scope);
    await allSettled(substitutionChosen, { scope, params: 'remove' });
    await allSettled(lineSubstitutionChosen, {
      scope,
      params: { productId: 1, substitution: 'replace' },
    });
    await allSettled(draftCleared, { scope });
    expect(scope.getState($substitution)).toBe('call');
    expect(scope.getState($lineSubstitutions)).toEqual({});
    expect(device.draft).toBeNull();
  });

  it('places the order once even when pay is clicked twice, and clears the cart after confirmation', async () => {
    let answer: (value: Order) => void = () => undefined;
    const { scope, place, navigate, device } = setup({
      cart: [line(1, 2)],
      place: () => new Promise((resolve) => (answer = resolve)),
    });
    await start(scope);
    await allSettled(fieldChanged, { scope, params: readyForm });
    const first = allSettled(payClicked, { scope });
    const second = allSettled(payClicked, { scope });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(scope.getState($cart)).toHaveLength(1);
    answer(order());
    await Promise.all([first, second]);
    expect(place).toHaveBeenCalledOnce();
    expect(place.mock.calls[0]?.[0]).toMatchObject({
      idempotencyKey: 'key-1',
      order: {
        lines: [{ product_id: 1, quantity: 2 }],
        payment: { type: 'cash' },
        delivery: { type: 'courier', region: 'tashkent', city: 'Chilonzor' },
        expected_total: 35_000,
      },
    });
    expect(scope.getState($cart)).toEqual([]);
    expect(device.cart).toEqual([]);
    expect(navigate).toHaveBeenLastCalledWith('/uz/checkout/confirmed?order=SV-000123');
  });

  it('a retry after a failure reuses the same Idempotency-Key', async () => {
    let calls = 0;
    const { scope, place } = setup({
      cart: [line(1)],
      place: async () => {
        calls += 1;
        if (calls === 1)
          throw Object.assign(new Error('offline'), { status: 0, code: 'network_error' });
        return order();
      },
    });
    await start(scope);
    await allSettled(fieldChanged, { scope, params: readyForm });
    await allSettled(payClicked, { scope });
    expect(scope.getState($orderError)).toBe('failed');
    expect(scope.getState($cart)).toHaveLength(1);
    await allSettled(payClicked, { scope });
    expect(place.mock.calls.map((call) => call[0].idempotencyKey)).toEqual(['key-1', 'key-1']);
  });

  it('an order whose answer never came stays on the device to be looked for; only an answer saying what became of it settles it', async () => {
    const failures = [
      Object.assign(new Error('The request timed out'), { status: 0, code: 'timeout' }),
      Object.assign(new Error('offline'), { status: 0, code: 'network_error' }),
      // A server failure says nothing of an order the timed-out attempt may have created.
      Object.assign(new Error('Service unavailable'), { status: 503, code: 'internal_error' }),
      Object.assign(new Error('Bad gateway'), { status: 502, code: 'internal_error' }),
      // Neither does a session that ended: the key was never looked at.
      Object.assign(new Error('Please sign in again.'), { status: 401, code: 'unauthorized' }),
      Object.assign(new Error('Check the data.'), { status: 422, code: 'validation_failed' }),
    ];
    const { scope, placing, place } = setup({
      cart: [line(1)],
      place: async () => {
        throw failures.shift();
      },
    });
    await start(scope);
    await allSettled(fieldChanged, { scope, params: readyForm });
    const forgottenBefore = placing.forgotten;
    // The API may have created the order although its answer was lost: it is not forgotten.
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await allSettled(payClicked, { scope });
      expect(placing.remembered).toBe(attempt);
      expect(placing.forgotten).toBe(forgottenBefore);
    }
    // Every retry was of the same attempt, with its key: an order made meanwhile is answered.
    expect(new Set(place.mock.calls.map((call) => call[0].idempotencyKey))).toEqual(
      new Set(['key-1']),
    );
    // A refusal of the order as sent says no order was made with this key.
    await allSettled(payClicked, { scope });
    expect(placing.remembered).toBe(6);
    expect(placing.forgotten).toBe(forgottenBefore + 1);
  });

  it('a key that placed an order with other details is told so, and paying again uses a new key', async () => {
    const answers: Array<() => Order> = [
      () => {
        throw Object.assign(new Error('The request timed out'), { status: 0, code: 'timeout' });
      },
      () => {
        throw Object.assign(new Error('Key reused'), {
          status: 409,
          code: 'idempotency_key_reused',
          body: { code: 'idempotency_key_reused', message: 'Key reused' },
        });
      },
      () => order(),
    ];
    const { scope, place, placing } = setup({
      cart: [line(1)],
      place: async () => (answers.shift() ?? (() => order()))(),
    });
    await start(scope);
    await allSettled(fieldChanged, { scope, params: readyForm });
    const forgottenBefore = placing.forgotten;
    await allSettled(payClicked, { scope });
    await allSettled(payClicked, { scope });
    expect(scope.getState($orderError)).toBe('keyReused');
    expect(scope.getState($cart)).toHaveLength(1);
    // The key did place an order (other details): what was kept to look for it stays.
    expect(placing.forgotten).toBe(forgottenBefore);
    await allSettled(payClicked, { scope });
    expect(place.mock.calls.map((call) => call[0].idempotencyKey)).toEqual([
      'key-1',
      'key-1',
      'key-2',
    ]);
    expect(scope.getState($orderError)).toBeNull();
  });

  it('a session that ended asks to sign in again, keeping the form, the cart and the attempt', async () => {
    let calls = 0;
    const { scope, place, navigate } = setup({
      cart: [line(1, 2)],
      place: async () => {
        calls += 1;
        if (calls === 1)
          throw Object.assign(new Error('Please sign in again.'), {
            status: 401,
            code: 'unauthorized',
          });
        return order();
      },
    });
    await start(scope);
    await allSettled(fieldChanged, { scope, params: readyForm });
    navigate.mockClear();
    await allSettled(payClicked, { scope });
    expect(scope.getState($orderError)).toBe('sessionEnded');
    expect(scope.getState($isAuthenticated)).toBe(true);
    expect(scope.getState($form)).toMatchObject(readyForm);
    expect(scope.getState($cart)).toEqual([line(1, 2)]);
    expect(navigate).not.toHaveBeenCalled();
    expect(scope.getState($idempotencyKey)).toBe('key-1');
    // Signed in again, paying again is the same attempt: an order made meanwhile is answered.
    await allSettled(tokenReceived, { scope, params: 't2' });
    expect(scope.getState($orderError)).toBeNull();
    expect(scope.getState($form)).toMatchObject(readyForm);
    await allSettled(payClicked, { scope });
    expect(place.mock.calls.map((call) => call[0].idempotencyKey)).toEqual(['key-1', 'key-1']);
  });

  it.each([
    [{ status: 422, code: 'validation_failed', fields: [{ field: 'receiver.name' }] }, 'rejected'],
    [{ status: 400, code: 'malformed_request' }, 'rejected'],
    [{ status: 429, code: 'too_many_requests', retryAfter: 600 }, 'tooManyRequests'],
    [{ status: 409, code: 'window_full' }, 'window'],
    [{ status: 409, code: 'idempotency_key_reused' }, 'keyReused'],
    [{ status: 401, code: 'unauthorized' }, 'sessionEnded'],
    [{ status: 503, code: 'internal_error' }, 'failed'],
    [{ status: 0, code: 'network_error' }, 'failed'],
  ] as const)('an order answered %o is told as %s, the cart kept', async (answer, kind) => {
    const { scope } = setup({
      cart: [line(1)],
      place: async () => {
        throw Object.assign(new Error(answer.code), answer);
      },
    });
    await start(scope);
    await allSettled(fieldChanged, { scope, params: readyForm });
    await allSettled(payClicked, { scope });
    expect(scope.getState($orderError)).toBe(kind);
    expect(scope.getState($cart)).toHaveLength(1);
  });

  it('a price change or stock conflict is shown, the cart re-checked and a new attempt used', async () => {
    const conflict = {
      product_id: 1,
      name: 'Sut',
      requested_quantity: 3,
      available_quantity: 1,
      price: 11_000,
    };
    const { scope, checks, place } = setup({
      cart: [line(1, 3)],
      place: async () => {
        throw Object.assign(new Error('conflict'), {
          status: 409,
          code: 'stock_conflict',
          body: { code: 'stock_conflict', message: '', lines: [conflict] },
        });
      },
    });
    await start(scope);
    // Opening checkout checked the cart once.
    checks.mockClear();
    await allSettled(fieldChanged, { scope, params: readyForm });
    await allSettled(payClicked, { scope });
    expect(scope.getState($orderError)).toBe('stock_conflict');
    expect(scope.getState($conflicts)).toEqual([conflict]);
    expect(checks).toHaveBeenCalledOnce();
    expect(scope.getState($idempotencyKey)).toBeNull();
    expect(scope.getState($cart)).toHaveLength(1);
    expect(place).toHaveBeenCalledOnce();
  });

  it('a regional order refused for perishables names the blocked lines, and a new attempt is used', async () => {
    const blocked = { product_id: 1, name: 'Sut 3,2% 1 l', reason: 'perishable' as const };
    const { scope, checks, place } = setup({
      cart: [line(1), line(2)],
      place: async () => {
        throw Object.assign(new Error('refused'), {
          status: 422,
          code: 'perishables_not_shipped',
          body: { code: 'perishables_not_shipped', message: '', blocked_lines: [blocked] },
        });
      },
    });
    await start(scope);
    checks.mockClear();
    await allSettled(fieldChanged, { scope, params: readyForm });
    await allSettled(payClicked, { scope });
    expect(place).toHaveBeenCalledOnce();
    expect(scope.getState($orderError)).toBe('perishables_not_shipped');
    expect(scope.getState($refusedLines)).toEqual([blocked]);
    expect(scope.getState($conflicts)).toEqual([]);
    expect(checks).not.toHaveBeenCalled();
    expect(scope.getState($idempotencyKey)).toBeNull();
    expect(scope.getState($cart)).toHaveLength(2);
  });

  it('any other refusal is the order refused as sent, with no lines named', async () => {
    const { scope } = setup({
      cart: [line(1)],
      place: async () => {
        throw Object.assign(new Error('refused'), {
          status: 422,
          code: 'validation_failed',
          body: { code: 'validation_failed', message: '' },
        });
      },
    });
    await start(scope);
    await allSettled(fieldChanged, { scope, params: readyForm });
    await allSettled(payClicked, { scope });
    expect(scope.getState($orderError)).toBe('rejected');
    expect(scope.getState($refusedLines)).toEqual([]);
  });

  it('a one-click item is bought alone and the cart is kept', async () => {
    const { scope, place } = setup({ cart: [line(1), line(2)] });
    await start(scope);
    const product = nonProduct;
    await allSettled(oneClickBuyClicked, { scope, params: { product, quantity: 1 } });
    await allSettled(checkoutOpened, { scope });
    await allSettled(fieldChanged, { scope, params: readyForm });
    await allSettled(payClicked, { scope });
    expect(place.mock.calls[0]?.[0].order.lines).toEqual([{ product_id: 9, quantity: 1 }]);
    expect(scope.getState($cart).map((l) => l.product_id)).toEqual([1, 2]);
  });

  it('a card order goes to the payment page and the cart waits for the payment', async () => {
    const { scope, navigate } = setup({
      cart: [line(1)],
      place: async () =>
        order({ payment_type: 'card', payment_status: 'pending', status: 'awaiting_payment' }),
    });
    await start(scope);
    await allSettled(fieldChanged, {
      scope,
      params: { ...readyForm, paymentType: 'card', currentCard: 3 },
    });
    await allSettled(payClicked, { scope });
    expect(navigate).toHaveBeenLastCalledWith('/uz/checkout/payment?tid=tx-1');
    expect(scope.getState($cart)).toHaveLength(1);
  });

  it('the payment page follows the payment until it is paid, then confirms', async () => {
    const answers = [
      order({ payment_type: 'card', payment_status: 'pending' }),
      order({ payment_type: 'card', payment_status: 'pending' }),
      order({ payment_type: 'card', payment_status: 'paid' }),
    ];
    const payment = vi.fn(async () => answers.shift() ?? order());
    const { scope, navigate } = setup({ cart: [line(1)], payment });
    await start(scope);
    await allSettled(paymentPageOpened, { scope, params: 'tx-1' });
    expect(payment).toHaveBeenCalledTimes(3);
    expect(scope.getState($paymentState)).toBe('paid');
    expect(scope.getState($cart)).toEqual([]);
    expect(navigate).toHaveBeenLastCalledWith('/uz/checkout/confirmed?order=SV-000123');
  });

  it('a check of the payment that got no answer is told while checking goes on', async () => {
    let calls = 0;
    const seen: boolean[] = [];
    const payment = vi.fn(async () => {
      calls += 1;
      seen.push(scope.getState($paymentUnreachable));
      if (calls === 1)
        throw Object.assign(new Error('offline'), { status: 0, code: 'network_error' });
      return order({ payment_type: 'card', payment_status: calls === 2 ? 'pending' : 'paid' });
    });
    const { scope } = setup({ cart: [line(1)], payment });
    await start(scope);
    await allSettled(paymentPageOpened, { scope, params: 'tx-1' });
    // Asked again after the failure, with the shopper told; an answer ends it.
    expect(seen).toEqual([false, true, false]);
    expect(scope.getState($paymentState)).toBe('paid');
    expect(scope.getState($paymentUnreachable)).toBe(false);
  });

  it('a failed payment stops polling and keeps the cart for a retry', async () => {
    const payment = vi.fn(async () =>
      order({ payment_type: 'card', payment_status: 'failed', payment_failure_reason: 'declined' }),
    );
    const { scope } = setup({ cart: [line(1)], payment });
    await start(scope);
    await allSettled(paymentPageOpened, { scope, params: 'tx-1' });
    expect(payment).toHaveBeenCalledOnce();
    expect(scope.getState($paymentState)).toBe('failed');
    expect(scope.getState($cart)).toHaveLength(1);
  });

  it('a newly added card is selected for payment', async () => {
    const { scope } = setup({ cart: [line(1)] });
    await start(scope);
    await allSettled(fieldChanged, { scope, params: { deliveryType: 'courier' } });
    await allSettled(cardAdded, {
      scope,
      params: {
        id: 12,
        masked_number: '8600 •••• •••• 0007',
        brand: 'uzcard',
        expire: '12/28',
        phone_masked: '+998 90 *** ** 67',
        is_default: false,
      },
    });
    expect(scope.getState($form)).toMatchObject({ paymentType: 'card', currentCard: 12 });
  });

  it('buying in one click opens checkout, and the item survives a reload until confirmed', async () => {
    const first = setup({ cart: [line(1)] });
    await start(first.scope);
    const product = nonProduct;
    await allSettled(oneClickBuyClicked, { scope: first.scope, params: { product, quantity: 2 } });
    expect(first.navigate).toHaveBeenLastCalledWith('/uz/checkout');
    expect(first.device.oneClick).toMatchObject({ product_id: 9, quantity: 2 });

    const second = setup({ cart: [line(1)], oneClick: first.device.oneClick });
    await start(second.scope);
    expect(second.scope.getState($oneClickItem)).toMatchObject({ product_id: 9 });
    // Reading the item does not write it back.
    expect(second.device.oneClickWrites).toBe(0);
    await allSettled(fieldChanged, { scope: second.scope, params: readyForm });
    await allSettled(payClicked, { scope: second.scope });
    expect(second.place.mock.calls[0]?.[0].order.lines).toEqual([{ product_id: 9, quantity: 2 }]);
    expect(second.device.oneClick).toBeNull();
    expect(second.scope.getState($cart)).toHaveLength(1);
  });

  it('the item bought in one click is shown with its name and price as the shop has them now, in the page’s language', async () => {
    const oneClickNow = vi.fn(async (item: CartItem): Promise<ProductCheckResult> => ({
      product_id: item.product_id,
      slug: item.slug,
      name: 'Нон',
      status: 'ok',
      requested_quantity: item.quantity,
      available_quantity: item.quantity,
      total_quanity: 50,
      in_stock: true,
      price: 4200,
      old_price: null,
      currency_name: 'sum',
    }));
    const bought = { ...line(9), name: 'Non', price: 4000, slug: 'non' };
    const { scope } = setup({ cart: [line(1)], oneClick: bought, oneClickNow });
    await start(scope);
    expect(oneClickNow).toHaveBeenCalledWith(bought);
    expect(scope.getState($oneClickItem)).toMatchObject({
      product_id: 9,
      name: 'Нон',
      price: 4200,
    });
  });

  it('checking out the cart forgets an item once bought in one click but never ordered', async () => {
    const { scope, device, place } = setup({ cart: [line(1), line(2)], oneClick: line(9) });
    await allSettled(sessionStarted, { scope });
    await allSettled(checkoutRequested, { scope });
    expect(device.oneClick).toBeNull();
    await allSettled(checkoutOpened, { scope });
    expect(scope.getState($oneClickItem)).toBeNull();
    await allSettled(fieldChanged, { scope, params: readyForm });
    await allSettled(payClicked, { scope });
    expect(place.mock.calls[0]?.[0].order.lines.map((l) => l.product_id)).toEqual([1, 2]);
  });

  it('signing out forgets the draft and the one-click item on the device', async () => {
    const { scope, device } = setup({ cart: [line(1)] });
    await allSettled(sessionStarted, { scope });
    await allSettled(oneClickBuyClicked, {
      scope,
      params: { product: nonProduct, quantity: 1 },
    });
    await allSettled(checkoutOpened, { scope });
    await allSettled(fieldChanged, { scope, params: readyForm });
    expect(device.draft).not.toBeNull();
    expect(device.oneClick).not.toBeNull();
    await allSettled(logoutClicked, { scope });
    expect(device.draft).toBeNull();
    expect(device.oneClick).toBeNull();
    expect(scope.getState($oneClickItem)).toBeNull();
    expect(scope.getState($form)).toEqual(emptyCheckoutForm);
  });

  it('after a failed payment, paying again is a new attempt with a new key', async () => {
    const { scope, place } = setup({
      cart: [line(1)],
      place: async () =>
        order({ payment_type: 'card', payment_status: 'pending', status: 'awaiting_payment' }),
      payment: async () =>
        order({
          payment_type: 'card',
          payment_status: 'failed',
          payment_failure_reason: 'declined',
        }),
    });
    await start(scope);
    await allSettled(fieldChanged, {
      scope,
      params: { ...readyForm, paymentType: 'card', currentCard: 3 },
    });
    await allSettled(payClicked, { scope });
    await allSettled(paymentPageOpened, { scope, params: 'tx-1' });
    await allSettled(payClicked, { scope });
    const keys = place.mock.calls.map(([params]) => params.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });
});
