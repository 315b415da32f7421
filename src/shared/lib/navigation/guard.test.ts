import { describe, expect, it } from 'vitest';
import { resolveNavigation } from './guard';

const policy = { origin: 'https://savat.uz', allowedHosts: ['yandex.uz'] };

describe('resolveNavigation', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'JAVASCRIPT:alert(1)',
    '  javascript:alert(1)',
    '\u0000javascript:alert(1)',
    '\tjava\nscript:alert(1)',
    'java\tscript:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '&#0000106avascript:alert(1)',
    'javascript&colon;alert(1)',
    '&amp;#106;avascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    ' DaTa:text/html,<script>alert(1)</script>',
    'blob:https://savat.uz/1234',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
  ])('always refuses %j', (href) => {
    expect(resolveNavigation(href, policy)).toEqual({ kind: 'refused', reason: 'blocked-scheme' });
  });

  it.each([
    '//evil.example/path',
    '/\\evil.example/path',
    '\\\\evil.example',
    '/\t/evil.example',
    'https://evil.example',
    'HTTPS://EVIL.example/x',
    'https://savat.uz.evil.example/',
    'https://savat.uz@evil.example/',
  ])('refuses the external address %j that is not allowed', (href) => {
    expect(resolveNavigation(href, policy)).toEqual({ kind: 'refused', reason: 'not-allowed' });
  });

  it('refuses other schemes', () => {
    expect(resolveNavigation('ftp://savat.uz/file', policy).kind).toBe('refused');
    expect(resolveNavigation('file:///etc/passwd', policy).kind).toBe('refused');
  });

  it('keeps same-origin addresses inside the app', () => {
    expect(resolveNavigation('/uz/catalog?sort=price_asc#top', policy)).toEqual({
      kind: 'internal',
      path: '/uz/catalog?sort=price_asc#top',
    });
    expect(resolveNavigation('https://savat.uz/ru/products/milk', policy)).toEqual({
      kind: 'internal',
      path: '/ru/products/milk',
    });
    expect(resolveNavigation('  /en/about', policy)).toEqual({
      kind: 'internal',
      path: '/en/about',
    });
  });

  it('opens allow-listed hosts as external addresses', () => {
    expect(resolveNavigation('https://yandex.uz/maps', policy)).toEqual({
      kind: 'external',
      url: 'https://yandex.uz/maps',
    });
    expect(resolveNavigation('//YANDEX.uz/maps', policy).kind).toBe('external');
  });
});
