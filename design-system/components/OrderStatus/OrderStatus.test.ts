import { describe, expect, it } from 'vitest';
import { orderTimeline } from './OrderStatus';

describe('orderTimeline', () => {
  it('shows the paid flow from placing to delivery', () => {
    expect(orderTimeline('assembling', 'paid')).toEqual([
      'created',
      'confirmed',
      'paid',
      'assembling',
      'on_the_way',
      'delivered',
    ]);
  });

  it('shows awaiting payment for orders paid on receipt', () => {
    expect(orderTimeline('on_the_way', 'awaiting_payment')).toContain('awaiting_payment');
    expect(orderTimeline('on_the_way', 'awaiting_payment')).not.toContain('paid');
  });

  it('ends a cancelled order after the last status it reached', () => {
    expect(orderTimeline('cancelled', 'paid', 'confirmed')).toEqual([
      'created',
      'confirmed',
      'cancelled',
    ]);
    expect(orderTimeline('cancelled', 'paid')).toEqual(['created', 'cancelled']);
  });
});
