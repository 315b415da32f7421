import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box, Heading, headingSizes, Stack } from '../../design-system';

const meta = {
  title: 'Design System/Heading',
  component: Heading,
  args: { level: 1, children: 'Groceries delivered across Tashkent' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const LevelDiffersFromSize: Story = {
  args: { level: 2, size: 'display', children: 'Fresh this week' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2 });
    await expect(heading).toHaveTextContent('Fresh this week');
  },
};

export const LongUzbekWords: Story = {
  args: {
    level: 2,
    children: 'Oziq-ovqatmahsulotlarinitezkoryetkazibberishxizmatlarimizdanfoydalaning',
  },
  render: (args) => (
    <Box style={{ maxWidth: 280 }} padding="sm" background="surface" borderRadius="md">
      <Heading {...args} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading');
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth + 1);
  },
};

export const AllVariants: Story = {
  render: () => (
    <Stack space="lg">
      {headingSizes.map((size) => (
        <Heading key={size} level={3} size={size}>
          Sutli mahsulotlar — Молочные продукты — {size}
        </Heading>
      ))}
    </Stack>
  ),
};
