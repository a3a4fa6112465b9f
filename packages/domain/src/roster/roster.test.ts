import { describe, expect, it } from 'vitest';
import { operatingDay } from '../quarters/operating-day.ts';
import { timeToMinutes } from '../quarters/time.ts';
import { offRosterReason, rosterOf, rosterShiftOfQuarter, type ExceptionKind, type RosterPerson } from './roster.ts';
import { storedShiftPattern, type ShiftPatternInput } from './shift-pattern-presets.ts';

// The week of Sunday 22 November 2026.
const SUN = '2026-11-22';
const TUE = '2026-11-24';
const WED = '2026-11-25';
const THU = '2026-11-26';
const SAT = '2026-11-28';

function person(
  id: string,
  pattern: ShiftPatternInput,
  dates: Partial<Pick<RosterPerson, 'pattern_starts_on' | 'pattern_ends_on' | 'is_active'>> = {},
): RosterPerson {
  const stored = storedShiftPattern(pattern)!;
  return { id, is_active: true, work_days: stored.work_days, shift: stored.shift, pattern_starts_on: null, pattern_ends_on: null, ...dates };
}

const reasons = (
  people: RosterPerson[],
  date: string,
  exceptions: { employee_id: string; date: string; kind: ExceptionKind }[] = [],
  shift?: 'day' | 'night',
) => Object.fromEntries(rosterOf(people, exceptions, date, shift).map((entry) => [entry.person.id, `${entry.on_roster ? 'on' : 'off'}:${entry.reason}`]));

describe('rosterOf: the presets', () => {
  const people = [
    person('fhd', { shift_pattern: 'FHD' }),
    person('bhd', { shift_pattern: 'BHD' }),
    person('fhn', { shift_pattern: 'FHN' }),
    person('bhn', { shift_pattern: 'BHN' }),
    person('none', { shift_pattern: null }),
  ];

  it('has the front half on Sunday to Wednesday and the back half on Wednesday to Saturday', () => {
    expect(reasons(people, SUN)).toEqual({
      fhd: 'on:pattern',
      bhd: 'off:not_scheduled',
      fhn: 'on:pattern',
      bhn: 'off:not_scheduled',
      none: 'off:not_scheduled',
    });
    expect(reasons(people, WED)).toEqual({ fhd: 'on:pattern', bhd: 'on:pattern', fhn: 'on:pattern', bhn: 'on:pattern', none: 'off:not_scheduled' });
    expect(reasons(people, SAT)).toEqual({
      fhd: 'off:not_scheduled',
      bhd: 'on:pattern',
      fhn: 'off:not_scheduled',
      bhn: 'on:pattern',
      none: 'off:not_scheduled',
    });
  });

  it("keeps to the shift asked for: Wednesday's day shift is FHD and BHD", () => {
    expect(reasons(people, WED, [], 'day')).toEqual({
      fhd: 'on:pattern',
      bhd: 'on:pattern',
      fhn: 'off:not_scheduled',
      bhn: 'off:not_scheduled',
      none: 'off:not_scheduled',
    });
    expect(reasons(people, WED, [], 'night')).toMatchObject({ fhd: 'off:not_scheduled', fhn: 'on:pattern', bhn: 'on:pattern' });
  });

  it('leaves out people who are not active', () => {
    expect(rosterOf([person('gone', { shift_pattern: 'FHD' }, { is_active: false })], [], SUN)).toEqual([]);
  });
});

describe('rosterOf: custom days and the pattern dates', () => {
  it('works the custom days only', () => {
    const people = [person('custom', { shift_pattern: 'custom', work_days: [2, 4], shift: 'day' })];
    expect(reasons(people, TUE)).toEqual({ custom: 'on:pattern' });
    expect(reasons(people, WED)).toEqual({ custom: 'off:not_scheduled' });
    expect(reasons(people, THU)).toEqual({ custom: 'on:pattern' });
  });

  it('starts on the first date and ends after the last, both included', () => {
    const people = [person('new', { shift_pattern: 'BHD' }, { pattern_starts_on: THU, pattern_ends_on: '2026-12-02' })];
    expect(reasons(people, WED)).toEqual({ new: 'off:not_scheduled' });
    expect(reasons(people, THU)).toEqual({ new: 'on:pattern' });
    expect(reasons(people, '2026-12-02')).toEqual({ new: 'on:pattern' });
    expect(reasons(people, '2026-12-03')).toEqual({ new: 'off:not_scheduled' });
  });
});

