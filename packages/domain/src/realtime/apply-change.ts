/**
 * How a screen patches the data it holds with one assignment change (issue 12, decision 119),
 * so the floor map, quarter view, counters and TV pages follow a shift change without
 * reloading. Each function answers the new data (the same object when the change does not
 * touch it), or RELOAD when the change cannot be applied and the data must come again.
 */
import { summarizeStaffing, efficiencyPercent, ratioToOneDecimal } from '../dashboard/summary.ts';
import type { Assignment, Station } from '../schemas/floor-map.ts';
import type { QuarterStats } from '../schemas/quarter-stats.ts';
import { isIndirectType } from '../stations/station-kind.ts';
import type { AssignmentChange, StationFacts } from './messages.ts';

export const RELOAD = 'reload';
export type Reload = typeof RELOAD;

/** A quarter on a date, as the cached data was asked for. */
export type QuarterOnDate = { quarterId: string; date: string };

type Placed = { quarter_id: string; assignment_date: string };

function isOn(row: Placed | undefined, on: QuarterOnDate | null): boolean {
  return row !== undefined && on !== null && row.quarter_id === on.quarterId && row.assignment_date === on.date;
}

/**
 * The map's stations of one quarter and date, with the next quarter's assignments: the
 * assignment leaves wherever it was shown and appears where it now stands, as the current
 * assignment of its station and as the next assignment of every station whose next quarter
 * leads there (`next_station_id`).
 */
export function applyToStations(stations: Station[], change: AssignmentChange, view: { current: QuarterOnDate | null; next: QuarterOnDate | null }): Station[] {
  const goneId = change.previous?.row.id ?? change.assignment?.row.id;
  const now = change.assignment?.row;
  let touched = false;
  const patched = stations.map((station) => {
    let current = station.current_assignment?.id === goneId ? null : station.current_assignment;
    let next = station.next_assignment?.id === goneId ? null : station.next_assignment;
    if (now && isOn(now, view.current) && now.station_id === station.id) current = now;
    if (now && isOn(now, view.next) && now.station_id === station.next_station_id) next = now;
    if (current === station.current_assignment && next === station.next_assignment) return station;
    touched = true;
    return { ...station, current_assignment: current, next_assignment: next };
  });
  return touched ? patched : stations;
}

type Counts = Omit<QuarterStats, 'ratio' | 'efficiency' | 'active_stations'>;

/** What one assignment adds to the counters: the counters' own rule (summarizeStaffing) over it alone. */
function countsOf(isWildcard: boolean, station: NonNullable<StationFacts>): Counts {
  const summary = summarizeStaffing([
    { employeeKey: 'one', lineNumber: station.line_number, isIndirect: isIndirectType(station.type_name), isStationActive: station.is_active, isWildcard },
  ]);
  return {
    total: summary.total,
    line_associates: summary.lineAssociates,
    indirects: summary.indirects,
    wildcards: summary.wildcards,
    per_line: summary.perLine,
    staffed_stations: station.is_active ? 1 : 0,
  };
}

function add(stats: QuarterStats, counts: Counts, sign: 1 | -1): QuarterStats {
  const total = stats.total + sign * counts.total;
  const indirects = stats.indirects + sign * counts.indirects;
  const staffed = stats.staffed_stations + sign * counts.staffed_stations;
  return {
    total,
    line_associates: stats.line_associates + sign * counts.line_associates,
    indirects,
    wildcards: stats.wildcards + sign * counts.wildcards,
    ratio: ratioToOneDecimal(total - indirects, indirects),
    per_line: {
      1: stats.per_line[1] + sign * counts.per_line[1],
      2: stats.per_line[2] + sign * counts.per_line[2],
      3: stats.per_line[3] + sign * counts.per_line[3],
      4: stats.per_line[4] + sign * counts.per_line[4],
    },
    staffed_stations: staffed,
    active_stations: stats.active_stations,
    efficiency: efficiencyPercent(staffed, stats.active_stations),
  };
}

/**
 * The counters of one quarter and date (GET /quarters/{id}/stats). A person holds one station
 * per quarter and date and a station one person, so the counters are sums over assignments:
 * the one before leaves, the one after arrives.
 */
export function applyToQuarterStats(stats: QuarterStats, change: AssignmentChange, on: QuarterOnDate): QuarterStats | Reload {
  let result = stats;
  const { previous, assignment } = change;
  if (previous && isOn(previous.row, on)) {
    if (!previous.station) return RELOAD;
    result = add(result, countsOf(previous.row.is_wildcard, previous.station), -1);
  }
  if (assignment && isOn(assignment.row, on)) {
    if (!assignment.station) return RELOAD;
    result = add(result, countsOf(assignment.row.is_wildcard, assignment.station), 1);
  }
  return result;
}

const newestFirst = (a: Assignment, b: Assignment) => Date.parse(b.created_at) - Date.parse(a.created_at);

/**
 * The TV's recent assignments of one quarter and date: the newest `keep`, newest first. One
 * leaving the list is a reload (the server knows which comes in behind it).
 */
export function applyToRecentAssignments(list: Assignment[], change: AssignmentChange, on: QuarterOnDate, keep: number): Assignment[] | Reload {
  const goneId = change.previous?.row.id ?? change.assignment?.row.id;
  const now = change.assignment && isOn(change.assignment.row, on) ? change.assignment.row : null;
  const held = list.some((a) => a.id === goneId);
  if (held && !now) return RELOAD;
  if (!now) return list;
  const others = list.filter((a) => a.id !== goneId);
  if (!held && others.length >= keep && newestFirst(now, others[others.length - 1]!) > 0) return list;
  return [...others, now].sort(newestFirst).slice(0, keep);
}
