import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import {
  CartLine,
  CartLineSkeleton,
  Divider,
  Stack,
  type CartLineProps,
} from '../../design-system';
import { images, longNames } from './commerce-fixtures';
import { designNotes } from './docs/design-notes';

function StatefulLine({ quantity: initial, onQuantityChange, ...props }: CartLineProps) {
  const [quantity, setQuantity] = useState(initial);
  return (
    <CartLine
      {...props}
      quantity={quantity}
      onQuantityChange={(next) => {
        onQuantityChange(next);
        setQuantity(next);
      }}
    />
  );
}

const meta = {
  title: 'Design System/CartLine',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'One product in the cart: picture, name, details (weight, volume), unit price with the old one when discounted, a quantity stepper, the line total and a labelled remove button. Sold by the piece or by weight (`unit="gram"`, with `step`); `stock` caps the stepper. `CartLineSkeleton` stands in while the cart loads.',
          avoid:
            "Outside the cart and mini cart. For a product in a list, use `ProductCard`; for a past order's lines, the order details.",
          states:
            "Regular, discounted, by weight, adjusted to stock (with a `note`), loading skeleton, the first lines' pictures loaded first (`priority`). Laid out by its own width, not the screen's: in one row from 34rem (the cart page on a tablet or a desktop), the stepper, total and remove button under the name below (a phone, the mini cart's sheet), and the remove button beside the name below 20rem (a 320 px phone: `NarrowScreen`).",
          longTexts:
            'Names wrap and break inside long words instead of being cut, so the whole name is read before paying: “Pasterizatsiyalangan sigir suti “Musaffo” 3,2%” takes three lines on a phone. Stories `LongUzbekName` and `LongRussianName` show both.',
        }),
      },
    },
  },
  component: CartLine,
  args: {
    name: 'Sut “Musaffo” 2,5%',
    href: '#product/milk',
    image: images.milk,
    attributes: [{ name: 'Hajmi', value: '1 l' }],
    unitPrice: 12500,
    quantity: 2,
    stock: 10,
    onQuantityChange: fn(),
    onRemove: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: 720 }}>
      <StatefulLine {...args} />
    </div>
  ),
} satisfies Meta<typeof CartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Discounted: Story = {
  args: {
    unitPrice: 39900,
    oldUnitPrice: 49900,
    image: images.cheese,
    name: 'Pishloq “Gollandskiy”',
  },
};

export const SoldByWeight: Story = {
  args: {
    name: 'Pomidor, pushti',
    image: images.tomato,
    attributes: [],
    unitPrice: 24000,
    unit: 'gram',
    quantity: 1500,
    step: 250,
    stock: 5000,
  },
};

export const LazyImageByDefault: Story = {
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('fetchpriority', 'auto');
  },
};

export const PriorityImage: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
  },
};

export const AdjustedToStock: Story = {
  args: { quantity: 3, stock: 3, note: 'Miqdor ombordagi qoldiqqa moslashtirildi' },
};

export const LongUzbekName: Story = {
  args: {
    name: longNames.uz,
    attributes: [
      { name: 'Yogʻliligi', value: '3,2%' },
      { name: 'Qadoq', value: 'Tetrapak' },
    ],
  },
};

export const LongRussianName: Story = {
  globals: { locale: 'ru' },
  args: { name: longNames.ru, image: images.egg, attributes: [{ name: 'Объём', value: '950 мл' }] },
};

export const ChangesQuantityAndTotal: Story = {
  globals: { locale: 'en' },
  args: { quantity: 1, stock: 2, unitPrice: 12500 },
  play: async ({ canvas, userEvent, args, canvasElement }) => {
    const quantity = canvas.getByRole('spinbutton', { name: 'Quantity of Sut “Musaffo” 2,5%' });
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(quantity).toHaveAttribute('aria-valuenow', '2');
    await expect(args.onQuantityChange).toHaveBeenCalledWith(2);
    await expect(canvasElement.textContent).toContain(
      'Total for Sut “Musaffo” 2,5%25\u202f000\u202fsum',
    );
    await expect(canvas.getByText('Only 2 left')).toBeVisible();
  },
};

