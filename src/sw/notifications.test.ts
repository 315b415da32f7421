import { describe, expect, it } from 'vitest';
import { notificationPath } from './notifications';

const origin = 'https://savat.uz';

describe('the page a notification opens', () => {
  it("is the order's page the notification names", () => {
    expect(notificationPath({ url: '/ru/account/orders/5012' }, origin)).toBe(
      '/ru/account/orders/5012',
    );
  });

  it('is never another site, nor anything but a path', () => {
    expect(notificationPath({ url: '//evil.example/uz' }, origin)).toBeNull();
    expect(notificationPath({ url: 'https://evil.example/uz' }, origin)).toBeNull();
    expect(notificationPath({ url: 'javascript:alert(1)' }, origin)).toBeNull();
    expect(notificationPath({ url: '/\\evil.example' }, origin)).toBeNull();
    expect(notificationPath(null, origin)).toBeNull();
    expect(notificationPath({ url: 42 }, origin)).toBeNull();
  });
});
