/** A center's wall clock, for journeys whose screens pick a quarter by the time. */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { instantInZone, localDateTimeInZone } from '@stationboard/domain/quarters/local-time';
import { selectScanQuarter, selectTvQuarter, type QuarterTiming } from '@stationboard/domain/quarters/select-quarter';
import { timeToMinutes } from '@stationboard/domain/quarters/time';
import { actingCenterOf, bearer, getData, originHeader } from './accounts.ts';

/** The center's wall clock in minutes since midnight, as the screen reads it. */
export function minutesInZone(timeZone: string, at = new Date()): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit' }).formatToParts(at);
  const read = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return (read('hour') % 24) * 60 + read('minute');
}

/** The moment today, in the center's zone, when its clock reads `minutes` after midnight. */
export function todayAtCenterTime(timeZone: string, minutes: number): Date {
  const now = new Date();
  return new Date(now.getTime() + (minutes - minutesInZone(timeZone, now)) * 60_000);
}

/** The time zone of center `centerId`, as `token` may see it. */
export async function centerTimeZone(request: APIRequestContext, token: string, centerId: string): Promise<string> {
  const centers = await getData<{ id: string; timezone: string }[]>(request, token, '/api/fulfillment-centers');
  return centers.find((c) => c.id === centerId)!.timezone;
}

/** The instant the center's wall clock reads `time` (HH:MM:SS) on `date` (YYYY-MM-DD), for the browser's clock. */
export function atCenterTime(timeZone: string, date: string, time: string): Date {
  const seconds = Number(time.split(':')[2] ?? 0);
  return new Date(instantInZone(date, timeToMinutes(time), timeZone).getTime() + seconds * 1000);
}

/**
 * Sets or clears a quarter's active flag (decision 092) as an ADMIN of its center. The demo
 * flags the quarter current when it was seeded (decision 097), and the flag keeps that quarter
 * on the screens for a while whatever the clock says: a journey that makes a quarter current
 * by the clock clears it first and flags the quarter again afterwards.
 */
export async function flagQuarterActive(
  request: APIRequestContext,
  baseURL: string | undefined,
  token: string,
  quarterId: string,
  isActive: boolean,
): Promise<void> {
  const response = await request.put(`/api/quarters/${quarterId}`, { data: { is_active: isActive }, headers: { ...bearer(token), ...originHeader(baseURL) } });
  expect(response.status(), await response.text()).toBe(200);
}

const hhmm = (minutes: number) => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/**
 * For a center on UTC: a quarter that started today (an hour ago, or at midnight) and runs the
 * next hours, the one a kiosk scans into whenever the run is. A quarter lasts at most 16 hours
 * (decision 136), so "the whole day" (00:00–23:59) is no longer one.
 */
export function utcQuarterRunningNow(at = new Date()): { start_time: string; end_time: string } {
  const start = Math.max(0, at.getUTCHours() * 60 + at.getUTCMinutes() - 60);
  return { start_time: hhmm(start), end_time: hhmm(start + 16 * 60) };
}

/** Quarter times `fromMinutes` to `toMinutes` away from `at` on the UTC clock (negative: before it), as HH:MM. */
export function utcTimesAround(at: Date, fromMinutes: number, toMinutes: number): { start_time: string; end_time: string } {
  const now = at.getUTCHours() * 60 + at.getUTCMinutes();
  return { start_time: hhmm(now + fromMinutes), end_time: hhmm(now + toMinutes) };
}

/** How far ahead awayFromScanQuarterChange looks, and the step it looks in (quarters change on the minute). */
const SCAN_CHANGE_LOOKAHEAD_MS = 90_000;
const SCAN_CHANGE_STEP_MS = 15_000;

/**
 * Waits out a change of the quarter badge scans go into (decision 136), on the TV List or in the
 * map's TV Mode (which looks 10 minutes ahead), that is due in the next 90 seconds, at the center
 * `token` acts on. A journey that scans twice, or reads the kiosk's quarter and then scans,
 * expects one quarter throughout; the demo's quarters hand over every few hours whenever the run
 * is, and a second scan just after a handover is a first scan in the new quarter. The wait is
 * added to the journey's timeout.
 */
export async function awayFromScanQuarterChange(request: APIRequestContext, token: string): Promise<void> {
  const timeZone = await centerTimeZone(request, token, await actingCenterOf(request, token));
  const quarters = await getData<QuarterTiming[]>(request, token, '/api/quarters');
  const scansGoInto = (at: number) => {
    const now = localDateTimeInZone(new Date(at), timeZone);
    return [selectScanQuarter(quarters, now), selectTvQuarter(quarters, now)].map((o) => (o ? `${o.quarter.id} ${o.date}` : '')).join(' | ');
  };
  const now = Date.now();
  for (let at = now + SCAN_CHANGE_STEP_MS; at <= now + SCAN_CHANGE_LOOKAHEAD_MS; at += SCAN_CHANGE_STEP_MS) {
    if (scansGoInto(at) === scansGoInto(now)) continue;
    test.info().setTimeout(test.info().timeout + (at - now));
    await new Promise((resolve) => setTimeout(resolve, at - Date.now()));
    return;
  }
}
