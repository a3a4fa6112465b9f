/**
 * Issue 18: the TV List never cuts a name off. A column too long for the screen at the
 * smallest readable size shows its rows a page at a time, and every page of every column
 * comes round within one cycle of at most 30 s (decision 121).
 */

const SECOND = 1000;

/** Every person is on screen at least once in this long. */
export const TV_LIST_CYCLE_MAX_MS = 30 * SECOND;
/** Two or three pages stay up this long, so a quiet overflow does not flicker. */
export const TV_LIST_PAGE_MAX_MS = 10 * SECOND;
/** Time to find one's name on a page; below this a page is gone before it is read. */
export const TV_LIST_PAGE_MIN_MS = 3 * SECOND;

/**
 * How long each page stays up, given the most pages any column has: the 30 s cycle shared
 * out, at most 10 s and at least 3 s a page. All columns turn together, so a column with
 * fewer pages comes round sooner. Past 10 pages (about 200 people under one letter range on
 * a 1080p screen) the cycle grows by 3 s a page rather than flash pages unread.
 */
export function tvListPageDurationMs(mostPages: number): number {
  if (mostPages <= 1) return TV_LIST_PAGE_MAX_MS;
  return Math.min(TV_LIST_PAGE_MAX_MS, Math.max(TV_LIST_PAGE_MIN_MS, Math.floor(TV_LIST_CYCLE_MAX_MS / mostPages)));
}

/**
 * Where each page of a column starts: rows (their heights, in order) are laid on a page until
 * the next one would not fit in `capacity`. A row taller than a page gets a page of its own.
 * An empty column is one empty page.
 */
export function splitIntoPages(rowHeights: readonly number[], capacity: number): number[] {
  const starts = [0];
  let used = 0;
  rowHeights.forEach((height, index) => {
    if (used > 0 && used + height > capacity) {
      starts.push(index);
      used = 0;
    }
    used += height;
  });
  return starts;
}

/**
 * The page a column shows at the `tick`-th turn since the list was laid out; `pinnedPage` (the
 * page holding the row just checked in) stays up while it is set, so the person who scanned
 * sees their row.
 */
export function tvListPageShown({ tick, pageCount, pinnedPage }: { tick: number; pageCount: number; pinnedPage: number | null }): number {
  if (pinnedPage !== null && pinnedPage < pageCount) return pinnedPage;
  return pageCount > 0 ? tick % pageCount : 0;
}
