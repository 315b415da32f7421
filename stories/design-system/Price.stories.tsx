import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  Inline,
  Price,
  PriceCurrencyProvider,
  priceSizes,
  priceUnits,
  Stack,
} from '../../design-system';
import { designNotes } from './docs/design-notes';

const meta = {
  title: 'Design System/Price',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            "A price in sum formatted for the shopper's language (“12 500 soʻm”), with the old price struck through and read as “was”, per kilogram for goods sold by weight, and optionally in dollars. Sizes small, medium, large.",
          avoid:
            'For totals with labels (use `Text` with the money formatter), or for amounts that are not prices.',
          states: 'Regular, discounted, per kilogram, with dollars, each size.',
          longTexts:
            'Amounts never break inside; the currency word differs per language (soʻm, сум, sum) and is part of the formatted amount.',
        }),
      },
    },
  },
  component: Price,
  args: { amount: 12500, size: 'medium', unit: 'piece' },
  argTypes: {
    size: { control: 'inline-radio', options: priceSizes },
    unit: { control: 'inline-radio', options: priceUnits },
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Discounted: Story = {
  args: { amount: 9900, oldAmount: 12500 },
};

export const PerKilogram: Story = {
  args: { amount: 34000, unit: 'kg' },
};

export const WithUsd: Story = {
  args: { amount: 1250000, usdCents: 9890, size: 'large' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toContain('≈ $98.90');
  },
};

/** 13 000 sum at 12 650 sum per dollar: 103 cents. */
export const UsdCentsAreCents: Story = {
  globals: { locale: 'uz' },
  args: { amount: 13000, usdCents: 103 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toContain('≈ $1.03');
    await expect(canvasElement.textContent).not.toContain('$103');
  },
};

/** Shown in dollars (the shopper's choice): approximate at the shop's rate, the sums beside them. */
export const InDollars: Story = {
  globals: { locale: 'uz' },
  args: { amount: 13000, oldAmount: 15000 },
  decorators: [
    (Story) => (
      <PriceCurrencyProvider value={{ currency: 'usd', usdRate: 12650 }}>
        <Story />
      </PriceCurrencyProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    // 13 000 and 15 000 sums at 12 650 sums per dollar.
    const current = canvasElement.querySelector('span > span > span');
    await expect(current?.textContent).toBe('≈ $1.03');
    await expect(canvasElement.textContent).toContain('avval $1.19');
    await expect(canvasElement.textContent).toContain('13\u202f000\u202fsoʻm');
  },
};

/** Without a rate nothing can be converted: the price stays in sums. */
export const DollarsWithoutRate: Story = {
  globals: { locale: 'ru' },
  args: { amount: 13000 },
  decorators: [
    (Story) => (
      <PriceCurrencyProvider value={{ currency: 'usd', usdRate: null }}>
        <Story />
      </PriceCurrencyProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('13\u202f000\u202fсум');
  },
};

export const OldPriceIsReadAsWas: Story = {
  globals: { locale: 'en' },
  args: { amount: 9900, oldAmount: 12500 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toContain('9\u202f900\u202fsum');
    await expect(canvasElement.textContent).toContain('was 12\u202f500\u202fsum');
    const struck = canvasElement.querySelector('s');
    await expect(struck).toHaveAttribute('aria-hidden', 'true');
  },
};

export const FormatsInUzbek: Story = {
  globals: { locale: 'uz' },
  args: { amount: 1234567, unit: 'kg' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toContain('1\u202f234\u202f567\u202fsoʻm');
    await expect(canvasElement.textContent).toContain('/ kg');
  },
};

export const AllVariants: Story = {
  tags: ['visual'],
  render: () => (
    <Stack space="lg">
      {priceSizes.map((size) => (
        <Inline key={size} space="xl" alignY="start">
          <Price size={size} amount={12500} />
          <Price size={size} amount={9900} oldAmount={12500} />
          <Price size={size} amount={34000} unit="kg" />
          <Price size={size} amount={1250000} usdCents={9890} />
          <PriceCurrencyProvider value={{ currency: 'usd', usdRate: 12650 }}>
            <Price size={size} amount={13000} oldAmount={15000} />
          </PriceCurrencyProvider>
        </Inline>
      ))}
    </Stack>
  ),
};
