import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Stack, stackAligns, Text } from '../../design-system';
import { designNotes } from './docs/design-notes';

const items = ['Milk 1 l', 'Rye bread', 'Tomatoes 1 kg'];

const meta = {
  title: 'Design System/Stack',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'Children one above another with even space from the spacing tokens; alignment stretch, start, center, end.',
          avoid: 'For items side by side (use `Inline`).',
          states: 'Each space, each alignment.',
          longTexts: 'Does not change text.',
        }),
      },
    },
  },
  component: Stack,
  args: {
    space: 'md',
    align: 'stretch',
    children: items.map((item) => (
      <Box key={item} padding="md" background="surface" borderRadius="md" boxShadow="sm">
        {item}
      </Box>
    )),
  },
  argTypes: { align: { control: 'inline-radio', options: stackAligns } },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const AllVariants: Story = {
  tags: ['visual'],
  render: (args) => (
    <Box display="grid" gap="xl">
      {stackAligns.map((align) => (
        <Stack key={align} space="xs" align="start">
          <Text size="sm" tone="muted">
            align = {align}
          </Text>
          <Stack {...args} align={align} />
        </Stack>
      ))}
    </Box>
  ),
};
