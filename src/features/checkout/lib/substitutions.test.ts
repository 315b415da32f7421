import { describe, expect, it } from 'vitest';
import type { OrderCreateRequest } from '@/shared/api';
import {
  substitutionChoices,
  toLineSubstitutions,
  toSubstitution,
  withSubstitutions,
} from './substitutions';

const order: OrderCreateRequest = {
  delivery: { type: 'pickup', region: 'tashkent', store_id: 1 },
  receiver: { name: 'Dilnoza', surname: 'Karimova', phone: '+998901234567' },
  payment: { type: 'cash' },
  lines: [
    { product_id: 1, quantity: 2 },
    { product_id: 7, quantity: 1000 },
    { product_id: 8, quantity: 1 },
  ],
  expected_total: 132_000,
};

describe('substitutions in the order', () => {
  it('offers replace, call me and remove, in that order', () => {
    expect(substitutionChoices).toEqual(['replace', 'call', 'remove']);
  });

  it('sends the order’s choice, and a line’s own only where it differs', () => {
    expect(withSubstitutions(order, 'replace', { 7: 'remove', 8: 'replace' })).toEqual({
      ...order,
      substitution: 'replace',
      lines: [
        { product_id: 1, quantity: 2 },
        { product_id: 7, quantity: 1000, substitution: 'remove' },
        { product_id: 8, quantity: 1 },
      ],
    });
  });
});

describe('substitutions kept on the device', () => {
  it('reads back a stored choice, and calls when there is none or it is damaged', () => {
    expect(toSubstitution('remove')).toBe('remove');
    expect(toSubstitution(undefined)).toBe('call');
    expect(toSubstitution('shrug')).toBe('call');
  });

  it('reads back the lines’ own choices, dropping unknown ones', () => {
    expect(toLineSubstitutions({ 7: 'remove', 8: 'shrug', x: 'call', '-1': 'call' })).toEqual({
      7: 'remove',
    });
    expect(toLineSubstitutions(null)).toEqual({});
    expect(toLineSubstitutions('remove')).toEqual({});
  });
});
