import { z } from 'zod';
import { ENTRY_MESSAGES } from '../entry-messages.ts';

/** Every row id is a uuid; checking the shape up front keeps malformed ids away from SQL. */
export const idSchema = z.uuid();

/**
 * The dates the product plans and reports on (decision 107): a mistyped year is refused
 * rather than stored, or sent into date arithmetic and the database, where years before 1000
 * or past 9999 fail.
 */
export const DATE_MIN = '2000-01-01';
export const DATE_MAX = '2099-12-31';

/** YYYY-MM-DD, a real calendar date from DATE_MIN to DATE_MAX. */
export const dateSchema = z.iso.date().refine((date) => date >= DATE_MIN && date <= DATE_MAX, ENTRY_MESSAGES.dateOutOfRange(DATE_MIN, DATE_MAX));

/** An instant from the start of DATE_MIN to the end of DATE_MAX, in UTC (decision 107; issue 25). */
export function isInstantWithinDateRange(instant: Date): boolean {
  const time = instant.getTime();
  return time >= Date.parse(`${DATE_MIN}T00:00:00Z`) && time < Date.parse(`${DATE_MAX}T24:00:00Z`);
}
