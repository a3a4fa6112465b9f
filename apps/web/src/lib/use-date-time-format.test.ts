import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CLOCK_SECONDS, LONG_DATE, useDateTimeFormat } from './use-date-time-format.ts';

const NOON_UTC = new Date('2026-03-02T12:00:05Z');

describe('useDateTimeFormat', () => {
  it("formats in the center's time zone", () => {
    const { result } = renderHook(() => useDateTimeFormat('America/New_York', CLOCK_SECONDS));
    expect(result.current.format(NOON_UTC)).toBe('07:00:05');
  });

  it('falls back to the default zone when the center names one the browser does not know', () => {
    const { result } = renderHook(() => useDateTimeFormat('Not/A_Zone', LONG_DATE));
    expect(result.current.format(NOON_UTC)).toBe('Monday, March 2, 2026');
    expect(result.current.resolvedOptions().timeZone).toBe('America/Los_Angeles');
  });
});
