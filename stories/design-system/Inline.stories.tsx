import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Inline, inlineAligns, Stack, Text } from '../../design-system';
import { designNotes } from './docs/design-notes';

const tags = ['Dairy', 'Bakery', 'Vegetables', 'Fruit', 'Household', 'Baby food', 'Drinks'];

const chips = tags.map((tag) => (
  <Box key={tag} paddingX="md" paddingY="xs" background="brandSoft" borderRadius="full">
    {tag}
  </Box>
));

const meta = {
  title: 'Design System/Inline',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'Children side by side, wrapping onto the next line on narrow screens; spacing from the tokens; alignment start, center, end, between.',
          avoid: 'For one item above another (use `Stack`) or for equal columns (use `Grid`).',
          states: 'Wrapping, not wrapping (`wrap={false}`), each alignment.',
          longTexts: 'Items wrap as whole items; longer Russian labels mean more rows on phones.',
        }),
      },
    },
  },
  component: Inline,
  args: { space: 'sm', align: 'start', alignY: 'center', wrap: true, children: chips },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const NoWrap: Story = {
  args: { wrap: false },
  render: (args) => (
    <Box style={{ maxWidth: 320, overflowX: 'auto' }} tabIndex={0} aria-label="Categories">
      <Inline {...args} />
    </Box>
  ),
};

export const AllVariants: Story = {
  tags: ['visual'],
  render: (args) => (
    <Stack space="xl">
      {inlineAligns.map((align) => (
        <Stack key={align} space="xs">
          <Text size="sm" tone="muted">
            align = {align}
          </Text>
          <Inline {...args} align={align}>
            {chips.slice(0, 3)}
          </Inline>
        </Stack>
      ))}
    </Stack>
  ),
};
