import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { quarter } from '../testing/fixtures.ts';
import { useTvQuarter, type TvQuarterMode } from './use-tv-quarter.ts';

const QUARTERS = [quarter(1, '07:00:00', '09:30:00'), quarter(2, '09:45:00', '12:00:00'), quarter(3, '12:30:00', '15:00:00')];

/** 2 March 2026 is in winter time: Los Angeles is UTC-8. */
function renderAt(localTime: string, mode: TvQuarterMode) {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(`2026-03-02T${localTime}-08:00`));
  return renderHook(() => useTvQuarter({ quarters: QUARTERS, timeZone: 'America/Los_Angeles', mode }));
}

describe('useTvQuarter', () => {
  it('TV Mode takes the quarter holding the time and says until when it runs', () => {
    const { result } = renderAt('11:00:00', 'tvMode');
    expect(result.current.quarter?.quarter_name).toBe('Q2');
    expect(result.current.statusText).toBe('Active until 12:00');
    expect(result.current.date).toBe('2026-03-02');
  });

  it('TV Mode moves on to the next quarter 10 minutes before the end when it starts as the other ends, within a second of that minute', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-02T11:49:45-08:00'));
    const backToBack = [quarter(2, '09:45:00', '12:00:00'), quarter(3, '12:00:00', '15:00:00')];
    const { result } = renderHook(() => useTvQuarter({ quarters: backToBack, timeZone: 'America/Los_Angeles', mode: 'tvMode' }));
    expect(result.current.quarter?.quarter_name).toBe('Q2');
    act(() => vi.advanceTimersByTime(14_000));
    expect(result.current.quarter?.quarter_name).toBe('Q2');
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current.quarter?.quarter_name).toBe('Q3');
    expect(result.current.statusText).toBe('Transition period • Next: Q3 in 10min');
  });

  it('TV Mode, with a break after the quarter, keeps it to its end and moves on when the next start is nearer (decision 136)', () => {
    const { result } = renderAt('11:55:00', 'tvMode');
    expect(result.current.quarter?.quarter_name).toBe('Q2');
    expect(result.current.statusText).toBe('Active until 12:00');
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(result.current.quarter?.quarter_name).toBe('Q2');
    expect(result.current.statusText).toBe('Transition period • Next: Q3 in 25min');
    act(() => vi.advanceTimersByTime(10 * 60_000 - 1_000));
    expect(result.current.quarter?.quarter_name).toBe('Q2');
    act(() => vi.advanceTimersByTime(2_000));
    // 12:15: Q3's start (12:30) is as near as Q2's end (12:00), and the tie goes forward.
    expect(result.current.quarter?.quarter_name).toBe('Q3');
    expect(result.current.statusText).toBe('Transition period • Next: Q3 in 15min');
  });

  it('TV Mode keeps a picked quarter in Manual Mode until the pick is cleared', () => {
    const { result } = renderAt('11:00:00', 'tvMode');
    act(() => result.current.pickQuarter(QUARTERS[0]!.id));
    expect(result.current.quarter?.quarter_name).toBe('Q1');
    expect(result.current.isManual).toBe(true);
    expect(result.current.statusText).toBe('Manual Mode • Q1');
    act(() => result.current.clearManualQuarter());
    expect(result.current.quarter?.quarter_name).toBe('Q2');
    expect(result.current.isManual).toBe(false);
  });

  it('TV Mode keeps a picked quarter until the next quarter boundary, then follows the clock (decision 080)', () => {
    const { result } = renderAt('11:00:00', 'tvMode');
    act(() => result.current.pickQuarter(QUARTERS[0]!.id));
    act(() => vi.advanceTimersByTime(74 * 60_000));
    expect(result.current.quarter?.quarter_name).toBe('Q1');
    // 12:15: the clock moves from Q2 to Q3 (decision 136), and the pick gives way.
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.quarter?.quarter_name).toBe('Q3');
    expect(result.current.isManual).toBe(false);
  });

  it('dates a night quarter by its start after midnight, and looks ahead into the next date (decision 080)', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-03T00:30:00-08:00'));
    const night = [quarter(7, '23:30:00', '02:00:00'), quarter(1, '07:00:00', '09:30:00')];
    const { result } = renderHook(() => useTvQuarter({ quarters: night, timeZone: 'America/Los_Angeles', mode: 'tvMode' }));
    expect(result.current.quarter?.quarter_name).toBe('Q7');
    expect(result.current.date).toBe('2026-03-02');
    act(() => vi.advanceTimersByTime(120 * 60_000));
    // 02:30: Q7 ended 30 minutes ago and Q1 is hours away, so TV Mode still shows Q7 of the night before.
    expect(result.current.quarter?.quarter_name).toBe('Q7');
    expect(result.current.date).toBe('2026-03-02');
    act(() => vi.advanceTimersByTime(60_000));
    // 02:31: TV Mode looks ahead to Q1 of the new day.
    expect(result.current.quarter?.quarter_name).toBe('Q1');
    expect(result.current.date).toBe('2026-03-03');
  });

  it('the TV List keeps the quarter that started last, in the first minutes after it ended, and shows no status', () => {
    const { result } = renderAt('12:10:00', 'tvList');
    expect(result.current.quarter?.quarter_name).toBe('Q2');
    expect(result.current.statusText).toBeNull();
  });

  it('the TV List scans an early arrival into the next quarter, as TV Mode does (decision 136)', () => {
    const list = renderAt('06:40:00', 'tvList');
    expect(list.result.current.quarter?.quarter_name).toBe('Q1');
    expect(list.result.current.date).toBe('2026-03-02');
    const tv = renderAt('06:40:00', 'tvMode');
    expect(tv.result.current.quarter?.quarter_name).toBe('Q1');
  });

  it('the TV List wraps past midnight to the last quarter of the day before', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-03T00:05:00-08:00'));
    const evening = [quarter(1, '07:00:00', '09:30:00'), quarter(4, '15:30:00', '23:50:00')];
    const { result } = renderHook(() => useTvQuarter({ quarters: evening, timeZone: 'America/Los_Angeles', mode: 'tvList' }));
    expect(result.current.quarter?.quarter_name).toBe('Q4');
    expect(result.current.date).toBe('2026-03-02');
  });

  it('chooses nothing while the quarters load', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useTvQuarter({ quarters: undefined, timeZone: 'America/Los_Angeles', mode: 'tvMode' }));
    expect(result.current.quarter).toBeNull();
    expect(result.current.statusText).toBeNull();
  });
});
