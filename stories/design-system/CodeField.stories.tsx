import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CodeField, Stack, type CodeFieldProps } from '../../design-system';
import { designNotes } from './docs/design-notes';

/** The field in a frame as wide as the form that holds it. */
const inFrame = (width: number) =>
  function Framed(args: CodeFieldProps) {
    return (
      <div style={{ width }}>
        <CodeField {...args} />
      </div>
    );
  };

const meta = {
  title: 'Design System/CodeField',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            "The one-time SMS code: digit boxes drawn over one input, so typing, pasting and the phone's SMS autofill all work. Five digits by default (`length`); `onComplete` fires when all are typed.",
          avoid:
            'For passwords or any other number. The sign-in dialog already uses it; do not build a second code input.',
          states: 'Empty, partly typed, complete, wrong code (`error`), disabled, dark theme.',
          longTexts:
            'The label and hint come from the caller: name the phone the code went to in the hint, not in the label. The wrong-code text (“Kod notoʻgʻri”, “Неверный код”) wraps under the boxes.',
        }),
      },
    },
  },
  component: CodeField,
  args: { onValueChange: fn(), onComplete: fn(), hint: 'Sent to +998 90 *** ** 67' },
} satisfies Meta<typeof CodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WrongCode: Story = {
  args: { defaultValue: '12345', error: 'The code is wrong. Check the SMS and try again' },
};

export const Disabled: Story = { args: { defaultValue: '123', disabled: true } };

export const TypedWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('12a3');
    await expect(input).toHaveValue('123');
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('12');
    await userEvent.keyboard('345');
    await expect(input).toHaveValue('12345');
    await expect(args.onComplete).toHaveBeenCalledWith('12345');
  },
};

export const PastesWholeCode: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.click(input);
    await userEvent.keyboard('9');
    await userEvent.paste('Savat: 48 215');
    await expect(input).toHaveValue('48215');
    await expect(args.onComplete).toHaveBeenCalledWith('48215');
    const boxes = canvasElement.querySelectorAll('[aria-hidden="true"] > span');
    await expect([...boxes].map((box) => box.textContent).join('')).toBe('48215');
  },
};

/** In the sign-in dialog of a 320 px phone the form is 240 px wide: the five boxes stay inside it,
 * touch-sized, and each one of them is a tap on the input. */
export const FitsA320PxPhone: Story = {
  render: inFrame(240),
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('div')!.getBoundingClientRect();
    const input = within(canvasElement).getByRole('textbox');
    const boxes = [...canvasElement.querySelectorAll('[aria-hidden="true"] > span')];
    await expect(boxes).toHaveLength(5);
    const row = boxes[0]!.parentElement!.getBoundingClientRect();
    await expect(row.left).toBeGreaterThanOrEqual(frame.left);
    await expect(row.right).toBeLessThanOrEqual(frame.right);
    const field = input.getBoundingClientRect();
    await expect(field.left).toBeGreaterThanOrEqual(frame.left);
    await expect(field.right).toBeLessThanOrEqual(frame.right);
    for (const box of boxes) {
      const cell = box.getBoundingClientRect();
      await expect(cell.width).toBeGreaterThanOrEqual(44);
      await expect(cell.height).toBeGreaterThanOrEqual(44);
      await expect(cell.right).toBeLessThanOrEqual(frame.right);
      const tapped = document.elementFromPoint(
        cell.left + cell.width / 2,
        cell.top + cell.height / 2,
      );
      await expect(tapped).toBe(input);
    }
  },
};

export const AllVariants: Story = {
  tags: ['visual'],
  render: (args) => (
    <Stack space="lg">
      <CodeField {...args} />
      <CodeField {...args} defaultValue="482" />
      <CodeField {...args} defaultValue="48215" error="The code is wrong" />
      <CodeField {...args} defaultValue="48" disabled />
    </Stack>
  ),
};

export const DarkTheme: Story = { ...AllVariants, globals: { theme: 'dark' } };
