import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $notifications, notificationDismissed, notified } from './notifications';

describe('notifications', () => {
  it('queues notices, collapses repeats and forgets dismissed ones', async () => {
    const scope = fork();
    await allSettled(notified, { scope, params: { kind: 'invalidLink' } });
    await allSettled(notified, { scope, params: { kind: 'cartEmpty', tone: 'info' } });
    await allSettled(notified, { scope, params: { kind: 'invalidLink' } });
    const list = scope.getState($notifications);
    expect(list.map((notice) => notice.kind)).toEqual(['cartEmpty', 'invalidLink']);
    expect(new Set(list.map((notice) => notice.id)).size).toBe(2);
    await allSettled(notificationDismissed, { scope, params: list[0]!.id });
    expect(scope.getState($notifications).map((notice) => notice.kind)).toEqual(['invalidLink']);
  });
});
