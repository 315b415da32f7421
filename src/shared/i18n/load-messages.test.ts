import { describe, expect, it, vi } from 'vitest';
import designSystemEn from '../../../design-system/i18n/en.json';
import en from './messages/en.json';
import ru from './messages/ru.json';
import type * as LoadMessagesModule from './load-messages';
import { sectionOfMessage, sectionsOfPage } from './sections';

type LoadMessages = typeof LoadMessagesModule;

/** A fresh copy of the module: the browser's catalogue is module state. */
async function freshModule(): Promise<LoadMessages> {
  vi.resetModules();
  return import('./load-messages');
}

const personalIds = Object.keys(en).filter((id) => sectionOfMessage(id) === 'personal');

describe('message sections', () => {
  it('put the texts of the signed-in pages in the personal section', () => {
    expect(sectionOfMessage('checkout.delivery.title')).toBe('personal');
    expect(sectionOfMessage('account.orders.title')).toBe('personal');
    expect(sectionOfMessage('cart.title')).toBe('common');
    expect(sectionOfMessage('product.addToCart')).toBe('common');
    expect(sectionOfMessage('ds.button.loading')).toBe('common');
    // About half of the catalogue: worth a chunk of its own.
    expect(personalIds.length).toBeGreaterThan(Object.keys(en).length / 4);
  });

  it('name the sections each page shows', () => {
    expect(sectionsOfPage('checkout')).toEqual(['common', 'personal']);
    expect(sectionsOfPage('account-order')).toEqual(['common', 'personal']);
    expect(sectionsOfPage('home')).toEqual(['common']);
    expect(sectionsOfPage('cart')).toEqual(['common']);
  });
});

describe('loadMessages', () => {
  it('merges every section with the design system catalogue by default (the server)', async () => {
    const { loadMessages } = await freshModule();
    const messages = await loadMessages('en');
    expect(Object.keys(messages).sort()).toEqual(
      [...Object.keys(designSystemEn), ...Object.keys(en)].sort(),
    );
  });

  it('loads only the sections asked for', async () => {
    const { loadMessages } = await freshModule();
    const common = await loadMessages('ru', ['common']);
    expect(common['cart.title']).toEqual(ru['cart.title' as keyof typeof ru]);
    expect(common['ds.button.loading']).toBeDefined();
    expect(personalIds.filter((id) => id in common)).toEqual([]);
    expect(common['auth.signIn.title']).toBeUndefined();
    expect(common['business.form.submit']).toBeUndefined();
    const later = await loadMessages('ru', ['later']);
    expect(later['auth.signIn.title']).toEqual(ru['auth.signIn.title' as keyof typeof ru]);
    const personal = await loadMessages('ru', ['personal']);
    expect(Object.keys(personal).sort()).toEqual([...personalIds].sort());
  });
});

describe("the browser's catalogue", () => {
  it('counts every section as loaded until it is started (the server, tests)', async () => {
    const { areMessageSectionsLoaded, browserMessages, loadMessageSections } = await freshModule();
    expect(areMessageSectionsLoaded(['common', 'personal'])).toBe(true);
    await loadMessageSections(['personal']);
    expect(browserMessages()).toBeNull();
  });

  it('grows by the sections a page needs, once each, and tells its subscribers', async () => {
    const {
      areMessageSectionsLoaded,
      browserMessages,
      loadBrowserMessages,
      loadMessageSections,
      subscribeToBrowserMessages,
    } = await freshModule();
    const listener = vi.fn();
    const unsubscribe = subscribeToBrowserMessages(listener);

    const first = await loadBrowserMessages('ru', ['common']);
    expect(first).toBe(browserMessages());
    expect(first['cart.title']).toBeDefined();
    expect(first['checkout.title']).toBeUndefined();
    expect(areMessageSectionsLoaded(['common'])).toBe(true);
    expect(areMessageSectionsLoaded(['common', 'personal'])).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);

    // Two pages asking at once share one load, in the catalogue's language.
    await Promise.all([loadMessageSections(['personal']), loadMessageSections(['personal'])]);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(areMessageSectionsLoaded(['common', 'personal'])).toBe(true);
    // The same object, grown: what is on screen keeps its texts and need not render again.
    const grown = browserMessages();
    expect(grown).toBe(first);
    expect(grown?.['checkout.title']).toEqual(ru['checkout.title' as keyof typeof ru]);
    expect(grown?.['cart.title']).toEqual(first['cart.title']);

    await loadMessageSections(['common', 'personal']);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
