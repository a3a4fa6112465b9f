/**
 * Decision 157: the solvers measured for the auto-plan's quarters. Each plans the same synthetic
 * date end to end through autoPlan's `solve` seam, so each gets the same flow networks and
 * their plans are scored alike:
 *
 * - min-cost flow: the domain's successive shortest paths (the one chosen);
 * - munkres 2.0.4: the Hungarian algorithm on a cost matrix (the network as an assignment:
 *   people and per-line "blocker" rows, station and idle columns; see toAssignment);
 * - highs 1.15.3: HiGHS (WebAssembly) on the network as a linear program (a network matrix,
 *   so the simplex answer is whole);
 * - javascript-lp-solver 1.0.3: the same linear program in plain JavaScript.
 *
 * Each candidate runs in a child process of its own with a time limit, so its peak memory is
 * its own and a slow one cannot hold the rest up. The time is the candidate's solving alone
 * (building the networks is the same for all); its answer in each quarter is checked against
 * the domain's flow's total cost. Later quarters start from the earlier ones' plans, so two
 * optimal solvers that break ties differently can end with different plans and scores.
 *
 *   npm run bench:auto-plan-candidates -w @stationboard/bench
 *   (BENCH_CANDIDATE_STATIONS=120 BENCH_CANDIDATE_PEOPLE=300 BENCH_CANDIDATE_LIMIT_S=300;
 *   BENCH_CANDIDATES=min-cost,highs runs those whose names start so)
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import highsLoader from 'highs';
import solver from 'javascript-lp-solver';
import munkres from 'munkres';
import { autoPlan } from '@stationboard/domain/demand/auto-plan';
import { minCostFlow, type FlowArc, type FlowSolver } from '@stationboard/domain/demand/min-cost-flow';
import { syntheticDate } from './auto-plan-synthetic.ts';

const STATIONS = Number(process.env.BENCH_CANDIDATE_STATIONS ?? 120);
const PEOPLE = Number(process.env.BENCH_CANDIDATE_PEOPLE ?? 300);
const LIMIT_S = Number(process.env.BENCH_CANDIDATE_LIMIT_S ?? 300);

/**
 * The quarter's network as one assignment matrix. Rows: each person, and for each line as many
 * blockers as it has stations beyond its need. Columns: the stations, an idle column per person
 * (cost 0) and per blocker. A person on a station pays its arc, the station's arc to its line and
 * the line's reward for a needed head; a blocker sits on its line's stations for nothing or
 * idles for the reward plus the overflow cost. With f people on a line of s stations needing r,
 * max(0, f - r) blockers must idle: the line pays the reward for min(f, r) heads and the overflow
 * for the rest, as the flow's two arcs to the sink do.
 */
