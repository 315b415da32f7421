import { describe, expect, it } from 'vitest';
import {
  audienceMessage,
  classifyRequest,
  dataCacheKey,
  isPersonalPath,
  isStorable,
  languageOfPath,
  isAudienceMessage,
  offlinePagePath,
  pageCacheKey,
  pagesOfOtherAudiences,
  precachedPaths,
} from './policy';

const origin = 'https://savat.uz';
const kind = (href: string, extra: Partial<Parameters<typeof classifyRequest>[0]> = {}) =>
  classifyRequest({
    url: new URL(href, origin),
    method: 'GET',
    mode: 'cors',
    authorised: false,
    origin,
    ...extra,
  });

describe('offline worker policy', () => {
  it('answers hashed build files from the cache first', () => {
    expect(kind('/assets/entry-client-B1x9.js')).toBe('asset');
    expect(kind('https://cdn.example/assets/x.js')).toBe('network');
  });

  it('serves pages network-first, except personal ones', () => {
    expect(kind('/uz', { mode: 'navigate' })).toBe('page');
    expect(kind('/ru/products/bananas', { mode: 'navigate' })).toBe('page');
    for (const path of [
      '/uz/account',
      '/uz/account/orders',
      '/ru/checkout',
      '/en/cart',
      '/uz/wvs/orders',
    ]) {
      expect(kind(path, { mode: 'navigate' }), path).toBe('network');
    }
    expect(kind('/sitemap.xml', { mode: 'navigate' })).toBe('network');
  });

  it('keeps catalogue data and pictures, never personal answers', () => {
    expect(kind('/api/resources/product/bananas?resources[]=relateds')).toBe('catalogue');
    expect(kind('/api/content/slides')).toBe('catalogue');
    expect(kind('https://api.savat.uz/api/resources/categories')).toBe('catalogue');
    expect(kind('/api/media/milk-320.webp')).toBe('image');
    for (const path of [
      '/api/auth/user',
      '/api/profile',
      '/api/profile/cart',
      '/api/orders/list',
      '/api/orders/5/details',
      '/api/payments/cards',
    ]) {
      expect(kind(path), path).toBe('network');
    }
  });

  it('never keeps a profile photo, though it is served beside the pictures', () => {
    expect(kind('/api/media/photo-0123456789abcdef01234567.webp')).toBe('network');
    expect(kind('https://api.savat.uz/api/media/photo-0123456789abcdef01234567.webp')).toBe(
      'network',
    );
    expect(isPersonalPath('/api/media/photo-0123456789abcdef01234567.webp')).toBe(true);
    expect(isPersonalPath('/api/media/bananas-320.webp')).toBe(false);
    // The API marks a photo private: even a worker of an older build would not store it.
    expect(isStorable(200, 'private, no-store', 'image')).toBe(false);
  });

  it('never stores a request carrying credentials or one that changes something', () => {
    expect(kind('/api/resources/categories', { authorised: true })).toBe('network');
    expect(kind('/api/media/milk-320.webp', { authorised: true })).toBe('network');
    expect(kind('/api/resources/products', { method: 'POST' })).toBe('network');
    expect(kind('/api/resources/product/bananas', { cache: 'no-store' })).toBe('network');
  });

  it('keys catalogue answers by language and account type', () => {
    const url = new URL('/api/resources/categories', origin);
    const uz = dataCacheKey(url, 'uz', null);
    expect(uz).not.toBe(dataCacheKey(url, 'ru', null));
    expect(uz).not.toBe(dataCacheKey(url, 'uz', 'legal'));
    expect(dataCacheKey(url, 'uz', null)).toBe(uz);
  });

  it('stores only complete, non-private answers', () => {
    expect(isStorable(200, 'no-cache')).toBe(true);
    expect(isStorable(200, null)).toBe(true);
    expect(isStorable(200, 'private, max-age=60')).toBe(false);
    expect(isStorable(200, 'no-store')).toBe(false);
    expect(isStorable(206, null)).toBe(false);
    expect(isStorable(500, null)).toBe(false);
    // The API marks everything no-store; catalogue data holds nothing personal.
    expect(isStorable(200, 'no-store', 'catalogue')).toBe(true);
    expect(isStorable(200, 'private, no-store', 'catalogue')).toBe(false);
  });

  it('knows personal addresses', () => {
    expect(isPersonalPath('/api/profile/cart')).toBe(true);
    expect(isPersonalPath('/ru/account/orders')).toBe(true);
    expect(isPersonalPath('/api/resources/home')).toBe(false);
    expect(isPersonalPath('/uz/accounting-tips')).toBe(false);
  });

  it('has an offline page for every language', () => {
    expect(languageOfPath('/ru/products/x')).toBe('ru');
    expect(languageOfPath('/sitemap.xml')).toBe('uz');
    expect(precachedPaths).toEqual(
      expect.arrayContaining(['/offline/uz.html', '/offline/ru.html', '/offline/en.html']),
    );
    expect(offlinePagePath('en')).toBe('/offline/en.html');
  });
});

describe('offline pages per audience', () => {
  const page = new URL('https://savat.uz/ru/catalog?sort=price_asc');

  it('keeps a page rendered for a legal entity apart from the same page for everyone else', () => {
    const forEveryone = pageCacheKey(page, 'default');
    const forCompanies = pageCacheKey(page, 'legal_entity');
    expect(forEveryone).toBe('https://savat.uz/ru/catalog?sort=price_asc');
    expect(forCompanies).toBe('https://savat.uz/ru/catalog?sort=price_asc&__audience=legal_entity');
    expect(pageCacheKey(new URL('https://savat.uz/uz'), 'legal_entity')).toBe(
      'https://savat.uz/uz?__audience=legal_entity',
    );
  });

  it('drops the pages of the other audience when the account type changes', () => {
    const keys = [
      pageCacheKey(new URL('https://savat.uz/uz'), 'default'),
      pageCacheKey(new URL('https://savat.uz/uz'), 'legal_entity'),
      pageCacheKey(page, 'legal_entity'),
      pageCacheKey(page, 'default'),
    ];
    expect(pagesOfOtherAudiences(keys, 'default')).toEqual([
      'https://savat.uz/uz?__audience=legal_entity',
      'https://savat.uz/ru/catalog?sort=price_asc&__audience=legal_entity',
    ]);
    expect(pagesOfOtherAudiences(keys, 'legal_entity')).toEqual([
      'https://savat.uz/uz',
      'https://savat.uz/ru/catalog?sort=price_asc',
    ]);
  });

  it('tells the worker the audience of an account type: individuals and guests are one', () => {
    expect(audienceMessage('legal_entity')).toEqual({
      type: 'page-audience',
      audience: 'legal_entity',
    });
    expect(audienceMessage('individual')).toEqual({ type: 'page-audience', audience: 'default' });
    expect(audienceMessage(null)).toEqual({ type: 'page-audience', audience: 'default' });
    expect(isAudienceMessage(audienceMessage(null))).toBe(true);
    expect(isAudienceMessage('forget-personal')).toBe(false);
    expect(isAudienceMessage(null)).toBe(false);
  });
});
