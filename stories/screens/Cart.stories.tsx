import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { $lineLimits, MiniCartButton } from '@/features/cart';
import {
  $adjustments,
  $cart,
  $cartReady,
  fetchAvailabilityFx,
  type CartItem,
  type ProductAvailability,
} from '@/entities/cart';
import { fetchDeliverySettingsFx } from '@/entities/shop';
import { navigateFx } from '@/shared/model';
import { cartPage } from '@/pages/cart';
import type { DeliverySettings } from '@/shared/api';
import { images } from '../design-system/commerce-fixtures';

const CartView = cartPage.View;

const milk: CartItem = {
  product_id: 11,
  name: 'Musaffo sut 3,2% 1 l',
  img_url: '',
  quantity: 2,
  attributes: { Hajmi: '1 l' },
  price: 14_500,
  slug: 'musaffo-milk-3-2-1-l',
  mxit: '10401001001000000',
  mxit_unit: '796',
  weight: 1_060,
  currency_name: 'sum',
};

const apples: CartItem = {
  product_id: 12,
  name: 'Olma Golden',
  img_url: '',
  quantity: 750,
  attributes: {},
  price: 18_000,
  slug: 'apples-golden',
  mxit: '08081000001000000',
  mxit_unit: '166',
  weight: 1_000,
  currency_name: 'sum',
};

const settings: DeliverySettings = {
  currency_name: 'sum',
  courier_fee: 15_000,
  free_delivery_threshold: 200_000,
  express: { provider: 'Yandex Go', note: 'Narxi ilovada koʻrsatiladi' },
  regional_tariff: { base_fee: 30_000, base_weight_grams: 5_000, per_extra_kg: 4_000 },
  usd_rate: 12_800,
};

function availability(stocks: Record<number, number>) {
  return async () =>
    new Map<number, ProductAvailability>(
      Object.entries(stocks).map(([id, stock]) => [
        Number(id),
        { stock, price: id === '12' ? apples.price : milk.price, step: id === '12' ? 250 : 1 },
      ]),
    );
}

/** The cart page's scope; a `null` cart is one still being read on the device. */
function scope(cart: CartItem[] | null, stocks: Record<number, number> = { 11: 5, 12: 3_000 }) {
  return {
    values: [
      [$cart, cart ?? []],
      [$cartReady, cart !== null],
      [$lineLimits, {}],
      [$adjustments, []],
    ],
    handlers: [
      [fetchAvailabilityFx, availability(stocks)],
      [fetchDeliverySettingsFx, async () => settings],
      [navigateFx, () => undefined],
    ],
  };
}

