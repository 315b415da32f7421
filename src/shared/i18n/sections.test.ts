import { describe, expect, it } from 'vitest';
import { catalogueModule, sectionOfMessage, sectionsOfPage } from './sections';

describe('message sections', () => {
  it('puts the signed-in pages’ texts in the personal section', () => {
    expect(sectionOfMessage('checkout.delivery.title')).toBe('personal');
    expect(sectionOfMessage('cart.title')).toBe('common');
    expect(sectionsOfPage('checkout')).toEqual(['common', 'personal']);
    expect(sectionsOfPage('cart')).toEqual(['common']);
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
