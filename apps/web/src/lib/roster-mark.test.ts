import { describe, expect, it } from 'vitest';
import { offRosterMark } from './roster-mark.ts';

describe('offRosterMark', () => {
  it('names why someone with a pattern is off the day', () => {
    expect(offRosterMark({ shift_pattern: 'FHD', roster_reason: 'time_off' })).toBe('off: time off');
    expect(offRosterMark({ shift_pattern: 'BHN', roster_reason: 'not_scheduled' })).toBe('not scheduled');
    expect(offRosterMark({ shift_pattern: null, roster_reason: 'call_out' })).toBe('off: call-out');
  });

  it('says nothing for someone on the roster, without a pattern, or read without a roster day', () => {
    expect(offRosterMark({ shift_pattern: 'FHD', roster_reason: 'pattern' })).toBeNull();
    expect(offRosterMark({ shift_pattern: 'FHD', roster_reason: 'vet' })).toBeNull();
    expect(offRosterMark({ shift_pattern: null, roster_reason: 'not_scheduled' })).toBeNull();
    expect(offRosterMark({ shift_pattern: 'FHD' })).toBeNull();
  });
});