const meta = {
  title: 'Screens/Cart',
  component: CartView,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CartView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FilledCart: Story = {
  tags: ['visual'],
  parameters: { effector: scope([milk, apples]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lines = within(await canvas.findByRole('list', { name: 'Savatdagi mahsulotlar' }));
    await expect(lines.getAllByRole('listitem')).toHaveLength(2);
    // 2 × 14 500 + 750 g × 18 000 per kg = 42 500.
    await expect(canvas.getByTestId('cart-subtotal')).toHaveTextContent(/42\s500/);
    await expect(await canvas.findByRole('progressbar')).toBeInTheDocument();

    const milkQuantity = lines.getByRole('spinbutton', { name: /Musaffo/ });
    const milkPlus = lines.getAllByRole('button', { name: 'Miqdorni oshirish' })[0]!;
    await userEvent.click(milkPlus);
    await userEvent.click(milkPlus);
    await userEvent.click(milkPlus);
    // Capped at the stock of 5.
    await waitFor(() => expect(milkQuantity).toHaveAttribute('aria-valuenow', '5'));
    await expect(milkPlus).toHaveAttribute('aria-disabled', 'true');

    // Goods sold by weight step by the product's step in grams.
    const applesQuantity = lines.getByRole('spinbutton', { name: /Olma/ });
    applesQuantity.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(applesQuantity).toHaveAttribute('aria-valuenow', '1000');
    // The lines keep their order.
    await expect(lines.getAllByRole('listitem')[0]).toHaveTextContent('Musaffo');
  },
};

/** Four lines with photos: a phone shows about three, whose images load first. */
const photographed: CartItem[] = [
  milk,
  apples,
  { ...milk, product_id: 13 },
  { ...apples, product_id: 14 },
].map((line, index) => ({
  ...line,
  img_url: [images.milk, images.apple, images.egg, images.banana][index]!.src,
}));

export const FirstLinesImagesFirst: Story = {
  parameters: {
    effector: scope(photographed, { 11: 5, 12: 3_000, 13: 5, 14: 3_000 }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lines = await canvas.findAllByTestId('cart-line');
    await expect(lines).toHaveLength(4);
    const imageOf = (line: HTMLElement) => line.querySelector('img');
    for (const line of lines.slice(0, 3)) {
      await expect(imageOf(line)).toHaveAttribute('loading', 'eager');
      await expect(imageOf(line)).toHaveAttribute('fetchpriority', 'high');
    }
    await expect(imageOf(lines[3]!)).toHaveAttribute('loading', 'lazy');
    await expect(imageOf(lines[3]!)).toHaveAttribute('fetchpriority', 'auto');
  },
};

export const WithAdjustments: Story = {
  parameters: { effector: scope([{ ...milk, quantity: 6 }, apples], { 11: 3, 12: 0 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Baʼzi mahsulotlar miqdori ombordagi qoldiqqa moslashtirildi'),
    ).toBeVisible();
    const messages = canvas.getAllByTestId('cart-adjustment');
    await expect(messages[0]).toHaveTextContent('Musaffo sut 3,2% 1 l: miqdori 3 ga oʻzgartirildi');
    await expect(messages[1]).toHaveTextContent('Olma Golden: qolmagan, savatdan olib tashlandi');
    await expect(canvas.getAllByTestId('cart-line')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Tushunarli' }));
    await waitFor(() => expect(canvas.queryByTestId('cart-adjustment')).not.toBeInTheDocument());
  },
};

export const Empty: Story = {
  tags: ['visual'],
  parameters: { effector: scope([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Savatingiz boʻsh' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Katalogga oʻtish' })).toHaveAttribute(
      'href',
      '/uz/catalog',
    );
  },
};

/** While the cart is read on the device: three line skeletons in a labelled, busy region. */
export const Loading: Story = {
  parameters: { effector: scope(null) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const placeholder = await canvas.findByLabelText('Savat yuklanmoqda');
    await expect(placeholder).toHaveAttribute('aria-busy', 'true');
    await expect(placeholder.querySelectorAll('[data-slot="media"]')).toHaveLength(3);
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const ClearCartConfirmation: Story = {
  globals: { locale: 'ru' },
  parameters: { effector: scope([milk, apples]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const clear = await canvas.findByRole('button', { name: 'Очистить корзину' });
    await userEvent.click(clear);
    const page = within(document.body);
    const dialog = await page.findByRole('dialog', { name: 'Очистить корзину?' });
    await expect(dialog).toHaveAccessibleDescription('Все 2 товара будут удалены из корзины.');
    // Focus starts on the safe choice.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Оставить товары' })).toHaveFocus(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Очистить' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Ваша корзина пуста' }),
    ).toBeVisible();
  },
};

export const MiniCart: Story = {
  globals: { locale: 'en' },
  parameters: { effector: scope([milk, apples]) },
  render: () => <MiniCartButton checkoutPending={false} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Two bottles of milk and one bag of apples.
    const button = await canvas.findByRole('link', { name: 'Cart, 3 items' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const page = within(document.body);
    // The sheet's code is fetched on the first open: a cold dev server takes seconds to serve it.
    const sheet = await page.findByRole('dialog', { name: 'Your cart' }, { timeout: 10_000 });
    await waitFor(() => expect(sheet).toBeVisible());
    await expect(sheet).toHaveAccessibleDescription('2 products');
    const quantity = within(sheet).getByRole('spinbutton', { name: /Musaffo/ });
    await userEvent.click(within(sheet).getAllByRole('button', { name: 'Increase quantity' })[0]!);
    await expect(quantity).toHaveAttribute('aria-valuenow', '3');
    await expect(within(sheet).getByRole('link', { name: 'Go to cart' })).toHaveAttribute(
      'href',
      '/uz/cart',
    );
    await expect(
      within(sheet).getByRole('button', { name: 'Proceed to checkout' }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};
