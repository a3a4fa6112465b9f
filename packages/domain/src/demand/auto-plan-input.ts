/**
 * Issue 29, decision 157: what the auto-plan, its two baselines and its scoring read, shaped
 * as the database holds it (one row per station, person, cell, rule, history sum), and the
 * facts all three derive from it the same way.
 */
import { validSkillIds, type HeldSkill, type RequiredSkill } from '../skills/missing-skills.ts';
import type { StationKindFacts } from '../stations/station-kind.ts';

export type AutoPlanStation = StationKindFacts & {
  id: string;
  station_code: string;
  is_active: boolean;
  is_critical: boolean;
  /** The station flag: at most N consecutive quarters on it (N per center). */
  is_high_strain: boolean;
  required_skills: readonly RequiredSkill[];
};

/** A quarter of the date, in the date's order, with its real length in hours. */
export type AutoPlanQuarter = { id: string; hours: number };

/** A person on the date's roster; `quarter_ids` = the quarters their shift covers (absent = all). */
export type AutoPlanPerson = { id: string; skills: readonly HeldSkill[]; quarter_ids?: readonly string[] };

/** One cell of the plan: who stands at which station in which quarter. */
export type PlanCell = { station_id: string; quarter_id: string; person_id: string };

/** Required heads of a line (line_number; null = the stations without a line) in a quarter. */
export type LineRequirement = { line_number: number | null; quarter_id: string; required: number };

/** How many days before the date the fairness of station-hours looks back: 4 weeks. */
export const HISTORY_DAYS = 28;

/** A person's hours on a station over the last 4 weeks. */
export type StationHours = { person_id: string; station_id: string; hours: number };

export type AutoPlanRotationRule = { from_station_id: string; to_station_id: string };

export type AutoPlanInput = {
  /** The operating date, YYYY-MM-DD: skills are checked on it. */
  date: string;
  stations: readonly AutoPlanStation[];
  /** All quarters of the date, in order: the quarters before those planned give the rotation's start. */
  quarters: readonly AutoPlanQuarter[];
  /** The quarters to plan (a subset of `quarters`). */
  quarter_ids: readonly string[];
  required: readonly LineRequirement[];
  /** The date's roster. */
  people: readonly AutoPlanPerson[];
  /** The cells the date holds now, in any quarter. */
  assignments: readonly PlanCell[];
  /** Whether the planned quarters' existing cells may be moved or emptied. */
  allow_moves: boolean;
  rotation_rules: readonly AutoPlanRotationRule[];
  history: readonly StationHours[];
  /** The center's N: at most this many consecutive quarters on a high-strain station. */
  max_strain_quarters: number;
};

/** The input indexed once: what each of the solver, the baselines and the scoring asks of it. */
export type PlanFacts = {
  stations: Map<string, AutoPlanStation>;
  people: Map<string, AutoPlanPerson>;
  /** Quarter id → its place in the date. */
  quarterIndex: Map<string, number>;
  /** The planned quarters, in the date's order. */
  planned: AutoPlanQuarter[];
  rotatesTo: Map<string, string>;
  /** Person → skill ids valid on the date. */
  validSkills: Map<string, Set<string>>;
  /** Required heads by quarter, then line_number. */
  required: Map<string, Map<number | null, number>>;
  existing: Set<string>;
};

export const cellKey = (cell: PlanCell) => `${cell.quarter_id}|${cell.station_id}|${cell.person_id}`;

export function planFacts(input: AutoPlanInput): PlanFacts {
  const quarterIndex = new Map(input.quarters.map((quarter, index) => [quarter.id, index]));
  const planning = new Set(input.quarter_ids);
  const required = new Map<string, Map<number | null, number>>();
  for (const need of input.required) {
    const lines = required.get(need.quarter_id) ?? new Map<number | null, number>();
    lines.set(need.line_number, need.required);
    required.set(need.quarter_id, lines);
  }
  return {
    stations: new Map(input.stations.map((station) => [station.id, station])),
    people: new Map(input.people.map((person) => [person.id, person])),
    quarterIndex,
    planned: input.quarters.filter((quarter) => planning.has(quarter.id)),
    rotatesTo: new Map(input.rotation_rules.map((rule) => [rule.from_station_id, rule.to_station_id])),
    validSkills: new Map(input.people.map((person) => [person.id, validSkillIds(person.skills, input.date)])),
    required,
    existing: new Set(input.assignments.map(cellKey)),
  };
}

