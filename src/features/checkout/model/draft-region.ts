import type { Region } from '@/shared/api';
import { readStored } from '@/shared/lib/storage';
import { toCheckoutForm } from '../lib/form';
import { checkoutDraftKey } from './stored';

/**
 * The region the checkout draft on this device sends the order to by courier company, or null
 * when it delivers in Tashkent, is picked up or taken by taxi, or there is no draft: what the
 * cart checks its lines against before checkout.
 */
export function regionalDraftRegion(): Region | null {
  const stored = readStored(checkoutDraftKey) as { form?: unknown } | null;
  const form = toCheckoutForm(stored?.form);
  return form.deliveryType === 'regional' && form.region !== 'tashkent' ? form.region : null;
}
