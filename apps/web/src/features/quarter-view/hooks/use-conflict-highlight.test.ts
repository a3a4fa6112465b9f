import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuarterTab } from '@stationboard/domain/quarters/quarter-tabs';
import { useConflictHighlight } from './use-conflict-highlight.ts';

function setup(initialTab: QuarterTab = 'line1') {
  return renderHook(({ tab }) => useConflictHighlight(tab), { initialProps: { tab: initialTab } });
}

describe('useConflictHighlight', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('highlights the conflicting station and its tabs for 8 seconds', () => {
    const { result } = setup();
    act(() => result.current.flag('s-2', ['line2']));
    expect(result.current.conflict).toEqual({ stationId: 's-2', tabs: ['line2'] });
    act(() => vi.advanceTimersByTime(7_999));
    expect(result.current.conflict).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.conflict).toBeNull();
  });

  it('clears 5 seconds after the user switches to the conflicting tab', () => {
    const { result, rerender } = setup();
    act(() => result.current.flag('s-2', ['line2']));
    act(() => vi.advanceTimersByTime(1_000));
    rerender({ tab: 'line2' });
    act(() => vi.advanceTimersByTime(4_999));
    expect(result.current.conflict).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.conflict).toBeNull();
  });

  it('still ends 8 seconds after the conflict when the switch comes late', () => {
    const { result, rerender } = setup();
    act(() => result.current.flag('s-2', ['line2']));
    act(() => vi.advanceTimersByTime(6_000));
    rerender({ tab: 'line2' });
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current.conflict).toBeNull();
  });

  it('keeps the full 8 seconds when the user switches to a tab the station is not on', () => {
    const { result, rerender } = setup();
    act(() => result.current.flag('s-2', ['line2']));
    rerender({ tab: 'indirects' });
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.conflict).not.toBeNull();
  });

  it('clears at once after a successful assignment, and a new conflict restarts the 8 seconds', () => {
    const { result } = setup();
    act(() => result.current.flag('s-2', ['line2']));
    act(() => result.current.clear());
    expect(result.current.conflict).toBeNull();

    act(() => result.current.flag('s-2', ['line2']));
    act(() => vi.advanceTimersByTime(6_000));
    act(() => result.current.flag('s-3', ['line3']));
    act(() => vi.advanceTimersByTime(6_000));
    expect(result.current.conflict?.stationId).toBe('s-3');
  });
});
