import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleOrder } from '@/features/account/model/fixtures';
import { $isAuthenticated, $sessionKnown } from '@/entities/session';
import {
  cancelOrderFx,
  OrderCancel,
  type CancelRequest,
} from '@/features/account/index.order-cancel';
import { ApiError, type Order } from '@/shared/api';
import uz from '@/shared/i18n/messages/uz.json';

const confirmedOrder: Order = {
  ...sampleOrder,
  status: 'confirmed',
  status_history: [{ status: 'confirmed', at: sampleOrder.created_at }],
};
const cancelled = fn(async (request: CancelRequest): Promise<Order> => ({
  ...confirmedOrder,
  id: request.id,
  status: 'cancelled',
}));

const withHandler = (handler: (request: CancelRequest) => Promise<Order>) => ({
  effector: {
    values: [
      [$sessionKnown, true],
      [$isAuthenticated, true],
    ],
    handlers: [[cancelOrderFx, handler]],
  },
});

const meta = {
  title: 'Screens/Account/OrderCancel',
  component: OrderCancel,
  args: { order: confirmedOrder },
  parameters: withHandler(cancelled),
} satisfies Meta<typeof OrderCancel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A confirmed order: the button opens a titled dialog with an optional reason. */
export const Cancellable: Story = {};

export const CancelsWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: uz['account.cancel.button'] })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', {
      name: `${confirmedOrder.number} buyurtmasi bekor qilinsinmi?`,
    });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: new RegExp(uz['account.cancel.reason']) }),
      'Adashib buyurtma qildim',
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: uz['account.cancel.confirm'] }),
    );
    await waitFor(() =>
      expect(cancelled).toHaveBeenCalledWith({
        id: confirmedOrder.id,
        reason: 'Adashib buyurtma qildim',
      }),
    );
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: uz['account.cancel.button'] }));
    await body.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Pickers started while the dialog was open: the dialog says so and links to support. */
export const RefusedMeanwhile: Story = {
  parameters: withHandler(async () => {
    throw new ApiError({ status: 409, code: 'order_not_cancellable', message: 'Too late' });
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: uz['account.cancel.button'] }));
    const dialog = await body.findByRole('dialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: uz['account.cancel.confirm'] }),
    );
    await expect(await within(dialog).findByText(uz['account.cancel.tooLate'])).toBeVisible();
    await expect(
      within(dialog).getByRole('link', { name: uz['account.cancel.support'] }),
    ).toBeVisible();
  },
};

/** Being assembled: why it cannot be cancelled, and a tappable way to support. */
export const BeingAssembled: Story = {
  args: { order: { ...sampleOrder, status: 'assembling' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(uz['account.cancel.tooLate'])).toBeVisible();
    await expect(canvas.getByRole('link', { name: uz['account.cancel.support'] })).toHaveAttribute(
      'href',
      '/uz/contacts',
    );
    await expect(canvas.queryByRole('button', { name: uz['account.cancel.button'] })).toBeNull();
  },
};

/** Cancelled by the shopper after paying by card: the reason and the refund. */
export const CancelledAndRefunded: Story = {
  args: {
    order: {
      ...confirmedOrder,
      status: 'cancelled',
      payment_status: 'refunded',
      cancellation: { at: sampleOrder.created_at, reason: 'Adashib buyurtma qildim' },
      refund: { amount: 71000, at: sampleOrder.created_at },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(uz['account.cancel.cancelledByYou'])).toBeVisible();
    await expect(canvas.getByText(/kartangizga qaytarildi/)).toHaveTextContent('71');
  },
};
