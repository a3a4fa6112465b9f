/**
 * Decision 154: the large center's roster and its recent weeks of check-ins, for the attendance
 * forecast's backtest. People get the warehouse's four patterns (and a few custom ones); on
 * every operating day of the last weeks the roster (patterns, time off, call-outs, VET by the
 * domain's rule) is planned onto the stations, and whether each planned person came follows a
 * weekday and shift effect, the person's own reliability and the day's noise, from a fixed seed.
 */
import { addDays } from '@stationboard/domain/quarters/local-time';
import { patternCovers, type RosterException } from '@stationboard/domain/roster/roster';
import { rosterIdsOn, shiftOccurrences, type SummaryPerson, type SummaryQuarter } from '@stationboard/domain/roster/shift-summary';
import { SHIFT_PATTERN_PRESETS, weekdayOf, type Shift, type ShiftPatternName } from '@stationboard/domain/roster/shift-pattern-presets';
import type { Db } from '../database.ts';
import * as s from '../schema.ts';
import { createRandom } from './random.ts';

/** The weeks of check-ins the large center carries before today. */
export const ROSTER_WEEKS = 12;

/** Each preset rosters this many people per station, so a normal day has a few rostered beyond the stations. */
const PER_STATION = 1.05;
/** Show rate by weekday (Sunday first) on the day shift; nights a little lower. */
const DAY_SHOW_RATE = [0.84, 0.9, 0.92, 0.89, 0.91, 0.86, 0.82];
const NIGHT_PENALTY = 0.03;
const TIME_OFF_SHARE = 0.02;
const CALL_OUT_SHARE = 0.015;
const VET_SHARE = 0.005;
/** Of those who came: some arrive after the shift's first quarter, some leave before its last. */
const LATE_SHARE = 0.03;
const EARLY_SHARE = 0.025;

export type SeededPattern = { shiftPattern: ShiftPatternName | null; workDays: number[]; shift: Shift | null };

/** Person `index` of `employees`: the four presets, as many each as the stations need, then custom weekdays, then none. */
export function seededPatternOf(index: number, stations: number, employees: number): SeededPattern {
  const perPreset = Math.min(Math.round(stations * PER_STATION), Math.floor(employees / 4.5));
  const presets = ['FHD', 'BHD', 'FHN', 'BHN'] as const;
  const preset = presets[Math.floor(index / perPreset)];
  if (preset) return { shiftPattern: preset, workDays: [...SHIFT_PATTERN_PRESETS[preset].work_days], shift: SHIFT_PATTERN_PRESETS[preset].shift };
  if (index % 2 === 0) return { shiftPattern: 'custom', workDays: [1, 2, 4, 5], shift: index % 4 === 0 ? 'day' : 'night' };
  return { shiftPattern: null, workDays: [], shift: null };
}

type Options = {
  centerId: string;
  people: { id: string; name: string; pattern: SeededPattern }[];
  stationIds: string[];
  quarters: SummaryQuarter[];
  /** Operating days from `from` to `today`, both included; today is planned and nobody has checked in yet. */
  from: string;
  today: string;
};

export async function seedRosterHistory(db: Db, { centerId, people, stationIds, quarters, from, today }: Options): Promise<void> {
  const random = createRandom(2800);
  const roster: SummaryPerson[] = people.map(({ id, name, pattern }) => ({
    id,
    name,
    employee_id: null,
    is_active: true,
    work_days: pattern.workDays,
    shift: pattern.shift,
    pattern_starts_on: null,
    pattern_ends_on: null,
    known_from: from,
  }));
  const reliability = new Map(roster.map((person) => [person.id, (random.next() - 0.5) * 0.12]));
  const names = new Map(people.map((person) => [person.id, person.name]));
  // One station in ten stays empty, as on the formula's days, so the benches keep the floor they measured.
  const plannable = stationIds.filter((_, i) => i % 10 !== 9);

  for (let day = from; day <= today; day = addDays(day, 1)) {
    const exceptions: RosterException[] = [];
    for (const person of roster) {
      const r = random.next();
      if (patternCovers(person, day)) {
        if (r < TIME_OFF_SHARE) exceptions.push({ employee_id: person.id, date: day, kind: 'time_off' });
        else if (r < TIME_OFF_SHARE + CALL_OUT_SHARE) exceptions.push({ employee_id: person.id, date: day, kind: 'call_out' });
      } else if (person.shift !== null && r < VET_SHARE) exceptions.push({ employee_id: person.id, date: day, kind: 'vet' });
    }
    for (let i = 0; i < exceptions.length; i += 1000) {
      await db
        .insert(s.employeeExceptions)
        .values(exceptions.slice(i, i + 1000).map((e) => ({ fulfillmentCenterId: centerId, employeeId: e.employee_id, date: e.date, kind: e.kind })));
    }

    const rows: (typeof s.assignments.$inferInsert)[] = [];
    for (const shift of ['day', 'night'] as const) {
      const occurrences = shiftOccurrences(quarters, shift, day);
      const planned = random.shuffle([...rosterIdsOn(roster, exceptions, day, shift)]).slice(0, plannable.length);
      // The day's own luck (weather, traffic, a local event): about ±2 points, the same for everyone on the shift.
      const shock = (random.next() + random.next() + random.next() - 1.5) * 0.05;
      const base = DAY_SHOW_RATE[weekdayOf(day)]! - (shift === 'night' ? NIGHT_PENALTY : 0) + shock;
      planned.forEach((employeeId, station) => {
        const came = day < today && random.next() < base + reliability.get(employeeId)!;
        const late = random.next() < LATE_SHARE;
        const early = random.next() < EARLY_SHARE;
        occurrences.forEach((occurrence, k) => {
          const checkedIn = came && !(k === 0 && late) && !(k === occurrences.length - 1 && early);
          rows.push({
            fulfillmentCenterId: centerId,
            stationId: plannable[station]!,
            quarterId: occurrence.quarter.id,
            assignmentDate: occurrence.date,
            employeeId,
            employeeName: names.get(employeeId)!,
            createdBy: 'manager',
            checkedIn,
            checkedInAt: checkedIn ? new Date(`${occurrence.date}T12:00:00Z`) : null,
          });
        });
      });
    }
    for (let i = 0; i < rows.length; i += 2000) await db.insert(s.assignments).values(rows.slice(i, i + 2000));
  }
}
