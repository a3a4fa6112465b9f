/**
 * POST /api/plan/auto (issue 29, decision 160): fills the empty cells of some quarters of an
 * operating day to meet the required heads, with the people on that day's roster, by the
 * auto-plan (decision 157). The day is read and solved outside any transaction (the solve runs in
 * a worker thread), then its cells go through the day plan's one step like a paste or a copy:
 * re-read under the center's lock, checked again (a cell taken since, a skill, a check-in), written
 * in one transaction, one undo step, one audit row. A dry run answers the same without writing.
 */
import type { AutoPlanInput, AutoPlanPerson, StationHours } from '@stationboard/domain/demand/auto-plan-input';
import { HISTORY_DAYS } from '@stationboard/domain/demand/auto-plan-input';
import type { AutoPlanResult } from '@stationboard/domain/demand/auto-plan';
import type { AutoPlanScores } from '@stationboard/domain/demand/auto-plan-scores';
import { demandOfDay } from '@stationboard/domain/demand/demand-day';
import { dayPlanQuarters } from '@stationboard/domain/exports/day-plan';
import type { PastDayPermit } from '@stationboard/domain/plan/past-days';
import { addDays } from '@stationboard/domain/quarters/local-time';
import { quarterDurationMinutes } from '@stationboard/domain/quarters/time';
import { rosterOf, rosterShiftOfQuarter } from '@stationboard/domain/roster/roster';
import type { PlanAutoAnswer, PlanAutoInput } from '@stationboard/domain/schemas/plan';
import { isLineStation } from '@stationboard/domain/stations/station-kind';
import type { Db } from '../../db/database.ts';
import { readCenterClock } from '../../floor/center-clock.ts';
import { readDemandStandards, readMaxStrainQuarters } from '../../floor/demand-standards.ts';
import { checkPastDays } from '../../floor/past-days.ts';
import { listActivePeople, listCenterExceptionsIn } from '../../floor/roster-summary.ts';
import { readEmployeeSkills } from '../../floor/skills.ts';
import type { Acting } from '../../lib/audit.ts';
import { runInKeptWorker } from '../../lib/run-worker.ts';
import { readCellCounts } from './auto-plan.repository.ts';
import { readPlanAssignments, readPlanStations, readRotations } from './plan.repository.ts';
import { actionStep, dayRequest, quarterNotFound, type Proposal } from './plan.service.ts';

const unique = <T>(values: readonly T[]) => [...new Set(values)];

