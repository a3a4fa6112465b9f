import { describe, expect, it } from 'vitest';
import { instantInZone } from '../quarters/local-time.ts';
import type { QuarterTiming } from '../quarters/select-quarter.ts';
import { CHANGEOVER_WINDOW_MS, formatCountdown, isChangeoverWindowOpen, nextChangeover, planChangeover, type ChangeoverStation } from './changeover.ts';

function quarter(n: number, start: string, end: string): QuarterTiming {
  return { id: `q${n}`, quarter_name: `Q${n}`, quarter_number: n, start_time: `${start}:00`, end_time: `${end}:00`, is_active: false };
}

// A day shift with a lunch gap, and a night shift whose Q6 runs 23:30-02:00 across midnight.
const quarters = [
  quarter(1, '06:00', '08:30'),
  quarter(2, '08:30', '11:00'),
  quarter(3, '11:30', '14:00'),
  quarter(5, '21:00', '23:30'),
  quarter(6, '23:30', '02:00'),
  quarter(7, '02:00', '04:30'),
];
const ZONE = 'America/Los_Angeles';
const at = (date: string, hhmm: string, seconds = 0) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return new Date(instantInZone(date, h * 60 + m, ZONE).getTime() + seconds * 1000);
};
const summary = (c: ReturnType<typeof nextChangeover>) =>
  c && `${c.from.quarter.quarter_name} ${c.from.date} → ${c.to.quarter.quarter_name} ${c.to.date} at ${c.at.toISOString()}`;

describe('nextChangeover', () => {
  it('is the next quarter start, from the quarter running now', () => {
    expect(summary(nextChangeover(quarters, at('2026-11-23', '08:21'), ZONE))).toBe(
      `Q1 2026-11-23 → Q2 2026-11-23 at ${at('2026-11-23', '08:30').toISOString()}`,
    );
  });

  it('moves on to the following boundary the moment one passes', () => {
    expect(summary(nextChangeover(quarters, at('2026-11-23', '08:30'), ZONE))).toBe(
      `Q2 2026-11-23 → Q3 2026-11-23 at ${at('2026-11-23', '11:30').toISOString()}`,
    );
    expect(summary(nextChangeover(quarters, at('2026-11-23', '08:29', 59), ZONE))).toContain('Q1 2026-11-23 → Q2');
  });

  it('in a gap, moves people from the quarter that ended to the one that starts', () => {
    expect(summary(nextChangeover(quarters, at('2026-11-23', '11:25'), ZONE))).toBe(
      `Q2 2026-11-23 → Q3 2026-11-23 at ${at('2026-11-23', '11:30').toISOString()}`,
    );
  });

  it('works across midnight: 23:30 starts the night quarter of the same date, 02:00 the next on the next date', () => {
    expect(summary(nextChangeover(quarters, at('2026-11-23', '23:21'), ZONE))).toBe(
      `Q5 2026-11-23 → Q6 2026-11-23 at ${at('2026-11-23', '23:30').toISOString()}`,
    );
    // Q6 started on the 23rd; Q7 starts at 02:00 on the 24th (the same operating day, decision 080).
    expect(summary(nextChangeover(quarters, at('2026-11-24', '01:51'), ZONE))).toBe(
      `Q6 2026-11-23 → Q7 2026-11-24 at ${at('2026-11-24', '02:00').toISOString()}`,
    );
    expect(summary(nextChangeover(quarters, at('2026-11-23', '23:45'), ZONE))).toContain('→ Q7 2026-11-24');
  });

  it('after the last quarter of the night, points to the first of the next morning', () => {
    expect(summary(nextChangeover(quarters, at('2026-11-24', '05:00'), ZONE))).toBe(
      `Q7 2026-11-24 → Q1 2026-11-24 at ${at('2026-11-24', '06:00').toISOString()}`,
    );
  });

  it('with one quarter, changes over into it the next day; with none there is no boundary', () => {
    const only = [quarter(1, '06:00', '14:00')];
    expect(summary(nextChangeover(only, at('2026-11-23', '13:00'), ZONE))).toBe(`Q1 2026-11-23 → Q1 2026-11-24 at ${at('2026-11-24', '06:00').toISOString()}`);
    expect(nextChangeover([], at('2026-11-23', '13:00'), ZONE)).toBeNull();
  });
});

describe('the changeover window', () => {
  it('is open for the last ten minutes before the boundary and closes when it passes', () => {
    expect(CHANGEOVER_WINDOW_MS).toBe(10 * 60_000);
    expect(isChangeoverWindowOpen(10 * 60_000 + 1)).toBe(false);
    expect(isChangeoverWindowOpen(10 * 60_000)).toBe(true);
    expect(isChangeoverWindowOpen(1)).toBe(true);
    expect(isChangeoverWindowOpen(0)).toBe(false);
  });

  it('counts down in minutes and seconds, rounding up', () => {
    expect(formatCountdown(9 * 60_000)).toBe('9:00');
    expect(formatCountdown(9 * 60_000 - 1)).toBe('9:00');
    expect(formatCountdown(65_000)).toBe('1:05');
    expect(formatCountdown(1)).toBe('0:01');
    expect(formatCountdown(-5)).toBe('0:00');
  });
});

