import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline, Skeleton, skeletonShapes, Stack } from '../../design-system';
import { designNotes } from './docs/design-notes';

const meta = {
  title: 'Design System/Skeleton',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'A placeholder shaped like the content that is loading: text lines, rectangle or circle, with a size or an aspect ratio. Purely decorative: the loading container announces the state (`aria-busy` and a labelled `Spinner`).',
          avoid:
            'For loads shorter than about a second (show nothing), or as the only loading signal for screen readers.',
          states: 'Text lines, rectangle, circle, fixed aspect ratio.',
          longTexts:
            'Has no text; give text skeletons the number of lines the real content usually has in Russian, so the page does not jump.',
        }),
      },
    },
  },
  component: Skeleton,
  args: { shape: 'rectangle', width: 240, height: 120 },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TextLines: Story = {
  args: { shape: 'text', lines: 3, width: 280, height: undefined },
};

export const Circle: Story = {
  args: { shape: 'circle', width: 48, height: 48 },
};

export const ImageAspectRatio: Story = {
  args: { width: 200, height: undefined, aspectRatio: '1 / 1' },
};

export const AllVariants: Story = {
  tags: ['visual'],
  render: () => (
    <Stack space="lg">
      <Inline space="md" alignY="center">
        <Skeleton shape="circle" width={48} height={48} />
        <Skeleton shape="rectangle" width={160} height={96} />
        <Skeleton shape="text" width={200} lines={2} />
      </Inline>
    </Stack>
  ),
};
