import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CardNumberField, Stack, type CardNumberFieldProps } from '../../design-system';
import { designNotes } from './docs/design-notes';

/** The field in a frame as wide as the form that holds it. */
const inFrame = (width: number) =>
  function Framed(args: CardNumberFieldProps) {
    return (
      <div style={{ width }}>
        <CardNumberField {...args} />
      </div>
    );
  };

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const meta = {
  title: 'Design System/CardNumberField',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            "The bank card number, typed in groups of four; the brand (Uzcard, Humo, Visa, Mastercard) is shown as soon as it is recognised. It reports the digits and whether the number is valid through `onValueChange`; the number lives only in the field's state.",
          avoid:
            "For any other number (phone, code, amount). The card's expiry has its own `ExpiryField`.",
          states:
            'Empty, typing with brand detected, incomplete on leaving the field, typo (checksum fails), unsupported brand, an error from the server (`error`), disabled.',
          longTexts:
            'The label and messages come translated from the design system; a custom `label` or `hint` should stay short. Error texts wrap under the field; the Russian ones are the longest.',
        }),
      },
    },
  },
  component: CardNumberField,
  args: { onValueChange: fn() },
} satisfies Meta<typeof CardNumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const GroupsAndDetectsUzcard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('8600000000000007');
    await expect(input).toHaveValue('8600 0000 0000 0007');
    await expect(canvas.getByText('Uzcard')).toBeVisible();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('8600000000000007', {
      brand: 'uzcard',
      valid: true,
    });
  },
};

export const DetectsHumo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), '9860');
    await expect(canvas.getByText('Humo')).toBeVisible();
  },
};

export const DetectsVisaAndMastercard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, '4111');
    await expect(canvas.getByText('Visa')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '5555');
    await expect(canvas.getByText('Mastercard')).toBeVisible();
  },
};

export const RejectsTypo: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, '8600000000000008');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/typo/);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('8600000000000008', {
      brand: 'uzcard',
      valid: false,
    });
  },
};

export const IncompleteOnBlur: Story = {
  globals: { locale: 'uz' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, '860012');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/16 ta raqam/);
  },
};

/** In the add-card dialog of a 320 px phone the form is 240 px wide: the whole number shows, and
 * the brand badge sits under it rather than over its last groups. */
export const FitsA320PxPhone: Story = {
  render: inFrame(240),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, '5555555555554444');
    await expect(input).toHaveValue('5555 5555 5555 4444');
    await expect(input.scrollWidth).toBeLessThanOrEqual(input.clientWidth);
    const badge = canvas.getByText('Mastercard');
    await expect(badge).toBeVisible();
    const frame = canvasElement.querySelector('div')!.getBoundingClientRect();
    const box = badge.getBoundingClientRect();
    await expect(overlaps(box, input.getBoundingClientRect())).toBe(false);
    await expect(box.right).toBeLessThanOrEqual(frame.right);
  },
};

/** Wide enough, the badge stays inside the field, after the number. */
export const BrandInsideWhenWide: Story = {
  render: inFrame(360),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, '5555555555554444');
    await expect(input.scrollWidth).toBeLessThanOrEqual(input.clientWidth);
    const field = input.getBoundingClientRect();
    const badge = canvas.getByText('Mastercard').getBoundingClientRect();
    await expect(badge.top).toBeGreaterThanOrEqual(field.top);
    await expect(badge.bottom).toBeLessThanOrEqual(field.bottom);
    await expect(badge.right).toBeLessThanOrEqual(field.right);
  },
};

export const ServerError: Story = {
  args: { error: 'The bank declined this card' },
};

/** Empty, with a hint, refused by the bank, disabled, and with a number typed and its brand shown. */
export const AllVariants: Story = {
  tags: ['visual'],
  render: (args) => (
    <Stack space="lg">
      <CardNumberField {...args} label="Empty" />
      <CardNumberField {...args} label="With hint" hint="Uzcard, Humo, Visa or Mastercard" />
      <CardNumberField {...args} label="Server error" error="The bank declined this card" />
      <CardNumberField {...args} label="Disabled" disabled />
      <CardNumberField {...args} label="Typed" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Typed' }), '8600000000000007');
    await expect(canvas.getByText('Uzcard')).toBeVisible();
  },
};
