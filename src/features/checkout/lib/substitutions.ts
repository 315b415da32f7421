import type { OrderCreateRequest, Substitution } from '@/shared/api';

/** What the picker may do when an item is missing, in the order they are offered. */
export const substitutionChoices = [
  'replace',
  'call',
  'remove',
] as const satisfies readonly Substitution[];

/** Own choices of lines, by product id; a line without one follows the order's choice. */
export type LineSubstitutions = Readonly<Record<number, Substitution>>;

/**
 * The order with the shopper's choice for missing items; a line carries its own only when it
 * differs from the order's.
 */
export function withSubstitutions(
  order: OrderCreateRequest,
  choice: Substitution,
  lineChoices: LineSubstitutions,
): OrderCreateRequest {
  return {
    ...order,
    substitution: choice,
    lines: order.lines.map((line) => {
      const own = lineChoices[line.product_id];
      return own !== undefined && own !== choice ? { ...line, substitution: own } : line;
    }),
  };
}

/** What the picker does when nothing else was chosen: calls, so nothing goes without the shopper. */
export const defaultSubstitution: Substitution = 'call';

const isSubstitution = (value: unknown): value is Substitution =>
  (substitutionChoices as readonly unknown[]).includes(value);

/** A stored choice read back; the default when there is none or it is damaged. */
export function toSubstitution(value: unknown): Substitution {
  return isSubstitution(value) ? value : defaultSubstitution;
}

/** Stored choices of lines read back, keeping only known choices of product ids. */
export function toLineSubstitutions(value: unknown): LineSubstitutions {
  if (typeof value !== 'object' || value === null) return {};
  const choices: Record<number, Substitution> = {};
  for (const [id, choice] of Object.entries(value)) {
    const productId = Number(id);
    if (Number.isInteger(productId) && productId > 0 && isSubstitution(choice)) {
      choices[productId] = choice;
    }
  }
  return choices;
}
