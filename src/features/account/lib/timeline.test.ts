import { describe, expect, it } from 'vitest';
import { orderTimelineOf } from './timeline';

const placed = '2026-11-22T09:14:00Z';

describe('order timeline', () => {
  it('a card order: placed while awaiting payment, then confirmed and paid by the charge', () => {
    expect(
      orderTimelineOf({
        status: 'awaiting_payment',
        payment_type: 'card',
        created_at: placed,
        status_history: [{ status: 'awaiting_payment', at: placed }],
      }),
    ).toEqual({ status: 'created', payment: 'paid', reachedAt: { created: placed } });

    const paid = orderTimelineOf({
      status: 'in_delivery',
      payment_type: 'card',
      created_at: placed,
      status_history: [
        { status: 'awaiting_payment', at: placed },
        { status: 'confirmed', at: '2026-11-22T09:15:00Z' },
        { status: 'assembling', at: '2026-11-22T09:40:00Z' },
        { status: 'in_delivery', at: '2026-11-22T10:10:00Z' },
      ],
    });
    expect(paid.status).toBe('on_the_way');
    expect(paid.reachedAt).toEqual({
      created: placed,
      confirmed: '2026-11-22T09:15:00Z',
      paid: '2026-11-22T09:15:00Z',
      assembling: '2026-11-22T09:40:00Z',
      on_the_way: '2026-11-22T10:10:00Z',
    });
  });

  it('an order paid on receipt is confirmed at once and waits for payment at the end', () => {
    const timeline = orderTimelineOf({
      status: 'ready_for_pickup',
      payment_type: 'card_on_receipt',
      created_at: placed,
      status_history: [
        { status: 'confirmed', at: placed },
        { status: 'ready_for_pickup', at: '2026-11-22T11:00:00Z' },
      ],
    });
    expect(timeline).toMatchObject({ status: 'on_the_way', payment: 'awaiting_payment' });
    expect(timeline.reachedAt.confirmed).toBe(placed);
  });

  it('completed is the last step', () => {
    expect(
      orderTimelineOf({
        status: 'completed',
        payment_type: 'cash',
        created_at: placed,
        status_history: [{ status: 'completed', at: '2026-11-22T12:00:00Z' }],
      }).status,
    ).toBe('delivered');
  });

  it('a cancelled order ends after the last status it reached', () => {
    const timeline = orderTimelineOf({
      status: 'cancelled',
      payment_type: 'card',
      created_at: placed,
      status_history: [
        { status: 'awaiting_payment', at: placed },
        { status: 'cancelled', at: '2026-11-22T09:44:00Z' },
      ],
    });
    expect(timeline).toMatchObject({ status: 'cancelled', cancelledAfter: 'created' });
    expect(timeline.reachedAt.cancelled).toBe('2026-11-22T09:44:00Z');
    expect(
      orderTimelineOf({
        status: 'cancelled',
        payment_type: 'cash',
        created_at: placed,
        status_history: [
          { status: 'confirmed', at: placed },
          { status: 'assembling', at: placed },
          { status: 'cancelled', at: placed },
        ],
      }).cancelledAfter,
    ).toBe('assembling');
  });
});
