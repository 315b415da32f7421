import { attach, createEffect, createStore, sample } from 'effector';
import { $api } from '@/shared/model';
import { getDeliverySettings } from '../api/get-delivery-settings';
import type { DeliverySettings } from '@/shared/api';

/**
 * Delivery fees and the free-delivery threshold: the cart shows how far it is from free delivery,
 * and checkout prices the delivery with them. Fetched when either page opens (the cart's on the
 * server).
 */
const settingsApiFx = attach({ source: $api, effect: (api) => getDeliverySettings(api) });
export const fetchDeliverySettingsFx = createEffect<void, DeliverySettings>(() => settingsApiFx());
/** Public: the cart page's server render carries them to the browser. */
export const $deliverySettings = createStore<DeliverySettings | null>(null);

sample({ clock: fetchDeliverySettingsFx.doneData, target: $deliverySettings });
