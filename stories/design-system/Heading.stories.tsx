import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box, Heading, headingSizes, Stack } from '../../design-system';
import { designNotes } from './docs/design-notes';

const meta = {
  title: 'Design System/Heading',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'Headings with a `level` for the document outline and a `size` for the look, so the two can differ. Sizes display, xl, lg, md, sm; alignment start, center, end.',
          avoid:
            'For emphasis inside text (use `Text` with a weight) or to make text big without it being a heading.',
          states: 'Every size, level different from size, long words.',
          longTexts:
            'Headings wrap and break inside long words, and are hyphenated where the browser knows the language: “Qishloqxoʻjaligimahsulotlari” never overflows a phone. Keep page titles under about 40 characters in Russian.',
        }),
      },
    },
  },
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
  tags: ['visual'],
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
