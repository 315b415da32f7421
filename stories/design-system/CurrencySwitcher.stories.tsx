import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  CurrencySwitcher,
  Price,
  PriceCurrencyProvider,
  priceCurrencies,
  Stack,
  type PriceCurrencyName,
} from '../../design-system';
import { designNotes } from './docs/design-notes';

const meta = {
  title: 'Design System/CurrencySwitcher',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'Chooses the currency prices are shown in: sums (the default, what is charged) or US dollars as an approximation at the shop’s rate. Two buttons, the current one pressed; sits beside the language switch.',
          avoid:
            'For paying: checkout totals and payments are always in sums whatever is chosen here.',
          states: 'Sums chosen, dollars chosen; in each language.',
          longTexts: 'The visible names are the short currency word (soʻm, сум, sum) and “$”.',
        }),
      },
    },
  },
  component: CurrencySwitcher,
  args: { current: 'sum', onChange: fn() },
  argTypes: { current: { control: 'inline-radio', options: priceCurrencies } },
} satisfies Meta<typeof CurrencySwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const DollarsChosen: Story = { args: { current: 'usd' }, globals: { locale: 'ru' } };

/** A person tabs to the dollar button and presses Space: prices turn to dollars. */
export const ChoosesWithKeyboard: Story = {
  globals: { locale: 'en' },
  render: function Render() {
    const [currency, setCurrency] = useState<PriceCurrencyName>('sum');
    return (
      <Stack space="md">
        <CurrencySwitcher current={currency} onChange={setCurrency} />
        <PriceCurrencyProvider value={{ currency, usdRate: 12650 }}>
          <Price amount={13000} />
        </PriceCurrencyProvider>
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Currency of prices' });
    const sum = within(group).getByRole('button', { name: 'Uzbek sums' });
    const usd = within(group).getByRole('button', { name: 'US dollars, approximate' });
    await expect(sum).toHaveAttribute('aria-pressed', 'true');
    await expect(canvasElement.textContent).toContain('13\u202f000\u202fsum');
    await userEvent.tab();
    await userEvent.tab();
    await expect(usd).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(usd).toHaveAttribute('aria-pressed', 'true');
    await expect(sum).toHaveAttribute('aria-pressed', 'false');
    await expect(canvasElement.textContent).toContain('≈ $1.03');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}{Enter}');
    await expect(sum).toHaveAttribute('aria-pressed', 'true');
    await expect(canvasElement.textContent).not.toContain('≈');
    await expect(canvasElement.textContent).toContain('13\u202f000\u202fsum');
  },
};

export const PressingTheCurrentOneChangesNothing: Story = {
  globals: { locale: 'uz' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Oʻzbek soʻmi' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'AQSh dollari, taxminan' }));
    await expect(args.onChange).toHaveBeenCalledWith('usd');
  },
};

export const AllVariants: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      {priceCurrencies.map((currency) => (
        <CurrencySwitcher key={currency} {...args} current={currency} />
      ))}
    </div>
  ),
};
