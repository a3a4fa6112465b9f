/**
 * Issue 29, decision 157: the auto-plan. Fills the planned quarters of a date to meet the
 * required heads, one quarter after another in the date's order, each quarter solved exactly
 * as a minimum-cost flow (min-cost-flow.ts):
 *
 *   source → person (1) → station (1, the person's cost there) → line (1) → sink
 *
 * where a line's arc to the sink pays COVER_REWARD for each head it still needs and an
 * overflow arc costs OVERFLOW_COST, and a critical station's arc to its line pays CRITICAL_REWARD. The
 * rewards are far apart, so the flow fills every critical station it can, then as many needed
 * heads as it can, and only then weighs the preferences: the strain limit, a kept cell (when
 * cells may move), the rotation rule, and each person's station-hours and high-strain hours so
 * far (4 weeks' history plus what the date already gives them). Hard rules are not costs: a
 * pair that breaks one has no arc.
 *
 * Each station's arcs start from its few cheapest qualified people; the flow's node potentials
 * then price every qualified pair left out, and any that would lower the cost joins and the
 * quarter is solved again, until none would: the answer is the optimum of the whole network.
 *
 * Pure and deterministic: stations are taken by code and people by id, whatever the input's
 * order, and the flow breaks ties the same way every time.
 */
import { compareStationsByCode } from '../stations/station-code.ts';
import {
  cellKey,
  isRosteredFor,
  mayStand,
  PlanBoard,
  planFacts,
  requiredOf,
  stationBefore,
  strainRunBefore,
  type AutoPlanInput,
  type AutoPlanStation,
  type PlanCell,
  type PlanFacts,
} from './auto-plan-input.ts';
import type { AutoPlanReason, InfeasibleCause } from '../schemas/plan.ts';
import { scorePlan, type AutoPlanScores } from './auto-plan-scores.ts';
import { flowPotentials, minCostFlow, type FlowArc, type FlowSolver } from './min-cost-flow.ts';

export type AutoPlanChange = PlanCell & {
  reason: AutoPlanReason;
  /** With 'rotation_from': the station the person held the quarter before, whose rule sends them here. */
  rotation_from: string | null;
};

/** A critical station left empty: nobody rostered then holds its skills, or everyone who does stands elsewhere already. */
export type InfeasibleCritical = { station_id: string; quarter_id: string; cause: InfeasibleCause };

export type AutoPlanResult = {
  /** New cells, in quarter order and by station code. */
  changes: AutoPlanChange[];
  /** Cells of the planned quarters that the plan empties or moves (only with allow_moves). */
  removals: PlanCell[];
  infeasible_critical: InfeasibleCritical[];
  scores: AutoPlanScores;
};

export const CRITICAL_REWARD = 1e9;
export const COVER_REWARD = 1e6;
/** A high-strain quarter past the center's N in a row. */
export const STRAIN_OVER_COST = 1e5;
/** Keeping a cell where it is, when cells may move: more than a head beyond the need costs, so such a cell stays too. */
export const KEEP_REWARD = 4e5;
/** A head beyond the line's need: only a critical station's reward or a kept cell's outweighs it. */
export const OVERFLOW_COST = 3e5;
/** Standing where one's rotation rule sends one. */
export const ROTATION_REWARD = 2e3;
/** Per tenth of an hour already on any station, and again twice on high-strain ones. */
const HOUR_COST = 10;
const STRAIN_HOUR_COST = 20;
/** The people each station's arcs start with; pricing adds any other who could lower the cost. */
const CANDIDATES = 24;
/** The left-out people a station takes in each round of pricing, the most improving first. */
const PRICED_PER_ROUND = 64;

type Tally = { hours: Map<string, number>; strain: Map<string, number> };

function tallyHours(input: AutoPlanInput, facts: PlanFacts, board: PlanBoard): Tally {
  const tally: Tally = { hours: new Map(), strain: new Map() };
  for (const past of input.history) addHours(tally, facts, past.person_id, past.station_id, past.hours);
  const quarterHours = new Map(input.quarters.map((quarter) => [quarter.id, quarter.hours]));
  for (const cell of board.cells()) addHours(tally, facts, cell.person_id, cell.station_id, quarterHours.get(cell.quarter_id)!);
  return tally;
}

function addHours(tally: Tally, facts: PlanFacts, personId: string, stationId: string, hours: number): void {
  tally.hours.set(personId, (tally.hours.get(personId) ?? 0) + hours);
  if (facts.stations.get(stationId)?.is_high_strain) tally.strain.set(personId, (tally.strain.get(personId) ?? 0) + hours);
}

function reasonFor(station: AutoPlanStation, rotationFrom: string | null): AutoPlanReason {
  if (rotationFrom !== null) return 'rotation_from';
  if (station.is_critical) return 'critical_first';
  if (station.is_high_strain) return 'fairest_strain_share';
  return station.required_skills.length > 0 ? 'skill' : 'fill';
}