/** The solver's input as the center holds the day now, and the names of the people in it. */
async function readAutoPlanInput(db: Db, centerId: string, permit: PastDayPermit, request: PlanAutoInput, now: Date) {
  const { date } = request;
  const clock = await readCenterClock(db, centerId, now);
  // Refused before the solve, not after it: the step checks it again under the lock.
  checkPastDays(clock, [date], permit);
  const quarters = dayPlanQuarters(clock.quarters, date);
  const known = new Set(quarters.map((quarter) => quarter.id));
  if (request.quarter_ids.some((id) => !known.has(id))) throw quarterNotFound();
  const hours = new Map(quarters.map((quarter) => [quarter.id, (quarterDurationMinutes(quarter.start_time, quarter.end_time) ?? 0) / 60]));

  const [stations, demand, maxStrain, people, exceptions, cells, rotations, counts] = await Promise.all([
    readPlanStations(db, centerId),
    readDemandStandards(db, centerId, date),
    readMaxStrainQuarters(db, centerId),
    listActivePeople(db, centerId),
    listCenterExceptionsIn(db, centerId, [date]),
    readPlanAssignments(db, centerId, unique(quarters.map((quarter) => quarter.date))),
    readRotations(db, centerId),
    readCellCounts(db, centerId, addDays(date, -HISTORY_DAYS), date),
  ]);

  // The roster of the day, shift by shift: a person is rostered for the quarters of their shift.
  const rosteredFor = new Map<string, string[]>();
  for (const shift of unique(quarters.map((quarter) => rosterShiftOfQuarter(quarter.shift)))) {
    const shiftQuarters = quarters.filter((quarter) => rosterShiftOfQuarter(quarter.shift) === shift).map((quarter) => quarter.id);
    for (const entry of rosterOf(people, exceptions, date, shift)) {
      if (entry.on_roster) rosteredFor.set(entry.person.id, [...(rosteredFor.get(entry.person.id) ?? []), ...shiftQuarters]);
    }
  }
  const skills = await readEmployeeSkills(db, [...rosteredFor.keys()]);
  const strained = new Set(demand.stations.filter((station) => station.is_high_strain).map((station) => station.id));
  const inDay = new Set(quarters.map((quarter) => `${quarter.id}|${quarter.date}`));
  const history = new Map<string, StationHours>();
  for (const row of counts) {
    const key = `${row.person_id}|${row.station_id}`;
    const past = history.get(key) ?? { person_id: row.person_id, station_id: row.station_id, hours: 0 };
    past.hours += row.cells * (hours.get(row.quarter_id) ?? 0);
    history.set(key, past);
  }

  const input: AutoPlanInput = {
    date,
    // A line's heads are its line stations', as the demand counts them: an indirect station is in no line.
    stations: stations.map((station) => ({
      ...station,
      line_number: isLineStation(station) ? station.line_number : null,
      is_high_strain: strained.has(station.id),
    })),
    quarters: quarters.map((quarter) => ({ id: quarter.id, hours: hours.get(quarter.id)! })),
    quarter_ids: request.quarter_ids,
    required: demandOfDay({ quarters, ...demand, assignments: [], showRate: () => null }).map((line) => ({
      line_number: line.line,
      quarter_id: line.quarter_id,
      required: line.required,
    })),
    people: [...rosteredFor].map(([id, quarterIds]): AutoPlanPerson => ({ id, quarter_ids: quarterIds, skills: skills.get(id) ?? [] })),
    assignments: cells
      .filter((cell) => inDay.has(`${cell.quarter_id}|${cell.assignment_date}`))
      .map((cell) => ({ station_id: cell.station_id, quarter_id: cell.quarter_id, person_id: cell.employee_id })),
    allow_moves: request.allow_moves,
    rotation_rules: [...rotations].map(([from, to]) => ({ from_station_id: from, to_station_id: to })),
    history: [...history.values()],
    max_strain_quarters: maxStrain,
  };
  return {
    input,
    names: new Map(people.map((person) => [person.id, person.name])),
    codes: new Map(stations.map((station) => [station.id, station.station_code])),
  };
}

type Solved = { plan: AutoPlanResult; before: AutoPlanScores };

/** POST /api/plan/auto: the plan's changes, each with why, and its scores against the day as it stands. */
export async function autoPlanDay(db: Db, acting: Acting, permit: PastDayPermit, request: PlanAutoInput, now: Date): Promise<PlanAutoAnswer> {
  const { input, names, codes } = await readAutoPlanInput(db, acting.centerId, permit, request, now);
  const { plan, before } = await runInKeptWorker<Solved>(new URL('./auto-plan-worker.ts', import.meta.url), input);
  const asked = {
    quarter_ids: request.quarter_ids,
    allow_moves: request.allow_moves,
    coverage: plan.scores.coverage,
    violations: plan.scores.violations,
  };
  const answer = await actionStep(db, acting, now, dayRequest('auto', request, permit, asked), (context) => {
    const dateOf = new Map(context.quartersOf(request.date).map((quarter) => [quarter.id, quarter.date]));
    const cell = (at: { station_id: string; quarter_id: string }) => ({
      date: request.date,
      station_id: at.station_id,
      quarter_id: at.quarter_id,
      assignment_date: dateOf.get(at.quarter_id)!,
    });
    const proposals: Proposal[] = [
      ...plan.removals.map((removal) => ({ ...cell(removal), after: null })),
      ...plan.changes.map((change) => ({
        ...cell(change),
        after: { employee_id: change.person_id, employee_name: names.get(change.person_id)!, is_wildcard: false, override_reason: null },
        reason: { code: change.reason, from_station: change.rotation_from && (codes.get(change.rotation_from) ?? null) },
      })),
    ];
    return context.resolve(proposals);
  });
  return { ...answer, scores: plan.scores, scores_before: before, infeasible_critical: plan.infeasible_critical };
}
