import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $orderNumber, pageStarted } from './model';

describe('confirmation page model', () => {
  it('keeps the order number from the address for a reload', async () => {
    const scope = fork();
    await allSettled(pageStarted, {
      scope,
      params: { params: {}, search: 'order=SV-000042', locale: 'ru' },
    });
    expect(scope.getState($orderNumber)).toBe('SV-000042');
  });

  it('shows no number when the address has none', async () => {
    const scope = fork();
    await allSettled(pageStarted, { scope, params: { params: {}, search: '', locale: 'uz' } });
    expect(scope.getState($orderNumber)).toBeNull();
  });
});
