import { describe, expect, it } from 'vitest';
import type { PlanQuarter } from '@stationboard/domain/schemas/plan';
import { defaultAutoPlanQuarters } from './auto-plan-quarters.ts';

const DAY = '2026-12-01';
const quarter = (number: number, start_time: string, end_time: string, shift: string): PlanQuarter => ({
  id: `00000000-0000-4000-8000-00000000000${number}`,
  quarter_name: `Q${number}`,
  quarter_number: number,
  start_time,
  end_time,
  shift,
  is_active: false,
  date: DAY,
});

/** The day's quarters in clock order: the night before's Q8 after midnight, the day shift, then the night shift. */
const DAY_QUARTERS = [
  quarter(8, '02:15:00', '04:30:00', 'night'),
  quarter(1, '07:00:00', '09:30:00', 'day'),
  quarter(2, '09:45:00', '12:00:00', 'day'),
  quarter(3, '12:30:00', '15:00:00', 'day'),
  quarter(5, '18:00:00', '20:30:00', 'night'),
  quarter(6, '20:45:00', '23:00:00', 'night'),
];
const names = (ids: string[]) => ids.map((id) => DAY_QUARTERS.find((q) => q.id === id)!.quarter_name);

describe('defaultAutoPlanQuarters', () => {
  it('starts at the quarter under the cursor and runs to the end of its shift', () => {
    expect(names(defaultAutoPlanQuarters(DAY_QUARTERS, DAY_QUARTERS[2]!.id))).toEqual(['Q2', 'Q3']);
  });

  it('leaves out the night before’s quarter after midnight when the cursor is on the evening’s night shift', () => {
    expect(names(defaultAutoPlanQuarters(DAY_QUARTERS, DAY_QUARTERS[4]!.id))).toEqual(['Q5', 'Q6']);
  });

  it('takes the night quarter after midnight alone: its shift began the night before, and the evening’s is another night', () => {
    expect(names(defaultAutoPlanQuarters(DAY_QUARTERS, DAY_QUARTERS[0]!.id))).toEqual(['Q8']);
  });

  it('takes the whole day when no quarter is under the cursor', () => {
    expect(names(defaultAutoPlanQuarters(DAY_QUARTERS, undefined))).toEqual(['Q8', 'Q1', 'Q2', 'Q3', 'Q5', 'Q6']);
  });
});
