import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { $shopperApi } from '@/features/auth';
import { getDeliverySettings } from '@/entities/settings';
import type { DeliverySettings } from '@/shared/api';

/**
 * Delivery fees and the free-delivery threshold: the cart shows how far it is from free delivery,
 * and checkout prices the delivery with them. Fetched when either page opens.
 */
const settingsApiFx = attach({ source: $shopperApi, effect: (api) => getDeliverySettings(api) });
export const fetchDeliverySettingsFx = createEffect<void, DeliverySettings>(() => settingsApiFx());
export const deliverySettingsLoaded = createEvent<DeliverySettings>();
export const $deliverySettings = createStore<DeliverySettings | null>(null, {
  serialize: 'ignore',
});

sample({ clock: deliverySettingsLoaded, target: $deliverySettings });
sample({ clock: fetchDeliverySettingsFx.doneData, target: $deliverySettings });
