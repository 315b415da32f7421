import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import {
  QuantityStepper,
  quantityStepperSizes,
  Stack,
  type QuantityStepperProps,
} from '../../design-system';
import { designNotes } from './docs/design-notes';

/** Keeps the value in story state so the stepper behaves as in the app. */
function StatefulStepper({ value: initial, onChange, ...props }: QuantityStepperProps) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Design System/QuantityStepper',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'Minus, the quantity and plus, for a quantity in pieces or in grams (`unit="gram"`, shown as grams and kilograms); `min`, `max` (stock) and `step`. At the stock the plus button is disabled and the reason (“Only 3 left”) is shown; the arrow keys change the value too. The quantity can also be typed (a numeric keyboard on phones): pieces as whole numbers, weights in kilograms (“0,5”, “1.5 kg”) or grams (“500 g”), committed with Enter or on leaving the field, rounded to the step and capped at the stock; what cannot be read keeps the previous value and says why.',
          avoid:
            'For free numeric input (use `TextField` with `inputMode`), or for choices that are not quantities.',
          states: 'Pieces, by weight, at the stock cap, disabled, small and medium sizes.',
          longTexts:
            "The quantity never wraps; the weight units are translated (g/kg, г/кг). The buttons' names come from the design system's catalogues; a custom `label` should name the product briefly.",
        }),
      },
    },
  },
  component: QuantityStepper,
  args: { value: 2, min: 1, max: 10, onChange: fn(), size: 'medium', unit: 'piece' },
  argTypes: { size: { control: 'inline-radio', options: quantityStepperSizes } },
  render: (args) => <StatefulStepper {...args} />,
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ByWeight: Story = {
  args: { unit: 'gram', value: 500, min: 100, step: 250, max: 5000 },
};

export const AtStockCap: Story = {
  args: { value: 3, max: 3 },
};

export const Disabled: Story = {
  args: { disabled: true },
};

export const Small: Story = {
  args: { size: 'small' },
};

export const CannotLeaveLimitsByClicking: Story = {
  globals: { locale: 'en' },
  args: { value: 1, min: 1, max: 3 },
  play: async ({ canvas, userEvent, args }) => {
    const value = canvas.getByRole('spinbutton', { name: 'Quantity' });
    const decrease = canvas.getByRole('button', { name: 'Decrease quantity' });
    const increase = canvas.getByRole('button', { name: 'Increase quantity' });
    await expect(decrease).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(decrease);
    await expect(value).toHaveAttribute('aria-valuenow', '1');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(increase);
    await userEvent.click(increase);
    await userEvent.click(increase);
    await expect(value).toHaveAttribute('aria-valuenow', '3');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await expect(increase).toHaveAttribute('aria-disabled', 'true');
    await expect(increase).toHaveAccessibleDescription('Only 3 left');
    await expect(canvas.getByText('Only 3 left')).toBeVisible();
  },
};

export const CannotLeaveLimitsWithKeyboard: Story = {
  globals: { locale: 'en' },
  args: { value: 2, min: 1, max: 5 },
  play: async ({ canvas, userEvent }) => {
    const value = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(value).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(value).toHaveAttribute('aria-valuenow', '3');
    await userEvent.keyboard('{End}');
    await expect(value).toHaveAttribute('aria-valuenow', '5');
    await userEvent.keyboard('{ArrowUp}{ArrowRight}');
    await expect(value).toHaveAttribute('aria-valuenow', '5');
    await expect(value).toHaveAccessibleDescription('Only 5 left');
    await userEvent.keyboard('{Home}');
    await expect(value).toHaveAttribute('aria-valuenow', '1');
    await userEvent.keyboard('{ArrowDown}{ArrowLeft}');
    await expect(value).toHaveAttribute('aria-valuenow', '1');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(value).toHaveAttribute('aria-valuenow', '2');
  },
};

