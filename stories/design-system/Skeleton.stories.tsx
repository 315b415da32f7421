import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline, Skeleton, skeletonShapes, Stack } from '../../design-system';

const meta = {
  title: 'Design System/Skeleton',
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
