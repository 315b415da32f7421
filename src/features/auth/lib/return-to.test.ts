import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  // An encoded newline is only characters of a path on this site, not a line break.
  it.each(['/uz/checkout', '/ru/account/orders?page=2', '/en/cart#top', '/uz', '/%0a/evil'])(
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
  ])('refuses %s', (target) => {
    expect(safeReturnTo(target)).toBeNull();
  });
});
