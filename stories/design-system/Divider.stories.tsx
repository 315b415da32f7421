import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Divider, dividerTones, Inline, Stack, Text } from '../../design-system';

const meta = {
  title: 'Design System/Divider',
  component: Divider,
  args: { orientation: 'horizontal', tone: 'subtle', decorative: true },
  decorators: [
    (Story) => (
      <Stack space="md">
        <Text>Subtotal</Text>
        <Story />
        <Text>Delivery</Text>
      </Stack>
    ),
  ],
} satisfies Meta<typeof Divider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Semantic: Story = {
  args: { decorative: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('separator')).toBeInTheDocument();
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  decorators: [
    (Story) => (
      <Inline space="md" alignY="stretch">
        <Text>Uzcard</Text>
        <Story />
        <Text>Humo</Text>
      </Inline>
    ),
  ],
};

export const AllVariants: Story = {
  render: () => (
    <Stack space="lg">
      {dividerTones.map((tone) => (
        <Stack key={tone} space="xs">
          <Text size="sm" tone="muted">
            tone = {tone}
          </Text>
          <Divider tone={tone} />
        </Stack>
      ))}
    </Stack>
  ),
};
