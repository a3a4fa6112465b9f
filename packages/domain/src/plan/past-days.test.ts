import { describe, expect, it } from 'vitest';
import { canCorrectPastDays, isPastOperatingDay, pastDayWrite } from './past-days.ts';

describe('isPastOperatingDay', () => {
  it('is a day before the one the floor is on, not that day or a later one', () => {
    expect(isPastOperatingDay('2026-11-21', '2026-11-22')).toBe(true);
    expect(isPastOperatingDay('2025-12-31', '2026-01-01')).toBe(true);
    expect(isPastOperatingDay('2026-11-22', '2026-11-22')).toBe(false);
    expect(isPastOperatingDay('2026-11-23', '2026-11-22')).toBe(false);
  });
});

describe('pastDayWrite', () => {
  it('lets anyone change today and later days', () => {
    expect(pastDayWrite(false, 'MANAGER', undefined)).toBe('allowed');
  });

  it('keeps a past day read-only for a MANAGER, with or without a reason', () => {
    expect(pastDayWrite(true, 'MANAGER', undefined)).toBe('read_only');
    expect(pastDayWrite(true, 'MANAGER', 'Fixing a mistake')).toBe('read_only');
    expect(pastDayWrite(true, null, 'Fixing a mistake')).toBe('read_only');
  });

  it('lets an ADMIN or a SUDO correct a past day with a reason only', () => {
    expect(pastDayWrite(true, 'ADMIN', undefined)).toBe('reason_required');
    expect(pastDayWrite(true, 'ADMIN', '')).toBe('reason_required');
    expect(pastDayWrite(true, 'ADMIN', 'Ann worked 1-02, not 1-01')).toBe('allowed');
    expect(pastDayWrite(true, 'SUDO', 'Ann worked 1-02, not 1-01')).toBe('allowed');
    expect(canCorrectPastDays('ADMIN')).toBe(true);
    expect(canCorrectPastDays('MANAGER')).toBe(false);
  });
});
