// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $cart, type CartItem } from '@/entities/cart';
import { fetchCardsFx } from '@/entities/card';
import type { DeliveryRegion } from '@/entities/region';
import { emptyCheckoutForm, type CheckoutForm, type CheckoutStep } from '../lib/form';
import { $cardsLoadFailed } from '../model/cards-load';
import { $form, $step } from '../model/form';
import { placeOrderFx } from '../model/order';
import { $deliveryRegions } from '../model/regional';
import { $windowsFailed, fetchWindowsFx, readChosenWindowFx } from '../model/window';
import { CheckoutScreen } from './checkout-screen';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const pickupForm: CheckoutForm = {
  ...emptyCheckoutForm,
  deliveryType: 'pickup',
  currentStore: 1,
  name: 'Dilnoza',
  surname: 'Karimova',
  phone: '+998901234567',
  paymentType: 'cash',
};

const milk: CartItem = {
  product_id: 1,
  name: 'Sut',
  img_url: '',
  quantity: 1,
  attributes: {},
  price: 10_000,
  slug: 'sut',
  mxit: '1',
  mxit_unit: '796',
  weight: 1000,
  currency_name: 'sum',
};

function setup(
  step: CheckoutStep,
  form: Partial<CheckoutForm>,
  options: { cardsLoadFailed?: boolean; windowsFailed?: boolean; regions?: DeliveryRegion[] } = {},
) {
  const fetchCards = vi.fn(async () => []);
  const fetchWindows = vi.fn(async () => ({ data: [] }));
  const place = vi.fn(async () => {
    throw new Error('not placed in this test');
  });
  const scope: Scope = fork({
    values: [
      [$cart, [milk]],
      [$step, step],
      [$form, { ...pickupForm, ...form }],
      [$cardsLoadFailed, options.cardsLoadFailed ?? false],
      [$windowsFailed, options.windowsFailed ?? false],
      [$deliveryRegions, options.regions ?? []],
    ],
    handlers: [
      [fetchCardsFx, fetchCards],
      [placeOrderFx, place],
      [fetchWindowsFx, fetchWindows],
      [readChosenWindowFx, () => null],
    ],
  });
  render(
    <Provider value={scope}>
      <IntlProvider locale="en" defaultLocale="en" onError={() => undefined}>
        <CheckoutScreen />
      </IntlProvider>
    </Provider>,
  );
  return { scope, fetchCards, fetchWindows, place };
}

/** The error message tied to a field, as a screen reader reads it with the field. */
function errorOf(field: HTMLElement) {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

afterEach(() => cleanup());

describe('checkout screen', () => {
  it('an emptied receiver phone is named at the field, which takes the focus', async () => {
    setup('payment', { phone: '' });
    const phone = screen.getByLabelText('Phone number');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Place the order' })));
    expect(errorOf(phone)).toContain('Fill in this field');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(phone);
  });

  it('the first of several empty fields takes the focus, and each is named', async () => {
    setup('payment', { name: '', surname: '', phone: '' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Place the order' })));
    const name = screen.getByLabelText('Name');
    for (const field of [
      name,
      screen.getByLabelText('Surname'),
      screen.getByLabelText('Phone number'),
    ]) {
      expect(errorOf(field)).toContain('Fill in this field');
    }
    expect(document.activeElement).toBe(name);
  });

  it('a landline as the receiver phone is refused in checkout’s words, not sign-in’s', async () => {
    setup('payment', { phone: '' });
    const phone = screen.getByLabelText('Phone number');
    await act(async () => fireEvent.change(phone, { target: { value: '+998 71 123 45 67' } }));
    expect(errorOf(phone)).toContain('Enter an Uzbek mobile number');
    expect(errorOf(phone)).not.toMatch(/SMS|landline/);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Place the order' })));
    expect(errorOf(phone)).toContain('Enter an Uzbek mobile number');
    expect(document.activeElement).toBe(phone);
  });

  it('saved cards that could not be loaded are told as such, with a retry', async () => {
    const { fetchCards } = setup('payment', { paymentType: 'card' }, { cardsLoadFailed: true });
    expect(screen.getByText(/Your cards could not be loaded/)).toBeTruthy();
    expect(screen.queryByText('You have no saved cards yet.')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(fetchCards).toHaveBeenCalledOnce();
    expect(screen.getByText('You have no saved cards yet.')).toBeTruthy();
  });

  it('pickup times that could not be loaded are told as such, not as none free, with a retry', async () => {
    const { fetchWindows } = setup('address', {}, { windowsFailed: true });
    expect(screen.getByText(/The delivery times could not be loaded/)).toBeTruthy();
    expect(screen.queryByText(/No windows are free/)).toBeNull();
    const asked = fetchWindows.mock.calls.length;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(fetchWindows.mock.calls.length).toBe(asked + 1);
    expect(screen.queryByText(/The delivery times could not be loaded/)).toBeNull();
  });

  it('continuing moves the focus to the next step’s heading, which names it', async () => {
    setup('delivery', { currentStore: null });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    const heading = screen.getByRole('heading', { level: 2, name: 'Store' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('going back moves the focus to the previous step’s heading', async () => {
    setup('payment', {});
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Back' })));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Store' }));
  });

  it('a step left incomplete keeps the focus on what is missing', async () => {
    setup('address', { currentStore: null });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    const problem = screen.getByText('Choose a store', {
      selector: '[role=alert] *, [role=alert]',
    });
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement?.contains(problem)).toBe(true);
  });

  it('delivery to a region asks for a city, not a district, among the region’s cities', () => {
    const samarkand: DeliveryRegion = {
      code: 'samarkand',
      name: 'Samarkand',
      delivery_type: 'regional',
      estimate_days: { min: 1, max: 3 },
      cities: [
        { code: 'samarqand', name: 'Samarqand' },
        { code: 'urgut', name: 'Urgut' },
      ],
    };
    setup(
      'address',
      { deliveryType: 'regional', region: 'samarkand', city: '', paymentType: null },
      { regions: [samarkand] },
    );
    const city = screen.getByRole('combobox', { name: 'City' });
    const options = [...city.querySelectorAll('option')].map((option) => option.textContent);
    expect(options).toEqual(['Choose a city', 'Samarqand', 'Urgut']);
  });
});
