import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Container, containerWidths, Stack, Text } from '../../design-system';

const meta = {
  title: 'Design System/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: {
    width: 'wide',
    children: (
      <Box padding="lg" background="brandSoft" borderRadius="md">
        Page content stays centred and readable on wide screens.
      </Box>
    ),
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const AsMain: Story = { args: { as: 'main' } };

export const AllVariants: Story = {
  render: () => (
    <Stack space="lg">
      {containerWidths.map((width) => (
        <Container key={width} width={width}>
          <Box padding="md" background="surface" borderRadius="md" boxShadow="sm">
            <Text size="sm">width = {width}</Text>
          </Box>
        </Container>
      ))}
    </Stack>
  ),
};
