/**
 * Issue 29, decision 157: the one scoring of a plan of a date, for the auto-plan's preview and
 * for its two baselines alike. `cells` is the whole date after the plan (every quarter); the
 * figures are over the planned quarters, the fairness over the 4 weeks' history plus the date.
 */
import {
  cellKey,
  isRosteredFor,
  mayStand,
  PlanBoard,
  planFacts,
  rotationDestination,
  type AutoPlanInput,
  type PlanCell,
  type PlanFacts,
} from './auto-plan-input.ts';
import { coverage, gini } from './plan-scores.ts';

export type AutoPlanScores = {
  /** Share of required heads met, 0 to 1. */
  coverage: number;
  /** Hard-rule breaks in the planned quarters: must be 0. */
  violations: number;
  /** Share of people whose station in the quarter before has a rule and who stand at its destination, 0 to 1 (1 when none has). */
  rotation_adherence: number;
  /** Gini of each rostered person's station-hours: 4 weeks' history and the date. */
  gini: number;
  /** The same, of hours on high-strain stations. */
  strain_gini: number;
};

/** Breaks in one planned quarter: bad cells, a person or a station twice, a kept cell lost, a critical station left empty for a free qualified person. */
function quarterViolations(input: AutoPlanInput, facts: PlanFacts, quarterId: string, cells: readonly PlanCell[], keys: ReadonlySet<string>): number {
  let violations = 0;
  const seenPeople = new Set<string>();
  const seenStations = new Set<string>();
  /** People the plan itself put on a non-critical station: they should have gone to an empty critical one first. */
  const movable = new Set<string>();
  for (const cell of cells) {
    const station = facts.stations.get(cell.station_id);
    if (!station || !mayStand(facts, cell.person_id, station, quarterId)) violations += 1;
    if (seenPeople.has(cell.person_id)) violations += 1;
    if (seenStations.has(cell.station_id)) violations += 1;
    seenPeople.add(cell.person_id);
    seenStations.add(cell.station_id);
    if (station && !station.is_critical && !facts.existing.has(cellKey(cell))) movable.add(cell.person_id);
  }
  if (!input.allow_moves) {
    violations += input.assignments.filter((cell) => cell.quarter_id === quarterId && !keys.has(cellKey(cell))).length;
  }
  for (const station of facts.stations.values()) {
    if (!station.is_active || !station.is_critical || seenStations.has(station.id)) continue;
    const couldCome = input.people.some((person) => (!seenPeople.has(person.id) || movable.has(person.id)) && mayStand(facts, person.id, station, quarterId));
    if (couldCome) violations += 1;
  }
  return violations;
}

export function scorePlan(input: AutoPlanInput, cells: readonly PlanCell[]): AutoPlanScores {
  const facts = planFacts(input);
  const board = new PlanBoard(cells);
  const keys = new Set(cells.map(cellKey));
  const byQuarter = new Map<string, PlanCell[]>();
  for (const cell of cells) {
    if (!byQuarter.has(cell.quarter_id)) byQuarter.set(cell.quarter_id, []);
    byQuarter.get(cell.quarter_id)!.push(cell);
  }

  let violations = 0;
  const lines: { required: number; planned: number }[] = [];
  let rotations = 0;
  let followed = 0;
  for (const quarter of facts.planned) {
    const inQuarter = byQuarter.get(quarter.id) ?? [];
    violations += quarterViolations(input, facts, quarter.id, inQuarter, keys);
    for (const [lineNumber, required] of facts.required.get(quarter.id) ?? []) {
      const planned = inQuarter.filter((cell) => {
        const station = facts.stations.get(cell.station_id);
        return station?.is_active && station.line_number === lineNumber;
      }).length;
      lines.push({ required, planned });
    }
    for (const cell of inQuarter) {
      const destination = rotationDestination(facts, input.quarters, board, cell.person_id, quarter.id);
      if (destination === undefined || !facts.stations.get(destination)?.is_active) continue;
      rotations += 1;
      if (destination === cell.station_id) followed += 1;
    }
  }

  const hours = new Map(input.people.map((person) => [person.id, 0]));
  const strainHours = new Map(hours);
  const addHours = (personId: string, stationId: string, amount: number) => {
    if (!hours.has(personId)) return;
    hours.set(personId, hours.get(personId)! + amount);
    if (facts.stations.get(stationId)?.is_high_strain) strainHours.set(personId, strainHours.get(personId)! + amount);
  };
  for (const past of input.history) addHours(past.person_id, past.station_id, past.hours);
  const quarterHours = new Map(input.quarters.map((quarter) => [quarter.id, quarter.hours]));
  for (const cell of cells) {
    if (isRosteredFor(facts, cell.person_id, cell.quarter_id)) addHours(cell.person_id, cell.station_id, quarterHours.get(cell.quarter_id) ?? 0);
  }

  return {
    coverage: coverage(lines),
    violations,
    rotation_adherence: rotations === 0 ? 1 : followed / rotations,
    gini: gini([...hours.values()]),
    strain_gini: gini([...strainHours.values()]),
  };
}
