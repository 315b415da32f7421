import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, Stack } from '../../design-system';
import { designNotes } from './docs/design-notes';

const meta = {
  title: 'Design System/Checkbox',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'A native checkbox with a label and an optional `description`, for choices that are independent of each other or a single consent (“I agree to the offer”).',
          avoid:
            'For a setting that applies at once (use `Switch`), for one choice out of several (use `RadioGroup`).',
          states:
            'Unchecked, checked, with description, invalid (`invalid`), disabled, dark theme. Space toggles it; the whole label is clickable.',
          longTexts:
            'Labels wrap beside the box; put the essential part first, as the first line is what a shopper scans. Links inside the label are fine for the terms.',
        }),
      },
    },
  },
  component: Checkbox,
  args: { label: 'Save this card for next orders', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithDescription: Story = {
  args: {
    label: 'I accept the terms of sale',
    description: 'Returns are accepted within 14 days for non-food goods',
  },
};

export const Invalid: Story = { args: { label: 'I accept the terms of sale', invalid: true } };

export const Disabled: Story = { args: { disabled: true } };

export const ToggledWithSpace: Story = {
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', {
      name: 'Save this card for next orders',
    });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const AllVariants: Story = {
  tags: ['visual'],
  render: (args) => (
    <Stack space="xs">
      <Checkbox {...args} />
      <Checkbox {...args} defaultChecked />
      <Checkbox {...args} description="Only the last 4 digits are shown" />
      <Checkbox {...args} invalid />
      <Checkbox {...args} disabled />
      <Checkbox {...args} disabled defaultChecked />
    </Stack>
  ),
};

export const DarkTheme: Story = { ...AllVariants, globals: { theme: 'dark' } };
