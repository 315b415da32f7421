import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormField, Stack } from '../../design-system';

const meta = {
  title: 'Design System/FormField',
  component: FormField,
  args: {
    label: 'Apartment',
    hint: 'Entrance, floor and intercom code help the courier',
    children: (control) => <input {...control} />,
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Optional: Story = { args: { optional: true } };

export const WiresHintAndError: Story = {
  args: { error: 'Enter the apartment number' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Apartment' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Entrance, floor and intercom code help the courier Enter the apartment number',
    );
  },
};

export const HiddenLabel: Story = {
  args: { labelHidden: true, hint: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Apartment' })).toBeVisible();
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <Stack space="xl">
      <FormField {...args} />
      <FormField {...args} optional />
      <FormField {...args} error="Enter the apartment number" />
    </Stack>
  ),
};
