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
