import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { cardAdded, fetchCardsFx } from '@/entities/card';
import { $user, loggedOut } from '@/entities/session';
import type { Substitution } from '@/shared/api';
import { readStored, writeStored } from '@/shared/lib/storage';
import {
  checkoutSteps,
  emptyCheckoutForm,
  paymentTypesFor,
  stepProblems,
  toCheckoutForm,
  type CheckoutForm,
  type CheckoutStep,
} from '../lib/form';
import {
  defaultSubstitution,
  toLineSubstitutions,
  toSubstitution,
  type LineSubstitutions,
} from '../lib/substitutions';
import { checkoutDraftKey, removeDraftFx } from './stored';
import { $lineSubstitutions, $substitution } from './substitutions';

export const fieldChanged = createEvent<Partial<CheckoutForm>>();
export const stepSubmitted = createEvent();
export const stepOpened = createEvent<CheckoutStep>();
export const draftCleared = createEvent();
/** The shopper asked to add a card on the payment step (the page opens the card form). */
export const addCardRequested = createEvent();

/** What the device keeps of checkout: the form, the step, and the choices for missing items. */
export interface CheckoutDraft {
  form: CheckoutForm;
  step: CheckoutStep;
  substitution?: Substitution;
  lineSubstitutions?: LineSubstitutions;
}

export const readDraftFx = createEffect<void, CheckoutDraft>(() => {
  const stored = readStored(checkoutDraftKey) as Record<string, unknown> | null;
  const step = checkoutSteps.find((name) => name === stored?.step) ?? 'delivery';
  return {
    form: toCheckoutForm(stored?.form),
    step,
    substitution: toSubstitution(stored?.substitution),
    lineSubstitutions: toLineSubstitutions(stored?.lineSubstitutions),
  };
});
export const writeDraftFx = createEffect<CheckoutDraft, void>((draft) =>
  writeStored(checkoutDraftKey, draft),
);

export const $form = createStore<CheckoutForm>(emptyCheckoutForm, { serialize: 'ignore' });
export const $step = createStore<CheckoutStep>('delivery', { serialize: 'ignore' });
/** True once the stored draft has been read back (fields may start from it). */
export const $draftRead = createStore(false, { serialize: 'ignore' });
/** Problems are shown once the shopper tried to continue. */
export const $showProblems = createStore(false, { serialize: 'ignore' });
export const $problems = combine($step, $form, (step, form) => stepProblems(step, form));
export const $allowedPaymentTypes = $form.map((form) =>
  form.deliveryType ? paymentTypesFor[form.deliveryType] : [],
);

sample({ clock: readDraftFx.doneData, fn: ({ form }) => form, target: $form });
sample({ clock: readDraftFx.doneData, fn: ({ step }) => step, target: $step });
sample({
  clock: readDraftFx.doneData,
  fn: ({ substitution }) => substitution ?? defaultSubstitution,
  target: $substitution,
});
sample({
  clock: readDraftFx.doneData,
  fn: ({ lineSubstitutions }) => lineSubstitutions ?? {},
  target: $lineSubstitutions,
});
sample({ clock: readDraftFx.finally, fn: () => true, target: $draftRead });

sample({
  clock: fieldChanged,
  source: $form,
  fn: (form, change): CheckoutForm => {
    const next = { ...form, ...change };
    // A payment method the new delivery method does not take is dropped.
    if (
      next.deliveryType &&
      next.paymentType &&
      !paymentTypesFor[next.deliveryType].includes(next.paymentType)
    ) {
      next.paymentType = null;
    }
    return next;
  },
  target: $form,
});

// Receiver fields start from the profile; what the shopper typed is never overwritten.
sample({
  clock: [$user, readDraftFx.done],
  source: { form: $form, user: $user },
  filter: ({ user }) => user !== null,
  fn: ({ form, user }): CheckoutForm => ({
    ...form,
    name: form.name || (user?.name ?? ''),
    surname: form.surname || (user?.surname ?? ''),
    phone: form.phone || (user?.phone ?? ''),
  }),
  target: $form,
});

const stepChecked = sample({ clock: stepSubmitted, source: { step: $step, problems: $problems } });
sample({
  clock: stepChecked,
  filter: ({ problems }) => Object.keys(problems).length > 0,
  fn: () => true,
  target: $showProblems,
});
sample({
  clock: stepChecked,
  filter: ({ step, problems }) => Object.keys(problems).length === 0 && step !== 'payment',
  fn: ({ step }) => checkoutSteps[checkoutSteps.indexOf(step) + 1] ?? step,
  target: $step,
});
sample({ clock: $step, fn: () => false, target: $showProblems });
// Going back is always allowed; going forward only through completed steps.
sample({
  clock: stepOpened,
  source: { step: $step, form: $form },
  filter: ({ step, form }, target) =>
    checkoutSteps.indexOf(target) <= checkoutSteps.indexOf(step) ||
    checkoutSteps
      .slice(0, checkoutSteps.indexOf(target))
      .every((previous) => Object.keys(stepProblems(previous, form)).length === 0),
  fn: (_, target) => target,
  target: $step,
});

// The form survives a reload. It never holds a card number, only the chosen card's id.
sample({
  clock: [$form, $step, $substitution, $lineSubstitutions],
  source: {
    form: $form,
    step: $step,
    substitution: $substitution,
    lineSubstitutions: $lineSubstitutions,
    ready: $draftRead,
  },
  filter: ({ ready }) => ready,
  fn: ({ form, step, substitution, lineSubstitutions }): CheckoutDraft => ({
    form,
    step,
    substitution,
    lineSubstitutions,
  }),
  target: writeDraftFx,
});

// Signing out removes the stored draft (./stored, on every page); nothing is written back until
// checkout reads the device again.
sample({ clock: loggedOut, fn: () => false, target: $draftRead });
sample({ clock: [draftCleared, loggedOut], fn: () => emptyCheckoutForm, target: $form });
sample({ clock: [draftCleared, loggedOut], fn: (): CheckoutStep => 'delivery', target: $step });
sample({
  clock: [draftCleared, loggedOut],
  fn: (): Substitution => defaultSubstitution,
  target: $substitution,
});
sample({
  clock: [draftCleared, loggedOut],
  fn: (): LineSubstitutions => ({}),
  target: $lineSubstitutions,
});
sample({ clock: draftCleared, target: removeDraftFx });

// The shopper's default card is chosen until they choose another (or add one).
sample({
  clock: fetchCardsFx.doneData,
  source: $form,
  filter: (form, cards) =>
    !cards.some((card) => card.id === form.currentCard) && cards.some((card) => card.is_default),
  fn: (_, cards): Partial<CheckoutForm> => ({
    currentCard: cards.find((card) => card.is_default)?.id ?? 0,
  }),
  target: fieldChanged,
});

// A card added during checkout is the one paid with.
sample({
  clock: cardAdded,
  fn: (card): Partial<CheckoutForm> => ({ paymentType: 'card', currentCard: card.id }),
  target: fieldChanged,
});
