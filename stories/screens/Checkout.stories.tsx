import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { navigateFx } from '@/shared/model';
import { $stores } from '@/entities/store';
import {
  $adjustments,
  $cart,
  $cartReady,
  fetchAvailabilityFx,
  type CartItem,
} from '@/entities/cart';
import { $deliverySettings, fetchDeliverySettingsFx } from '@/entities/shop';
import { $cards, fetchCardsFx } from '@/entities/card';
import {
  $confirmedOrder,
  $conflicts,
  $form,
  $orderError,
  $paymentOrder,
  $paymentState,
  $showProblems,
  $step,
  $transaction,
  $windows,
  emptyCheckoutForm,
  fetchPaymentFx,
  placeOrderFx,
  type CheckoutForm,
  type CheckoutStep,
  type PaymentState,
} from '@/features/checkout';
import { CheckoutScreen, OrderConfirmed, PaymentStatus } from '@/features/checkout/ui';
import type { Card, ConflictLine, DeliverySettings, Order, Store } from '@/shared/api';

const milk: CartItem = {
  product_id: 11,
  name: 'Musaffo sut 3,2% 1 l',
  img_url: '',
  quantity: 2,
  attributes: {},
  price: 14_500,
  slug: 'musaffo-milk-3-2-1-l',
  mxit: '10401001001000000',
  mxit_unit: '796',
  weight: 1_060,
  currency_name: 'sum',
};

const bread: CartItem = {
  ...milk,
  product_id: 12,
  name: 'Non "Toshkent"',
  quantity: 1,
  price: 4_000,
  slug: 'tashkent-bread',
  weight: 400,
};

const settings: DeliverySettings = {
  currency_name: 'sum',
  courier_fee: 15_000,
  free_delivery_threshold: 200_000,
  express: { provider: 'Yandex Go', note: '' },
  regional_tariff: { base_fee: 30_000, base_weight_grams: 5_000, per_extra_kg: 4_000 },
  usd_rate: 12_800,
};

const stores: Store[] = [
  {
    id: 1,
    slug: 'chilonzor',
    name: 'Savat Chilonzor',
    address: 'Toshkent, Chilonzor tumani, Bunyodkor koʻchasi, 1',
    phone: '+998712000001',
    working_hours: '08:00–23:00',
    opens: '08:00',
    closes: '23:00',
    location: { lat: 41.2856, lng: 69.2034 },
  },
  {
    id: 2,
    slug: 'yunusobod',
    name: 'Savat Yunusobod',
    address: 'Toshkent, Yunusobod tumani, Amir Temur shoh koʻchasi, 107',
    phone: '+998712000002',
    working_hours: '00:00–24:00',
    opens: '00:00',
    closes: '24:00',
    location: { lat: 41.3479, lng: 69.2846 },
  },
];

const card: Card = {
  id: 5,
  masked_number: '8600 •••• •••• 0015',
  brand: 'uzcard',
  expire: '12/30',
  phone_masked: '99890*****67',
  is_default: true,
};

const order: Order = {
  id: 42,
  number: 'SV-000042',
  transaction_id: 'tx-42',
  status: 'awaiting_payment',
  payment_status: 'pending',
  payment_type: 'card',
  payment_failure_reason: null,
  delivery: { type: 'courier', region: 'tashkent' },
  receiver: { name: 'Dilnoza', surname: 'Karimova', phone: '+998901234567' },
  lines: [],
  subtotal: 33_000,
  delivery_fee: 15_000,
  total: 48_000,
  currency_name: 'sum',
  comment: '',
  status_history: [],
  created_at: '2026-11-22T09:00:00Z',
  updated_at: '2026-11-22T09:00:00Z',
};

const receiver: Partial<CheckoutForm> = {
  name: 'Dilnoza',
  surname: 'Karimova',
  phone: '+998901234567',
};

const courierForm: CheckoutForm = {
  ...emptyCheckoutForm,
  ...receiver,
  deliveryType: 'courier',
  city: 'Chilonzor',
  address: 'Bunyodkor koʻchasi 12',
  flat: '34',
};

function checkout(
  step: CheckoutStep,
  form: CheckoutForm,
  extra: ReadonlyArray<readonly [unknown, unknown]> = [],
) {
  return {
    values: [
      [$cart, [milk, bread]],
      [$cartReady, true],
      [$form, form],
      [$step, step],
      [$deliverySettings, settings],
      [$stores, stores],
      [$cards, [card]],
      ...extra,
    ],
    handlers: [
      [fetchDeliverySettingsFx, async () => settings],
      [fetchCardsFx, async () => [card]],
      [fetchAvailabilityFx, async () => new Map()],
      [placeOrderFx, () => new Promise<Order>(() => undefined)],
      [navigateFx, () => undefined],
    ],
  };
}

