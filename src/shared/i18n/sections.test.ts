import { describe, expect, it } from 'vitest';
import { catalogueModule, sectionOfMessage, sectionsOfPage } from './sections';

describe('message sections', () => {
  it('puts the signed-in pages’ texts in the personal section', () => {
    expect(sectionOfMessage('checkout.delivery.title')).toBe('personal');
    expect(sectionOfMessage('addresses.book.title')).toBe('personal');
    expect(sectionOfMessage('cart.title')).toBe('common');
    expect(sectionsOfPage('checkout')).toEqual(['common', 'personal']);
    expect(sectionsOfPage('cart')).toEqual(['common']);
  });

  it('gives the business page its own section', () => {
    expect(sectionOfMessage('business.form.submit')).toBe('business');
    expect(sectionsOfPage('business')).toEqual(['common', 'business']);
    expect(sectionsOfPage('home')).toEqual(['common']);
  });

  it('puts what only code loaded on demand shows in the later section, which no page loads', () => {
    expect(sectionOfMessage('auth.signIn.title')).toBe('later');
    expect(sectionOfMessage('pwa.offlineBanner.title')).toBe('later');
    expect(sectionOfMessage('placedOrder.text')).toBe('later');
    expect(sectionOfMessage('header.cart')).toBe('common');
    for (const page of ['home', 'catalog', 'account', 'business'])
      expect(sectionsOfPage(page)).not.toContain('later');
  });

  it('names the language and section of a catalogue module by its manifest key', () => {
    expect(catalogueModule('src/shared/i18n/messages/ru.json?section=personal')).toEqual({
      locale: 'ru',
      section: 'personal',
    });
    expect(catalogueModule('src/shared/i18n/messages/uz.json?section=common')).toEqual({
      locale: 'uz',
      section: 'common',
    });
    expect(catalogueModule('design-system/i18n/en.json')).toEqual({ locale: 'en' });
    expect(catalogueModule('src/shared/i18n/messages/uz.json?section=other')).toBeUndefined();
    expect(catalogueModule('src/pages/cart/view.tsx')).toBeUndefined();
    expect(catalogueModule('public/manifest/uz.json')).toBeUndefined();
  });
});
