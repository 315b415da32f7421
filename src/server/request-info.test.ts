import { describe, expect, it } from 'vitest';
import { readCookie } from './request-info.ts';

describe('readCookie', () => {
  it('reads a cookie among others, percent-decoded', () => {
    expect(readCookie('locale=ru; currency=USD', 'currency')).toBe('USD');
    expect(readCookie('a=1;account_type=legal%5Fentity', 'account_type')).toBe('legal_entity');
    expect(readCookie('token=a=b', 'token')).toBe('a=b');
  });

  it('is undefined for a cookie the header lacks', () => {
    expect(readCookie(undefined, 'locale')).toBeUndefined();
    expect(readCookie('', 'locale')).toBeUndefined();
    expect(readCookie('localex=ru', 'locale')).toBeUndefined();
  });

  it.each(['%', '%ff%fe', '%E0%A4%A'])(
    'is undefined for a value that is not percent-encoded UTF-8 (%s) instead of throwing',
    (value) => {
      expect(readCookie(`currency=${value}; locale=ru`, 'currency')).toBeUndefined();
      expect(readCookie(`currency=${value}; locale=ru`, 'locale')).toBe('ru');
    },
  );
});
