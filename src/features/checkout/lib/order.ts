import type { CartItem } from '@/entities/cart';
import type { OrderCreateRequest } from '@/shared/api';
import type { CheckoutForm } from './form';

/** The order the form describes; only fields of the chosen delivery method are sent. */
export function orderRequest(
  form: CheckoutForm,
  lines: readonly CartItem[],
  expectedTotal: number,
): OrderCreateRequest {
  const type = form.deliveryType ?? 'courier';
  const delivery: OrderCreateRequest['delivery'] =
    type === 'pickup'
      ? { type, region: form.region, store_id: form.currentStore ?? 0 }
      : {
          type,
          region: form.region,
          city: form.city,
          address: form.address,
          flat: form.flat,
          entrance: form.entrance,
          floor: form.floor,
          intercom: form.intercom,
          address_comment: form.address_comment,
          ...(form.location ? { location: form.location } : {}),
        };
  const paymentType = form.paymentType ?? 'cash';
  return {
    delivery,
    receiver: { name: form.name.trim(), surname: form.surname.trim(), phone: form.phone },
    payment:
      paymentType === 'card'
        ? { type: paymentType, card_id: form.currentCard }
        : { type: paymentType },
    lines: lines.map(({ product_id, quantity }) => ({ product_id, quantity })),
    expected_total: expectedTotal,
  };
}
