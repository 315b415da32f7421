import { describe, expect, it } from 'vitest';
import { cancellabilityOf } from './order-cancel-rules';

describe('who may cancel when', () => {
  it('lets the shopper cancel while the order awaits payment or is confirmed', () => {
    expect(cancellabilityOf({ status: 'awaiting_payment' })).toBe('cancellable');
    expect(cancellabilityOf({ status: 'confirmed' })).toBe('cancellable');
  });

  it('sends the shopper to support once assembling has begun', () => {
    expect(cancellabilityOf({ status: 'assembling' })).toBe('inHand');
    expect(cancellabilityOf({ status: 'ready_for_pickup' })).toBe('inHand');
    expect(cancellabilityOf({ status: 'in_delivery' })).toBe('inHand');
  });

  it('offers nothing for a finished order', () => {
    expect(cancellabilityOf({ status: 'completed' })).toBe('completed');
    expect(cancellabilityOf({ status: 'cancelled' })).toBe('cancelled');
  });
});
