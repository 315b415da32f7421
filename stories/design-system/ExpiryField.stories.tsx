import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExpiryField, Stack } from '../../design-system';
import { designNotes } from './docs/design-notes';

/** A fixed "today" so that the stories do not change with the calendar: 22 November 2026. */
const now = new Date(2026, 10, 22);

const meta = {
  title: 'Design System/ExpiryField',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            "The card's expiry typed as `MM/YY`; single-digit months are completed and months already over are rejected. Reports the month and year through `onValueChange`; `now` fixes “today” for tests.",
          avoid: 'For other dates.',
          states:
            'Empty, typed, incomplete, month above 12, expired, error from the server (`error`), disabled.',
          longTexts: 'Messages are translated by the design system and wrap under the field.',
        }),
      },
    },
  },
  component: ExpiryField,
  args: { now, onValueChange: fn() },
} satisfies Meta<typeof ExpiryField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The label names the format the way the field's placeholder and the card itself print it. */
export const LabelMatchesPlaceholder: Story = {
  globals: { locale: 'uz' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    const placeholder = input.getAttribute('placeholder') ?? '';
    await expect(placeholder).toBe('MM/YY');
    await expect(canvasElement.querySelector('label')?.textContent).toContain(`(${placeholder})`);
  },
};

export const TypesMonthAndYear: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('0829');
    await expect(input).toHaveValue('08/29');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ month: 8, year: 2029 }, null);
  },
};

export const AcceptsCurrentMonth: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, '1126');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const RejectsPastDate: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, '1026');
    await expect(input).toHaveValue('10/26');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/expired/);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null, 'past');
  },
};

export const RejectsMonthThirteen: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, '1330');
    await expect(input).toHaveAccessibleDescription(/от 01 до 12/);
  },
};

export const SingleDigitMonth: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, '530');
    await expect(input).toHaveValue('05/30');
  },
};

/** Empty, with a hint, with an error, disabled, and with a valid and an expired date typed. */
export const AllVariants: Story = {
  tags: ['visual'],
  render: (args) => (
    <Stack space="lg">
      <ExpiryField {...args} label="Empty" />
      <ExpiryField {...args} label="With hint" hint="As printed on the card" />
      <ExpiryField {...args} label="Server error" error="The bank declined this card" />
      <ExpiryField {...args} label="Disabled" disabled />
      <ExpiryField {...args} label="Valid" />
      <ExpiryField {...args} label="Expired" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Valid' }), '0829');
    const expired = canvas.getByRole('textbox', { name: 'Expired' });
    await userEvent.type(expired, '1026');
    await userEvent.tab();
    await expect(expired).toHaveAttribute('aria-invalid', 'true');
  },
};
