import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import {
  Badge,
  Grid,
  ProductCard,
  ProductCardSkeleton,
  type ProductCardProps,
} from '../../design-system';
import { images, longNames } from './commerce-fixtures';
import { designNotes } from './docs/design-notes';

/** Holds the cart quantity in story state, the way the cart model does in the app. */
function StatefulCard({ quantityInCart = 0, onAdd, onQuantityChange, ...props }: ProductCardProps) {
  const [quantity, setQuantity] = useState(quantityInCart);
  return (
    <ProductCard
      {...props}
      quantityInCart={quantity}
      onAdd={() => {
        onAdd();
        setQuantity(props.unit === 'gram' ? (props.step ?? 100) : 1);
      }}
      onQuantityChange={(next) => {
        onQuantityChange(next);
        setQuantity(next);
      }}
    />
  );
}

const meta = {
  title: 'Design System/ProductCard',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: designNotes({
          purpose:
            'A product in a list: picture, price (with the old price when discounted), name, subtitle (volume, weight), badges and the add-to-cart control, which turns into a quantity stepper once the product is in the cart. `ProductCardSkeleton` stands in while a list loads.',
          avoid: "On the product page (use the page's layout) or in the cart (use `CartLine`).",
          states:
            'Regular, discounted, in cart, low stock (“only 3 left”), out of stock (cannot be added), by weight, with badges, loading. A card narrower inside than the stepper’s least width (two a row on a 320 or 360 px phone) shows the add button’s label without its icon and a narrower stepper (`NarrowCards`): it follows its own width, not the screen’s.',
          longTexts:
            "The name is clamped to two lines on phones and three from tablets, and two lines are always reserved so rows line up: put the distinguishing words first (“Sut “Musaffo” 2,5%”). The full name is on the product page and in the link's name.",
        }),
      },
    },
  },
  component: ProductCard,
  args: {
    name: 'Sut “Musaffo” 2,5%',
    subtitle: '1 l',
    href: '#product/milk',
    image: images.milk,
    price: 12500,
    stock: 24,
    quantityInCart: 0,
    onAdd: fn(),
    onQuantityChange: fn(),
  },
  render: (args) => (
    <div style={{ width: 200 }}>
      <StatefulCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Discounted: Story = {
  args: {
    name: 'Pishloq “Gollandskiy”',
    subtitle: '300 g',
    image: images.cheese,
    price: 39900,
    oldPrice: 49900,
  },
};

export const InCart: Story = {
  args: { quantityInCart: 2 },
};

export const LowStock: Story = {
  args: { stock: 3 },
};

export const OutOfStock: Story = {
  args: { stock: 0 },
};

export const SoldByWeight: Story = {
  args: {
    name: 'Pomidor, pushti',
    subtitle: undefined,
    image: images.tomato,
    price: 24000,
    unit: 'gram',
    step: 250,
    stock: 12000,
  },
};

export const WithBadges: Story = {
  args: {
    badges: (
      <Badge tone="brand" size="small">
        Yangi
      </Badge>
    ),
  },
};

export const LongUzbekName: Story = {
  args: { name: longNames.uz },
};

export const LongRussianName: Story = {
  globals: { locale: 'ru' },
  args: { name: longNames.ru, subtitle: '950 мл' },
};

export const Loading: Story = {
  render: () => (
    <div style={{ width: 200 }}>
      <ProductCardSkeleton />
    </div>
  ),
};

export const AddButtonTurnsIntoStepper: Story = {
  globals: { locale: 'en' },
  args: { stock: 2 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    const quantity = canvas.getByRole('spinbutton', { name: /Quantity of Sut/ });
    await expect(quantity).toHaveAttribute('aria-valuenow', '1');
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(quantity).toHaveAttribute('aria-valuenow', '2');
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity' }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(0);
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  },
};

export const KeyboardFocusFollowsTheControl: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Sut “Musaffo” 2,5%' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const quantity = canvas.getByRole('spinbutton');
    await expect(quantity).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(quantity).toHaveAttribute('aria-valuenow', '3');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toHaveFocus();
  },
};

export const OutOfStockCannotBeAdded: Story = {
  globals: { locale: 'en' },
  args: { stock: 0 },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Out of stock' });
    await expect(button).toBeDisabled();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const LinksToTheProduct: Story = {
  globals: { locale: 'en' },
  args: {
    renderLink: ({ children, ...props }) => (
      <a {...props} data-router-link="true">
        {children}
      </a>
    ),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Sut “Musaffo” 2,5%' });
    await expect(link).toHaveAttribute('href', '#product/milk');
    await expect(link).toHaveAttribute('data-router-link', 'true');
    await expect(canvas.getByRole('article', { name: 'Sut “Musaffo” 2,5%' })).toBeVisible();
  },
};

/**
 * Two cards a row on a 320 px phone, 136 px each: narrower than the stepper's least width, the
 * card shows its add button's label without the icon (one line, no word broken) and a narrower
 * stepper that stays inside the card.
 */
export const NarrowCards: Story = {
  tags: ['visual'],
  globals: { locale: 'ru' },
  render: (args) => (
    <div style={{ width: 320, padding: 16, boxSizing: 'border-box' }}>
      <Grid columns={2} space="md">
        <StatefulCard {...args} name="Молоко «Musaffo» 2,5%" subtitle="1 л" />
        <StatefulCard
          {...args}
          {...SoldByWeight.args}
          name="Помидоры розовые"
          quantityInCart={1500}
        />
      </Grid>
    </div>
  ),
  play: async ({ canvas }) => {
    const add = canvas.getByRole('button', { name: 'В корзину' });
    await expect(add.getBoundingClientRect().height).toBeLessThanOrEqual(48);
    await expect(add.querySelector('svg')).not.toBeVisible();
    const card = canvas.getByRole('article', { name: 'Помидоры розовые' });
    const box = card.getBoundingClientRect();
    for (const part of card.querySelectorAll('button, input')) {
      await expect(part.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
      await expect(part.getBoundingClientRect().left).toBeGreaterThanOrEqual(box.left);
    }
  },
};

export const AllVariants: Story = {
  tags: ['visual'],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <Grid columns={2} space="sm" padding="sm" style={{ maxWidth: 390 }}>
      <StatefulCard {...args} priority />
      <StatefulCard
        {...args}
        name="Non “Tandir”"
        subtitle="450 g"
        image={images.bread}
        price={6000}
        oldPrice={8000}
      />
      <StatefulCard {...args} name={longNames.uz} image={images.milk} quantityInCart={2} />
      <StatefulCard {...args} name={longNames.ru} subtitle="950 мл" image={images.egg} stock={3} />
      <StatefulCard
        {...args}
        name="Olma “Golden”"
        subtitle={undefined}
        image={images.apple}
        price={18000}
        unit="gram"
        step={500}
        stock={20000}
      />
      <StatefulCard {...args} name="Tarvuz" subtitle="~8 kg" image={images.watermelon} stock={0} />
      <ProductCardSkeleton />
      <StatefulCard
        {...args}
        name="Banan, Ekvador"
        subtitle="1 kg"
        image={images.banana}
        badges={
          <Badge tone="brand" size="small">
            Yangi
          </Badge>
        }
      />
    </Grid>
  ),
};
