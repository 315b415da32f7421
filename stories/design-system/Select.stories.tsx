import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select, Stack } from '../../design-system';

const regions = [
  { value: 'tashkent', label: 'Toshkent shahri' },
  { value: 'tashkent-region', label: 'Toshkent viloyati' },
  { value: 'samarkand', label: 'Samarqand' },
  { value: 'fergana', label: 'Fargʻona' },
  { value: 'karakalpakstan', label: 'Qoraqalpogʻiston Respublikasi' },
];

const meta = {
  title: 'Design System/Select',
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
  render: (args) => (
    <Stack space="lg">
      <Select {...args} />
      <Select {...args} defaultValue="tashkent" />
      <Select {...args} error="Choose the region for delivery" />
      <Select {...args} disabled defaultValue="tashkent" />
    </Stack>
  ),
};
