import { sample } from 'effector';
import { cartPageOpened } from '@/features/cart';
// Only the delivery settings: the cart page does not load checkout's models.
import { $deliverySettings, fetchDeliverySettingsFx } from '@/features/checkout/model/settings';

export { $deliverySettings };

/** The free-delivery threshold comes from the delivery settings, fetched once per visit. */
sample({
  clock: cartPageOpened,
  source: { settings: $deliverySettings, loading: fetchDeliverySettingsFx.pending },
  filter: ({ settings, loading }) => settings === null && !loading,
  target: fetchDeliverySettingsFx,
});
