import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box, spaceNames } from '../../design-system';
import { designNotes } from './docs/design-notes';

const meta = {
  title: 'Design System/Box',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            "The layout primitive: any element (`as`) with the design system's spacing, flex, colour and radius properties (sprinkles), so layouts use tokens instead of ad hoc CSS. `display`, `flexDirection` and `alignItems` may differ on phones and desktops (`{ mobile, desktop }`); margins only reset an element's own (`margin=\"none\"`): space between elements is the container's `gap`.",
          avoid:
            'When `Stack`, `Inline`, `Grid` or `Container` says what you mean: use those first. Not for text styling (use `Text` and `Heading`).',
          states:
            'Direction per breakpoint (`{ mobile, desktop }`), as a landmark element (`as="section"`), background and border tokens.',
          longTexts:
            "Box does not wrap or clip text itself; the page's base style breaks long words so that long Uzbek and Russian compounds do not overflow a phone screen.",
        }),
      },
    },
  },
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

export const ResponsiveDirection: Story = {
  args: {
    display: 'flex',
    flexDirection: { mobile: 'column', desktop: 'row' },
    gap: 'md',
    children: ['Delivery today', 'Pickup from three stores'].map((text) => (
      <Box key={text} padding="sm" background="brandSoft" borderRadius="md">
        {text}
      </Box>
    )),
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
  tags: ['visual'],
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
