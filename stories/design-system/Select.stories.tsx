import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select, Stack } from '../../design-system';
import { designNotes } from './docs/design-notes';

const regions = [
  { value: 'tashkent', label: 'Toshkent shahri' },
  { value: 'tashkent-region', label: 'Toshkent viloyati' },
  { value: 'samarkand', label: 'Samarqand' },
  { value: 'fergana', label: 'Fargʻona' },
  { value: 'karakalpakstan', label: 'Qoraqalpogʻiston Respublikasi' },
];

const meta = {
  title: 'Design System/Select',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            "The platform's own select, styled, with label, hint and error: keyboard, screen reader and the phone's picker come for free. Options with `value` and `label`; an optional placeholder.",
          avoid:
            'For two to five options that should all be visible (use `RadioGroup`), or for search-as-you-type.',
          states: 'Empty with placeholder, chosen, invalid, disabled.',
          longTexts:
            'The chosen option is cut with an ellipsis on one line: keep option labels short (region names, not sentences).',
        }),
      },
    },
  },
  component: Select,
  args: {
    label: 'Region',
    options: regions,
    placeholder: 'Choose a region',
    defaultValue: '',
    onChange: fn(),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Chosen: Story = { args: { defaultValue: 'samarkand' } };

export const Invalid: Story = { args: { error: 'Choose the region for delivery' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'tashkent' } };

export const ChosenWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Region' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'fergana');
    await expect(select).toHaveValue('fergana');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const AllVariants: Story = {
  tags: ['visual'],
  render: (args) => (
    <Stack space="lg">
      <Select {...args} />
      <Select {...args} defaultValue="tashkent" />
      <Select {...args} error="Choose the region for delivery" />
      <Select {...args} disabled defaultValue="tashkent" />
    </Stack>
  ),
};
