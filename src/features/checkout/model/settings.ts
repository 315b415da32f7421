import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { $shopperApi } from '@/features/auth';
import { getDeliverySettings } from '@/entities/settings';
import type { DeliverySettings } from '@/shared/api';

/**
 * Delivery fees and the free-delivery threshold: shown by the cart and used by checkout. On its
 * own so that the cart page loads it without checkout's models.
 */
const settingsApiFx = attach({ source: $shopperApi, effect: (api) => getDeliverySettings(api) });
export const fetchDeliverySettingsFx = createEffect<void, DeliverySettings>(() => settingsApiFx());
export const deliverySettingsLoaded = createEvent<DeliverySettings>();
export const $deliverySettings = createStore<DeliverySettings | null>(null, {
  serialize: 'ignore',
});

sample({ clock: deliverySettingsLoaded, target: $deliverySettings });
sample({ clock: fetchDeliverySettingsFx.doneData, target: $deliverySettings });
