import { describe, expect, it } from 'vitest';
import type { Assignment, Station } from '../schemas/floor-map.ts';
import type { QuarterStats } from '../schemas/quarter-stats.ts';
import { applyToQuarterStats, applyToRecentAssignments, applyToStations, RELOAD } from './apply-change.ts';
import type { AssignmentChange, StationFacts } from './messages.ts';

const Q1 = '00000000-0000-4000-8000-000000000001';
const Q2 = '00000000-0000-4000-8000-000000000002';
const DAY = '2026-11-23';
const uuid = (kind: string, n: number) => `${kind.repeat(8)}-0000-4000-8000-${String(n).padStart(12, '0')}`;
const S = [1, 2, 3].map((n) => uuid('5', n));

function station(n: number, overrides: Partial<Station> = {}): Station {
  return {
    id: S[n - 1]!,
    station_code: `1-0${n}`,
    station_type_id: uuid('6', 1),
    station_type: { name: 'LINE' },
    line_number: 1,
    position_x: null,
    position_y: null,
    is_active: true,
    is_manual: false,
    is_right_handed: null,
    is_critical: false,
    current_assignment: null,
    next_station_id: S[n - 1]!,
    next_assignment: null,
    ...overrides,
  };
}

function assignment(id: number, stationIndex: number, overrides: Partial<Assignment> = {}): Assignment {
  return {
    id: uuid('a', id),
    station_id: S[stationIndex - 1]!,
    station_code: `1-0${stationIndex}`,
    quarter_id: Q1,
    assignment_date: DAY,
    employee_id: uuid('e', id),
    employee_name: `Person ${id}`,
    employee: { name: `Person ${id}`, employee_id: `p${id}` },
    is_wildcard: false,
    wildcard_assignment: null,
    created_by: 'kiosk',
    fulfillment_center_id: uuid('c', 1),
    checked_in: true,
    checked_in_at: '2026-11-23T14:00:00.000Z',
    override_reason: null,
    created_at: `2026-11-23T14:00:${String(id).padStart(2, '0')}.000Z`,
    updated_at: `2026-11-23T14:00:${String(id).padStart(2, '0')}.000Z`,
    ...overrides,
  };
}

const line1: StationFacts = { line_number: 1, is_active: true, type_name: 'LINE' };
const indirect: StationFacts = { line_number: null, is_active: true, type_name: 'INDIRECT' };
const inactive: StationFacts = { line_number: 2, is_active: false, type_name: 'LINE' };

function inserted(row: Assignment, facts: StationFacts = line1, seq = 1): AssignmentChange {
  return { type: 'change', channel: 'assignments:c', seq, event: 'INSERT', by: null, assignment: { row, station: facts }, previous: null };
}
function previousOf(row: Assignment, facts: StationFacts = line1) {
  const { id, station_id, quarter_id, assignment_date, employee_id, is_wildcard, checked_in } = row;
  return { row: { id, station_id, quarter_id, assignment_date, employee_id, is_wildcard, checked_in }, station: facts };
}
function updated(before: Assignment, after: Assignment, facts: { before?: StationFacts; after?: StationFacts } = {}): AssignmentChange {
  return {
    type: 'change',
    channel: 'assignments:c',
    seq: 2,
    event: 'UPDATE',
    by: null,
    assignment: { row: after, station: facts.after ?? line1 },
    previous: previousOf(before, facts.before ?? line1),
  };
}
function deleted(row: Assignment, facts: StationFacts = line1): AssignmentChange {
  return { type: 'change', channel: 'assignments:c', seq: 3, event: 'DELETE', by: null, assignment: null, previous: previousOf(row, facts) };
}

const view = { current: { quarterId: Q1, date: DAY }, next: { quarterId: Q2, date: DAY } };