export const StepsByWeightInGramsAndKilograms: Story = {
  globals: { locale: 'en' },
  args: { unit: 'gram', value: 750, min: 250, step: 250, max: 1500 },
  play: async ({ canvas, userEvent }) => {
    const value = canvas.getByRole('spinbutton');
    await expect(value).toHaveValue('750 g');
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(value).toHaveValue('1 kg');
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(value).toHaveValue('1.25 kg');
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(value).toHaveAttribute('aria-valuetext', '1.5 kg');
    await expect(canvas.getByText('Only 1.5 kg left')).toBeVisible();
  },
};

export const WeightInUzbek: Story = {
  globals: { locale: 'uz' },
  args: { unit: 'gram', value: 1500, min: 100, step: 100 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton')).toHaveValue('1,5 kg');
  },
};

/** Typed with the keyboard: Enter commits, more than in stock stops at the stock, text is refused. */
export const TypesAQuantity: Story = {
  globals: { locale: 'en' },
  args: { value: 2, min: 1, max: 10 },
  play: async ({ canvas, userEvent, args }) => {
    const value = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await expect(value).toHaveAttribute('inputmode', 'numeric');
    await userEvent.tab();
    await userEvent.tab();
    await expect(value).toHaveFocus();
    await userEvent.keyboard('4{Enter}');
    await expect(value).toHaveAttribute('aria-valuenow', '4');
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await userEvent.clear(value);
    await userEvent.type(value, '40{Enter}');
    await expect(value).toHaveValue('10');
    await expect(value).toHaveAccessibleDescription('Only 10 left');
    await userEvent.clear(value);
    await userEvent.type(value, 'a few{Enter}');
    await expect(value).toHaveValue('10');
    await expect(value).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Type a whole number of items, such as 2',
    );
    await userEvent.clear(value);
    await userEvent.type(value, '0');
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent('The least you can order is 1');
    await expect(value).toHaveValue('10');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/**
 * Where going below one item removes it (`min` 0, as on a product card), typing 0 removes it too,
 * as the minus button does, rather than claiming that 0 is the least one can order.
 */
export const TypesZeroToRemove: Story = {
  globals: { locale: 'en' },
  args: { value: 2, min: 0, max: 10 },
  play: async ({ canvas, userEvent, args }) => {
    const value = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(value);
    await userEvent.type(value, '0{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
    await expect(value).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A weight typed in kilograms with a comma (Uzbek), or in grams; committed on leaving the field. */
export const TypesAWeight: Story = {
  globals: { locale: 'uz' },
  args: { unit: 'gram', value: 500, min: 100, step: 100, max: 2500 },
  play: async ({ canvas, userEvent, args }) => {
    const value = canvas.getByRole('spinbutton');
    await expect(value).toHaveAttribute('inputmode', 'decimal');
    await userEvent.clear(value);
    await userEvent.type(value, '1,5');
    await userEvent.tab();
    await expect(value).toHaveValue('1,5 kg');
    await expect(args.onChange).toHaveBeenLastCalledWith(1500);
    await userEvent.clear(value);
    await userEvent.type(value, '700 g{Enter}');
    await expect(value).toHaveValue('700 g');
    await userEvent.clear(value);
    await userEvent.type(value, '3 kg{Enter}');
    await expect(value).toHaveValue('2,5 kg');
    await expect(canvas.getByText('Faqat 2,5 kg qoldi')).toBeVisible();
    await userEvent.clear(value);
    await userEvent.type(value, 'yarim{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Ogʻirlikni kilogrammda yozing, masalan 0,5 yoki 1,5',
    );
    await expect(value).toHaveValue('2,5 kg');
    await userEvent.type(value, '{Escape}');
    await expect(value).toHaveValue('2,5 kg');
  },
};

export const AllVariants: Story = {
  tags: ['visual'],
  render: (args) => (
    <Stack space="lg" align="start">
      {quantityStepperSizes.map((size) => (
        <StatefulStepper key={size} {...args} size={size} />
      ))}
      <StatefulStepper {...args} unit="gram" value={500} min={100} step={100} />
      <StatefulStepper {...args} value={10} max={10} />
      <StatefulStepper {...args} disabled />
    </Stack>
  ),
};