type Candidate = {
  id: string;
  /** Where the rotation sends them this quarter. */
  destination: string | undefined;
  /** Their station the quarter before. */
  before: string | undefined;
  /** Cost on a station that is not high-strain, before the rotation's and a kept cell's rewards. */
  plain: number;
  /** The same on a high-strain station: their high-strain hours too, and the strain limit. */
  strained: number;
};

/** Solves one quarter and writes its cells on the board; returns the stations it filled with whom. */
function planQuarter(
  input: AutoPlanInput,
  facts: PlanFacts,
  stations: readonly AutoPlanStation[],
  peopleIds: readonly string[],
  quarterId: string,
  board: PlanBoard,
  tally: Tally,
  moved: ReadonlyMap<string, string>,
  solve: FlowSolver,
): { station: AutoPlanStation; person: Candidate }[] {
  const heads = new Map<number | null, number>();
  for (const station of stations) {
    if (station.is_active && board.holderOf(quarterId, station.id) !== undefined) heads.set(station.line_number, (heads.get(station.line_number) ?? 0) + 1);
  }
  const lines = [...new Set(stations.map((station) => station.line_number))];
  const need = new Map(lines.map((line) => [line, Math.max(0, requiredOf(facts, quarterId, line) - (heads.get(line) ?? 0))]));
  const open = stations.filter(
    (station) =>
      station.is_active &&
      board.holderOf(quarterId, station.id) === undefined &&
      (station.is_critical || need.get(station.line_number)! > 0 || moved.has(station.id)),
  );
  const free: Candidate[] = peopleIds
    .filter((id) => isRosteredFor(facts, id, quarterId) && board.stationOf(quarterId, id) === undefined)
    .map((id) => {
      const before = stationBefore(facts, input.quarters, board, id, quarterId);
      const destination = before === undefined ? undefined : facts.rotatesTo.get(before);
      const hours = Math.round(HOUR_COST * (tally.hours.get(id) ?? 0));
      const over = strainRunBefore(facts, input.quarters, board, id, quarterId) >= input.max_strain_quarters ? STRAIN_OVER_COST : 0;
      return { id, destination, before, plain: hours, strained: hours + over + Math.round(STRAIN_HOUR_COST * (tally.strain.get(id) ?? 0)) };
    });
  if (open.length === 0 || free.length === 0) return [];
  const byPlain = [...free].sort((a, b) => a.plain - b.plain);
  const byStrained = [...free].sort((a, b) => a.strained - b.strained);
  const personOf = new Map(free.map((person) => [person.id, person]));
  const sentTo = new Map(free.filter((person) => person.destination !== undefined).map((person) => [person.destination, person.id]));

  const SOURCE = 0;
  const SINK = 1;
  const personNode = new Map(free.map((person, index) => [person.id, 2 + index]));
  const stationNode = (index: number) => 2 + free.length + index;
  const lineNode = new Map(lines.map((line, index) => [line, 2 + free.length + open.length + index]));
  const nodeCount = 2 + free.length + open.length + lines.length;
  const place = (filled: { station: AutoPlanStation; person: Candidate }[]) => {
    for (const { station, person } of filled) board.place({ station_id: station.id, quarter_id: quarterId, person_id: person.id });
    return filled;
  };
  const costOf = (person: Candidate, station: AutoPlanStation) =>
    (station.is_high_strain ? person.strained : person.plain) -
    (person.destination === station.id ? ROTATION_REWARD : 0) -
    (moved.get(station.id) === person.id ? KEEP_REWARD : 0);

  // Each station starts with its CANDIDATES cheapest qualified people, its rotation's person,
  // its kept cell's, and the cheapest qualified one not yet given to a station before it
  // (critical ones first), so that the first network can already fill the quarter; pricing then
  // adds whoever could lower the cost (decision 157).
  const seeded = new Set<Candidate>();
  const byNeed = open.map((_, index) => index).sort((a, b) => Number(open[b]!.is_critical) - Number(open[a]!.is_critical) || a - b);
  const seeds = new Map<number, Candidate>();
  for (const index of byNeed) {
    const station = open[index]!;
    const seed = (station.is_high_strain ? byStrained : byPlain).find((person) => !seeded.has(person) && mayStand(facts, person.id, station, quarterId));
    if (seed) {
      seeded.add(seed);
      seeds.set(index, seed);
    }
  }
  const chosen = open.map((station, index) => {
    const people = new Set<Candidate>();
    for (const person of station.is_high_strain ? byStrained : byPlain) {
      if (people.size >= CANDIDATES) break;
      if (mayStand(facts, person.id, station, quarterId)) people.add(person);
    }
    if (seeds.has(index)) people.add(seeds.get(index)!);
    for (const special of [moved.get(station.id), sentTo.get(station.id)]) {
      const person = special === undefined ? undefined : personOf.get(special);
      if (person && mayStand(facts, person.id, station, quarterId)) people.add(person);
    }
    return people;
  });
  for (;;) {
    const arcs: FlowArc[] = free.map((person) => ({ from: SOURCE, to: personNode.get(person.id)!, capacity: 1, cost: 0 }));
    const pairs: { station: AutoPlanStation; person: Candidate }[] = [];
    open.forEach((station, index) => {
      for (const person of chosen[index]!) {
        arcs.push({ from: personNode.get(person.id)!, to: stationNode(index), capacity: 1, cost: costOf(person, station) });
        pairs.push({ station, person });
      }
    });
    open.forEach((station, index) => {
      arcs.push({ from: stationNode(index), to: lineNode.get(station.line_number)!, capacity: 1, cost: station.is_critical ? -CRITICAL_REWARD : 0 });
    });
    for (const line of lines) {
      arcs.push({ from: lineNode.get(line)!, to: SINK, capacity: need.get(line)!, cost: -COVER_REWARD });
      arcs.push({ from: lineNode.get(line)!, to: SINK, capacity: open.length, cost: OVERFLOW_COST });
    }
    const flow = solve(nodeCount, arcs, SOURCE, SINK);
    const potential = flowPotentials(nodeCount, arcs, flow, SOURCE, SINK);
    if (!potential) throw new Error('The quarter’s flow is not optimal');
    // Pricing: a qualified person left out whose arc would reduce to less than zero improves
    // the plan; each station takes its PRICED_PER_ROUND most improving ones.
    let priced = false;
    open.forEach((station, index) => {
      const better: { person: Candidate; reduced: number }[] = [];
      const stationPotential = potential[stationNode(index)]!;
      for (const person of free) {
        const reduced = costOf(person, station) + potential[personNode.get(person.id)!]! - stationPotential;
        if (reduced < 0 && !chosen[index]!.has(person) && mayStand(facts, person.id, station, quarterId)) better.push({ person, reduced });
      }
      better.sort((a, b) => a.reduced - b.reduced);
      for (const { person } of better.slice(0, PRICED_PER_ROUND)) chosen[index]!.add(person);
      priced ||= better.length > 0;
    });
    if (!priced) return place(pairs.filter((_, k) => flow[free.length + k] === 1));
  }
}

