import { describe, it, expect } from 'vitest';
import { addDays, isValidTimeZone, laterOnClock, localDateTimeInZone, instantInZone, weekBounds } from './local-time.ts';

describe('localDateTimeInZone', () => {
  it('uses America/Los_Angeles by default', () => {
    // 03:30 UTC on 15 Jan is 19:30 the day before in Los Angeles (UTC-8).
    expect(localDateTimeInZone(new Date('2025-01-15T03:30:00Z'))).toEqual({ date: '2025-01-14', minutes: 19 * 60 + 30, weekday: 2 });
  });

  it('follows daylight saving time', () => {
    // Summer: UTC-7.
    expect(localDateTimeInZone(new Date('2025-07-01T12:00:00Z'))).toMatchObject({ date: '2025-07-01', minutes: 5 * 60 });
  });

  it('reads the date and time in another zone', () => {
    expect(localDateTimeInZone(new Date('2025-01-15T03:30:00Z'), 'Asia/Tokyo')).toEqual({ date: '2025-01-15', minutes: 12 * 60 + 30, weekday: 3 });
  });

  it('reports local midnight as minute 0', () => {
    expect(localDateTimeInZone(new Date('2025-03-01T00:00:00Z'), 'UTC')).toEqual({ date: '2025-03-01', minutes: 0, weekday: 6 });
  });

  it('throws for an unknown time zone', () => {
    expect(() => localDateTimeInZone(new Date(), 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('isValidTimeZone', () => {
  it('accepts IANA zones and UTC and refuses anything else', () => {
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });
});

describe('weekBounds', () => {
  it('runs from Sunday to Saturday of the week holding the date', () => {
    expect(weekBounds('2025-01-15')).toEqual({ start: '2025-01-12', end: '2025-01-18' });
  });

  it('starts on the date itself when it is a Sunday', () => {
    expect(weekBounds('2025-01-12')).toEqual({ start: '2025-01-12', end: '2025-01-18' });
  });

  it('ends on the date itself when it is a Saturday', () => {
    expect(weekBounds('2025-01-18')).toEqual({ start: '2025-01-12', end: '2025-01-18' });
  });

  it('crosses month and year ends', () => {
    expect(weekBounds('2025-01-01')).toEqual({ start: '2024-12-29', end: '2025-01-04' });
  });

  it('is unaffected by a daylight-saving change inside the week', () => {
    expect(weekBounds('2025-03-10')).toEqual({ start: '2025-03-09', end: '2025-03-15' });
  });

  it('throws for a malformed or impossible date', () => {
    expect(() => weekBounds('2025-1-5')).toThrow(RangeError);
    expect(() => weekBounds('2025-02-30')).toThrow(RangeError);
  });
});

describe('addDays', () => {
  it('moves across month and year ends and back', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('is not shifted by a daylight-saving change', () => {
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02');
  });
});

describe('instantInZone at midnight', () => {
  it('finds local midnight west and east of Greenwich', () => {
    expect(instantInZone('2026-03-02', 0, 'America/Los_Angeles').toISOString()).toBe('2026-03-02T08:00:00.000Z');
    expect(instantInZone('2026-03-02', 0, 'Asia/Tokyo').toISOString()).toBe('2026-03-01T15:00:00.000Z');
    expect(instantInZone('2026-03-02', 0, 'UTC').toISOString()).toBe('2026-03-02T00:00:00.000Z');
  });

  it('follows daylight saving on the days around a change', () => {
    expect(instantInZone('2026-03-08', 0, 'America/Los_Angeles').toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(instantInZone('2026-03-09', 0, 'America/Los_Angeles').toISOString()).toBe('2026-03-09T07:00:00.000Z');
    expect(instantInZone('2026-11-01', 0, 'America/Los_Angeles').toISOString()).toBe('2026-11-01T07:00:00.000Z');
    expect(instantInZone('2026-03-29', 0, 'Europe/Berlin').toISOString()).toBe('2026-03-28T23:00:00.000Z');
  });
});

describe('laterOnClock', () => {
  it('moves the wall clock on, to the next date past midnight', () => {
    expect(laterOnClock({ date: '2026-11-23', minutes: 600, weekday: 1 }, 30)).toEqual({ date: '2026-11-23', minutes: 630, weekday: 1 });
    expect(laterOnClock({ date: '2026-11-28', minutes: 1435, weekday: 6 }, 10)).toEqual({ date: '2026-11-29', minutes: 5, weekday: 0 });
  });
});
