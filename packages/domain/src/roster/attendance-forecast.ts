/**
 * Issue 28 (decision 154): the attendance forecast. For a quarter of an operating day, the
 * expected show rate is checked in ÷ rostered on the same weekday and shift over the last
 * weeks before today, with its range; the number to plan to reach a headcount is
 * headcount ÷ rate, rounded up. A night shift's date is its operating day (decision 080): the
 * history of Wednesday night is the earlier Wednesday nights, whatever calendar date their
 * quarters after midnight carry. The caller counts; this file only reasons on the counts.
 */
import { addDays } from '../quarters/local-time.ts';

/** How many earlier weeks the forecast reads when the history is that long. */
export const FORECAST_WEEKS = 8;

/** One earlier week of the same weekday and shift (or quarter): how many were rostered, how many of them checked in. */
export type ShowWeek = { date: string; rostered: number; checked_in: number };

export type AttendanceForecast = {
  /** Who is rostered on the date forecast. */
  rostered: number;
  /** Earlier weeks the rate is drawn from (those with nobody rostered do not count). */
  weeks: number;
  /** Fewer than FORECAST_WEEKS weeks: the screen says the history is short. */
  is_short_history: boolean;
  /** Expected share of the rostered who check in, 0-1; null without history. */
  rate: number | null;
  /** The lowest and highest weekly rate of those weeks. */
  low: number | null;
  high: number | null;
  /** Rostered × rate, to the nearest person; null without history. */
  expected: number | null;
};

/**
 * The earlier dates of the same weekday a forecast of `date` reads: the last `weeks` of them
 * that are over (before `today`), newest first. A date two weeks ahead reads the weeks before
 * today, not the ones between today and it, which have no check-ins yet.
 */
export function forecastHistoryDates(date: string, today: string, weeks: number = FORECAST_WEEKS): string[] {
  let newest = addDays(date, -7);
  while (newest >= today) newest = addDays(newest, -7);
  return Array.from({ length: weeks }, (_, k) => addDays(newest, -7 * k));
}

/**
 * The expected show rate over the weeks given: all the check-ins over all the rostered (a week
 * of 300 rostered weighs more than a week of 3), its range the lowest and highest week.
 * Weeks with nobody rostered say nothing about a rate and are left out.
 */
export function forecastAttendance(history: readonly ShowWeek[], rostered: number): AttendanceForecast {
  const weeks = history.filter((week) => week.rostered > 0);
  const is_short_history = weeks.length < FORECAST_WEEKS;
  if (weeks.length === 0) return { rostered, weeks: 0, is_short_history, rate: null, low: null, high: null, expected: null };
  const sum = (pick: (week: ShowWeek) => number) => weeks.reduce((total, week) => total + pick(week), 0);
  // Someone checked in without being rostered would push a week over 100%; the rate is of the rostered.
  const rates = weeks.map((week) => Math.min(week.checked_in, week.rostered) / week.rostered);
  const rate =
    Math.min(
      sum((week) => week.checked_in),
      sum((week) => week.rostered),
    ) / sum((week) => week.rostered);
  return { rostered, weeks: weeks.length, is_short_history, rate, low: Math.min(...rates), high: Math.max(...rates), expected: Math.round(rate * rostered) };
}

/** How many to roster so that `headcount` are expected to come: headcount ÷ rate, rounded up; null without a rate or with a zero rate. */
export function plannedToReach(headcount: number, rate: number | null): number | null {
  if (rate === null || rate <= 0) return null;
  // 1e-9 keeps 100 ÷ 0.8 at 125 rather than the 126 a binary fraction would round up to.
  return Math.max(0, Math.ceil(headcount / rate - 1e-9));
}

/** A rate as a whole percent. */
export const percentOf = (rate: number) => Math.round(rate * 100);
