import type { Order, OrderList, OrderSummary } from '@/shared/api';

/** An order as the details call answers, for tests and stories. */
export const sampleOrder: Order = {
  id: 5012,
  number: 'SV-261122-0042',
  transaction_id: '9b1f6c2e-3d4a-4e8b-a1c7-2f5d8e9a0b13',
  status: 'assembling',
  payment_status: 'paid',
  payment_type: 'card',
  payment_failure_reason: null,
  card: {
    id: 7,
    masked_number: '8600 •••• •••• 0015',
    brand: 'uzcard',
    expire: '1228',
    phone_masked: '+998 90 *** ** 67',
    is_default: true,
  },
  delivery: {
    type: 'courier',
    region: 'tashkent',
    city: 'Yunusobod',
    address: 'Amir Temur shoh koʻchasi, 108',
    flat: '45',
    entrance: '2',
    floor: '7',
    intercom: '45K',
    address_comment: '',
  },
  receiver: { name: 'Dilnoza', surname: 'Karimova', phone: '+998901234567' },
  lines: [
    {
      product_id: 101,
      slug: 'musaffo-milk-3-2-1-l',
      name: 'Musaffo sut 3,2% 1 l',
      img_url: '/media/products/milk-1l-160.webp',
      quantity: 2,
      sold_by_weight: false,
      price: 14500,
      line_total: 29000,
      currency_name: 'sum',
    },
    {
      product_id: 214,
      slug: 'bananas',
      name: 'Banan',
      img_url: '/media/products/bananas-160.webp',
      quantity: 1500,
      sold_by_weight: true,
      price: 28000,
      line_total: 42000,
      currency_name: 'sum',
    },
  ],
  subtotal: 71000,
  delivery_fee: 15000,
  total: 86000,
  currency_name: 'sum',
  comment: '',
  status_history: [
    { status: 'awaiting_payment', at: '2026-11-22T09:14:00Z' },
    { status: 'confirmed', at: '2026-11-22T09:15:00Z' },
    { status: 'assembling', at: '2026-11-22T09:40:00Z' },
  ],
  created_at: '2026-11-22T09:14:00Z',
  updated_at: '2026-11-22T09:40:00Z',
};

export function orderSummary(id: number, overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id,
    number: `SV-261122-${String(id).padStart(4, '0')}`,
    transaction_id: `tx-${id}`,
    status: 'confirmed',
    payment_status: 'paid',
    payment_type: 'card',
    delivery_type: 'courier',
    total: 71000 + id,
    currency_name: 'sum',
    lines_count: 2,
    images: [],
    created_at: '2026-11-22T09:14:00Z',
    ...overrides,
  };
}

export function orderPage(ids: number[], page: number, pages: number, total: number): OrderList {
  return {
    data: ids.map((id) => orderSummary(id)),
    meta: { page, per_page: 10, total, pages },
  };
}
