import { createEvent, createStore, sample } from 'effector';
import type { Substitution } from '@/shared/api';
import { defaultSubstitution, type LineSubstitutions } from '../lib/substitutions';

/** The shopper chose what the picker does when an item of the order is missing. */
export const substitutionChosen = createEvent<Substitution>();
/** A line's own choice; null makes it follow the order's again. */
export const lineSubstitutionChosen = createEvent<{
  productId: number;
  substitution: Substitution | null;
}>();

/**
 * Preselected: the picker calls, so nothing is replaced or removed without the shopper. Both
 * choices are kept with the checkout draft, and forgotten with it (./form).
 */
export const $substitution = createStore<Substitution>(defaultSubstitution, {
  serialize: 'ignore',
});
export const $lineSubstitutions = createStore<LineSubstitutions>({}, { serialize: 'ignore' });

sample({ clock: substitutionChosen, target: $substitution });
sample({
  clock: lineSubstitutionChosen,
  source: $lineSubstitutions,
  fn: (choices, { productId, substitution }) => {
    const next: Record<number, Substitution> = { ...choices };
    if (substitution === null) delete next[productId];
    else next[productId] = substitution;
    return next;
  },
  target: $lineSubstitutions,
});
