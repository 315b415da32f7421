import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box, spaceNames } from '../../design-system';

const meta = {
  title: 'Design System/Box',
  component: Box,
  args: {
    padding: 'lg',
    background: 'surface',
    borderRadius: 'lg',
    boxShadow: 'sm',
    children: 'Fresh bread is baked every morning',
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ResponsivePadding: Story = {
  args: {
    padding: { mobile: 'sm', tablet: 'lg', desktop: 'xxl' },
    children: 'Padding grows from 8px on phones to 32px on desktops',
  },
};

export const AsSection: Story = {
  args: { as: 'section', 'aria-label': 'Delivery', children: 'Delivery across Tashkent' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Delivery' });
    await expect(region.tagName).toBe('SECTION');
  },
};

export const AllVariants: Story = {
  render: () => (
    <Box display="flex" flexWrap="wrap" gap="md">
      {spaceNames.map((space) => (
        <Box key={space} padding={space} background="brandSoft" borderRadius="md">
          <Box background="surface" borderRadius="sm" padding="xs">
            {space}
          </Box>
        </Box>
      ))}
    </Box>
  ),
};
