import { describe, expect, it } from 'vitest';
import { interceptNavigation, needsMapsDocument } from './navigation';

function fakeWindow(href = 'https://savat.uz/uz/catalog') {
  const pushed: string[] = [];
  const assigned: string[] = [];
  const history = {
    pushState(this: unknown, _data: unknown, _unused: string, url?: string | URL | null) {
      pushed.push(String(url));
    },
  } as unknown as History;
  const location = { href, assign: (url: string | URL) => void assigned.push(String(url)) };
  return { target: { history, location }, pushed, assigned };
}

describe('interceptNavigation', () => {
  it('keeps client navigation when no full load is needed', () => {
    const { target, pushed, assigned } = fakeWindow();
    interceptNavigation(target, () => false);
    target.history.pushState(null, '', '/uz/products/bananas');
    expect(pushed).toEqual(['/uz/products/bananas']);
    expect(assigned).toEqual([]);
  });

  it('loads the next address in full when asked, with the address resolved', () => {
    const { target, pushed, assigned } = fakeWindow();
    const seen: string[] = [];
    interceptNavigation(target, (url) => {
      seen.push(url.pathname);
      return true;
    });
    target.history.pushState(null, '', '/uz/products/bananas?from=home');
    expect(seen).toEqual(['/uz/products/bananas']);
    expect(assigned).toEqual(['https://savat.uz/uz/products/bananas?from=home']);
    expect(pushed).toEqual([]);
  });

  it('leaves state-only changes alone and can be undone', () => {
    const { target, pushed, assigned } = fakeWindow();
    const restore = interceptNavigation(target, () => true);
    target.history.pushState({ scroll: 1 }, '');
    expect(pushed).toEqual(['undefined']);
    restore();
    target.history.pushState(null, '', '/uz/about');
    expect(pushed).toEqual(['undefined', '/uz/about']);
    expect(assigned).toEqual([]);
  });
});

describe('needsMapsDocument', () => {
  it('names the pages that show a map', () => {
    expect(needsMapsDocument(new URL('https://savat.uz/uz/markets'))).toBe(true);
    expect(needsMapsDocument(new URL('https://savat.uz/ru/checkout/payment'))).toBe(true);
    expect(needsMapsDocument(new URL('https://savat.uz/en/marketsx'))).toBe(false);
    expect(needsMapsDocument(new URL('https://savat.uz/uz/catalog'))).toBe(false);
  });
});
