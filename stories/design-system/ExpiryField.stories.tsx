import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExpiryField } from '../../design-system';

/** A fixed "today" so that the stories do not change with the calendar: 22 November 2026. */
const now = new Date(2026, 10, 22);

const meta = {
  title: 'Design System/ExpiryField',
  component: ExpiryField,
  args: { now, onValueChange: fn() },
} satisfies Meta<typeof ExpiryField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

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