/** `solve` is the min-cost flow here; the bench plugs in the alternatives measured (decision 157). */
export function autoPlan(input: AutoPlanInput, solve: FlowSolver = minCostFlow): AutoPlanResult {
  const facts = planFacts(input);
  const stations = [...input.stations].sort(compareStationsByCode);
  const peopleIds = input.people.map((person) => person.id).sort();
  const planning = new Set(input.quarter_ids);
  const board = new PlanBoard(input.allow_moves ? input.assignments.filter((cell) => !planning.has(cell.quarter_id)) : input.assignments);
  const tally = tallyHours(input, facts, board);
  const quarterHours = new Map(input.quarters.map((quarter) => [quarter.id, quarter.hours]));

  const changes: AutoPlanChange[] = [];
  const infeasible: InfeasibleCritical[] = [];
  for (const quarter of facts.planned) {
    const moved = new Map(
      input.allow_moves ? input.assignments.filter((cell) => cell.quarter_id === quarter.id).map((cell) => [cell.station_id, cell.person_id]) : [],
    );
    for (const { station, person } of planQuarter(input, facts, stations, peopleIds, quarter.id, board, tally, moved, solve)) {
      addHours(tally, facts, person.id, station.id, quarterHours.get(quarter.id)!);
      const cell = { station_id: station.id, quarter_id: quarter.id, person_id: person.id };
      if (facts.existing.has(cellKey(cell))) continue;
      const rotationFrom = person.destination === station.id ? person.before! : null;
      changes.push({ ...cell, reason: reasonFor(station, rotationFrom), rotation_from: rotationFrom });
    }
    for (const station of stations) {
      if (!station.is_active || !station.is_critical || board.holderOf(quarter.id, station.id) !== undefined) continue;
      const qualified = peopleIds.some((id) => mayStand(facts, id, station, quarter.id));
      infeasible.push({ station_id: station.id, quarter_id: quarter.id, cause: qualified ? 'qualified_people_taken' : 'no_qualified_person' });
    }
  }
  const cells = board.cells();
  const kept = new Set(cells.map(cellKey));
  const stationOrder = new Map(stations.map((station, index) => [station.id, index]));
  changes.sort(
    (a, b) =>
      facts.quarterIndex.get(a.quarter_id)! - facts.quarterIndex.get(b.quarter_id)! || stationOrder.get(a.station_id)! - stationOrder.get(b.station_id)!,
  );
  return {
    changes,
    removals: input.assignments.filter((cell) => planning.has(cell.quarter_id) && !kept.has(cellKey(cell))),
    infeasible_critical: infeasible,
    scores: scorePlan(input, cells),
  };
}
