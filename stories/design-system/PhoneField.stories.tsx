import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneField, Stack } from '../../design-system';
import { designNotes } from './docs/design-notes';

const meta = {
  title: 'Design System/PhoneField',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'An Uzbek mobile number typed as `+998 90 123 45 67`; reports `+998901234567`. A pasted international number is accepted; a landline prefix is refused as soon as it is typed, with a message.',
          avoid:
            "For other countries' numbers, or for a phone that is only shown (format it as text).",
          states:
            'Empty, prefilled, with hint, incomplete on leaving the field, not a mobile number, error from the server.',
          longTexts: 'Messages are translated by the design system and wrap under the field.',
        }),
      },
    },
  },
  component: PhoneField,
  args: { onValueChange: fn() },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Prefilled: Story = { args: { defaultValue: '+998901234567' } };

export const WithHint: Story = {
  args: { hint: 'We will send a 5-digit code to this number' },
};

export const ServerError: Story = {
  args: { defaultValue: '+998901234567', error: 'Too many attempts, try again in a minute' },
};

export const MasksTypedDigits: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone number' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('901234567');
    await expect(input).toHaveValue('+998 90 123 45 67');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('+998901234567', null, '901234567');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const RejectsLandline: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(input, '712345678');
    await expect(input).toHaveValue('+998 71 234 56 78');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Enter a mobile number/);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null, 'notMobile', '712345678');
  },
};

export const BackspaceOverSpaces: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, '90123');
    await expect(input).toHaveValue('+998 90 123');
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect(input).toHaveValue('+998 90 1');
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}');
    await expect(input).toHaveValue('');
  },
};

export const AcceptsPastedInternationalNumber: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.click(input);
    await userEvent.paste('+998 (93) 555-12-34');
    await expect(input).toHaveValue('+998 93 555 12 34');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('+998935551234', null, '935551234');
  },
};

export const TypedWithCountryCode: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone number' });
    // Key by key, as a shopper types the whole number: the code typed again is not a number's start.
    await userEvent.type(input, '+998901234567');
    await expect(input).toHaveValue('+998 90 123 45 67');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('+998901234567', null, '901234567');
    await userEvent.clear(input);
    await userEvent.type(input, '998 93 555 12 34');
    await expect(input).toHaveValue('+998 93 555 12 34');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('+998935551234', null, '935551234');
  },
};

export const RefusesAnotherCountrysNumber: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone number' });
    await userEvent.click(input);
    await userEvent.paste('+7 916 123-45-67');
    // Every digit stays in view, none is taken for an Uzbek number.
    await expect(input).toHaveValue('+998 79 161 23 45 67');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Enter an Uzbek mobile number starting with +998',
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null, 'tooLong', '79161234567');
  },
};

export const IncompleteOnBlur: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, '9012');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/9 цифр/);
  },
};

export const AllVariants: Story = {
  tags: ['visual'],
  render: (args) => (
    <Stack space="lg">
      <PhoneField {...args} />
      <PhoneField {...args} defaultValue="+998901234567" />
      <PhoneField {...args} defaultValue="712345678" />
      <PhoneField {...args} defaultValue="+998901234567" disabled />
    </Stack>
  ),
};
