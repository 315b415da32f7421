import { createEvent, sample } from 'effector';
import { $deliverySettings, fetchDeliverySettingsFx } from '@/entities/settings';
import { cartPageOpened } from '@/features/cart';
import { type PageContext } from '@/shared/model';

/**
 * The cart itself is read on the device; what the page shows of the shop's terms is public: the
 * delivery settings (the free-delivery threshold) come with the server's page, so the summary
 * shows them with the lines, without a request of its own or a shift when they arrive.
 */
export const pageStarted = createEvent<PageContext>();

const settingsWanted = sample({
  clock: [pageStarted, cartPageOpened],
  source: { settings: $deliverySettings, loading: fetchDeliverySettingsFx.pending },
  filter: ({ settings, loading }) => settings === null && !loading,
});
sample({ clock: settingsWanted, fn: () => undefined, target: fetchDeliverySettingsFx });
