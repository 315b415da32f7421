import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box, Grid, Stack, Text } from '../../design-system';
import { designNotes } from './docs/design-notes';

const products = [
  'Milk 3.2% 1 l',
  'Kefir 1 l',
  'Rye bread',
  'Tomatoes 1 kg',
  'Green tea 100 g',
  'Rice devzira 1 kg',
  'Sunflower oil 1 l',
  'Eggs, 10 pcs',
];

const tiles = products.map((name) => (
  <Box key={name} padding="lg" background="surface" borderRadius="lg" boxShadow="sm">
    {name}
  </Box>
));

const meta = {
  title: 'Design System/Grid',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'Equal columns, e.g. product cards: 1 by default, or columns per breakpoint (2 on phones, 3 on tablets, 5 on desktops), or as many as fit `minItemWidth`.',
          avoid: 'For one row of mixed items (use `Inline`) or for page layout with a sidebar.',
          states: 'Fixed columns per breakpoint, fluid columns, gaps from the spacing tokens.',
          longTexts:
            'Items of a row keep the same width whatever the text; the product card reserves two lines for names so a row lines up.',
        }),
      },
    },
  },
  component: Grid,
  args: { columns: { mobile: 2, tablet: 3, desktop: 4 }, space: 'lg', children: tiles },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TwoColumnsOnPhones: Story = {
  args: { columns: { mobile: 2, tablet: 3, desktop: 4 } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const grid = canvasElement.firstElementChild as HTMLElement;
    const columns = getComputedStyle(grid).gridTemplateColumns.split(' ').length;
    await expect(columns).toBeGreaterThanOrEqual(2);
  },
};

export const FluidColumns: Story = {
  args: { minItemWidth: '160px' },
};

export const AllVariants: Story = {
  tags: ['visual'],
  render: () => (
    <Stack space="xl">
      {[1, 2, 3, 4].map((count) => (
        <Stack key={count} space="xs">
          <Text size="sm" tone="muted">
            columns = {count}
          </Text>
          <Grid columns={count} space="sm">
            {tiles.slice(0, count * 2)}
          </Grid>
        </Stack>
      ))}
    </Stack>
  ),
};
