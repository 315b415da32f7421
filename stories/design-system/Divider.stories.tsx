import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Divider, dividerTones, Inline, Stack, Text } from '../../design-system';
import { designNotes } from './docs/design-notes';

const meta = {
  title: 'Design System/Divider',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'A line between groups of content, horizontal or vertical, subtle or strong. Decorative by default; `decorative={false}` makes it a separator that screen readers announce.',
          avoid: 'To make space (use the spacing of `Stack`), or between every item of a list.',
          states: 'Horizontal, vertical, subtle, strong, semantic.',
          longTexts: 'Has no text.',
        }),
      },
    },
  },
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
  tags: ['visual'],
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
