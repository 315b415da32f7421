import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  CloseIcon,
  HeartIcon,
  IconButton,
  iconButtonSizes,
  iconButtonTones,
  Inline,
  MenuIcon,
  SearchIcon,
  Stack,
  TrashIcon,
} from '../../design-system';
import { designNotes } from './docs/design-notes';

const meta = {
  title: 'Design System/IconButton',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'A button that is only an icon, named by its `label` (read by screen readers and shown as a tooltip). Tones and sizes as `Button`; `pressed` for toggles.',
          avoid: 'When a visible word is clearer (use `Button`), or for navigation (use a link).',
          states: 'Each tone and size, disabled, pressed, the 44 px touch area on phones.',
          longTexts:
            'The `label` is required and translated; say the action and the object (“Savatdan oʻchirish”, “Удалить из корзины”).',
        }),
      },
    },
  },
  component: IconButton,
  args: { icon: SearchIcon, label: 'Search', tone: 'ghost', size: 'md', onClick: fn() },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const NamedByLabel: Story = {
  args: { icon: CloseIcon, label: 'Close' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const Critical: Story = { args: { icon: TrashIcon, label: 'Remove', tone: 'critical' } };

export const Disabled: Story = { args: { disabled: true } };

function FavouriteToggle() {
  const [pressed, setPressed] = useState(false);
  return (
    <IconButton
      icon={HeartIcon}
      label="Add to favourites"
      tone="neutral"
      pressed={pressed}
      onClick={() => setPressed((value) => !value)}
    />
  );
}

export const TogglesWithKeyboard: Story = {
  render: () => <FavouriteToggle />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to favourites' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

export const TouchTargetOnMobile: Story = {
  args: { icon: MenuIcon, label: 'Menu' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const rect = within(canvasElement).getByRole('button').getBoundingClientRect();
    await expect(rect.width).toBeGreaterThanOrEqual(44);
    await expect(rect.height).toBeGreaterThanOrEqual(44);
  },
};

export const AllVariants: Story = {
  tags: ['visual'],
  render: (args) => (
    <Stack space="md">
      {iconButtonTones.map((tone) => (
        <Inline key={tone} space="md">
          {iconButtonSizes.map((size) => (
            <IconButton key={size} {...args} tone={tone} size={size} label={`${tone} ${size}`} />
          ))}
        </Inline>
      ))}
    </Stack>
  ),
};
