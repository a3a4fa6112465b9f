import { describe, expect, it } from 'vitest';
import { splitIntoPages, TV_LIST_CYCLE_MAX_MS, tvListPageDurationMs, tvListPageShown } from './tv-list-paging.ts';

describe('tvListPageDurationMs', () => {
  it('keeps a page up 10 s when only two or three pages share the cycle', () => {
    expect(tvListPageDurationMs(1)).toBe(10_000);
    expect(tvListPageDurationMs(2)).toBe(10_000);
    expect(tvListPageDurationMs(3)).toBe(10_000);
  });

  it('shares 30 s out between more pages, so every page comes round within one 30 s cycle', () => {
    expect(tvListPageDurationMs(4)).toBe(7_500);
    expect(tvListPageDurationMs(7)).toBe(4_285);
    for (let pages = 1; pages <= 10; pages++) expect(pages * tvListPageDurationMs(pages)).toBeLessThanOrEqual(TV_LIST_CYCLE_MAX_MS);
  });

  it('never turns a page in under 3 s, even past ten pages', () => {
    expect(tvListPageDurationMs(10)).toBe(3_000);
    expect(tvListPageDurationMs(14)).toBe(3_000);
  });
});

describe('splitIntoPages', () => {
  it('starts a new page where the next row would not fit', () => {
    expect(splitIntoPages([40, 40, 40, 40, 40], 100)).toEqual([0, 2, 4]);
  });

  it('fills a page exactly to its height', () => {
    expect(splitIntoPages([50, 50, 50], 100)).toEqual([0, 2]);
  });

  it('keeps rows of different heights (a name on two lines) whole', () => {
    expect(splitIntoPages([30, 60, 30, 30], 100)).toEqual([0, 2]);
    expect(splitIntoPages([30, 30, 60, 30], 100)).toEqual([0, 2]);
  });

  it('gives a row taller than the page a page of its own rather than lose it', () => {
    expect(splitIntoPages([30, 150, 30], 100)).toEqual([0, 1, 2]);
  });

  it('is one page when everything fits, or nothing is there', () => {
    expect(splitIntoPages([30, 30], 100)).toEqual([0]);
    expect(splitIntoPages([], 100)).toEqual([0]);
  });
});

describe('tvListPageShown', () => {
  it('turns through the pages of a column in order and starts again', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((tick) => tvListPageShown({ tick, pageCount: 3, pinnedPage: null }))).toEqual([0, 1, 2, 0, 1, 2, 0]);
  });

  it('brings a column with fewer pages round sooner', () => {
    expect([0, 1, 2, 3].map((tick) => tvListPageShown({ tick, pageCount: 2, pinnedPage: null }))).toEqual([0, 1, 0, 1]);
    expect(tvListPageShown({ tick: 5, pageCount: 1, pinnedPage: null })).toBe(0);
  });

  it('holds the page with the row just checked in while it is highlighted', () => {
    expect([0, 1, 2].map((tick) => tvListPageShown({ tick, pageCount: 3, pinnedPage: 2 }))).toEqual([2, 2, 2]);
  });

  it('ignores a pinned page the column no longer has', () => {
    expect(tvListPageShown({ tick: 1, pageCount: 2, pinnedPage: 4 })).toBe(1);
  });
});