describe('rosterOf: exceptions override the pattern', () => {
  const ann = person('ann', { shift_pattern: 'FHD' });
  const on = (kind: ExceptionKind, date = SUN) => ({ employee_id: 'ann', date, kind });

  it.each([['time_off'], ['vto'], ['call_out']] as const)('takes a scheduled person off with %s', (kind) => {
    expect(reasons([ann], SUN, [on(kind)])).toEqual({ ann: `off:${kind}` });
  });

  it('puts an unscheduled person on with VET', () => {
    expect(reasons([ann], SAT, [on('vet', SAT)])).toEqual({ ann: 'on:vet' });
    expect(reasons([person('none', { shift_pattern: null })], SAT, [{ employee_id: 'none', date: SAT, kind: 'vet' }])).toEqual({ none: 'on:vet' });
  });

  it('keeps VET to the person’s own shift when a shift is asked for', () => {
    expect(reasons([ann], SAT, [on('vet', SAT)], 'night')).toEqual({ ann: 'off:not_scheduled' });
  });

  it('lets a call-out win over VET, and time off over VTO', () => {
    expect(reasons([ann], SAT, [on('vet', SAT), on('call_out', SAT)])).toEqual({ ann: 'off:call_out' });
    expect(reasons([ann], SUN, [on('vto'), on('time_off')])).toEqual({ ann: 'off:time_off' });
  });

  it('ignores exceptions of other dates and other people', () => {
    expect(reasons([ann], SUN, [on('time_off', TUE), { employee_id: 'bob', date: SUN, kind: 'call_out' }])).toEqual({ ann: 'on:pattern' });
  });
});

describe('rosterOf: a night shift across midnight', () => {
  // A night shift whose last quarter ends at 02:00: until then the floor is on the night before (decision 080).
  const quarters = [
    { start_time: '18:00:00', end_time: '23:00:00' },
    { start_time: '23:30:00', end_time: '02:00:00' },
  ];
  const at = (date: string, hhmm: string) => operatingDay({ date, minutes: timeToMinutes(hhmm), weekday: 0 }, quarters);
  const people = [person('fhn', { shift_pattern: 'FHN' }), person('bhn', { shift_pattern: 'BHN' })];

  it("keeps Wednesday night's front half on the roster at 01:00 on Thursday, and the back half alone after 02:00", () => {
    expect(reasons(people, at(THU, '01:00'), [], 'night')).toEqual({ fhn: 'on:pattern', bhn: 'on:pattern' });
    expect(reasons(people, at(THU, '19:00'), [], 'night')).toEqual({ fhn: 'off:not_scheduled', bhn: 'on:pattern' });
  });

  it("reads an exception on the night's starting date after midnight too", () => {
    const timeOff = [{ employee_id: 'fhn', date: WED, kind: 'time_off' as const }];
    expect(reasons(people, at(THU, '01:00'), timeOff, 'night')).toEqual({ fhn: 'off:time_off', bhn: 'on:pattern' });
  });
});

describe('rosterShiftOfQuarter', () => {
  it('reads the day quarters as the day shift and the night ones as the night shift', () => {
    expect(rosterShiftOfQuarter('front_half_day')).toBe('day');
    expect(rosterShiftOfQuarter('back_half_day')).toBe('night');
    expect(rosterShiftOfQuarter('overnight')).toBe('night');
    expect(rosterShiftOfQuarter('weekend')).toBeUndefined();
  });
});

describe('offRosterReason', () => {
  it('names why someone with a pattern is off, and nothing for someone on the roster', () => {
    expect(offRosterReason({ shift_pattern: 'FHD' }, 'not_scheduled')).toBe('not_scheduled');
    expect(offRosterReason({ shift_pattern: 'FHD' }, 'time_off')).toBe('time_off');
    expect(offRosterReason({ shift_pattern: 'FHD' }, 'pattern')).toBeNull();
    expect(offRosterReason({ shift_pattern: null }, 'vet')).toBeNull();
  });

  it('counts nobody without a pattern as off, unless an exception takes them off', () => {
    expect(offRosterReason({ shift_pattern: null }, 'not_scheduled')).toBeNull();
    expect(offRosterReason({ shift_pattern: null }, 'call_out')).toBe('call_out');
  });
});
