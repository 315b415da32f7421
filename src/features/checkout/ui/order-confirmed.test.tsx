// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '@/shared/api';
import { $confirmedOrder } from '../model/order';
import { OrderConfirmed } from './order-confirmed';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const window = { id: 'w-1', date: '2026-11-24', starts_at: '15:00', ends_at: '17:00' };

function confirmed(delivery: Order['delivery']): Order {
  return {
    id: 1,
    number: 'SV-000123',
    transaction_id: 'tx-1',
    status: 'confirmed',
    payment_status: 'unpaid',
    payment_type: 'cash',
    payment_failure_reason: null,
    delivery,
    receiver: { name: 'Dilnoza', surname: 'Karimova', phone: '+998901234567' },
    lines: [],
    subtotal: 10_000,
    delivery_fee: 0,
    total: 10_000,
    currency_name: 'sum',
    comment: '',
    status_history: [],
    created_at: '2026-11-22T09:00:00Z',
    updated_at: '2026-11-22T09:00:00Z',
  };
}

function show(order: Order) {
  const scope = fork({ values: [[$confirmedOrder, order]] });
  render(
    <Provider value={scope}>
      <IntlProvider locale="en" defaultLocale="en" onError={() => undefined}>
        <OrderConfirmed number={null} />
      </IntlProvider>
    </Provider>,
  );
  return screen.getByTestId('order-window').textContent ?? '';
}

afterEach(() => cleanup());

describe('order confirmation', () => {
  it('a pickup order shows its pickup window', () => {
    const text = show(confirmed({ type: 'pickup', region: 'tashkent', store_id: 1, window }));
    expect(text).toMatch(/^Pickup window: /);
    expect(text).toContain('15:00–17:00');
  });

  it('a courier order shows its delivery window', () => {
    const text = show(confirmed({ type: 'courier', region: 'tashkent', window }));
    expect(text).toMatch(/^Delivery window: /);
  });

  it('shows the order the page passes (after a reload): its total, its window and a link to it', () => {
    const order = { ...confirmed({ type: 'courier', region: 'tashkent', window }), id: 7 };
    render(
      <Provider value={fork()}>
        <IntlProvider locale="en" defaultLocale="en" onError={() => undefined}>
          <OrderConfirmed number="SV-000123" order={order} />
        </IntlProvider>
      </Provider>,
    );
    expect(screen.getByTestId('order-window').textContent).toContain('15:00–17:00');
    expect(screen.getByText(/^Total: /).textContent).toMatch(/10\s?000/);
    expect(screen.getByRole('link', { name: 'View the order' }).getAttribute('href')).toMatch(
      /\/account\/orders\/7$/,
    );
  });
});