/** Whether the person is on the roster for the quarter. */
export function isRosteredFor(facts: PlanFacts, personId: string, quarterId: string): boolean {
  const person = facts.people.get(personId);
  return person !== undefined && (person.quarter_ids === undefined || person.quarter_ids.includes(quarterId));
}

/** The one hard rule for a cell, people and stations alike: an active station whose skills the rostered person holds on the date. */
export function mayStand(facts: PlanFacts, personId: string, station: AutoPlanStation, quarterId: string): boolean {
  if (!station.is_active || !isRosteredFor(facts, personId, quarterId)) return false;
  const valid = facts.validSkills.get(personId)!;
  return station.required_skills.every((skill) => valid.has(skill.id));
}

/** Required heads of a line in a quarter; critical stations count whatever the demand says (0 without one). */
export function requiredOf(facts: PlanFacts, quarterId: string, lineNumber: number | null): number {
  return facts.required.get(quarterId)?.get(lineNumber) ?? 0;
}

/** Who stands where, quarter by quarter; built from cells, changed cell by cell. */
export class PlanBoard {
  private readonly byStation = new Map<string, Map<string, string>>();
  private readonly byPerson = new Map<string, Map<string, string>>();

  constructor(cells: readonly PlanCell[] = []) {
    for (const cell of cells) this.place(cell);
  }

  private quarter(map: Map<string, Map<string, string>>, quarterId: string): Map<string, string> {
    let inner = map.get(quarterId);
    if (!inner) map.set(quarterId, (inner = new Map()));
    return inner;
  }

  holderOf(quarterId: string, stationId: string): string | undefined {
    return this.byStation.get(quarterId)?.get(stationId);
  }

  stationOf(quarterId: string, personId: string): string | undefined {
    return this.byPerson.get(quarterId)?.get(personId);
  }

  place(cell: PlanCell): void {
    this.quarter(this.byStation, cell.quarter_id).set(cell.station_id, cell.person_id);
    this.quarter(this.byPerson, cell.quarter_id).set(cell.person_id, cell.station_id);
  }

  remove(cell: PlanCell): void {
    this.byStation.get(cell.quarter_id)?.delete(cell.station_id);
    this.byPerson.get(cell.quarter_id)?.delete(cell.person_id);
  }

  cells(): PlanCell[] {
    return [...this.byStation].flatMap(([quarter_id, stations]) => [...stations].map(([station_id, person_id]) => ({ station_id, quarter_id, person_id })));
  }
}

/** The station a person held in the quarter before this one; undefined in the date's first quarter or when they held none. */
export function stationBefore(
  facts: PlanFacts,
  quarters: readonly AutoPlanQuarter[],
  board: PlanBoard,
  personId: string,
  quarterId: string,
): string | undefined {
  const index = facts.quarterIndex.get(quarterId)!;
  return index > 0 ? board.stationOf(quarters[index - 1]!.id, personId) : undefined;
}

/** Where the rotation sends a person in a quarter: the rule's destination from their station the quarter before, if it has one. */
export function rotationDestination(
  facts: PlanFacts,
  quarters: readonly AutoPlanQuarter[],
  board: PlanBoard,
  personId: string,
  quarterId: string,
): string | undefined {
  const before = stationBefore(facts, quarters, board, personId, quarterId);
  return before === undefined ? undefined : facts.rotatesTo.get(before);
}

/** How many quarters in a row, just before this one, the person stood on a high-strain station. */
export function strainRunBefore(facts: PlanFacts, quarters: readonly AutoPlanQuarter[], board: PlanBoard, personId: string, quarterId: string): number {
  let run = 0;
  for (let index = facts.quarterIndex.get(quarterId)! - 1; index >= 0; index--) {
    const stationId = board.stationOf(quarters[index]!.id, personId);
    if (stationId === undefined || !facts.stations.get(stationId)?.is_high_strain) break;
    run += 1;
  }
  return run;
}
