import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CartButton } from '../../design-system';
import { designNotes } from './docs/design-notes';

const meta = {
  title: 'Design System/CartButton',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            "The header's cart entry with a count badge; its accessible name says the count (“Savat, 3 ta mahsulot”). A link to the cart page with `href`, or a button with `onClick` to open the mini cart.",
          avoid:
            "Anywhere but the header. For “add to cart” use `Button` or the product card's control.",
          states:
            'Empty (no badge), a few items, counts above 99 shown as “99+” (the accessible name keeps the real count), as a link or as a button.',
          longTexts:
            'The name comes from the message catalogues in all three languages with the right plural forms, so no text needs to be passed.',
        }),
      },
    },
  },
  component: CartButton,
  args: { count: 3, href: '/uz/cart' },
} satisfies Meta<typeof CartButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Empty: Story = { args: { count: 0 } };

export const ManyItems: Story = { args: { count: 148 } };

export const AsButton: Story = { args: { href: undefined, onClick: fn() } };

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
};

export const AllVariants: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {[0, 1, 5, 42, 148].map((count) => (
        <CartButton key={count} count={count} href={`/uz/cart?from=${count}`} />
      ))}
    </div>
  ),
};

export const LabelIncludesCount: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAccessibleName('Cart, 3 items');
    await expect(link).toHaveAttribute('href', '/uz/cart');
    await expect(within(link).getByText('3')).toBeVisible();
  },
};

export const LabelInRussian: Story = {
  globals: { locale: 'ru' },
  args: { count: 22 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAccessibleName(
      'Корзина, 22 товара',
    );
  },
};

export const BadgeCapsLargeCounts: Story = {
  globals: { locale: 'en' },
  args: { count: 148 },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(within(link).getByText('99+')).toBeInTheDocument();
    await expect(link).toHaveAccessibleName('Cart, 148 items');
  },
};

export const OpensMiniCartWhenAButton: Story = {
  globals: { locale: 'en' },
  args: { href: undefined, onClick: fn(), count: 1 },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Cart, 1 item' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
