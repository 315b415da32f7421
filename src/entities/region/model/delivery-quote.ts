import { combine, createStore, sample, type Effect, type Store } from 'effector';
import { $locale } from '@/shared/model';
import type { DeliveryQuote, DeliveryQuoteRequest } from './types';

/**
 * Keeps a delivery quote in step with what is to be quoted: asked (through `quoteFx`) whenever
 * the region, the lines or the language change, forgotten when there is nothing to quote. The
 * store it returns holds the answer for the region asked now, never an older region's.
 */
export function trackDeliveryQuote(
  request: Store<DeliveryQuoteRequest | null>,
  quoteFx: Effect<DeliveryQuoteRequest, DeliveryQuote>,
): Store<DeliveryQuote | null> {
  const $answer = createStore<DeliveryQuote | null>(null, { serialize: 'ignore' });
  const $key = request.map((wanted) => (wanted ? JSON.stringify(wanted) : null));
  sample({
    clock: [$key, $locale],
    source: request,
    filter: (wanted): wanted is DeliveryQuoteRequest => wanted !== null,
    target: quoteFx,
  });
  sample({ clock: quoteFx.doneData, target: $answer });
  sample({ clock: $key, filter: (key) => key === null, fn: () => null, target: $answer });
  return combine($answer, request, (quote, wanted) =>
    quote && wanted && quote.region === wanted.region ? quote : null,
  );
}
