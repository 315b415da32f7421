import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline, Spinner, spinnerSizes } from '../../design-system';
import { designNotes } from './docs/design-notes';

const meta = {
  title: 'Design System/Spinner',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'An indeterminate loading indicator, announced politely with its label (“Yuklanmoqda” by default); label visually hidden or visible; sizes small, medium, large.',
          avoid:
            'When the shape of the content is known (use `Skeleton`) or the progress is known (use `ProgressBar`).',
          states: 'Each size, label visible.',
          longTexts: 'Labels are translated; say what is loading when it is not obvious.',
        }),
      },
    },
  },
  component: Spinner,
  args: { size: 'medium' },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const LabelVisible: Story = {
  args: { label: 'Buyurtma yuborilmoqda', labelVisible: true },
};

export const AnnouncesItsLabel: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

export const AllVariants: Story = {
  tags: ['visual'],
  render: () => (
    <Inline space="lg" alignY="center">
      {spinnerSizes.map((size) => (
        <Spinner key={size} size={size} />
      ))}
    </Inline>
  ),
};
