import { TV_LIST_MESSAGE_CLEAR_MS } from '../timings.ts';

/**
 * One answer a kiosk shows: whose badge it was (the value scanned, so a second scan of the
 * same badge replaces the first), when it arrived, and what to show.
 */
export type KioskResult<T> = { id: string; badge: string; at: number; outcome: T };

/** How many answers a kiosk has room for at once (issue 25, decision 138). */
export type KioskResultLimits = { most: number };

/** Spec 1 §9: a kiosk message clears after 10 s; each answer keeps that whole time unless pushed out. */
export const KIOSK_RESULT_SHOWN_MS = TV_LIST_MESSAGE_CLEAR_MS;

/**
 * The answers on screen at `now`, newest first: each for 10 s, at most `most` at once, a newer
 * one pushing the oldest out. So each answer stays 10 s, or until `most` newer ones have come:
 * with six on the TV List, a queue scanning every 1.7 s or slower sees every answer 10 s, and
 * one badge every 300 ms still leaves each on screen 1.8 s.
 */
export function kioskResultsOnScreen<R extends KioskResult<unknown>>(results: readonly R[], now: number, limits: KioskResultLimits): R[] {
  return [...results]
    .sort((a, b) => b.at - a.at)
    .filter((result) => now < result.at + KIOSK_RESULT_SHOWN_MS)
    .slice(0, limits.most);
}

/**
 * A new answer on top; an earlier answer for the same badge goes (the person's latest
 * answer is the one that counts), and so does whatever `now` has expired.
 */
export function addKioskResult<R extends KioskResult<unknown>>(results: readonly R[], result: R, now: number, limits: KioskResultLimits): R[] {
  return kioskResultsOnScreen([result, ...results.filter((r) => r.badge !== result.badge)], now, limits);
}

/** Milliseconds until the oldest answer on screen leaves with no new one; null when none is shown. */
export function msUntilNextKioskResultChange(results: readonly KioskResult<unknown>[], now: number, limits: KioskResultLimits): number | null {
  const shown = kioskResultsOnScreen(results, now, limits);
  if (shown.length === 0) return null;
  return Math.max(0, Math.min(...shown.map((result) => result.at + KIOSK_RESULT_SHOWN_MS)) - now);
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