describe('applyToStations', () => {
  it("puts a new assignment on its station's card", () => {
    const stations = [station(1), station(2)];
    const a = assignment(1, 2);
    const patched = applyToStations(stations, inserted(a), view);
    expect(patched[1]!.current_assignment).toEqual(a);
    expect(patched[0]).toBe(stations[0]);
  });

  it('shows a next-quarter assignment on every card whose next quarter leads to its station', () => {
    // Station 1 rotates to station 3; station 3 keeps its own people.
    const stations = [station(1, { next_station_id: S[2]! }), station(2), station(3)];
    const next = assignment(2, 3, { quarter_id: Q2 });
    const patched = applyToStations(stations, inserted(next), view);
    expect(patched[0]!.next_assignment).toEqual(next);
    expect(patched[2]!.next_assignment).toEqual(next);
    expect(patched[1]).toBe(stations[1]);
    expect(patched.every((st) => st.current_assignment === null)).toBe(true);
  });

  it('moves an assignment that changed station, and clears it when deleted', () => {
    const before = assignment(1, 1);
    const stations = [station(1, { current_assignment: before }), station(2)];
    const after = { ...before, station_id: S[1]!, station_code: '1-02' };
    const moved = applyToStations(stations, updated(before, after), view);
    expect(moved[0]!.current_assignment).toBeNull();
    expect(moved[1]!.current_assignment).toEqual(after);
    const cleared = applyToStations(moved, deleted(after), view);
    expect(cleared.every((st) => st.current_assignment === null)).toBe(true);
  });

  it('leaves the list as it is for another quarter or date', () => {
    const stations = [station(1)];
    expect(applyToStations(stations, inserted(assignment(1, 1, { assignment_date: '2026-11-24' })), view)).toBe(stations);
    expect(applyToStations(stations, inserted(assignment(1, 1, { quarter_id: uuid('4', 9) })), view)).toBe(stations);
  });

  it('is idempotent: the same change twice gives the same cards', () => {
    const change = inserted(assignment(1, 1));
    const once = applyToStations([station(1)], change, view);
    expect(applyToStations(once, change, view)).toEqual(once);
  });
});

const empty: QuarterStats = {
  total: 0,
  line_associates: 0,
  indirects: 0,
  wildcards: 0,
  ratio: 0,
  per_line: { 1: 0, 2: 0, 3: 0, 4: 0 },
  staffed_stations: 0,
  active_stations: 10,
  efficiency: 0,
};
const on = { quarterId: Q1, date: DAY };

describe('applyToQuarterStats', () => {
  it('counts an arrival by the kind of its station, with ratio and efficiency recomputed', () => {
    let stats = applyToQuarterStats(empty, inserted(assignment(1, 1)), on) as QuarterStats;
    stats = applyToQuarterStats(stats, inserted(assignment(2, 2)), on) as QuarterStats;
    stats = applyToQuarterStats(stats, inserted(assignment(3, 3, { is_wildcard: true }), indirect), on) as QuarterStats;
    expect(stats).toEqual({
      total: 3,
      line_associates: 2,
      indirects: 1,
      wildcards: 1,
      ratio: 2,
      per_line: { 1: 2, 2: 0, 3: 0, 4: 0 },
      staffed_stations: 3,
      active_stations: 10,
      efficiency: 30,
    });
  });

  it('does not count an assignment on an inactive station', () => {
    expect(applyToQuarterStats(empty, inserted(assignment(1, 1), inactive), on)).toEqual(empty);
  });

  it('takes away what the assignment counted before: a move to an indirect station, then a removal', () => {
    const a = assignment(1, 1);
    const one = applyToQuarterStats(empty, inserted(a), on) as QuarterStats;
    const moved = applyToQuarterStats(one, updated(a, { ...a, station_id: S[1]! }, { after: indirect }), on) as QuarterStats;
    expect(moved).toMatchObject({ total: 1, indirects: 1, line_associates: 0, per_line: { 1: 0 } });
    expect(applyToQuarterStats(moved, deleted({ ...a, station_id: S[1]! }, indirect), on)).toEqual(empty);
  });

  it('ignores a check-in, which moves no counter', () => {
    const a = assignment(1, 1, { checked_in: false });
    const one = applyToQuarterStats(empty, inserted(a), on) as QuarterStats;
    expect(applyToQuarterStats(one, updated(a, { ...a, checked_in: true }), on)).toEqual(one);
  });

  it('asks for a reload when the station is gone and its facts are unknown', () => {
    expect(applyToQuarterStats(empty, deleted(assignment(1, 1), null), on)).toBe(RELOAD);
  });
});

describe('applyToRecentAssignments', () => {
  const list = [assignment(3, 1), assignment(2, 2), assignment(1, 3)];

  it('puts a new assignment first and keeps the newest few', () => {
    const patched = applyToRecentAssignments(list, inserted(assignment(4, 1)), on, 3) as Assignment[];
    expect(patched.map((a) => a.id)).toEqual([uuid('a', 4), uuid('a', 3), uuid('a', 2)]);
  });

  it('replaces an updated one in place, and leaves an older one out of a full list', () => {
    const checked = { ...list[1]!, checked_in: false };
    expect(applyToRecentAssignments(list, updated(list[1]!, checked), on, 3)).toEqual([list[0], checked, list[2]]);
    expect(applyToRecentAssignments(list, inserted(assignment(0, 1)), on, 3)).toBe(list);
  });

  it('reloads when one leaves the list, since the server knows which comes in behind it', () => {
    expect(applyToRecentAssignments(list, deleted(list[0]!), on, 3)).toBe(RELOAD);
    expect(applyToRecentAssignments(list, deleted(assignment(9, 1)), on, 3)).toBe(list);
  });
});
