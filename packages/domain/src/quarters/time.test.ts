import { describe, it, expect } from 'vitest';
import { formatDuration, formatHHMM, isTimeWithinQuarter, minutesUntil, normalizeTime, quarterDurationMinutes, timeToMinutes } from './time.ts';

describe('normalizeTime', () => {
  it('appends :00 to an HH:MM value', () => {
    expect(normalizeTime('06:30')).toBe('06:30:00');
    expect(normalizeTime('00:00')).toBe('00:00:00');
  });

  it('keeps an HH:MM:SS value', () => {
    expect(normalizeTime('23:59:59')).toBe('23:59:59');
  });

  it('ignores surrounding spaces', () => {
    expect(normalizeTime(' 07:15 ')).toBe('07:15:00');
  });

  it('refuses hours past 23, minutes or seconds past 59', () => {
    expect(normalizeTime('24:00')).toBeNull();
    expect(normalizeTime('12:60')).toBeNull();
    expect(normalizeTime('12:00:60')).toBeNull();
  });

  it('refuses values that are not two-digit times', () => {
    for (const bad of ['', '6:30', '0630', '06:3', '06:30:', 'ab:cd', '06:30:00:00', '-1:00']) {
      expect(normalizeTime(bad)).toBeNull();
    }
  });
});

describe('timeToMinutes and formatHHMM', () => {
  it('counts minutes since midnight and drops seconds', () => {
    expect(timeToMinutes('00:00:00')).toBe(0);
    expect(timeToMinutes('06:30')).toBe(390);
    expect(timeToMinutes('23:59:59')).toBe(1439);
  });

  it('throws on a malformed time', () => {
    expect(() => timeToMinutes('25:00')).toThrow(RangeError);
  });

  it('formats a stored time as HH:MM', () => {
    expect(formatHHMM('06:05:00')).toBe('06:05');
    expect(formatHHMM('18:00')).toBe('18:00');
  });
});

describe('minutesUntil', () => {
  it('counts forward within a day', () => {
    expect(minutesUntil(600, 630)).toBe(30);
  });

  it('wraps past midnight', () => {
    expect(minutesUntil(1430, 10)).toBe(20);
  });

  it('is 0 for the same minute', () => {
    expect(minutesUntil(500, 500)).toBe(0);
  });
});

describe('quarterDurationMinutes', () => {
  it('measures a daytime quarter', () => {
    expect(quarterDurationMinutes('06:00:00', '08:30:00')).toBe(150);
  });

  it('wraps midnight when the end is earlier than the start', () => {
    expect(quarterDurationMinutes('22:00:00', '02:00:00')).toBe(240);
    expect(quarterDurationMinutes('23:59', '00:00')).toBe(1);
  });

  it('treats an end equal to the start as invalid', () => {
    expect(quarterDurationMinutes('06:00:00', '06:00:00')).toBeNull();
  });

  it('ends at midnight when the end is 00:00', () => {
    expect(quarterDurationMinutes('18:00', '00:00')).toBe(360);
  });
});

describe('isTimeWithinQuarter', () => {
  const day = { start_time: '06:00:00', end_time: '10:00:00' };
  const night = { start_time: '22:00:00', end_time: '02:00:00' };

  it('holds times from the start minute up to the minute before the end', () => {
    expect(isTimeWithinQuarter(360, day)).toBe(true);
    expect(isTimeWithinQuarter(599, day)).toBe(true);
    expect(isTimeWithinQuarter(600, day)).toBe(false);
    expect(isTimeWithinQuarter(359, day)).toBe(false);
  });

  it('holds times on both sides of midnight for an overnight quarter', () => {
    expect(isTimeWithinQuarter(22 * 60, night)).toBe(true);
    expect(isTimeWithinQuarter(23 * 60 + 59, night)).toBe(true);
    expect(isTimeWithinQuarter(0, night)).toBe(true);
    expect(isTimeWithinQuarter(119, night)).toBe(true);
  });

  it('excludes the daytime hours from an overnight quarter', () => {
    expect(isTimeWithinQuarter(120, night)).toBe(false);
    expect(isTimeWithinQuarter(12 * 60, night)).toBe(false);
    expect(isTimeWithinQuarter(21 * 60 + 59, night)).toBe(false);
  });

  it('holds no time at all when the end equals the start', () => {
    expect(isTimeWithinQuarter(360, { start_time: '06:00', end_time: '06:00' })).toBe(false);
  });
});

describe('formatDuration', () => {
  it('shows hours and minutes, leaving out a part that is zero', () => {
    expect(formatDuration(150)).toBe('2h 30m');
    expect(formatDuration(240)).toBe('4h');
    expect(formatDuration(45)).toBe('45m');
  });
});