const meta = {
  title: 'Screens/Checkout/Checkout',
  component: CheckoutScreen,
  parameters: { layout: 'padded', effector: checkout('delivery', emptyCheckoutForm) },
} satisfies Meta<typeof CheckoutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ChoosesCourier: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /^Kuryer/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Davom etish' }));
    await expect(await canvas.findByRole('combobox', { name: /Tuman/ })).toBeVisible();
  },
};

export const DeliveryRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Davom etish' }));
    await expect(await canvas.findByText('Yetkazib berish usulini tanlang')).toBeVisible();
  },
};

/**
 * On a phone, a delivery option's explanation takes the card's width: the price or where to see
 * it (express: "in the Yandex Go app") stands beside the title, or under it when both don't fit.
 */
async function explanationIsReadable(canvasElement: HTMLElement, option: RegExp, text: RegExp) {
  const canvas = within(canvasElement);
  const card = (await canvas.findByRole('radio', { name: option })).closest('label');
  if (!card) throw new Error('The delivery option has no card.');
  const explanation = within(card).getByText(text);
  await expect(explanation.getBoundingClientRect().width).toBeGreaterThanOrEqual(200);
}

export const DeliveryChoiceRu: Story = {
  tags: ['visual'],
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await explanationIsReadable(canvasElement, /^Экспресс-курьер/, /^Быстрая доставка по Ташкенту/);
  },
};

export const DeliveryChoiceUz: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    await explanationIsReadable(canvasElement, /^Tezkor kuryer/, /^Yandex Go orqali Toshkent/);
  },
};

export const AddressStep: Story = {
  tags: ['visual'],
  parameters: { effector: checkout('address', courierForm) },
};

