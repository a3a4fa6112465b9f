import { describe, it, expect } from 'vitest';
import { hasMoreCriticalStationsThanAttendance, maximumAttendanceSchema } from './maximum-attendance.ts';

describe('maximumAttendanceSchema', () => {
  it('accepts whole numbers from 1, as numbers or text', () => {
    expect(maximumAttendanceSchema.parse({ maximum_attendance: 1 })).toEqual({ maximum_attendance: 1 });
    expect(maximumAttendanceSchema.parse({ maximum_attendance: '75' })).toEqual({ maximum_attendance: 75 });
  });

  it('refuses zero, negatives, fractions, blanks and missing values with the spec’s message', () => {
    for (const bad of [0, -5, 2.5, '', 'ten', undefined]) {
      expect(maximumAttendanceSchema.safeParse({ maximum_attendance: bad }).error?.issues[0]?.message).toBe('Maximum attendance must be a positive number');
    }
  });
});

describe('hasMoreCriticalStationsThanAttendance', () => {
  it('warns only when critical stations exceed the maximum attendance', () => {
    expect(hasMoreCriticalStationsThanAttendance(51, 50)).toBe(true);
    expect(hasMoreCriticalStationsThanAttendance(50, 50)).toBe(false);
    expect(hasMoreCriticalStationsThanAttendance(0, 50)).toBe(false);
  });
});
