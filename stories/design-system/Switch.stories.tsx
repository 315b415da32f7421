import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box, Stack, Switch } from '../../design-system';
import { designNotes } from './docs/design-notes';

const meta = {
  title: 'Design System/Switch',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'An on/off setting that applies at once (“Leave at the door”), with a label and optional description; a native checkbox with the switch role.',
          avoid: 'For a choice that is applied with a submit button (use `Checkbox`).',
          states: 'Off, on, disabled. Space toggles it.',
          longTexts: 'The label wraps beside the switch; phrase it as the state when on.',
        }),
      },
    },
  },
  component: Switch,
  args: {
    label: 'Leave at the door',
    description: 'The courier will call and leave the order at your door',
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <Box style={{ maxWidth: 420 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const On: Story = { args: { defaultChecked: true } };

export const Disabled: Story = { args: { disabled: true } };

export const ToggledWithSpace: Story = {
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch', { name: /Leave at the door/ });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const AllVariants: Story = {
  tags: ['visual'],
  render: (args) => (
    <Stack space="sm">
      <Switch {...args} />
      <Switch {...args} defaultChecked />
      <Switch {...args} disabled />
      <Switch {...args} disabled defaultChecked />
    </Stack>
  ),
};
