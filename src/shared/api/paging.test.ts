import { describe, expect, it } from 'vitest';
import { apiLimits } from './limits';
import { lastPageIfPast, pageToRequest, readPageNumber } from './paging';

describe('page number in the address', () => {
  it('reads digits as the page number', () => {
    expect(readPageNumber('3')).toBe(3);
    expect(readPageNumber(' 12 ')).toBe(12);
    expect(readPageNumber('99999999999')).toBe(99_999_999_999);
  });

  it('reads anything else as the first page', () => {
    for (const text of [null, '', '0', '-2', '2.5', '1e3', 'abc', '0x10', '１２']) {
      expect(readPageNumber(text), String(text)).toBe(1);
    }
  });

  it('stays a finite number however many digits are typed', () => {
    expect(readPageNumber('9'.repeat(400))).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('page asked of the API', () => {
  it('is the page from the address up to the last page the API serves', () => {
    expect(pageToRequest(1)).toBe(1);
    expect(pageToRequest(9999)).toBe(9999);
    expect(pageToRequest(apiLimits.page)).toBe(apiLimits.page);
    expect(pageToRequest(apiLimits.page + 1)).toBe(apiLimits.page);
    expect(pageToRequest(99_999_999_999)).toBe(apiLimits.page);
  });
});

describe('page past the end of a list', () => {
  it('offers the last page of a list that has items', () => {
    expect(lastPageIfPast(2, { total: 18, pages: 1 })).toBe(1);
    expect(lastPageIfPast(9999, { total: 120, pages: 3 })).toBe(3);
    expect(lastPageIfPast(99_999_999_999, { total: 120, pages: 3 })).toBe(3);
  });

  it('is nothing for a page within the list or an empty list', () => {
    expect(lastPageIfPast(1, { total: 18, pages: 1 })).toBeNull();
    expect(lastPageIfPast(3, { total: 120, pages: 3 })).toBeNull();
    expect(lastPageIfPast(1, { total: 0, pages: 0 })).toBeNull();
    expect(lastPageIfPast(5, { total: 0, pages: 0 })).toBeNull();
  });

  it('treats a page beyond the last the API serves as past the end of even a longer list', () => {
    expect(lastPageIfPast(apiLimits.page + 1, { total: 10 ** 9, pages: 10 ** 7 })).toBe(
      apiLimits.page,
    );
    expect(lastPageIfPast(apiLimits.page, { total: 10 ** 9, pages: 10 ** 7 })).toBeNull();
  });
});
