import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar, progressBarSizes, progressBarTones, Stack } from '../../design-system';

const meta = {
  title: 'Design System/ProgressBar',
  component: ProgressBar,
  args: { label: 'Buyurtma yigʻilmoqda', value: 40, tone: 'brand', size: 'medium' },
  argTypes: {
    tone: { control: 'select', options: progressBarTones },
    size: { control: 'inline-radio', options: progressBarSizes },
    value: { control: { type: 'range', min: 0, max: 100 } },
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithValueText: Story = {
  args: { label: 'Photo upload', value: 3, max: 5, valueText: '3 of 5 photos' },
};

export const LabelHidden: Story = {
  args: { label: 'Progress of the order', labelHidden: true, value: 75 },
};

export const ExposesItsValues: Story = {
  args: { label: 'Upload', value: 3, min: 0, max: 5, valueText: '3 of 5 photos' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Upload' });
    await expect(bar).toHaveAttribute('aria-valuenow', '3');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '5');
    await expect(bar).toHaveAttribute('aria-valuetext', '3 of 5 photos');
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <Stack space="lg">
      {progressBarSizes.flatMap((size) =>
        progressBarTones.map((tone) => (
          <ProgressBar
            key={`${size}-${tone}`}
            {...args}
            size={size}
            tone={tone}
            label={`${tone}, ${size}`}
          />
        )),
      )}
    </Stack>
  ),
};
