import { describe, expect, it } from 'vitest';
import { PLAN_COPY_DAYS_MAX } from '../schemas/plan.ts';
import { copyTargetDays } from './copy-days.ts';

describe('copyTargetDays', () => {
  it('is the one date when the copy is not repeated, whatever last date is left in the form', () => {
    expect(copyTargetDays('2026-11-23', '2026-11-24', 'once', '2026-12-31')).toEqual({ ok: true, dates: ['2026-11-24'] });
  });

  it('is the same weekday for the next four weeks, across a month end', () => {
    expect(copyTargetDays('2026-11-23', '2026-11-30', 'weekly', '2026-12-21')).toEqual({
      ok: true,
      dates: ['2026-11-30', '2026-12-07', '2026-12-14', '2026-12-21'],
    });
  });

  it('is every day of a range, leaving out the day copied from', () => {
    expect(copyTargetDays('2026-11-25', '2026-11-24', 'daily', '2026-11-27')).toEqual({ ok: true, dates: ['2026-11-24', '2026-11-26', '2026-11-27'] });
  });

  it('refuses a last day before the first, a range of only the source day, and more days than the API takes', () => {
    expect(copyTargetDays('2026-11-23', '2026-11-24', 'daily', '2026-11-20')).toEqual({ ok: false, problem: 'last_before_first' });
    expect(copyTargetDays('2026-11-23', '2026-11-23', 'once', null)).toEqual({ ok: false, problem: 'only_source' });
    expect(copyTargetDays('2025-01-01', '2026-01-01', 'daily', '2026-12-31')).toEqual({ ok: false, problem: 'too_many' });
    const longest = copyTargetDays('2025-01-01', '2026-01-01', 'daily', '2026-03-03');
    expect(longest.ok && longest.dates.length).toBe(PLAN_COPY_DAYS_MAX);
  });
});
