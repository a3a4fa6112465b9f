/** A center's wall clock, for journeys whose screens pick a quarter by the time. */
import { expect, type APIRequestContext } from '@playwright/test';
import { instantInZone } from '@stationboard/domain/quarters/local-time';
import { timeToMinutes } from '@stationboard/domain/quarters/time';
import { bearer, originHeader } from './accounts.ts';

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
export async function flagQuarterActive(request: APIRequestContext, baseURL: string | undefined, token: string, quarterId: string, isActive: boolean): Promise<void> {
  const response = await request.put(`/api/quarters/${quarterId}`, { data: { is_active: isActive }, headers: { ...bearer(token), ...originHeader(baseURL) } });
  expect(response.status(), await response.text()).toBe(200);
}
