import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea } from '../../design-system';

const meta = {
  title: 'Design System/TextArea',
  component: TextArea,
  args: {
    label: 'Note for the courier',
    hint: 'For example, call on arrival',
    optional: true,
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Invalid: Story = { args: { optional: false, error: 'Describe the problem' } };

function CountedNote() {
  const [note, setNote] = useState('');
  return (
    <TextArea
      label="Note for the courier"
      optional
      maxLength={200}
      value={note}
      onChange={(event) => setNote(event.currentTarget.value)}
    />
  );
}

export const CountsCharacters: Story = {
  render: () => <CountedNote />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox')).toHaveFocus();
    await userEvent.keyboard('Domofon 25');
    await expect(canvas.getByText('10 / 200')).toBeVisible();
  },
};
