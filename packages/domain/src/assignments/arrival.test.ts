import { describe, expect, it } from 'vitest';
import type { LocalDateTime } from '../quarters/local-time.ts';
import type { QuarterTiming } from '../quarters/select-quarter.ts';
import { arrivalOccurrence, arrivalOf, isAwaitingArrival, showsArrival } from './arrival.ts';

const quarter = (n: number, start: string, end: string): QuarterTiming => ({
  id: `q${n}`,
  quarter_name: `Q${n}`,
  quarter_number: n,
  start_time: start,
  end_time: end,
  is_active: false,
});
const Q1 = quarter(1, '07:00:00', '09:30:00');
const Q2 = quarter(2, '09:45:00', '12:00:00');
const Q8 = quarter(8, '23:30:00', '02:00:00');
const QUARTERS = [Q1, Q2, Q8];
const at = (date: string, time: string): LocalDateTime => {
  const [h, m] = time.split(':').map(Number);
  return { date, minutes: h! * 60 + m!, weekday: new Date(`${date}T00:00:00Z`).getUTCDay() };
};

describe('the quarter people are arriving for', () => {
  it('is the quarter running', () => {
    expect(arrivalOccurrence(QUARTERS, at('2026-11-23', '08:00'))).toEqual({ quarter: Q1, date: '2026-11-23' });
  });

  it('is, in a break, the next quarter to start, early arrivals included', () => {
    expect(arrivalOccurrence(QUARTERS, at('2026-11-23', '06:40'))).toEqual({ quarter: Q1, date: '2026-11-23' });
    expect(arrivalOccurrence(QUARTERS, at('2026-11-23', '09:35'))).toEqual({ quarter: Q2, date: '2026-11-23' });
  });

  it('is the night quarter after midnight on the date it started', () => {
    expect(arrivalOccurrence(QUARTERS, at('2026-11-24', '01:00'))).toEqual({ quarter: Q8, date: '2026-11-23' });
  });

  it('is the quarter flagged active while its flag holds, as on the dashboard (decision 136)', () => {
    const startedEarly = [Q1, { ...Q2, is_active: true }, Q8];
    expect(arrivalOccurrence(startedEarly, at('2026-11-23', '09:20'))).toEqual({ quarter: startedEarly[1], date: '2026-11-23' });
    const endedWithItsFlag = [{ ...Q1, is_active: true }, Q2, Q8];
    expect(arrivalOccurrence(endedWithItsFlag, at('2026-11-23', '09:50'))).toEqual({ quarter: Q2, date: '2026-11-23' });
  });

  it('is nothing for a center without quarters', () => {
    expect(arrivalOccurrence([], at('2026-11-23', '08:00'))).toBeNull();
  });
});

describe('which screens mark arrivals', () => {
  const now = at('2026-11-23', '08:00');
  it('marks the quarter running on its date', () => {
    expect(showsArrival({ quarter: Q1, date: '2026-11-23' }, QUARTERS, now)).toBe(true);
  });

  it('leaves later quarters, other dates and no quarter unmarked', () => {
    expect(showsArrival({ quarter: Q2, date: '2026-11-23' }, QUARTERS, now)).toBe(false);
    expect(showsArrival({ quarter: Q1, date: '2026-11-22' }, QUARTERS, now)).toBe(false);
    expect(showsArrival(null, QUARTERS, now)).toBe(false);
  });
});

describe("a station's arrival mark", () => {
  it('says checked in, not yet, or nothing for an empty station', () => {
    expect(arrivalOf({ current_assignment: { checked_in: true } })).toBe('checkedIn');
    expect(arrivalOf({ current_assignment: { checked_in: false } })).toBe('notYet');
    expect(arrivalOf({ current_assignment: null })).toBeNull();
  });

  it('keeps only people not yet arrived in the filter', () => {
    expect(
      [{ current_assignment: { checked_in: true } }, { current_assignment: { checked_in: false } }, { current_assignment: null }].map(isAwaitingArrival),
    ).toEqual([false, true, false]);
  });
});
