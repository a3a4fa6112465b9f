import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { selectMapQuarter } from '@stationboard/domain/quarters/select-quarter';
import { quarterTiming } from '../testing/records.ts';
import { useCenterMinute } from './use-center-clock.ts';
import { usePlannedQuarter } from './use-planned-quarter.ts';

const QUARTERS = [quarterTiming(1, '07:00:00', '09:30:00'), quarterTiming(2, '09:45:00', '12:00:00'), quarterTiming(3, '12:00:00', '15:00:00')];

/** The map's choice at `localTime` on 2 March 2026 (Los Angeles, UTC-8), opened at `path`; the address it keeps is read back. */
function renderAt(localTime: string, path = '/map') {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(`2026-03-02T${localTime}-08:00`));
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  return renderHook(
    () => {
      const now = useCenterMinute('America/Los_Angeles');
      return { choice: usePlannedQuarter(QUARTERS, now, selectMapQuarter), location: useLocation() };
    },
    { wrapper },
  );
}

afterEach(() => vi.useRealTimers());

describe('usePlannedQuarter (issue 27, decision 148)', () => {
  it('follows the clock while nothing is picked', () => {
    const { result } = renderAt('11:55:00');
    expect(result.current.choice.occurrence?.quarter.quarter_name).toBe('Q2');
    expect(result.current.choice.isManual).toBe(false);
    act(() => vi.advanceTimersByTime(6 * 60_000));
    expect(result.current.choice.occurrence?.quarter.quarter_name).toBe('Q3');
  });

  it('holds a quarter picked at 11:55 past the 12:00 boundary, in the address, until Back to now', () => {
    const { result } = renderAt('11:55:00');
    act(() => result.current.choice.pick(QUARTERS[0]!.id));
    expect(result.current.location.search).toBe('?date=2026-03-02&q=1');
    act(() => vi.advanceTimersByTime(6 * 60_000));
    expect(result.current.choice.occurrence).toEqual({ quarter: QUARTERS[0], date: '2026-03-02' });
    expect(result.current.choice.isManual).toBe(true);

    act(() => result.current.choice.clear());
    expect(result.current.location.search).toBe('');
    expect(result.current.choice.occurrence?.quarter.quarter_name).toBe('Q3');
    expect(result.current.choice.isManual).toBe(false);
  });

  it('opens exactly the plan a link names, and a day picked keeps the quarter shown', () => {
    const { result } = renderAt('08:00:00', '/map?date=2026-11-27&q=3');
    expect(result.current.choice.occurrence).toEqual({ quarter: QUARTERS[2], date: '2026-11-27' });
    expect(result.current.choice.date).toBe('2026-11-27');
    act(() => result.current.choice.pickDay('2026-11-28'));
    expect(result.current.location.search).toBe('?date=2026-11-28&q=3');
    expect(result.current.choice.occurrence?.date).toBe('2026-11-28');
  });

  it('shows the quarter the clock would on a day planned without one, and ignores an address that is not a date', () => {
    expect(renderAt('10:00:00', '/map?date=2026-11-27').result.current.choice.occurrence).toEqual({ quarter: QUARTERS[1], date: '2026-11-27' });
    const { result } = renderAt('10:00:00', '/map?date=2026-02-30');
    expect(result.current.choice.isManual).toBe(false);
    expect(result.current.choice.occurrence?.date).toBe('2026-03-02');
  });
});
