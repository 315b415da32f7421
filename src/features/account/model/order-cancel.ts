import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { loggedOut, userReloadRequested } from '@/entities/session';
import { cancelOrder } from '@/entities/order';
import { failureFacts, type Order } from '@/shared/api';
import { $api } from '@/shared/model';
import { cancelReasonMaxLength } from '../lib/order-cancel-rules';

export interface CancelRequest {
  id: number;
  reason: string;
}

/**
 * Why the order was not cancelled: `notCancellable`, pickers started meanwhile (409);
 * `notFound`, the order is not in the shopper's account (404); `reasonRefused`, the API did not
 * accept the request as sent, i.e. the reason (422, 400); `failed`, no answer or a server
 * failure, where trying again may work.
 */
export type CancelFailure = 'notCancellable' | 'notFound' | 'reasonRefused' | 'failed';

function cancelFailureOf(error: unknown): CancelFailure | null {
  const { status } = failureFacts(error);
  if (status === 409) return 'notCancellable';
  if (status === 404) return 'notFound';
  if (status === 400 || status === 422) return 'reasonRefused';
  // The session is over: the profile is read again, and its 401 signs the shopper out.
  if (status === 401) return null;
  return 'failed';
}

const cancelOrderApiFx = attach({
  source: $api,
  effect: (api, { id, reason }: CancelRequest) => cancelOrder(api, { id, reason }),
});
export const cancelOrderFx = createEffect<CancelRequest, Order>((request) =>
  cancelOrderApiFx(request),
);

/** The shopper asked to cancel the order with this id. */
export const cancelClicked = createEvent<number>();
export const cancelDismissed = createEvent();
export const cancelReasonChanged = createEvent<string>();
export const cancelConfirmed = createEvent();

export const $cancelDialogOpen = createStore(false, { serialize: 'ignore' });
/** The order the dialog is about; 0 before one is chosen. */
const $orderId = createStore(0, { serialize: 'ignore' });
export const $cancelReason = createStore('', { serialize: 'ignore' });
export const $cancelFailure = createStore<CancelFailure | null>(null, { serialize: 'ignore' });
export const $cancelling = cancelOrderFx.pending;
/** The order the shopper cancelled on this page: its notice takes the focus the button had. */
export const $cancelledHere = createStore<number | null>(null, { serialize: 'ignore' });

/** The order as the server answered it after cancelling. */
export const orderCancelled = cancelOrderFx.doneData;
/** The order moved on meanwhile (pickers started): its page should read it again. */
export const cancelRefused = sample({
  clock: cancelOrderFx.failData,
  filter: (error) => failureFacts(error).status === 409,
  fn: () => undefined,
});

sample({ clock: cancelClicked, target: $orderId });
sample({ clock: cancelClicked, fn: () => true, target: $cancelDialogOpen });
sample({ clock: cancelClicked, fn: () => '', target: $cancelReason });
sample({ clock: cancelClicked, fn: () => null, target: $cancelFailure });
sample({
  clock: cancelReasonChanged,
  fn: (reason) => reason.slice(0, cancelReasonMaxLength),
  target: $cancelReason,
});
sample({
  clock: cancelDismissed,
  source: $cancelling,
  filter: (cancelling) => !cancelling,
  fn: () => false,
  target: $cancelDialogOpen,
});
sample({
  clock: cancelConfirmed,
  source: { id: $orderId, reason: $cancelReason, cancelling: $cancelling },
  filter: ({ id, cancelling }) => id > 0 && !cancelling,
  fn: ({ id, reason }): CancelRequest => ({ id, reason }),
  target: cancelOrderFx,
});
sample({ clock: cancelOrderFx, fn: () => null, target: $cancelFailure });
sample({ clock: cancelOrderFx.done, fn: () => false, target: $cancelDialogOpen });
sample({ clock: cancelOrderFx.done, fn: ({ params }) => params.id, target: $cancelledHere });
sample({ clock: [cancelClicked, loggedOut], fn: () => null, target: $cancelledHere });
sample({ clock: cancelOrderFx.failData, fn: cancelFailureOf, target: $cancelFailure });
// A revoked session: reloading the profile answers 401 too, which signs the shopper out.
sample({
  clock: cancelOrderFx.failData,
  filter: (error) => failureFacts(error).status === 401,
  fn: () => undefined,
  target: userReloadRequested,
});

sample({ clock: loggedOut, fn: () => false, target: $cancelDialogOpen });
sample({ clock: loggedOut, fn: () => 0, target: $orderId });
sample({ clock: loggedOut, fn: () => '', target: $cancelReason });
