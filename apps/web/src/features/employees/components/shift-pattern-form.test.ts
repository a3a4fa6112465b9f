import { describe, expect, it } from 'vitest';
import { employeeFilterOf, initialPatternFields, patternRequest, patternSummary, withPattern } from './shift-pattern-form.ts';

const blank = initialPatternFields(null);

describe('the employee form’s shift pattern', () => {
  it('sends a preset by its name, custom with its days and shift, and none as a cleared pattern', () => {
    expect(patternRequest(withPattern(blank, 'BHD'))).toEqual({ shift_pattern: 'BHD', pattern_starts_on: null, pattern_ends_on: null });
    const custom = { ...withPattern(withPattern(blank, 'FHN'), 'custom'), pattern_starts_on: '2026-12-01' };
    expect(patternRequest(custom)).toEqual({
      shift_pattern: 'custom',
      work_days: [0, 1, 2, 3],
      shift: 'night',
      pattern_starts_on: '2026-12-01',
      pattern_ends_on: null,
    });
    expect(patternRequest(blank)).toEqual({ shift_pattern: null, pattern_starts_on: null, pattern_ends_on: null });
  });

  it('sums a pattern up for the list, and turns the list filter into the API’s', () => {
    expect(patternSummary({ shift_pattern: 'FHD', work_days: [0, 1, 2, 3], shift: 'day' })).toBe('FHD');
    expect(patternSummary({ shift_pattern: 'custom', work_days: [1, 5], shift: 'night' })).toBe('Mon, Fri · Night');
    expect(patternSummary({ shift_pattern: null, work_days: [], shift: null })).toBeNull();
    expect(employeeFilterOf('night')).toEqual({ shift: 'night' });
    expect(employeeFilterOf('none')).toEqual({ shift_pattern: 'none' });
    expect(employeeFilterOf('')).toBeNull();
  });
});
