import { TV_LIST_MESSAGE_CLEAR_MS } from '../timings.ts';

/**
 * One answer a kiosk shows: whose badge it was (the value scanned, so a second scan of the
 * same badge replaces the first), when it arrived, and what to show.
 */
export type KioskResult<T> = { id: string; badge: string; at: number; outcome: T };

/**
 * How many answers a kiosk keeps on screen (issue 25, decision 138): `rows` always fit; a
 * burst may push the list up to `most`, the extra ones only while they are younger than
 * KIOSK_RESULT_MIN_SHOWN_MS.
 */
export type KioskResultLimits = { rows: number; most: number };

/** Spec 1 §9: a kiosk message clears after 10 s; each answer keeps that whole time unless pushed out. */
export const KIOSK_RESULT_SHOWN_MS = TV_LIST_MESSAGE_CLEAR_MS;

/**
 * No answer leaves the screen sooner than this, however fast the next ones arrive (up to
 * `most` at once): long enough for the person to look up from the scanner and find their name.
 */
export const KIOSK_RESULT_MIN_SHOWN_MS = 4_000;

/** The end of `result`'s time on screen when it sits at `index` (0 is the newest). */
function shownUntil(result: KioskResult<unknown>, index: number, limits: KioskResultLimits): number {
  return result.at + (index < limits.rows ? KIOSK_RESULT_SHOWN_MS : KIOSK_RESULT_MIN_SHOWN_MS);
}

/**
 * The answers on screen at `now`, newest first: each for 10 s; when more than `rows` are that
 * young, the older ones beyond `rows` stay until they have been up KIOSK_RESULT_MIN_SHOWN_MS,
 * and never more than `most` at once.
 */
export function kioskResultsOnScreen<R extends KioskResult<unknown>>(results: readonly R[], now: number, limits: KioskResultLimits): R[] {
  const newestFirst = [...results].sort((a, b) => b.at - a.at);
  return newestFirst.filter((result, index) => index < limits.most && now < shownUntil(result, index, limits));
}

/**
 * A new answer on top; an earlier answer for the same badge goes (the person's latest
 * answer is the one that counts), and so does whatever `now` has expired.
 */
export function addKioskResult<R extends KioskResult<unknown>>(results: readonly R[], result: R, now: number, limits: KioskResultLimits): R[] {
  return kioskResultsOnScreen([result, ...results.filter((r) => r.badge !== result.badge)], now, limits);
}

/** Milliseconds until the list next changes with no new answer (one leaves); null when it is empty. */
export function msUntilNextKioskResultChange(results: readonly KioskResult<unknown>[], now: number, limits: KioskResultLimits): number | null {
  const shown = kioskResultsOnScreen(results, now, limits);
  if (shown.length === 0) return null;
  return Math.max(0, Math.min(...shown.map((result, index) => shownUntil(result, index, limits))) - now);
}

/**
 * What a kiosk says for a badge whose owner it does not know (an unknown badge, an answer
 * without a name): its last three characters, never the whole value, which the badge field
 * hides too; nothing for a value too short to keep most of it hidden.
 */
export function badgeEnding(value: string): string {
  const trimmed = value.trim();
  return trimmed.length < 6 ? '' : trimmed.slice(-3);
}
