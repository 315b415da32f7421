import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  allIcons,
  Box,
  CartIcon,
  Grid,
  HeartIcon,
  iconSizes,
  Inline,
  StarIcon,
  Text,
} from '../../design-system';
import { designNotes } from './docs/design-notes';

const meta = {
  title: 'Design System/Icon',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'Stroked 24 px icons, each its own component (`CartIcon`, `TrashIcon`, …) so unused ones are not shipped. Sizes xs to xl or inherit; `filled` for the selected state; decorative unless given a `label`.',
          avoid:
            'As the only content of a button (use `IconButton`, which names it), or for illustrations.',
          states: 'Every icon in every size, filled, labelled.',
          longTexts:
            'Icons carry no text; a `label` is read by screen readers and must be translated.',
        }),
      },
    },
  },
  component: CartIcon,
  args: { size: 'lg', filled: false },
  argTypes: { size: { control: 'inline-radio', options: iconSizes } },
} satisfies Meta<typeof CartIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const DecorativeByDefault: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Labelled: Story = {
  args: { label: 'Cart' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Cart' })).toBeInTheDocument();
  },
};

export const Filled: Story = {
  render: () => (
    <Inline space="md">
      <Box color="criticalText">
        <HeartIcon size="lg" filled />
      </Box>
      <StarIcon size="lg" filled />
    </Inline>
  ),
};

export const AllVariants: Story = {
  tags: ['visual'],
  render: () => (
    <Grid minItemWidth="120px" space="md">
      {allIcons.map((Icon) => (
        <Box
          key={Icon.iconName}
          display="flex"
          flexDirection="column"
          alignItems="center"
          gap="xs"
          padding="md"
          background="surface"
          borderRadius="md"
        >
          <Icon size="lg" />
          <Text size="xs" tone="muted">
            {Icon.iconName}
          </Text>
        </Box>
      ))}
    </Grid>
  ),
};