/** Continue waits for a delivery time and says so, next to the button it keeps disabled. */
export const WindowRequired: Story = {
  parameters: {
    effector: checkout('address', courierForm, [
      [
        $windows,
        [
          {
            id: '2026-11-25T15:00',
            date: '2026-11-25',
            starts_at: '15:00',
            ends_at: '17:00',
            capacity: 8,
            left: 3,
            available: true,
          },
        ],
      ],
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = await canvas.findByRole('button', { name: 'Davom etish' });
    await expect(next).toBeDisabled();
    await expect(next).toHaveAccessibleDescription('Davom etish uchun yuqorida vaqtni tanlang.');
    await userEvent.click(await canvas.findByRole('radio', { name: /15:00–17:00/ }));
    await expect(next).toBeEnabled();
    await expect(canvas.queryByText('Davom etish uchun yuqorida vaqtni tanlang.')).toBeNull();
  },
};

export const AddressProblems: Story = {
  parameters: {
    effector: checkout('address', { ...emptyCheckoutForm, deliveryType: 'courier' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Davom etish' }));
    await expect(await canvas.findAllByText('Bu maydonni toʻldiring')).toHaveLength(2);
  },
};

export const StoreStep: Story = {
  parameters: {
    effector: checkout('address', { ...emptyCheckoutForm, ...receiver, deliveryType: 'pickup' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByRole('button', { name: 'Shu yerdan olaman' });
    if (first) await userEvent.click(first);
    const chosen = await canvas.findByRole('button', { name: 'Tanlandi' });
    await expect(chosen).toHaveAttribute('aria-pressed', 'true');
    // The stores are a list of cards, without list markers.
    const stores = chosen.closest('ul')!;
    await expect(stores).toHaveAttribute('role', 'list');
    await expect(getComputedStyle(stores).listStyleType).toBe('none');
    await expect(getComputedStyle(stores).paddingInlineStart).toBe('0px');
  },
};

export const RegionalStep: Story = {
  parameters: {
    effector: checkout('address', { ...emptyCheckoutForm, deliveryType: 'regional' }, [
      [$showProblems, true],
    ]),
  },
};

export const PaymentStep: Story = {
  tags: ['visual'],
  parameters: {
    effector: checkout('payment', { ...courierForm, paymentType: 'card', currentCard: card.id }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: /8600/ })).toBeChecked();
    await expect(canvas.getByRole('button', { name: /toʻlash/ })).toBeEnabled();
  },
};

const bananas: CartItem = {
  ...milk,
  product_id: 13,
  name: 'Banan',
  quantity: 200,
  price: 27_990,
  slug: 'bananas',
  mxit_unit: '166',
  weight: 1_000,
};

/** Goods sold by weight read as kilograms times the price of a kilogram, not grams × price. */
export const WeighedGoodsInSummary: Story = {
  parameters: {
    effector: checkout('payment', { ...courierForm, paymentType: 'cash' }, [
      [$cart, [milk, bananas]],
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^0,2 kg × 27\s990\ssoʻm\/kg$/u)).toBeVisible();
    await expect(canvas.queryByText(/^200 ×/)).not.toBeInTheDocument();
  },
};

export const CashOnReceipt: Story = {
  parameters: { effector: checkout('payment', { ...courierForm, paymentType: 'cash' }) },
};

/** Opened straight at /checkout with more in the cart than is in stock: the check names each change. */
export const CartCorrected: Story = {
  parameters: {
    effector: checkout('delivery', emptyCheckoutForm, [
      [$cart, [{ ...milk, quantity: 1 }, bread]],
      [$adjustments, [{ product_id: milk.product_id, name: milk.name, quantity: 1 }]],
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Musaffo sut 3,2% 1 l: miqdori 1 ga oʻzgartirildi'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tushunarli' }));
    await expect(canvas.queryByText(/miqdori 1 ga/)).toBeNull();
  },
};

export const PriceChanged: Story = {
  parameters: {
    effector: checkout('payment', { ...courierForm, paymentType: 'cash' }, [
      [$orderError, 'price_changed'],
      [
        $conflicts,
        [
          {
            product_id: milk.product_id,
            name: milk.name,
            requested_quantity: 2,
            available_quantity: 2,
            price: 15_900,
          },
        ] satisfies ConflictLine[],
      ],
    ]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Narxlar oʻzgardi/)).toBeVisible();
    await expect(canvas.getByText(/dona mavjud/)).toBeVisible();
  },
};

function payment(state: PaymentState, answer: Order) {
  return {
    values: [
      [$paymentState, state],
      [$transaction, answer.transaction_id],
      [$paymentOrder, answer],
    ],
    handlers: [
      [fetchPaymentFx, async () => answer],
      [navigateFx, () => undefined],
    ],
  };
}

export const PaymentPending: StoryObj<typeof PaymentStatus> = {
  render: () => <PaymentStatus />,
  parameters: { effector: payment('waiting', order) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/kutmoqdamiz/)).toBeVisible();
  },
};

export const PaymentFailed: StoryObj<typeof PaymentStatus> = {
  tags: ['visual'],
  render: () => <PaymentStatus />,
  parameters: {
    effector: payment('failed', {
      ...order,
      status: 'cancelled',
      payment_status: 'failed',
      payment_failure_reason: 'insufficient_funds',
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Toʻlov amalga oshmadi')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Buyurtmaga qaytish' })).toHaveAttribute(
      'href',
      '/uz/checkout',
    );
  },
};

export const PaymentNotFound: StoryObj<typeof PaymentStatus> = {
  render: () => <PaymentStatus />,
  parameters: {
    effector: {
      values: [
        [$paymentState, 'notFound'],
        [$transaction, 'no-such-tx'],
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Buyurtma topilmadi')).toBeVisible();
    await expect(canvas.queryByText(/kutmoqdamiz/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Buyurtmalarim' })).toHaveAttribute(
      'href',
      '/uz/account/orders',
    );
  },
};

export const Confirmed: StoryObj<typeof OrderConfirmed> = {
  tags: ['visual'],
  render: () => <OrderConfirmed number={null} />,
  parameters: {
    effector: {
      values: [[$confirmedOrder, { ...order, status: 'confirmed', payment_status: 'paid' }]],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Buyurtma tasdiqlandi!' }),
    ).toBeVisible();
    await expect(canvas.getByText('Buyurtma raqami: SV-000042')).toBeVisible();
    // Its two ways on share a row, or each fills its own: not two centred, ragged widths.
    const toOrder = canvas
      .getByRole('link', { name: 'Buyurtmani koʻrish' })
      .getBoundingClientRect();
    const toCatalog = canvas
      .getByRole('link', { name: 'Xaridni davom ettirish' })
      .getBoundingClientRect();
    if (toOrder.top !== toCatalog.top) await expect(toOrder.width).toBe(toCatalog.width);
  },
};
