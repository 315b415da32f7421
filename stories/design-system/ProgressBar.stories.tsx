import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar, progressBarSizes, progressBarTones, Stack } from '../../design-system';
import { designNotes } from './docs/design-notes';

const meta = {
  title: 'Design System/ProgressBar',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'A determinate progress bar with its values exposed to assistive technology; label visible or hidden; optional value text; tones brand, accent, caution, critical; sizes small and medium.',
          avoid: 'For unknown durations (use `Spinner`) or for steps of a flow (use `Stepper`).',
          states: 'Each tone and size, with value text, label hidden.',
          longTexts: 'The value text stays on one line; keep it to numbers and a unit.',
        }),
      },
    },
  },
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
  tags: ['visual'],
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
