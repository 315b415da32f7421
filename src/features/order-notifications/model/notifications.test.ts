import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { loggedOut } from '@/entities/session';
import { $locale } from '@/shared/model';
import type { NotificationAccess } from '../lib/browser';
import { statusNotification } from '../lib/texts';
import {
  $access,
  $notificationsOn,
  $optedIn,
  askPermissionFx,
  notificationsChecked,
  notificationsSwitched,
  readAccessFx,
  rememberOptInFx,
  showNotificationsFx,
  statusChangesSeen,
} from './notifications';

const change = { id: 5012, number: 'SV-261123-5012', status: 'in_delivery' as const };

function scopeWith(access: NotificationAccess, optedIn = false, permission = access) {
  const ask = vi.fn(async () => permission as NotificationPermission);
  const show = vi.fn(async () => {});
  const remember = vi.fn();
  const scope = fork({
    values: [[$locale, 'ru']],
    handlers: [
      [readAccessFx, async () => ({ access, optedIn })],
      [askPermissionFx, ask],
      [showNotificationsFx, show],
      [rememberOptInFx, remember],
    ],
  });
  return { scope, ask, show, remember };
}

describe('order notifications', () => {
  it('asks the browser only when the shopper turns them on, then shows status changes', async () => {
    const { scope, ask, show, remember } = scopeWith('default', false, 'granted');
    await allSettled(notificationsChecked, { scope });
    expect(ask).not.toHaveBeenCalled();
    await allSettled(statusChangesSeen, { scope, params: [change] });
    expect(show).not.toHaveBeenCalled();

    await allSettled(notificationsSwitched, { scope, params: true });
    expect(ask).toHaveBeenCalledTimes(1);
    expect(scope.getState($notificationsOn)).toBe(true);
    expect(remember).toHaveBeenLastCalledWith(true);
    await allSettled(statusChangesSeen, { scope, params: [change] });
    expect(show).toHaveBeenCalledWith({ changes: [change], locale: 'ru' });
  });

  it('stays off when the browser refuses', async () => {
    const { scope, show } = scopeWith('default', false, 'denied');
    await allSettled(notificationsChecked, { scope });
    await allSettled(notificationsSwitched, { scope, params: true });
    expect(scope.getState($access)).toBe('denied');
    expect(scope.getState($notificationsOn)).toBe(false);
    await allSettled(statusChangesSeen, { scope, params: [change] });
    expect(show).not.toHaveBeenCalled();
  });

  it('remembers the opt-in on the device and turns off when asked or at sign-out', async () => {
    const { scope, ask, show, remember } = scopeWith('granted', true);
    await allSettled(notificationsChecked, { scope });
    expect(scope.getState($notificationsOn)).toBe(true);
    await allSettled(notificationsSwitched, { scope, params: false });
    expect(scope.getState($notificationsOn)).toBe(false);
    expect(remember).toHaveBeenLastCalledWith(false);
    await allSettled(statusChangesSeen, { scope, params: [change] });
    expect(show).not.toHaveBeenCalled();
    await allSettled(notificationsSwitched, { scope, params: true });
    // Already allowed: no second question.
    expect(ask).not.toHaveBeenCalled();
    expect(scope.getState($optedIn)).toBe(true);
    await allSettled(loggedOut, { scope });
    expect(scope.getState($optedIn)).toBe(false);
    expect(remember).toHaveBeenLastCalledWith(false);
  });

  it('offers nothing where the browser cannot show them', async () => {
    const { scope, ask } = scopeWith('unavailable');
    await allSettled(notificationsChecked, { scope });
    await allSettled(notificationsSwitched, { scope, params: true });
    expect(ask).not.toHaveBeenCalled();
    expect(scope.getState($notificationsOn)).toBe(false);
  });

  it('words the notification in the shopper language and opens the order on a click', () => {
    expect(
      statusNotification(change, 'ru', {
        'account.orderNotifications.title': 'Savat: заказ {number}',
        'account.orderNotifications.inDelivery': 'Заказ в пути, курьер везёт его вам.',
      }),
    ).toEqual({
      title: 'Savat: заказ SV-261123-5012',
      body: 'Заказ в пути, курьер везёт его вам.',
      tag: 'order-5012',
      lang: 'ru',
      url: '/ru/account/orders/5012',
    });
  });
});
