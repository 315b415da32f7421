import { attach, sample } from 'effector';
import { takeFirst } from '@/shared/lib/effector';
import { stepProblems } from '../lib/form';
import { orderRequest } from '../lib/order';
import { withSubstitutions } from '../lib/substitutions';
import { $form } from './form';
import { $lineSubstitutions, $substitution } from './substitutions';
import { $orderWindowId, $windowMissing } from './window';
import {
  $idempotencyKey,
  $lines,
  $orderError,
  $total,
  newKeyFx,
  payClicked,
  placeOrderFx,
  type PlaceOrderParams,
} from './order-state';

// A new attempt whenever what would be ordered changes.
sample({
  clock: [$form, $lines, $orderWindowId, $substitution, $lineSubstitutions],
  fn: () => null,
  target: $idempotencyKey,
});

const keyFx = attach({ effect: newKeyFx });
const attempt = sample({
  // One attempt at a time: a second press while the key is made or the order sent is dropped.
  clock: takeFirst(payClicked, [keyFx, placeOrderFx]),
  source: {
    form: $form,
    lines: $lines,
    key: $idempotencyKey,
    windowMissing: $windowMissing,
  },
  filter: ({ form, lines, windowMissing }) =>
    lines.length > 0 &&
    !windowMissing &&
    (['delivery', 'address', 'payment'] as const).every(
      (step) => Object.keys(stepProblems(step, form)).length === 0,
    ),
});
const keyReady = sample({
  clock: attempt,
  filter: ({ key }) => key !== null,
  fn: ({ key }) => key ?? '',
});
const keyNeeded = sample({ clock: attempt, filter: ({ key }) => key === null });
sample({ clock: keyNeeded, target: keyFx });
sample({ clock: keyFx.doneData, target: $idempotencyKey });
sample({
  clock: [keyReady, keyFx.doneData],
  source: {
    form: $form,
    lines: $lines,
    total: $total,
    windowId: $orderWindowId,
    substitution: $substitution,
    lineChoices: $lineSubstitutions,
  },
  fn: (
    { form, lines, total, windowId, substitution, lineChoices },
    idempotencyKey,
  ): PlaceOrderParams => {
    const order = withSubstitutions(orderRequest(form, lines, total), substitution, lineChoices);
    return {
      order: windowId ? { ...order, delivery: { ...order.delivery, window_id: windowId } } : order,
      idempotencyKey,
    };
  },
  target: placeOrderFx,
});
sample({ clock: payClicked, fn: () => null, target: $orderError });
