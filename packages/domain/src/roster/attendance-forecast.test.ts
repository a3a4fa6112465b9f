import { describe, expect, it } from 'vitest';
import { FORECAST_WEEKS, forecastAttendance, forecastHistoryDates, percentOf, plannedToReach, type ShowWeek } from './attendance-forecast.ts';

// Wednesday 25 November 2026 and the Wednesdays before it.
const WED = '2026-11-25';
const week = (date: string, rostered: number, checked_in: number): ShowWeek => ({ date, rostered, checked_in });

describe('forecastHistoryDates', () => {
  it('reads the eight same weekdays before the date, newest first', () => {
    const dates = forecastHistoryDates('2026-12-02', WED);
    expect(dates).toHaveLength(FORECAST_WEEKS);
    expect(dates[0]).toBe('2026-11-18');
    expect(dates[7]).toBe('2026-09-30');
  });

  it('reads the weeks before today for a date two weeks ahead, not the ones with no check-ins yet', () => {
    expect(forecastHistoryDates('2026-12-09', '2026-11-26').slice(0, 2)).toEqual(['2026-11-25', '2026-11-18']);
  });

  it('does not read today itself, whose check-ins are not over', () => {
    expect(forecastHistoryDates(WED, WED)[0]).toBe('2026-11-18');
  });
});

describe('forecastAttendance', () => {
  it('pools the check-ins over the rostered of eight weeks, with the lowest and highest week as its range', () => {
    const history = [
      week('2026-11-18', 100, 88),
      week('2026-11-11', 100, 84),
      week('2026-11-04', 100, 91),
      week('2026-10-28', 100, 88),
      week('2026-10-21', 100, 90),
      week('2026-10-14', 100, 86),
      week('2026-10-07', 100, 89),
      week('2026-09-30', 100, 90),
    ];
    const forecast = forecastAttendance(history, 240);
    expect(forecast).toMatchObject({ rostered: 240, weeks: 8, is_short_history: false, low: 0.84, high: 0.91, expected: 212 });
    expect(percentOf(forecast.rate!)).toBe(88);
  });

  it('weighs a big week more than a small one', () => {
    expect(forecastAttendance([week('a', 300, 270), week('b', 3, 0)], 100).rate).toBeCloseTo(270 / 303);
  });

  it('has no rate and says the history is short when there is none', () => {
    expect(forecastAttendance([], 50)).toEqual({ rostered: 50, weeks: 0, is_short_history: true, rate: null, low: null, high: null, expected: null });
  });

  it('uses the weeks there are and says the history is short', () => {
    const forecast = forecastAttendance([week('a', 40, 30), week('b', 40, 34)], 40);
    expect(forecast).toMatchObject({ weeks: 2, is_short_history: true, low: 0.75, high: 0.85, expected: 32 });
  });

  it('leaves out weeks with nobody rostered rather than dividing by zero', () => {
    const forecast = forecastAttendance([week('a', 0, 0), week('b', 0, 3), week('c', 20, 18)], 10);
    expect(forecast).toMatchObject({ weeks: 1, rate: 0.9, low: 0.9, high: 0.9, expected: 9 });
    expect(forecastAttendance([week('a', 0, 0)], 10).rate).toBeNull();
  });

  it('never expects more than the rostered when people came without being rostered', () => {
    expect(forecastAttendance([week('a', 10, 12)], 10)).toMatchObject({ rate: 1, high: 1, expected: 10 });
  });
});

describe('plannedToReach', () => {
  it('rosters headcount ÷ rate, rounded up', () => {
    expect(plannedToReach(200, 0.88)).toBe(228);
    expect(plannedToReach(100, 0.8)).toBe(125);
    expect(plannedToReach(0, 0.8)).toBe(0);
  });

  it('has no answer without a rate or with a zero rate', () => {
    expect(plannedToReach(100, null)).toBeNull();
    expect(plannedToReach(100, 0)).toBeNull();
  });
});
