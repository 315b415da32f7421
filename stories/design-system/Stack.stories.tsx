import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Stack, stackAligns, Text } from '../../design-system';

const items = ['Milk 1 l', 'Rye bread', 'Tomatoes 1 kg'];

const meta = {
  title: 'Design System/Stack',
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

export const ResponsiveSpace: Story = {
  args: { space: { mobile: 'sm', tablet: 'lg', desktop: 'xxl' } },
};

export const AllVariants: Story = {
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
