import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { TimeSlotPicker, type TimeSlotDay } from '../../design-system';
import { designNotes } from './docs/design-notes';

const days: TimeSlotDay[] = [
  {
    id: 'day-2026-11-24',
    label: 'Bugun, 24 noyabr',
    slots: [
      { id: 'w-1300', time: '13:00–15:00', note: 'Qabul yopildi', disabled: true },
      { id: 'w-1500', time: '15:00–17:00', note: 'Joy qolmadi', disabled: true },
      { id: 'w-1700', time: '17:00–19:00', note: '3 ta joy qoldi' },
      { id: 'w-1900', time: '19:00–21:00', note: '8 ta joy qoldi' },
    ],
  },
  {
    id: 'day-2026-11-25',
    label: 'Ertaga, 25 noyabr',
    slots: [
      { id: 'w2-0900', time: '09:00–11:00', note: '8 ta joy qoldi' },
      { id: 'w2-1100', time: '11:00–13:00', note: '8 ta joy qoldi' },
    ],
  },
];

function Controlled(props: { initial?: string | null; error?: string }) {
  const [value, setValue] = useState<string | null>(props.initial ?? null);
  return (
    <TimeSlotPicker
      label="Yetkazib berish vaqti"
      days={days}
      value={value}
      onValueChange={setValue}
      error={props.error}
    />
  );
}

const meta = {
  title: 'Design System/TimeSlotPicker',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'A two-hour delivery or pickup window, grouped by day. Full windows and windows past their cut-off stay in the list, disabled, with the reason beside them.',
          avoid: 'For a free date or time input, or for more than a few days of windows.',
          states: 'Nothing chosen, a window chosen, full and closed windows, an error.',
          longTexts: 'Day labels and notes wrap; keep a note to a few words.',
        }),
      },
    },
  },
  component: TimeSlotPicker,
  args: {
    label: 'Yetkazib berish vaqti',
    days,
    value: null,
    onValueChange: () => {},
  },
} satisfies Meta<typeof TimeSlotPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Chosen: Story = { args: { value: 'w-1900' } };

export const WithError: Story = { args: { error: 'Vaqtni tanlang.' } };

export const FullWindowsCannotBeChosen: Story = {
  render: () => <Controlled />,
  play: async ({ canvas }) => {
    const full = canvas.getByRole('radio', { name: /15:00–17:00/ });
    await expect(full).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: /17:00–19:00/ }));
    await expect(canvas.getByRole('radio', { name: /17:00–19:00/ })).toBeChecked();
  },
};

export const ChoosesWithArrowKeys: Story = {
  render: () => <Controlled initial="w-1700" />,
  play: async ({ canvas }) => {
    canvas.getByRole('radio', { name: /17:00–19:00/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /19:00–21:00/ })).toBeChecked();
  },
};

export const AllVariants: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <Controlled />
      <Controlled initial="w2-0900" />
      <Controlled error="Vaqtni tanlang." />
    </div>
  ),
};
