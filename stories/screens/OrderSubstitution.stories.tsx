import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleOrder } from '@/features/account/model/fixtures';
import { OrderSubstitution } from '@/features/account/ui/order-substitution';
import uz from '@/shared/i18n/messages/uz.json';

const meta = {
  title: 'Screens/Account/OrderSubstitution',
  component: OrderSubstitution,
  args: {
    order: {
      ...sampleOrder,
      substitution: 'replace',
      lines: sampleOrder.lines.map((line, index) =>
        index === 0 ? { ...line, substitution: 'call' as const } : line,
      ),
    },
  },
} satisfies Meta<typeof OrderSubstitution>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The order's choice for missing items, and the item the shopper chose for apart. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: uz['account.order.substitution.title'] });
    await expect(region).toHaveTextContent(uz['account.order.substitution.replace']);
    await expect(region).toHaveTextContent(
      `${args.order.lines[0]!.name}: ${uz['account.order.substitution.call']}`,
    );
  },
};

/** An order placed without a choice shows nothing. */
export const NoChoice: Story = {
  args: { order: sampleOrder },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};
