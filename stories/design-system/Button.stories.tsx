import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  Box,
  Button,
  ButtonLink,
  buttonSizes,
  buttonTones,
  CartIcon,
  ChevronRightIcon,
  Inline,
  Stack,
  TrashIcon,
} from '../../design-system';
import { darkTheme } from '../../design-system/themes';
import { designNotes } from './docs/design-notes';

const meta = {
  title: 'Design System/Button',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'The one component for actions: add to cart, place order, save. Tones `primary` (the main action of a view, one per view), `neutral`, `critical` (destructive), `ghost` (quiet); sizes sm, md, lg; optional `icon` and `iconEnd`; `loading`; `fullWidth`. `ButtonLink` looks the same but navigates.',
          avoid:
            'For navigation, use `ButtonLink` or `Link`, never a button with a click handler. For an icon alone, use `IconButton`. Do not disable a button to explain a problem: keep it enabled and show the error.',
          states:
            'Each tone in each size, disabled, loading (the label stays, `aria-busy`, clicks ignored, focus kept), full width on phones, dark theme.',
          longTexts:
            'Labels wrap instead of overflowing (“Перейти к оформлению заказа с доставкой по Узбекистану”). Prefer a verb and an object in two or three words: “Savatga qoʻshish”, “В корзину”. The compact size keeps a 44 px touch area.',
        }),
      },
    },
  },
  component: Button,
  args: {
    children: 'Add to cart',
    tone: 'primary',
    size: 'md',
    loading: false,
    disabled: false,
    fullWidth: false,
    onClick: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: buttonSizes },
    icon: { control: false },
    iconEnd: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithIcon: Story = { args: { icon: CartIcon } };

export const Neutral: Story = { args: { tone: 'neutral', children: 'Continue shopping' } };

export const Critical: Story = {
  args: { tone: 'critical', icon: TrashIcon, children: 'Remove card' },
};

export const Ghost: Story = {
  args: { tone: 'ghost', iconEnd: ChevronRightIcon, children: 'All products' },
};

export const Disabled: Story = { args: { disabled: true } };

export const Loading: Story = {
  args: { loading: true, children: 'Place order' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true, size: 'lg', children: 'Proceed to checkout' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const LongRussianLabel: Story = {
  args: { children: 'Перейти к оформлению заказа с доставкой по Узбекистану' },
  render: (args) => (
    <Box style={{ maxWidth: 220 }}>
      <Button {...args} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth + 1);
  },
};

export const PressedWithEnterAndSpace: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Add to cart' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

function SubmitOnce() {
  const [saving, setSaving] = useState(false);
  return (
    <Button loading={saving} onClick={() => setSaving(true)}>
      Save address
    </Button>
  );
}

export const KeepsFocusWhileLoading: Story = {
  render: () => <SubmitOnce />,
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const button = within(canvasElement).getByRole('button', { name: /Save address/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveFocus();
  },
};

export const AsLink: Story = {
  render: () => (
    <ButtonLink href="/uz/catalog" tone="neutral" iconEnd={ChevronRightIcon}>
      Go to catalogue
    </ButtonLink>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Go to catalogue' });
    await expect(link).toHaveAttribute('href', '/uz/catalog');
  },
};

export const CompactTouchTarget: Story = {
  args: { size: 'sm', children: 'Edit' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    const area = getComputedStyle(button, '::after');
    await expect(area.position).toBe('absolute');
    const rect = button.getBoundingClientRect();
    await expect(rect.height - 2 * parseFloat(area.top)).toBeGreaterThanOrEqual(44);
  },
};

export const AllVariants: Story = {
  tags: ['visual'],
  render: (args) => (
    <Stack space="lg">
      {buttonTones.map((tone) => (
        <Inline key={tone} space="md">
          {buttonSizes.map((size) => (
            <Button key={size} {...args} tone={tone} size={size} icon={CartIcon}>
              {`${tone} ${size}`}
            </Button>
          ))}
          <Button {...args} tone={tone} disabled>
            Disabled
          </Button>
          <Button {...args} tone={tone} loading>
            Loading
          </Button>
        </Inline>
      ))}
    </Stack>
  ),
};

export const DarkTheme: Story = {
  ...AllVariants,
  globals: { theme: 'dark' },
  play: async () => {
    await expect(document.documentElement).toHaveClass(darkTheme);
    await expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(21, 20, 17)');
  },
};
