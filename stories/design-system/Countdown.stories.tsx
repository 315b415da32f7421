import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Countdown, Text } from '../../design-system';
import { designNotes } from './docs/design-notes';

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
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'Remaining time as `mm:ss` for waits, e.g. “resend the code in 00:42”; it ticks by itself, is announced only when it reaches zero, and then calls `onDone`. `now` fixes the clock for tests and stories.',
          avoid: 'For dates and times of day (use the date formatters), or for delivery estimates.',
          states: 'Running, finished (announces `doneMessage` or the default “Time is up”).',
          longTexts:
            'The time never wraps; the words around it belong to the surrounding sentence, so translate the whole sentence with the time as a placeholder instead of gluing words to it.',
        }),
      },
    },
  },
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
  tags: ['visual'],
  render: () => (
    <Text>
      <Countdown endsAt={fixedNow + 125_000} now={fixedNow} /> ·{' '}
      <Countdown endsAt={fixedNow + 5_000} now={fixedNow} /> ·{' '}
      <Countdown endsAt={fixedNow} now={fixedNow} />
    </Text>
  ),
};
