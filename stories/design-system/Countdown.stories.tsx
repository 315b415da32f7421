import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Countdown, Text } from '../../design-system';

/** The resend-code line as the sign-in screen shows it, starting when the story mounts. */
function ResendLine({ seconds, onDone }: { seconds: number; onDone: () => void }) {
  const [endsAt] = useState(() => Date.now() + seconds * 1000);
  return (
    <Text>
      Kodni qayta yuborish:{' '}
      <Countdown endsAt={endsAt} onDone={onDone} doneMessage="Kodni qayta yuborish mumkin" />
    </Text>
  );
}

const fixedNow = Date.UTC(2026, 10, 22, 8, 0, 0);

const meta = {
  title: 'Design System/Countdown',
  component: Countdown,
  args: { endsAt: fixedNow + 59_000, now: fixedNow, onDone: fn() },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Finished: Story = {
  args: { now: fixedNow + 60_000 },
};

export const TicksByItself: Story = {
  render: (args) => <ResendLine seconds={60} onDone={args.onDone ?? (() => undefined)} />,
};

export const ReachesZeroAndAnnouncesIt: Story = {
  render: (args) => <ResendLine seconds={1} onDone={args.onDone ?? (() => undefined)} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('00:01');
    await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent('00:00'), {
      timeout: 2500,
    });
    await expect(canvas.getByRole('status')).toHaveTextContent('Kodni qayta yuborish mumkin');
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1));
  },
};

export const AllVariants: Story = {
  render: () => (
    <Text>
      <Countdown endsAt={fixedNow + 125_000} now={fixedNow} /> ·{' '}
      <Countdown endsAt={fixedNow + 5_000} now={fixedNow} /> ·{' '}
      <Countdown endsAt={fixedNow} now={fixedNow} />
    </Text>
  ),
};