function toAssignment(arcs: readonly FlowArc[], source: number, sink: number): number[] {
  const people = arcs.flatMap((arc, k) => (arc.from === source ? [[arc.to, k] as const] : []));
  const personRow = new Map(people.map(([node], row) => [node, row]));
  const toLine = new Map<number, number>();
  const lineArcs = new Map<number, { cover: number; overflow: number }>();
  arcs.forEach((arc, k) => {
    if (arc.to === sink) {
      const arcsOf = lineArcs.get(arc.from) ?? { cover: -1, overflow: -1 };
      if (arc.cost < 0) arcsOf.cover = k;
      else arcsOf.overflow = k;
      lineArcs.set(arc.from, arcsOf);
    } else if (arc.from !== source && !personRow.has(arc.from)) toLine.set(arc.from, k);
  });
  const stations = [...toLine.keys()];
  const stationColumn = new Map(stations.map((node, column) => [node, column]));
  const blockers: number[] = [];
  for (const [line, { cover }] of lineArcs) {
    const count = stations.filter((node) => arcs[toLine.get(node)!]!.to === line).length - arcs[cover]!.capacity;
    for (let b = 0; b < count; b++) blockers.push(line);
  }
  const columns = stations.length + people.length + blockers.length;
  const matrix = Array.from({ length: people.length + blockers.length }, () => new Array<number>(columns).fill(Infinity));
  const personArcAt = new Map<string, number>();
  arcs.forEach((arc, k) => {
    const row = personRow.get(arc.from);
    if (row === undefined || !stationColumn.has(arc.to)) return;
    const line = arcs[toLine.get(arc.to)!]!;
    matrix[row]![stationColumn.get(arc.to)!] = arc.cost + line.cost + arcs[lineArcs.get(line.to)!.cover]!.cost;
    personArcAt.set(`${row}|${stationColumn.get(arc.to)}`, k);
  });
  people.forEach((_, row) => (matrix[row]![stations.length + row] = 0));
  blockers.forEach((line, b) => {
    const row = matrix[people.length + b]!;
    stations.forEach((node, column) => {
      if (arcs[toLine.get(node)!]!.to === line) row[column] = 0;
    });
    const { cover, overflow } = lineArcs.get(line)!;
    for (let idle = 0; idle < blockers.length; idle++) row[stations.length + people.length + idle] = arcs[overflow]!.cost - arcs[cover]!.cost;
  });

  const flow = arcs.map(() => 0);
  const filled = new Map<number, number>();
  for (const [row, column] of munkres(matrix)) {
    const arc = personArcAt.get(`${row}|${column}`);
    if (arc === undefined) continue;
    const station = arcs[arc]!.to;
    flow[people[row]![1]] = 1;
    flow[arc] = 1;
    flow[toLine.get(station)!] = 1;
    const line = arcs[toLine.get(station)!]!.to;
    filled.set(line, (filled.get(line) ?? 0) + 1);
  }
  for (const [line, { cover, overflow }] of lineArcs) {
    const f = filled.get(line) ?? 0;
    flow[cover] = Math.min(f, arcs[cover]!.capacity);
    flow[overflow] = f - flow[cover]!;
  }
  return flow;
}

/** The network as a linear program in CPLEX LP text: one column per arc, flow kept at every inner node. */
function toLpText(nodeCount: number, arcs: readonly FlowArc[], source: number, sink: number): string {
  const terms = (list: string[]) => list.map((term, i) => (i % 8 === 7 ? `${term}\n` : term)).join(' ');
  const balance: string[][] = Array.from({ length: nodeCount }, () => []);
  arcs.forEach((arc, k) => {
    balance[arc.to]!.push(`+ x${k}`);
    balance[arc.from]!.push(`- x${k}`);
  });
  const rows = balance.flatMap((list, node) => (node === source || node === sink || list.length === 0 ? [] : [` n${node}: ${terms(list)} = 0`]));
  return [
    'Minimize',
    ` obj: ${terms(arcs.map((arc, k) => `${arc.cost < 0 ? '-' : '+'} ${Math.abs(arc.cost)} x${k}`))}`,
    'Subject To',
    ...rows,
    'Bounds',
    ...arcs.map((arc, k) => ` 0 <= x${k} <= ${arc.capacity}`),
    'End',
  ].join('\n');
}

const whole = (value: number) => {
  const rounded = Math.round(value);
  if (Math.abs(value - rounded) > 1e-6) throw new Error(`a fractional flow: ${value}`);
  return rounded;
};

