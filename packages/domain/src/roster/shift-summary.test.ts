import { describe, expect, it } from 'vitest';
import type { RosterException } from './roster.ts';
import { summarizeShifts, summaryAssignmentDates, summaryDays, type SummaryAssignment, type SummaryPerson, type SummaryQuarter } from './shift-summary.ts';

// A day shift Q1-Q2 and a night shift Q5-Q8 whose Q7 crosses midnight and whose Q8 starts after the day turns.
const quarter = (id: string, n: number, start: string, end: string, shift: string): SummaryQuarter => ({
  id,
  quarter_number: n,
  quarter_name: `Q${n}`,
  start_time: start,
  end_time: end,
  shift,
  is_active: false,
});
const QUARTERS = [
  quarter('q1', 1, '07:00:00', '09:30:00', 'front_half_day'),
  quarter('q2', 2, '09:45:00', '12:00:00', 'front_half_day'),
  quarter('q7', 7, '23:30:00', '02:00:00', 'back_half_day'),
  quarter('q8', 8, '02:15:00', '04:30:00', 'back_half_day'),
];

const WED = '2026-11-25';
const THU = '2026-11-26';
const person = (id: string, work_days: number[], shift: 'day' | 'night', known_from = '2026-01-01'): SummaryPerson => ({
  id,
  name: id.toUpperCase(),
  employee_id: id,
  is_active: true,
  work_days,
  shift,
  pattern_starts_on: null,
  pattern_ends_on: null,
  known_from,
});
const assigned = (employee_id: string, quarter_id: string, date: string, checked_in = false): SummaryAssignment => ({
  date,
  quarter_id,
  employee_id,
  checked_in,
});

describe('summarizeShifts', () => {
  it('counts rostered, planned and checked in per shift and names the rostered who are not planned', () => {
    const people = [person('ana', [3], 'day'), person('ben', [3], 'day'), person('cy', [4], 'day'), person('dee', [3], 'day')];
    const exceptions: RosterException[] = [{ employee_id: 'dee', date: WED, kind: 'time_off' }];
    const assignments = [assigned('ana', 'q1', WED, true), assigned('ana', 'q2', WED, true), assigned('cy', 'q2', WED)];
    const [day] = summarizeShifts({ quarters: QUARTERS, people, exceptions, assignments, day: WED, today: WED });
    expect(day).toMatchObject({ shift: 'day', rostered: 2, planned: 2, checked_in: 1, rostered_not_planned: [{ id: 'ben', name: 'BEN', employee_id: 'ben' }] });
    expect(day!.quarters.map((q) => [q.quarter_name, q.date, q.planned, q.checked_in])).toEqual([
      ['Q1', WED, 1, 1],
      ['Q2', WED, 2, 1],
    ]);
  });

  it("counts a night shift's quarter after midnight, dated the next day, in the night of the day it started", () => {
    const people = [person('nia', [3], 'night'), person('obi', [3], 'night')];
    const assignments = [assigned('nia', 'q7', WED, true), assigned('obi', 'q8', THU, true), assigned('nia', 'q8', WED, true)];
    const night = summarizeShifts({ quarters: QUARTERS, people, exceptions: [], assignments, day: WED, today: WED }).find((s) => s.shift === 'night')!;
    expect(night.quarters.map((q) => [q.quarter_name, q.date, q.planned])).toEqual([
      ['Q7', WED, 1],
      ['Q8', THU, 1],
    ]);
    expect(night).toMatchObject({ rostered: 2, planned: 2, checked_in: 2, rostered_not_planned: [] });
    expect(summaryAssignmentDates(QUARTERS, [WED])).toEqual([WED, THU]);
  });

  it('forecasts each quarter from the same weekday and shift of earlier weeks, counting only the rostered who came', () => {
    // Four people, known since 10 November, work Wednesdays; on each of the two Wednesdays before, three came to Q1 and two stayed to Q2.
    const people = ['a', 'b', 'c', 'd'].map((id) => person(id, [3], 'day', '2026-11-10'));
    const past = ['2026-11-18', '2026-11-11'];
    const assignments = past.flatMap((date) => [
      ...['a', 'b', 'c'].map((id) => assigned(id, 'q1', date, true)),
      ...['a', 'b'].map((id) => assigned(id, 'q2', date, true)),
      assigned('d', 'q1', date),
      // Someone not rostered that day checked in: not a show of the roster.
      assigned('walk-in', 'q2', date, true),
    ]);
    const next = '2026-12-02';
    const [day] = summarizeShifts({ quarters: QUARTERS, people, exceptions: [], assignments, day: next, today: '2026-11-27' });
    expect(summaryDays(next, '2026-11-27').slice(0, 3)).toEqual([next, '2026-11-25', '2026-11-18']);
    // The Wednesday of this week has no assignments: nobody came, and it counts as a week of zero.
    expect(day!.forecast).toMatchObject({ rostered: 4, weeks: 3, is_short_history: true, low: 0, high: 0.75 });
    expect(day!.quarters.map((q) => q.forecast?.rate)).toEqual([6 / 12, 4 / 12]);
  });

  it('leaves out people the center did not have yet on an earlier week', () => {
    const people = [person('old', [3], 'day', '2026-11-15'), person('new', [3], 'day', '2026-11-20')];
    const assignments = [assigned('old', 'q1', '2026-11-18', true)];
    const [day] = summarizeShifts({ quarters: QUARTERS, people, exceptions: [], assignments, day: WED, today: WED });
    expect(day!.quarters[0]!.forecast).toMatchObject({ rostered: 2, weeks: 1, rate: 1, expected: 2 });
  });

  it('gives no forecast for a day that is over, and no row for a shift without quarters', () => {
    const summary = summarizeShifts({ quarters: QUARTERS.slice(0, 2), people: [], exceptions: [], assignments: [], day: '2026-11-18', today: WED });
    expect(summary.map((s) => [s.shift, s.forecast])).toEqual([['day', null]]);
    expect(summary[0]!.quarters[0]!.forecast).toBeNull();
  });
});
