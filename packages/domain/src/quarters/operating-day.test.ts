import { describe, it, expect } from 'vitest';
import type { LocalDateTime } from './local-time.ts';
import {
  endedOccurrence,
  occurrenceAfter,
  occurrenceEndsAt,
  occurrenceBefore,
  occurrenceOnDay,
  operatingDay,
  operatingDayOf,
  operatingDayStart,
  operatingDayStartMinutes,
  startedOccurrence,
  upcomingOccurrence,
} from './operating-day.ts';
import { timeToMinutes } from './time.ts';

const quarter = (id: string, start: string, end: string) => ({ id, start_time: `${start}:00`, end_time: `${end}:00` });

// Decision 080's examples: a day shift and a night shift whose last quarter runs 23:30-02:00.
const q1 = quarter('q1', '06:00', '10:00');
const q4 = quarter('q4', '14:00', '18:00');
const q5 = quarter('q5', '18:00', '21:00');
const q7 = quarter('q7', '23:30', '02:00');
const center = [q1, q4, q5, q7];

const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
const at = (date: string, hhmm: string): LocalDateTime => ({ date, minutes: timeToMinutes(hhmm), weekday: 0 });

describe('operatingDay', () => {
  it('is the calendar date before midnight', () => {
    expect(operatingDay(at(MONDAY, '23:50'), center)).toBe(MONDAY);
  });

  it('stays on the day before from midnight until the overnight quarter ends', () => {
    expect(operatingDay(at(TUESDAY, '00:10'), center)).toBe(MONDAY);
    expect(operatingDay(at(TUESDAY, '01:55'), center)).toBe(MONDAY);
  });

  it('turns when the overnight quarter has ended, gap before the next quarter included', () => {
    expect(operatingDay(at(TUESDAY, '02:00'), center)).toBe(TUESDAY);
    expect(operatingDay(at(TUESDAY, '02:05'), center)).toBe(TUESDAY);
  });

  it('is the calendar date for a center without overnight quarters', () => {
    expect(operatingDayStartMinutes([q1, q4])).toBe(0);
    expect(operatingDay(at(TUESDAY, '00:10'), [q1, q4])).toBe(TUESDAY);
  });

  it('waits for the latest of several overnight quarters', () => {
    const late = quarter('late', '22:00', '03:15');
    expect(operatingDayStartMinutes([q7, late])).toBe(timeToMinutes('03:15'));
    expect(operatingDay(at(TUESDAY, '03:00'), [q7, late])).toBe(MONDAY);
  });
});

describe('occurrences', () => {
  it('dates a running overnight quarter by its start, on both sides of midnight', () => {
    expect(startedOccurrence(q7, at(MONDAY, '23:50')).date).toBe(MONDAY);
    expect(startedOccurrence(q7, at(TUESDAY, '00:10')).date).toBe(MONDAY);
    expect(startedOccurrence(q7, at(TUESDAY, '01:55')).date).toBe(MONDAY);
  });

  it('dates an upcoming quarter by its next start', () => {
    expect(upcomingOccurrence(q1, at(MONDAY, '23:50')).date).toBe(TUESDAY);
    expect(upcomingOccurrence(q1, at(TUESDAY, '02:05')).date).toBe(TUESDAY);
  });

  it('places every quarter of an operating day on the date it starts', () => {
    const early = quarter('early', '02:00', '04:00');
    const withEarly = [...center, early];
    expect(occurrenceOnDay(q7, MONDAY, withEarly).date).toBe(MONDAY);
    expect(occurrenceOnDay(early, MONDAY, withEarly).date).toBe(MONDAY);
    expect(occurrenceOnDay(quarter('in-tail', '01:00', '01:30'), MONDAY, withEarly).date).toBe(TUESDAY);
  });

  it('tells the operating day of an occurrence', () => {
    expect(operatingDayOf({ quarter: q7, date: MONDAY }, center)).toBe(MONDAY);
    expect(operatingDayOf({ quarter: quarter('in-tail', '01:00', '01:30'), date: TUESDAY }, center)).toBe(MONDAY);
  });

  it('chains a later quarter that starts after midnight onto the next date', () => {
    const q8 = quarter('q8', '02:00', '04:00');
    expect(occurrenceAfter(q8, { quarter: q7, date: MONDAY }).date).toBe(TUESDAY);
    expect(occurrenceAfter(q7, { quarter: q5, date: MONDAY }).date).toBe(MONDAY);
    expect(occurrenceBefore(q7, { quarter: q8, date: TUESDAY }).date).toBe(MONDAY);
    expect(occurrenceBefore(q5, { quarter: q7, date: MONDAY }).date).toBe(MONDAY);
  });
});

describe('operatingDayStart', () => {
  it('is when the night quarter ends on that date, in the center zone', () => {
    expect(operatingDayStart(TUESDAY, 'America/Los_Angeles', center).toISOString()).toBe('2026-11-24T10:00:00.000Z');
    expect(operatingDayStart(TUESDAY, 'America/Los_Angeles', [q1]).toISOString()).toBe('2026-11-24T08:00:00.000Z');
  });

  it('holds across a daylight-saving change', () => {
    // 8 March 2026: Los Angeles springs forward at 02:00, so 02:00 is 03:00 PDT (10:00 UTC).
    expect(operatingDayStart('2026-03-08', 'America/Los_Angeles', center).toISOString()).toBe('2026-03-08T10:00:00.000Z');
    expect(operatingDayStart('2026-03-09', 'America/Los_Angeles', center).toISOString()).toBe('2026-03-09T09:00:00.000Z');
  });
});

describe('endedOccurrence', () => {
  it('is the occurrence that ended last, with the minutes since its end', () => {
    expect(endedOccurrence(q1, at(MONDAY, '10:00'))).toEqual({ occurrence: { quarter: q1, date: MONDAY }, minutesAgo: 0 });
    expect(endedOccurrence(q1, at(MONDAY, '10:25'))).toEqual({ occurrence: { quarter: q1, date: MONDAY }, minutesAgo: 25 });
  });

  it('reaches back across midnight, to the date the quarter started', () => {
    expect(endedOccurrence(q5, at(TUESDAY, '00:10'))).toEqual({ occurrence: { quarter: q5, date: MONDAY }, minutesAgo: 190 });
    expect(endedOccurrence(q7, at(TUESDAY, '02:20'))).toEqual({ occurrence: { quarter: q7, date: MONDAY }, minutesAgo: 20 });
  });
});

describe('occurrenceEndsAt', () => {
  it('is the end on the date it started, or the next date for an overnight quarter, in the center zone', () => {
    expect(occurrenceEndsAt({ quarter: q1, date: MONDAY }, 'America/Los_Angeles').toISOString()).toBe('2026-11-23T18:00:00.000Z');
    expect(occurrenceEndsAt({ quarter: q7, date: MONDAY }, 'America/Los_Angeles').toISOString()).toBe('2026-11-24T10:00:00.000Z');
  });
});
