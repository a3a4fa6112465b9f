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

  it('in a break between quarters says it is a break, and when the next one starts (decision 136)', () => {
    const { result } = renderAt('12:05:00');
    expect(result.current.quarter?.quarter_name).toBe('Q3');
    expect(result.current.statusText).toBe('Break · Q3 starts at 12:30');
  });

  it('before the first quarter of the day says when it starts, and counts down as the clock moves', () => {
    const { result } = renderAt('06:20:00');
    expect(result.current.quarter?.quarter_name).toBe('Q1');
    expect(result.current.statusText).toBe('Starts in 40 minutes');
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.statusText).toBe('Starts in 39 minutes');
  });

  it('at 12:10 with Q2 flagged active: a break, the next quarter, and no Active badge (decision 136)', () => {
    const { result } = renderAt('11:59:00', [QUARTERS[0]!, quarter(2, '09:45:00', '12:00:00', true), QUARTERS[2]!]);
    expect(result.current.quarter?.quarter_name).toBe('Q2');
    expect(result.current.statusText).toBe('Active until 12:00');
    expect(result.current.isFlagInForce).toBe(true);
    act(() => vi.advanceTimersByTime(11 * 60_000));
    expect(result.current.quarter?.quarter_name).toBe('Q3');
    expect(result.current.statusText).toBe('Break · Q3 starts at 12:30');
    expect(result.current.isFlagInForce).toBe(false);
  });

  it('shows a quarter an ADMIN flagged to start early as active, with its badge', () => {
    const { result } = renderAt('12:10:00', [QUARTERS[0]!, QUARTERS[1]!, quarter(3, '12:30:00', '15:00:00', true)]);
    expect(result.current.quarter?.quarter_name).toBe('Q3');
    expect(result.current.statusText).toBe('Active until 15:00');
    expect(result.current.isFlagInForce).toBe(true);
  });

  it('chooses nothing while the quarters load', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useDashboardQuarter(undefined, 'America/Los_Angeles'));
    expect(result.current.quarter).toBeNull();
    expect(result.current.statusText).toBeNull();
  });
});
