import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Container, containerWidths, Stack, Text } from '../../design-system';
import { designNotes } from './docs/design-notes';

const meta = {
  title: 'Design System/Container',
  tags: ['autodocs'],
  component: Container,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: designNotes({
          purpose:
            'Centres page content and gives it side padding that grows with the screen. Widths narrow (forms), medium (reading), wide (the default: catalogue pages) and full.',
          avoid: 'Inside cards or dialogs (they have their own padding), or twice nested.',
          states: 'Each width; as any element, e.g. `as="main"` for the page\'s main landmark.',
          longTexts:
            'Does not change text; the chosen width decides line length: use narrow or medium for long reading texts in Russian.',
        }),
      },
    },
  },
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
  tags: ['visual'],
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
