import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('useNow', () => {
  it('turns a minute clock at the minute, however far into the minute it was mounted', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T11:59:20Z') });
    const { result } = renderHook(() => useNow(60_000));
    expect(result.current.toISOString()).toBe('2026-11-27T11:59:20.000Z');
    act(() => {
      vi.advanceTimersByTime(40_000);
    });
    expect(result.current.toISOString()).toBe('2026-11-27T12:00:00.000Z');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(result.current.toISOString()).toBe('2026-11-27T12:01:00.000Z');
  });
});
