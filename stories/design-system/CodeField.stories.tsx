import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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

/**
 * The field as the sign-in and add-card dialogs use it: a full code is checked at once (the field
 * disabled while it is, when `disabledWhileChecking`), and a wrong one is answered with an error
 * that the next change clears.
 */
function checkedBy(rightCode: string, { disabledWhileChecking = false } = {}) {
  return function Checked(args: CodeFieldProps) {
    const [code, setCode] = useState('');
    const [checking, setChecking] = useState(false);
    const [wrong, setWrong] = useState(false);
    return (
      <CodeField
        {...args}
        length={rightCode.length}
        value={code}
        disabled={disabledWhileChecking && checking}
        error={wrong ? 'The code is wrong. Check the SMS and try again' : undefined}
        onValueChange={(next) => {
          setCode(next);
          setWrong(false);
          args.onValueChange?.(next);
        }}
        onComplete={(next) => {
          args.onComplete?.(next);
          setChecking(true);
          setTimeout(() => {
            setChecking(false);
            setWrong(next !== rightCode);
          }, 50);
        }}
      />
    );
  };
}

const digitBoxes = (canvasElement: HTMLElement) => [
  ...canvasElement.querySelectorAll<HTMLElement>('[aria-hidden="true"] > span'),
];

/** The boxes drawn as the one the next digit goes to. */
const highlightedBoxes = (canvasElement: HTMLElement) =>
  digitBoxes(canvasElement).flatMap((box, index) =>
    getComputedStyle(box).boxShadow === 'none' ? [] : [index],
  );

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

/** Sign-in: a wrong code is selected whole, so the right one typed after a tap replaces it. */
export const RetypedAfterWrongCode: Story = {
  render: checkedBy('24680'),
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole<HTMLInputElement>('textbox');
    await userEvent.click(input);
    await userEvent.keyboard('11111');
    await waitFor(() => expect(input).toHaveAccessibleDescription(/code is wrong/));
    await expect(input).toHaveFocus();
    await expect([input.selectionStart, input.selectionEnd]).toEqual([0, 5]);
    await expect(highlightedBoxes(canvasElement)).toEqual([0]);
    // A tap on the first box.
    await userEvent.pointer({ keys: '[MouseLeft]', target: input, offset: 0 });
    await expect([input.selectionStart, input.selectionEnd]).toEqual([0, 5]);
    await userEvent.keyboard('2');
    await expect(input).toHaveValue('2');
    await expect(highlightedBoxes(canvasElement)).toEqual([1]);
    await userEvent.keyboard('4680');
    await expect(input).toHaveValue('24680');
    await expect(args.onComplete).toHaveBeenLastCalledWith('24680');
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid', 'true'));
  },
};

/** Add card: the field is disabled while the code is checked; after a wrong one it has the focus
 * back, and Backspace after a tap clears the whole code rather than its middle. */
export const RetypedAfterWrongCodeWhileDisabled: Story = {
  render: checkedBy('123456', { disabledWhileChecking: true }),
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole<HTMLInputElement>('textbox');
    await userEvent.click(input);
    await userEvent.keyboard('666666');
    await waitFor(() => expect(input).toHaveAccessibleDescription(/code is wrong/));
    await expect(input).toBeEnabled();
    await expect(input).toHaveFocus();
    await userEvent.pointer({ keys: '[MouseLeft]', target: input, offset: 3 });
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}');
    await expect(input).toHaveValue('');
    await expect(highlightedBoxes(canvasElement)).toEqual([0]);
    await userEvent.keyboard('123456');
    await expect(input).toHaveValue('123456');
    await expect(args.onComplete).toHaveBeenLastCalledWith('123456');
  },
};

/** A tap anywhere on a full code selects it: the next digit starts a new code in the first box,
 * and a tap on a partly typed one puts the caret after its last digit. */
export const TapSelectsFullCode: Story = {
  args: { defaultValue: '48215' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole<HTMLInputElement>('textbox');
    await userEvent.pointer({ keys: '[MouseLeft]', target: input, offset: 2 });
    await expect(input).toHaveFocus();
    await expect([input.selectionStart, input.selectionEnd]).toEqual([0, 5]);
    await expect(highlightedBoxes(canvasElement)).toEqual([0]);
    await userEvent.keyboard('7');
    await expect(input).toHaveValue('7');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('7');
    await userEvent.keyboard('3');
    await userEvent.pointer({ keys: '[MouseLeft]', target: input, offset: 0 });
    await expect([input.selectionStart, input.selectionEnd]).toEqual([2, 2]);
    await expect(highlightedBoxes(canvasElement)).toEqual([2]);
    await userEvent.keyboard('9');
    await expect(input).toHaveValue('739');
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
