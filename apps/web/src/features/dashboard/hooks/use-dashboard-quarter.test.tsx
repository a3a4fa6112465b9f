import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { QuarterTiming } from '@stationboard/domain/quarters/select-quarter';
import { useDashboardQuarter } from './use-dashboard-quarter.ts';

const quarter = (n: number, start: string, end: string, is_active = false): QuarterTiming => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  quarter_name: `Q${n}`,
  quarter_number: n,
  start_time: start,
  end_time: end,
  is_active,
});

const QUARTERS = [quarter(1, '07:00:00', '09:30:00'), quarter(2, '09:45:00', '12:00:00'), quarter(3, '12:30:00', '15:00:00')];

/** 2 March 2026 is in winter time: Los Angeles is UTC-8. */
function renderAt(localTime: string, quarters: QuarterTiming[] = QUARTERS) {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(`2026-03-02T${localTime}-08:00`));
  return renderHook(() => useDashboardQuarter(quarters, 'America/Los_Angeles'));
}

describe('useDashboardQuarter', () => {
  it('takes the quarter holding the time and says until when it runs', () => {
    const { result } = renderAt('11:00:00');
    expect(result.current.quarter?.quarter_name).toBe('Q2');
    expect(result.current.statusText).toBe('Active until 12:00');
    expect(result.current.date).toBe('2026-03-02');
  });

  it('in a break between quarters names the next one and the minutes until it starts', () => {
    const { result } = renderAt('12:05:00');
    expect(result.current.quarter?.quarter_name).toBe('Q3');
    expect(result.current.statusText).toBe('Transition period • Next: Q3 in 25min');
  });

  it('before the first quarter of the day says when it starts, and counts down as the clock moves', () => {
    const { result } = renderAt('06:20:00');
    expect(result.current.quarter?.quarter_name).toBe('Q1');
    expect(result.current.statusText).toBe('Starts in 40 minutes');
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.statusText).toBe('Starts in 39 minutes');
  });

  it('keeps a quarter flagged active as the current one while it runs late, up to 30 minutes (decision 080)', () => {
    const { result } = renderAt('09:50:00', [quarter(1, '07:00:00', '09:30:00', true), QUARTERS[1]!, QUARTERS[2]!]);
    expect(result.current.quarter?.quarter_name).toBe('Q1');
    expect(result.current.statusText).toBe('Active until 09:30');
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(result.current.quarter?.quarter_name).toBe('Q2');
  });

  it('chooses nothing while the quarters load', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useDashboardQuarter(undefined, 'America/Los_Angeles'));
    expect(result.current.quarter).toBeNull();
    expect(result.current.statusText).toBeNull();
  });
});
