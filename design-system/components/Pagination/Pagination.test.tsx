import { describe, expect, it } from 'vitest';
import { paginationItems } from './paginationItems';

describe('paginationItems', () => {
  it('lists every page when they fit', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it('puts a gap after the start pages near the beginning', () => {
    expect(paginationItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'end-gap', 20]);
    expect(paginationItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'end-gap', 20]);
  });

  it('puts gaps on both sides in the middle', () => {
    expect(paginationItems(10, 20)).toEqual([1, 'start-gap', 9, 10, 11, 'end-gap', 20]);
  });

  it('puts a gap before the end pages near the end', () => {
    expect(paginationItems(20, 20)).toEqual([1, 'start-gap', 16, 17, 18, 19, 20]);
    expect(paginationItems(17, 20)).toEqual([1, 'start-gap', 16, 17, 18, 19, 20]);
  });

  it('keeps the same number of items on every page and always includes the current page', () => {
    for (let page = 1; page <= 30; page += 1) {
      const items = paginationItems(page, 30, 2);
      expect(items).toHaveLength(9);
      expect(items).toContain(page);
      expect(items[0]).toBe(1);
      expect(items.at(-1)).toBe(30);
    }
  });

  it('clamps a page outside the range', () => {
    expect(paginationItems(99, 10)).toEqual(paginationItems(10, 10));
    expect(paginationItems(-3, 10)).toEqual(paginationItems(1, 10));
  });
});
