import { sample } from 'effector';
import { cartPageOpened } from '@/features/cart';
import { $deliverySettings, fetchDeliverySettingsFx } from '@/features/checkout';

export { $deliverySettings };

/** The free-delivery threshold comes from the delivery settings, fetched once per visit. */
sample({
  clock: cartPageOpened,
  source: { settings: $deliverySettings, loading: fetchDeliverySettingsFx.pending },
  filter: ({ settings, loading }) => settings === null && !loading,
  target: fetchDeliverySettingsFx,
});