async function candidates(): Promise<Record<string, FlowSolver>> {
  const highs = await highsLoader();
  return {
    'min-cost flow (domain)': minCostFlow,
    'munkres 2.0.4 (Hungarian)': (_nodeCount, arcs, source, sink) => toAssignment(arcs, source, sink),
    'highs 1.15.3 (LP, WebAssembly)': (nodeCount, arcs, source, sink) => {
      const answer = highs.solve(toLpText(nodeCount, arcs, source, sink));
      if (answer.Status !== 'Optimal') throw new Error(`highs: ${answer.Status}`);
      return arcs.map((_, k) => whole((answer.Columns[`x${k}`] as { Primal: number }).Primal));
    },
    'javascript-lp-solver 1.0.3 (LP)': (nodeCount, arcs, source, sink) => {
      const constraints: Record<string, { equal?: number; max?: number }> = {};
      const variables: Record<string, Record<string, number>> = {};
      arcs.forEach((arc, k) => {
        constraints[`c${k}`] = { max: arc.capacity };
        const variable: Record<string, number> = { cost: arc.cost, [`c${k}`]: 1 };
        if (arc.to !== source && arc.to !== sink) variable[`n${arc.to}`] = 1;
        if (arc.from !== source && arc.from !== sink) variable[`n${arc.from}`] = -1;
        variables[`x${k}`] = variable;
        for (const node of [arc.from, arc.to]) if (node !== source && node !== sink) constraints[`n${node}`] = { equal: 0 };
      });
      const answer = solver.Solve({ optimize: 'cost', opType: 'min', constraints, variables }) as Record<string, number> & { feasible: boolean };
      if (!answer.feasible) throw new Error('javascript-lp-solver: infeasible');
      return arcs.map((_, k) => whole(answer[`x${k}`] ?? 0));
    },
  };
}

const only = process.env.AUTO_PLAN_CANDIDATE;
if (only) {
  // The child: one candidate, one run; prints a line of JSON.
  // The child: one candidate, one run. Each quarter's answer is checked against the domain's
  // flow on the same network (not timed): the same total cost, or the candidate missed the optimum.
  const candidate = (await candidates())[only]!;
  const total = (arcs: readonly FlowArc[], flow: readonly number[]) => arcs.reduce((sum, arc, k) => sum + arc.cost * flow[k]!, 0);
  let ms = 0;
  let optimal = 0;
  let quarters = 0;
  const solve: FlowSolver = (nodeCount, arcs, source, sink) => {
    const started = performance.now();
    const flow = candidate(nodeCount, arcs, source, sink);
    ms += performance.now() - started;
    quarters += 1;
    if (total(arcs, flow) === total(arcs, minCostFlow(nodeCount, arcs, source, sink))) optimal += 1;
    return flow;
  };
  const { scores, changes } = autoPlan(syntheticDate({ stations: STATIONS, people: PEOPLE }), solve);
  console.log(JSON.stringify({ ms, optimal: `${optimal}/${quarters}`, scores, cells: changes.length, rssMb: process.resourceUsage().maxRSS / 1024 }));
} else {
  console.log(`Candidates on the synthetic date: ${STATIONS} stations, ${PEOPLE} people, 8 quarters; one run each, ${LIMIT_S} s at most`);
  const wanted = process.env.BENCH_CANDIDATES?.split(',');
  for (const name of Object.keys(await candidates()).filter((name) => !wanted || wanted.some((word) => name.startsWith(word)))) {
    const child = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
      env: { ...process.env, AUTO_PLAN_CANDIDATE: name },
      encoding: 'utf8',
      timeout: LIMIT_S * 1000,
      maxBuffer: 1 << 20,
    });
    const line = child.stdout.trim().split('\n').at(-1) ?? '';
    if (child.status !== 0 || !line.startsWith('{')) {
      const why = child.error
        ? `stopped after ${LIMIT_S} s`
        : (child.stderr
            .trim()
            .split('\n')
            .find((l) => /Error|error/.test(l)) ?? `exit ${child.status}`);
      console.log(`  ${name.padEnd(32)} ${why}`);
      continue;
    }
    const { ms, optimal, scores, cells, rssMb } = JSON.parse(line) as {
      ms: number;
      optimal: string;
      scores: Record<string, number>;
      cells: number;
      rssMb: number;
    };
    console.log(
      `  ${name.padEnd(32)} ${`${(ms / 1000).toFixed(2)} s`.padStart(9)}  peak ${rssMb.toFixed(0).padStart(5)} MB  optimal on ${optimal} networks; ${cells} cells, coverage ${(100 * scores.coverage!).toFixed(1)}%, violations ${scores.violations}, rotation ${(100 * scores.rotation_adherence!).toFixed(1)}%, gini ${scores.gini!.toFixed(4)}, strain gini ${scores.strain_gini!.toFixed(4)}`,
    );
  }
}