export const RemovesWithALabelledButton: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove Sut “Musaffo” 2,5% from the cart' }),
    );
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

/**
 * While the cart loads: the skeleton is laid out as a line is, so the line that replaces it moves
 * nothing. Its picture and name slots can show what the device knows before the page is
 * interactive.
 */
export const Loading: Story = {
  args: { attributes: [] },
  render: (args) => (
    <div style={{ maxWidth: 720 }}>
      <div data-testid="skeleton">
        <CartLineSkeleton />
      </div>
      <div data-testid="line">
        <CartLine {...args} />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const skeleton = canvas.getByTestId('skeleton');
    const line = canvas.getByTestId('line');
    await expect(
      Math.abs(skeleton.getBoundingClientRect().height - line.getBoundingClientRect().height),
    ).toBeLessThanOrEqual(2);
    const media = skeleton.querySelector('[data-slot="media"]');
    await expect(media?.getBoundingClientRect().width).toBe(
      line.querySelector('img')?.getBoundingClientRect().width,
    );
    await expect(skeleton.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  },
};

/**
 * On a 320 px phone (a line 288 px wide) the stepper, the total and the remove button no longer fit
 * in one row: the remove button stands beside the name. The layout follows the line's own width
 * (a container query), so a line in a narrow sheet on a desktop is laid out as on a phone.
 */
export const NarrowScreen: Story = {
  tags: ['visual'],
  globals: { locale: 'ru' },
  args: {
    ...SoldByWeight.args,
    name: 'Помидоры розовые тепличные «Бычье сердце», Ташкентская область',
  },
  render: (args) => (
    <div style={{ width: 288 }} data-testid="frame">
      <div data-testid="line">
        <StatefulLine {...args} />
      </div>
      <div data-testid="skeleton">
        <CartLineSkeleton />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const frame = canvas.getByTestId('frame').getBoundingClientRect();
    const line = canvas.getByTestId('line');
    const remove = canvas.getByRole('button', { name: /Удалить/ }).getBoundingClientRect();
    const stepper = canvas.getByRole('spinbutton').getBoundingClientRect();
    const name = line.querySelector('p')!.getBoundingClientRect();
    // Nothing past the line's edge; the remove button beside the name, above the stepper.
    for (const part of line.querySelectorAll('button, input'))
      await expect(part.getBoundingClientRect().right).toBeLessThanOrEqual(frame.right);
    await expect(remove.bottom).toBeLessThanOrEqual(stepper.top);
    await expect(remove.top).toBeLessThan(name.bottom);
    await expect(name.width).toBeGreaterThanOrEqual(120);
    // The skeleton is laid out as the line is.
    const skeleton = canvas.getByTestId('skeleton').firstElementChild!.getBoundingClientRect();
    const shortLine = canvas.getByTestId('line').getBoundingClientRect();
    await expect(skeleton.width).toBe(shortLine.width);
  },
};

export const AllVariants: Story = {
  tags: ['visual'],
  render: (args) => (
    <Stack space="none" style={{ maxWidth: 720 }}>
      <StatefulLine {...args} />
      <Divider />
      <StatefulLine
        {...args}
        name="Pishloq “Gollandskiy”"
        image={images.cheese}
        unitPrice={39900}
        oldUnitPrice={49900}
        attributes={[]}
        quantity={1}
      />
      <Divider />
      <StatefulLine
        {...args}
        name="Pomidor, pushti"
        image={images.tomato}
        unit="gram"
        unitPrice={24000}
        quantity={750}
        step={250}
        stock={5000}
        attributes={[]}
      />
      <Divider />
      <StatefulLine
        {...args}
        name={longNames.ru}
        image={images.egg}
        quantity={3}
        stock={3}
        note="Количество уменьшено до остатка на складе"
      />
    </Stack>
  ),
};
