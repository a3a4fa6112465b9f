/**
 * Issue 15: the quarter-change wallboard (/tv-changeover, decision 130). From ten minutes
 * before a quarter boundary it shows who moves where, the critical stations still empty in the
 * next quarter and the people checked in now who have no station next quarter.
 */
import { addDays, instantInZone, localDateTimeInZone } from '../quarters/local-time.ts';
import type { Occurrence } from '../quarters/operating-day.ts';
import { QUARTER_LOOKAHEAD_MINUTES, findFollowingOccurrence, lastStartedOccurrence, type QuarterTiming } from '../quarters/select-quarter.ts';
import { timeToMinutes } from '../quarters/time.ts';
import { nameCollator } from './tv-list-columns.ts';

/** The wallboard shows the changeover this long before the boundary: when TV screens move on too (spec 1 §4). */
export const CHANGEOVER_WINDOW_MS = QUARTER_LOOKAHEAD_MINUTES * 60_000;

/** The next quarter boundary: the quarter the floor is in (or came from, in a break) and the one that starts. */
export type Changeover<Q extends QuarterTiming> = {
  /** The quarter that started last; its people are the ones who move. */
  from: Occurrence<Q>;
  /** The quarter that starts at `at`, on its date (a night quarter after midnight on the next one). */
  to: Occurrence<Q>;
  /** The moment of the boundary. */
  at: Date;
};

/**
 * The next boundary after `now` at a center: the next start of a quarter, across midnight and
 * by the center's clock. `from` is the quarter that started last (decision 080's occurrences),
 * `to` the one that starts next after it. Null when the center has no quarters.
 */
export function nextChangeover<Q extends QuarterTiming>(quarters: readonly Q[], now: Date, timeZone: string): Changeover<Q> | null {
  const local = localDateTimeInZone(now, timeZone);
  const from = lastStartedOccurrence(quarters, local);
  if (!from) return null;
  // A center with one quarter changes over into the same quarter the next day.
  const to = findFollowingOccurrence(quarters, from) ?? { quarter: from.quarter, date: addDays(from.date, 1) };
  return { from, to, at: instantInZone(to.date, timeToMinutes(to.quarter.start_time), timeZone) };
}

/** Whether the wallboard shows the changeover: from ten minutes before the boundary until it passes. */
export function isChangeoverWindowOpen(msUntilBoundary: number): boolean {
  return msUntilBoundary > 0 && msUntilBoundary <= CHANGEOVER_WINDOW_MS;
}

/** The countdown as the wallboard shows it: 'm:ss', rounded up so it reads 0:00 only at the boundary. */
export function formatCountdown(msUntilBoundary: number): string {
  const seconds = Math.max(0, Math.ceil(msUntilBoundary / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A station as the wallboard reads it from the map answer (stationSchema): `current_assignment` is its quarter's. */
export type ChangeoverStation = {
  id: string;
  station_code: string;
  is_active: boolean;
  is_critical: boolean;
  /** Where its rotation rule sends its person; itself without a rule. */
  next_station_id: string;
  current_assignment: { employee_id: string; employee_name: string; checked_in: boolean } | null;
};

export type StationRef = { id: string; code: string };

export type ChangeoverMove = {
  employeeId: string;
  employeeName: string;
  from: StationRef;
  to: StationRef;
  /** No assignment next quarter: the station's rotation rule sends them (decision 130). */
  byRotation: boolean;
};

export type ChangeoverPerson = { employeeId: string; employeeName: string; station: StationRef };

export type ChangeoverPlan = {
  /** Everyone who changes station, by name. */
  moves: ChangeoverMove[];
  /** How many stay where they are (planned at the same station next quarter). */
  staying: number;
  /** Active critical stations nobody is planned for or rotates to next quarter, in the order given. */
  emptyCritical: StationRef[];
  /** Checked in now, with no assignment next quarter and no rotation to a free station, by name. */
  withoutStation: ChangeoverPerson[];
};

const ref = (station: ChangeoverStation): StationRef => ({ id: station.id, code: station.station_code });
const byName = (a: { employeeName: string }, b: { employeeName: string }) => nameCollator.compare(a.employeeName.trim(), b.employeeName.trim());

/**
 * Who moves where at a boundary (decision 130), from the stations with their assignments in
 * the quarter now (`current`) and in the next one (`next`):
 * - the plan wins: someone assigned next quarter goes to that station, whatever the rule says;
 * - someone with no assignment next quarter goes where their station's rotation rule points,
 *   marked 'by rotation', if that station is active and nobody is planned there;
 * - everyone else checked in now has no station next quarter;
 * - a critical active station is empty if nobody is planned for it and nobody rotates to it.
 * A person holding several stations now counts once, at the first station given.
 */
export function planChangeover(current: readonly ChangeoverStation[], next: readonly ChangeoverStation[]): ChangeoverPlan {
  const plannedStation = new Map<string, ChangeoverStation>();
  for (const station of next) {
    const person = station.current_assignment?.employee_id;
    if (person && !plannedStation.has(person)) plannedStation.set(person, station);
  }
  const nextById = new Map(next.map((station) => [station.id, station]));
  const filled = new Set(next.filter((station) => station.current_assignment).map((station) => station.id));

  const seen = new Set<string>();
  const moves: ChangeoverMove[] = [];
  const withoutStation: ChangeoverPerson[] = [];
  let staying = 0;
  for (const station of current) {
    const person = station.current_assignment;
    if (!person || seen.has(person.employee_id)) continue;
    seen.add(person.employee_id);
    const who = { employeeId: person.employee_id, employeeName: person.employee_name };
    const planned = plannedStation.get(person.employee_id);
    if (planned) {
      if (planned.id === station.id) staying += 1;
      else moves.push({ ...who, from: ref(station), to: ref(planned), byRotation: false });
      continue;
    }
    const destination = station.next_station_id === station.id ? undefined : nextById.get(station.next_station_id);
    if (destination?.is_active && !filled.has(destination.id)) {
      filled.add(destination.id);
      moves.push({ ...who, from: ref(station), to: ref(destination), byRotation: true });
    } else if (person.checked_in) {
      withoutStation.push({ ...who, station: ref(station) });
    }
  }
  return {
    moves: moves.sort(byName),
    staying,
    emptyCritical: next.filter((station) => station.is_critical && station.is_active && !filled.has(station.id)).map(ref),
    withoutStation: withoutStation.sort(byName),
  };
}
