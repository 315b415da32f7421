import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { $cart } from '@/entities/cart';
import {
  quoteDelivery,
  trackDeliveryQuote,
  type BlockedLine,
  type DeliveryQuote,
  type DeliveryQuoteRequest,
} from '@/entities/region';
import { $deliverySettings, fetchDeliverySettingsFx } from '@/entities/shop';
import { cartPageOpened } from '@/features/cart';
import { regionalDraftRegion } from '@/features/checkout/index.start';
import type { Region } from '@/shared/api';
import { $api, $locale, type PageContext } from '@/shared/model';

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

/**
 * When the shopper's checkout draft sends the order to a region, the cart asks the delivery
 * quote which lines that region cannot receive (perishables) and names them before checkout.
 */
export const readDraftRegionFx = createEffect<void, Region | null>(() => regionalDraftRegion());
type QuoteRequest = DeliveryQuoteRequest;
const quoteApiFx = attach({
  source: { api: $api, locale: $locale },
  effect: ({ api, locale }, request: QuoteRequest) => quoteDelivery(api, request, { locale }),
});
export const quoteCartFx = createEffect<QuoteRequest, DeliveryQuote>((request) =>
  quoteApiFx(request),
);

const $draftRegion = createStore<Region | null>(null, { serialize: 'ignore' });

sample({ clock: cartPageOpened, target: readDraftRegionFx });
sample({ clock: readDraftRegionFx.doneData, target: $draftRegion });

const $quoteRequest = combine($draftRegion, $cart, (region, cart): QuoteRequest | null =>
  region && cart.length > 0
    ? { region, lines: cart.map(({ product_id, quantity }) => ({ product_id, quantity })) }
    : null,
);
const $quote = trackDeliveryQuote($quoteRequest, quoteCartFx);

/** The cart's lines the region of the checkout draft cannot receive (none for other deliveries). */
export const $regionalBlockedLines = combine($quote, $quoteRequest, (quote, request) =>
  quote && request
    ? quote.blocked_lines.filter((blocked: BlockedLine) =>
        request.lines.some((line) => line.product_id === blocked.product_id),
      )
    : [],
);
