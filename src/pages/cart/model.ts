import { sample } from 'effector';
import { $deliverySettings, cartPageOpened, fetchDeliverySettingsFx } from '@/features/cart';

/** The free-delivery threshold comes from the delivery settings, fetched once per visit. */
sample({
  clock: cartPageOpened,
  source: { settings: $deliverySettings, loading: fetchDeliverySettingsFx.pending },
  filter: ({ settings, loading }) => settings === null && !loading,
  target: fetchDeliverySettingsFx,
});
