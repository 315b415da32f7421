import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { CSSProperties } from 'react';
import { FreeDeliveryProgress, Stack, type FreeDeliveryProgressProps } from '../../design-system';
import { designNotes } from './docs/design-notes';

/** The component in a frame as wide as the card or the screen that holds it. */
const inFrame = (frame: CSSProperties) =>
  function Framed(args: FreeDeliveryProgressProps) {
    return (
      <div style={frame}>
        <FreeDeliveryProgress {...args} />
      </div>
    );
  };

const meta = {
  title: 'Design System/FreeDeliveryProgress',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'How far the cart is from free courier delivery, in words and as a bar; a calm done state once the threshold is reached. Give it the subtotal and the threshold in sum.',
          avoid: 'For the delivery fee itself or for other goals.',
          states: 'Far from the threshold, almost there, reached.',
          longTexts:
            'The sentence comes from the catalogues with the amount formatted as money; it wraps above the bar. The reading of the amounts goes under the sentence when both do not fit on a line, and wraps between the two amounts (never inside one) on a card narrower than it.',
        }),
      },
    },
  },
  component: FreeDeliveryProgress,
  args: { subtotal: 62000, threshold: 150000 },
  render: inFrame({ maxWidth: 420 }),
} satisfies Meta<typeof FreeDeliveryProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const AlmostThere: Story = {
  args: { subtotal: 141500 },
};

export const Done: Story = {
  args: { subtotal: 182000 },
};

export const TellsHowMuchIsLeft: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', {
      name: 'Add 88\u202f000\u202fsum more for free courier delivery',
    });
    await expect(bar).toHaveAttribute('aria-valuenow', '62000');
    await expect(bar).toHaveAttribute('aria-valuemax', '150000');
  },
};

export const SaysWhenDeliveryIsFree: Story = {
  globals: { locale: 'en' },
  args: { subtotal: 182000 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Courier delivery is free' });
    await expect(bar).toHaveAttribute('aria-valuenow', '150000');
  },
};

/** On a 390 px phone in Russian (the longest text), the label keeps a readable width and the
 * amounts stay inside the card, going under the label when both do not fit on one line. */
export const FitsA390PxPhoneInRussian: Story = {
  globals: { locale: 'ru' },
  args: { subtotal: 120000, threshold: 200000 },
  render: inFrame({ width: 358 }),
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('div > div')!.getBoundingClientRect();
    const label = [...canvasElement.querySelectorAll('span')].find((span) =>
      span.textContent?.startsWith('Добавьте ещё'),
    )!;
    const amounts = [...canvasElement.querySelectorAll('span')].find(
      (span) => span.textContent === '120\u202f000\u202fсум из 200\u202f000\u202fсум',
    )!;
    await expect(label.getBoundingClientRect().width).toBeGreaterThanOrEqual(200);
    await expect(amounts.getBoundingClientRect().right).toBeLessThanOrEqual(card.right);
  },
};

/** In the summary card of a 320 px phone in Uzbek, where the amounts are wider than the bar:
 * they wrap between the two amounts, never inside one, and stay inside the card. */
export const FitsA320PxPhoneInUzbek: Story = {
  globals: { locale: 'uz' },
  args: { subtotal: 300000, threshold: 300000 },
  render: inFrame({ width: 256 }),
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('div > div')!;
    const inside =
      card.getBoundingClientRect().right - parseFloat(getComputedStyle(card).paddingRight);
    const amounts = [...canvasElement.querySelectorAll('span')].find(
      (span) => span.textContent === '300\u202f000\u202fsoʻm dan 300\u202f000\u202fsoʻm',
    )!;
    await expect(amounts.getBoundingClientRect().right).toBeLessThanOrEqual(inside + 0.5);
    // Two lines, the first ending with the first amount whole.
    const range = document.createRange();
    range.selectNodeContents(amounts);
    const lines = [...new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))];
    await expect(lines).toHaveLength(2);
    const firstAmount = document.createRange();
    firstAmount.setStart(amounts.firstChild!, 0);
    firstAmount.setEnd(amounts.firstChild!, '300\u202f000\u202fsoʻm'.length);
    await expect(
      new Set([...firstAmount.getClientRects()].map((rect) => Math.round(rect.top))).size,
    ).toBe(1);
  },
};

export const AllVariants: Story = {
  tags: ['visual'],
  render: () => (
    <Stack space="md" style={{ maxWidth: 420 }}>
      <FreeDeliveryProgress subtotal={0} threshold={150000} />
      <FreeDeliveryProgress subtotal={62000} threshold={150000} />
      <FreeDeliveryProgress subtotal={149000} threshold={150000} />
      <FreeDeliveryProgress subtotal={150000} threshold={150000} />
    </Stack>
  ),
};
