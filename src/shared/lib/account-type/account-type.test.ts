import { describe, expect, it } from 'vitest';
import { accountTypeCookie, pageAudienceOf } from './index';

describe('the account-type cookie', () => {
  it('names the legal-entity audience only for exactly that value', () => {
    expect(pageAudienceOf('legal_entity')).toBe('legal_entity');
    expect(pageAudienceOf('individual')).toBe('default');
    expect(pageAudienceOf('LEGAL_ENTITY')).toBe('default');
    expect(pageAudienceOf('legal_entity ')).toBe('default');
    expect(pageAudienceOf('')).toBe('default');
    expect(pageAudienceOf(undefined)).toBe('default');
    expect(pageAudienceOf(null)).toBe('default');
  });

  it('is set for 30 days for a legal entity, site-wide, Lax, Secure over HTTPS', () => {
    expect(accountTypeCookie('legal_entity', true)).toBe(
      'account_type=legal_entity; Path=/; SameSite=Lax; Secure; Max-Age=2592000',
    );
    expect(accountTypeCookie('legal_entity', false)).toBe(
      'account_type=legal_entity; Path=/; SameSite=Lax; Max-Age=2592000',
    );
  });

  it('is removed for an individual and after sign-out', () => {
    expect(accountTypeCookie('individual', true)).toBe(
      'account_type=; Path=/; SameSite=Lax; Secure; Max-Age=0',
    );
    expect(accountTypeCookie(null, false)).toBe('account_type=; Path=/; SameSite=Lax; Max-Age=0');
  });
});
