import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline, Spinner, spinnerSizes } from '../../design-system';

const meta = {
  title: 'Design System/Spinner',
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
  render: () => (
    <Inline space="lg" alignY="center">
      {spinnerSizes.map((size) => (
        <Spinner key={size} size={size} />
      ))}
    </Inline>
  ),
};
