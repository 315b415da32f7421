import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import {
  Grid,
  OrderStatus,
  orderPaymentStates,
  orderStatuses,
  type OrderStatusValue,
} from '../../design-system';
import { designNotes } from './docs/design-notes';

const meta = {
  title: 'Design System/OrderStatus',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            "An order's timeline: the statuses it goes through with the current one marked and announced, optional `times`, and other wording through `labels`. The steps depend on the payment (`payment`) and a cancellation (`cancelledAfter`) ends the timeline where it happened.",
          avoid: 'For the list of orders (a Badge with the status is enough there).',
          states:
            'Awaiting payment, on the way, delivered, cancelled after confirmation, custom wording.',
          longTexts: 'Status names wrap and break inside long words; times stay on one line.',
        }),
      },
    },
  },
  component: OrderStatus,
  args: {
    status: 'assembling',
    payment: 'paid',
    times: {
      created: '22.11, 09:14',
      confirmed: '22.11, 09:16',
      paid: '22.11, 09:17',
      assembling: '22.11, 09:30',
    },
  },
  argTypes: {
    status: { control: 'select', options: orderStatuses },
    payment: { control: 'inline-radio', options: orderPaymentStates },
  },
} satisfies Meta<typeof OrderStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const AwaitingPayment: Story = {
  args: { status: 'awaiting_payment', payment: 'awaiting_payment', times: {} },
};

export const OnTheWay: Story = {
  args: { status: 'on_the_way' },
};

export const Delivered: Story = {
  args: { status: 'delivered' },
};

export const CancelledAfterConfirmation: Story = {
  args: { status: 'cancelled', cancelledAfter: 'confirmed', times: {} },
};

export const ShopWording: Story = {
  args: {
    status: 'on_the_way',
    labels: { on_the_way: 'Kuryer yoʻlda — 15 daqiqada yetib keladi' },
  },
};

export const MarksAndAnnouncesTheCurrentStep: Story = {
  globals: { locale: 'en' },
  render: (args) => {
    function Live() {
      const [status, setStatus] = useState<OrderStatusValue>('assembling');
      return (
        <>
          <OrderStatus {...args} status={status} />
          <button type="button" onClick={() => setStatus('on_the_way')}>
            Courier picked up the order
          </button>
        </>
      );
    }
    return <Live />;
  },
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'Order status' });
    await expect(list.querySelector('[aria-current="step"]')).toHaveTextContent('Being packed');
    await expect(canvas.getByRole('status')).toHaveTextContent('Current status: Being packed');
    // A passed step is read as one phrase, the comma right after the status (no break before it).
    await expect(canvas.getByText('Paid, done')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Courier picked up the order' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Current status: On the way'),
    );
    await expect(list.querySelector('[aria-current="step"]')).toHaveTextContent('On the way');
  },
};

export const AllVariants: Story = {
  tags: ['visual'],
  render: () => (
    <Grid columns={{ mobile: 1, tablet: 3 }} space="xl">
      <OrderStatus status="created" payment="awaiting_payment" />
      <OrderStatus status="paid" />
      <OrderStatus status="delivered" />
      <OrderStatus status="cancelled" />
      <OrderStatus status="cancelled" cancelledAfter="assembling" />
      <OrderStatus status="on_the_way" payment="awaiting_payment" />
    </Grid>
  ),
};
