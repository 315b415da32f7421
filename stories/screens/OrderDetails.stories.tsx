import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { $order, $orderState, buyAgainItemsFx, navigateFx, OrderDetails } from '@/features/account';
import { sampleOrder } from '@/features/account/model/fixtures';
import { $isAuthenticated, $sessionKnown } from '@/entities/session';
import { fetchAvailabilityFx } from '@/entities/cart';
import type { Order } from '@/shared/api';
import uz from '@/shared/i18n/messages/uz.json';

const navigate = fn();
const withOrder = (order: Order) => ({
  effector: {
    values: [
      [$sessionKnown, true],
      [$isAuthenticated, true],
      [$order, order],
      [$orderState, 'ready'],
    ],
    handlers: [
      [buyAgainItemsFx, async () => []],
      [fetchAvailabilityFx, async () => new Map()],
      [navigateFx, navigate],
    ],
  },
});

const meta = {
  title: 'Screens/Account/OrderDetails',
  component: OrderDetails,
  parameters: withOrder(sampleOrder),
} satisfies Meta<typeof OrderDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Being packed: lines, delivery, payment, totals and the timeline. */
export const Assembling: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(sampleOrder.number);
    await expect(canvas.getByRole('list', { name: /./ })).toBeVisible();
  },
};

export const AwaitingPayment: Story = {
  parameters: withOrder({
    ...sampleOrder,
    status: 'awaiting_payment',
    payment_status: 'pending',
    status_history: [{ status: 'awaiting_payment', at: sampleOrder.created_at }],
  }),
};

export const ReadyForPickup: Story = {
  parameters: withOrder({
    ...sampleOrder,
    status: 'ready_for_pickup',
    payment_type: 'card_on_receipt',
    payment_status: 'unpaid',
    card: undefined,
    delivery: { type: 'pickup', region: 'tashkent', store_id: 1, store_name: 'Savat Chilonzor' },
    delivery_fee: 0,
    total: sampleOrder.subtotal,
  }),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getAllByText(uz['account.orderStatus.readyForPickup']).length,
    ).toBeGreaterThan(0);
  },
};

/** On its way in the two-hour window the shopper chose at checkout. */
export const InDelivery: Story = {
  tags: ['visual'],
  parameters: withOrder({
    ...sampleOrder,
    status: 'in_delivery',
    delivery: {
      ...sampleOrder.delivery,
      window_id: 'courier-tashkent-20261122-1500',
      window: {
        id: 'courier-tashkent-20261122-1500',
        date: '2026-11-22',
        starts_at: '15:00',
        ends_at: '17:00',
      },
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(uz['account.order.deliveryWindow'])).toBeVisible();
    await expect(canvas.getByTestId('order-window')).toHaveTextContent(
      '22-noyabr, 2026-yil, 15:00–17:00',
    );
  },
};

export const Completed: Story = {
  parameters: withOrder({ ...sampleOrder, status: 'completed' }),
};

export const Cancelled: Story = {
  parameters: withOrder({
    ...sampleOrder,
    status: 'cancelled',
    payment_status: 'refunded',
    status_history: [
      ...sampleOrder.status_history,
      { status: 'cancelled', at: '2026-11-22T09:50:00Z' },
    ],
  }),
};

/** Buy again adds the lines to the cart and goes to it. */
export const BuyAgain: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: uz['account.order.buyAgain'] }),
    );
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/uz/cart'));
  },
};

const withoutOrder = (state: 'loading' | 'failed') => ({
  effector: {
    values: [
      [$sessionKnown, true],
      [$isAuthenticated, true],
      [$order, null],
      [$orderState, state],
    ],
  },
});

/** Checks the heading and the way back to the list that the screen has before the order. */
async function withOrderHeading(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
    uz['account.order.heading'],
  );
  await expect(canvas.getByRole('link', { name: uz['account.order.back'] })).toHaveAttribute(
    'href',
    '/uz/account/orders',
  );
  return canvas;
}

/**
 * Before the order is there (also the server's page, which never has it): the heading and the way
 * back to the list, the rest announced as loading.
 */
export const Loading: Story = {
  parameters: withoutOrder('loading'),
  play: async ({ canvasElement }) => {
    const canvas = await withOrderHeading(canvasElement);
    await expect(canvas.getByRole('status')).toHaveAccessibleName(uz['account.order.loading']);
  },
};

/** The order could not be loaded: the same heading, what went wrong and a retry. */
export const FailedToLoad: Story = {
  parameters: withoutOrder('failed'),
  play: async ({ canvasElement }) => {
    const canvas = await withOrderHeading(canvasElement);
    await expect(canvas.getByRole('button', { name: uz['account.retry'] })).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