type Person = { id: string; name: string; checkedIn?: boolean };
function station(code: string, options: { person?: Person; rotatesTo?: string; critical?: boolean; active?: boolean } = {}): ChangeoverStation {
  return {
    id: code,
    station_code: code,
    is_active: options.active ?? true,
    is_critical: options.critical ?? false,
    next_station_id: options.rotatesTo ?? code,
    current_assignment: options.person
      ? { employee_id: options.person.id, employee_name: options.person.name, checked_in: options.person.checkedIn ?? false }
      : null,
  };
}
const ann = { id: 'e-ann', name: 'Ann Lee', checkedIn: true };
const bob = { id: 'e-bob', name: 'Bob Ray', checkedIn: true };
const cy = { id: 'e-cy', name: 'Cy Odu', checkedIn: true };
const dee = { id: 'e-dee', name: 'Dee Fox', checkedIn: false };

describe('planChangeover', () => {
  it('sends a person planned next quarter to the planned station, even where their rule points elsewhere', () => {
    const plan = planChangeover([station('1-01', { person: ann, rotatesTo: '1-02' })], [station('1-01'), station('1-02'), station('1-03', { person: ann })]);
    expect(plan.moves).toEqual([
      { employeeId: 'e-ann', employeeName: 'Ann Lee', from: { id: '1-01', code: '1-01' }, to: { id: '1-03', code: '1-03' }, byRotation: false },
    ]);
    expect(plan.withoutStation).toEqual([]);
  });

  it('sends a person with no assignment next quarter where the rule points, marked as by rotation', () => {
    const plan = planChangeover([station('1-01', { person: ann, rotatesTo: '1-02' })], [station('1-01'), station('1-02', { critical: true })]);
    expect(plan.moves).toMatchObject([{ employeeName: 'Ann Lee', to: { code: '1-02' }, byRotation: true }]);
    // Ann will stand at the critical 1-02, so it is not empty.
    expect(plan.emptyCritical).toEqual([]);
  });

  it('counts people planned at the same station as staying, not moving', () => {
    const plan = planChangeover([station('1-01', { person: ann, rotatesTo: '1-02' })], [station('1-01', { person: ann }), station('1-02')]);
    expect(plan).toMatchObject({ moves: [], staying: 1, withoutStation: [] });
  });

  it('lists people checked in now with nowhere to go: no plan and no rule, or a rule to a planned or inactive station', () => {
    const current = [
      station('1-01', { person: ann }),
      station('1-02', { person: bob, rotatesTo: '1-03' }),
      station('1-04', { person: cy, rotatesTo: '1-05' }),
      station('1-06', { person: dee }),
    ];
    const next = [
      station('1-01'),
      station('1-02'),
      station('1-03', { person: { id: 'e-eve', name: 'Eve Ng' } }),
      station('1-04'),
      station('1-05', { active: false }),
      station('1-06'),
    ];
    const plan = planChangeover(current, next);
    expect(plan.moves).toEqual([]);
    // Dee is not checked in, so she is not on the floor to be told.
    expect(plan.withoutStation.map((p) => `${p.employeeName} ${p.station.code}`)).toEqual(['Ann Lee 1-01', 'Bob Ray 1-02', 'Cy Odu 1-04']);
  });

  it('lists active critical stations nobody is planned for or rotates to, in the order given', () => {
    const next = [
      station('1-01', { critical: true }),
      station('1-02', { critical: true, person: ann }),
      station('1-03', { critical: true, active: false }),
      station('1-04'),
      station('2-01', { critical: true }),
    ];
    expect(planChangeover([], next).emptyCritical).toEqual([
      { id: '1-01', code: '1-01' },
      { id: '2-01', code: '2-01' },
    ]);
  });

  it('orders moves by name and counts a person on two stations once', () => {
    const current = [station('1-01', { person: cy }), station('1-02', { person: ann }), station('1-03', { person: cy })];
    const next = [station('1-01'), station('1-02'), station('1-03'), station('2-01', { person: cy }), station('2-02', { person: ann })];
    const plan = planChangeover(current, next);
    expect(plan.moves.map((m) => `${m.employeeName} ${m.from.code}→${m.to.code}`)).toEqual(['Ann Lee 1-02→2-02', 'Cy Odu 1-01→2-01']);
  });

  it('does not send anyone by rotation to a station planned for someone else', () => {
    const current = [station('1-01', { person: ann, rotatesTo: '1-02' }), station('1-03', { person: bob })];
    const next = [station('1-01'), station('1-02', { person: bob }), station('1-03')];
    const plan = planChangeover(current, next);
    expect(plan.moves).toMatchObject([{ employeeName: 'Bob Ray', to: { code: '1-02' }, byRotation: false }]);
    expect(plan.withoutStation.map((p) => p.employeeName)).toEqual(['Ann Lee']);
  });
});
