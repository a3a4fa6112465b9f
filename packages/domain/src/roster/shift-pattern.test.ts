import { describe, expect, it } from 'vitest';
import { employeeCreateSchema, employeeUpdateSchema } from '../schemas/employee.ts';
import { storedShiftPattern } from './shift-pattern-presets.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('the pattern fields of an employee request', () => {
  it('takes a preset alone, or with its own days and shift', () => {
    expect(employeeCreateSchema.parse({ name: 'Ann', shift_pattern: 'FHN' })).toEqual({ name: 'Ann', shift_pattern: 'FHN' });
    expect(employeeCreateSchema.safeParse({ name: 'Ann', shift_pattern: 'BHD', work_days: [6, 5, 4, 3], shift: 'day' }).success).toBe(true);
  });

  it('refuses a preset with other days or another shift', () => {
    const message = 'A preset shift pattern sets its own work days and shift; choose custom for others';
    expect(firstMessage(employeeCreateSchema.safeParse({ name: 'Ann', shift_pattern: 'FHD', work_days: [1, 2] }))).toBe(message);
    expect(firstMessage(employeeCreateSchema.safeParse({ name: 'Ann', shift_pattern: 'FHD', shift: 'night' }))).toBe(message);
    expect(firstMessage(employeeCreateSchema.safeParse({ name: 'Ann', shift_pattern: 'FHD', work_days: [0, 0, 1, 2] }))).toBe(message);
  });

  it('needs work days and a shift for custom', () => {
    expect(firstMessage(employeeCreateSchema.safeParse({ name: 'Ann', shift_pattern: 'custom', shift: 'day' }))).toBe(
      'A custom shift pattern needs at least one work day',
    );
    expect(firstMessage(employeeCreateSchema.safeParse({ name: 'Ann', shift_pattern: 'custom', work_days: [], shift: 'day' }))).toBe(
      'A custom shift pattern needs at least one work day',
    );
    expect(firstMessage(employeeCreateSchema.safeParse({ name: 'Ann', shift_pattern: 'custom', work_days: [1] }))).toBe(
      'A custom shift pattern needs a shift: day or night',
    );
  });

  it('refuses days or a shift without a pattern, unknown values, and an end before the start', () => {
    expect(firstMessage(employeeUpdateSchema.safeParse({ work_days: [1] }))).toBe(
      'Choose a shift pattern (FHD, BHD, FHN, BHN or custom) to set work days or a shift',
    );
    expect(firstMessage(employeeCreateSchema.safeParse({ name: 'Ann', shift_pattern: 'XYZ' }))).toBe('Shift pattern must be FHD, BHD, FHN, BHN or custom');
    expect(firstMessage(employeeCreateSchema.safeParse({ name: 'Ann', shift_pattern: 'custom', work_days: [7], shift: 'day' }))).toBe(
      'Work days must be weekday numbers from 0 (Sunday) to 6 (Saturday)',
    );
    expect(firstMessage(employeeCreateSchema.safeParse({ name: 'Ann', shift_pattern: 'custom', work_days: [1], shift: 'evening' }))).toBe(
      'Shift must be day or night',
    );
    expect(firstMessage(employeeUpdateSchema.safeParse({ pattern_starts_on: '2026-12-01', pattern_ends_on: '2026-11-30' }))).toBe(
      'The pattern cannot end before it starts',
    );
  });

  it('counts the pattern dates alone as a change', () => {
    expect(employeeUpdateSchema.parse({ pattern_ends_on: '2026-12-31' })).toEqual({ pattern_ends_on: '2026-12-31' });
  });
});

describe('storedShiftPattern', () => {
  it('writes out a preset, sorts custom days once each, clears with null, and leaves an unsent pattern alone', () => {
    expect(storedShiftPattern({ shift_pattern: 'BHN' })).toEqual({ shift_pattern: 'BHN', work_days: [3, 4, 5, 6], shift: 'night' });
    expect(storedShiftPattern({ shift_pattern: 'custom', work_days: [5, 1, 5], shift: 'night' })).toEqual({
      shift_pattern: 'custom',
      work_days: [1, 5],
      shift: 'night',
    });
    expect(storedShiftPattern({ shift_pattern: null })).toEqual({ shift_pattern: null, work_days: [], shift: null });
    expect(storedShiftPattern({ pattern_ends_on: '2026-12-31' })).toBeUndefined();
  });
});
