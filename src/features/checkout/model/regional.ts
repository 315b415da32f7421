import { attach, combine, createStore, sample } from 'effector';
import {
  listDeliveryRegions,
  quoteDelivery,
  trackDeliveryQuote,
  type DeliveryQuote,
  type DeliveryQuoteRequest,
  type DeliveryRegion,
} from '@/entities/region';
import { $api, $locale } from '@/shared/model';
import { $form } from './form';
import { $lines, checkoutOpened } from './order';

/**
 * Regions with their cities (for the address step) and, for delivery to a region, the quote:
 * the days it takes and the lines that region cannot receive (perishables), shown before the
 * shopper pays.
 */
export const fetchRegionsFx = attach({
  source: { api: $api, locale: $locale },
  effect: ({ api, locale }) => listDeliveryRegions(api, { locale }),
});
export const quoteFx = attach({
  source: { api: $api, locale: $locale },
  effect: ({ api, locale }, request: DeliveryQuoteRequest): Promise<DeliveryQuote> =>
    quoteDelivery(api, request, { locale }),
});

export const $deliveryRegions = createStore<DeliveryRegion[]>([], { serialize: 'ignore' });

sample({ clock: [checkoutOpened, $locale], target: fetchRegionsFx });
// Delivery to a region chosen before the list came (or after it failed): ask again.
sample({
  clock: $form,
  source: { regions: $deliveryRegions, pending: fetchRegionsFx.pending },
  filter: ({ regions, pending }, form) =>
    regions.length === 0 && !pending && form.deliveryType === 'regional',
  target: fetchRegionsFx,
});
sample({ clock: fetchRegionsFx.doneData, target: $deliveryRegions });

/** What to quote: the lines going to the chosen region, when delivery goes to a region. */
const $quoteRequest = combine($form, $lines, (form, lines): DeliveryQuoteRequest | null =>
  form.deliveryType === 'regional' && form.region !== 'tashkent' && lines.length > 0
    ? {
        region: form.region,
        lines: lines.map(({ product_id, quantity }) => ({ product_id, quantity })),
      }
    : null,
);
/** The quote for the region now chosen (an older region's answer is not shown). */
export const $currentQuote = trackDeliveryQuote($quoteRequest, quoteFx);
export const $blockedLines = $currentQuote.map((quote) => quote?.blocked_lines ?? []);
/** Perishable lines keep the order from going to the chosen region. */
export const $regionalBlocked = $blockedLines.map((lines) => lines.length > 0);
/** The cities and districts of the chosen region. */
export const $regionCities = combine(
  $deliveryRegions,
  $form,
  (regions, form) => regions.find((region) => region.code === form.region)?.cities ?? [],
);
