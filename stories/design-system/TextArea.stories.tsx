import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Stack, TextArea } from '../../design-system';
import { designNotes } from './docs/design-notes';

const meta = {
  title: 'Design System/TextArea',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'Multi-line text, e.g. a note for the courier, with label, hint, error and optional marking; shows a character count when `maxLength` is set.',
          avoid: 'For one-line values (use `TextField`).',
          states:
            'Optional with a hint, required with an error, disabled, counting towards a limit.',
          longTexts:
            'Shoppers write in any of the three languages and scripts; give limits in characters and leave room for Cyrillic and Latin alike.',
        }),
      },
    },
  },
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

/** Optional with a hint, required with an error, disabled, and counting towards a limit. */
export const AllVariants: Story = {
  tags: ['visual'],
  render: (args) => (
    <Stack space="lg">
      <TextArea {...args} />
      <TextArea {...args} optional={false} hint={undefined} error="Describe the problem" />
      <TextArea {...args} label="Disabled" disabled defaultValue="Domofon 25" />
      <TextArea
        {...args}
        label="With a limit"
        hint={undefined}
        maxLength={200}
        value="Domofon ishlamaydi, kelganda qoʻngʻiroq qiling"
        readOnly
      />
    </Stack>
  ),
};
