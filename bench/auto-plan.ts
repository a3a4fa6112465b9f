/**
 * Decision 157: the auto-plan (issue 29) on two synthetic dates (auto-plan-synthetic.ts), the
 * issue's and a tight one, each beside its two baselines on the same input and scored by the
 * same function: (a) today's scan-engine order, (b) rotation only. Then the scale case, solver only: its time and the process's peak
 * resident memory. Pure functions, no database: the solver's own time.
 *
 *   npm run bench:auto-plan -w @stationboard/bench
 *   (BENCH_RUNS=7; BENCH_SCALE_STATIONS=1000 BENCH_SCALE_PEOPLE=5000; BENCH_SCALE=0 skips the scale case)
 */
import os from 'node:os';
import { autoPlan } from '@stationboard/domain/demand/auto-plan';
import type { AutoPlanInput, PlanCell } from '@stationboard/domain/demand/auto-plan-input';
import { rotationOnlyBaseline, scanOrderBaseline } from '@stationboard/domain/demand/auto-plan-baselines';
import { scorePlan, type AutoPlanScores } from '@stationboard/domain/demand/auto-plan-scores';
import { syntheticDate } from './auto-plan-synthetic.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const SCALE_STATIONS = Number(process.env.BENCH_SCALE_STATIONS ?? 1000);
const SCALE_PEOPLE = Number(process.env.BENCH_SCALE_PEOPLE ?? 5000);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Runs `plan` RUNS times on the same input: the median time, and the scores of its (always equal) plan. */
function measure(input: AutoPlanInput, plan: (input: AutoPlanInput) => PlanCell[]): { ms: number; scores: AutoPlanScores } {
  const times: number[] = [];
  let cells: PlanCell[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    cells = plan(input);
    times.push(performance.now() - started);
  }
  return { ms: median(times), scores: scorePlan(input, cells) };
}

/** The solver's plan as cells: the date's cells, less what it removes, plus what it adds. */
function solverCells(input: AutoPlanInput): PlanCell[] {
  const result = autoPlan(input);
  const removed = new Set(result.removals);
  return [
    ...input.assignments.filter((cell) => !removed.has(cell)),
    ...result.changes.map(({ station_id, quarter_id, person_id }) => ({ station_id, quarter_id, person_id })),
  ];
}

const percent = (share: number) => `${(100 * share).toFixed(1)}%`;

/** The solver and both baselines side by side on one synthetic date. */
function compare(title: string, input: AutoPlanInput): void {
  console.log(
    `\n${title}: ${input.stations.length} stations, ${input.people.length} rostered people (half per shift), ${input.quarters.length} quarters, ${input.history.length} history rows (4 weeks); median of ${RUNS} runs; load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  const rows = [
    ['auto-plan (min-cost flow)', measure(input, solverCells)],
    ['(a) scan-engine order', measure(input, scanOrderBaseline)],
    ['(b) rotation only', measure(input, rotationOnlyBaseline)],
  ] as const;
  console.log(
    `  ${'plan'.padEnd(26)} ${'time'.padStart(9)} ${'coverage'.padStart(9)} ${'violations'.padStart(10)} ${'rotation'.padStart(9)} ${'gini'.padStart(7)} ${'strain gini'.padStart(11)}`,
  );
  for (const [name, { ms, scores }] of rows) {
    console.log(
      `  ${name.padEnd(26)} ${`${ms.toFixed(1)} ms`.padStart(9)} ${percent(scores.coverage).padStart(9)} ${String(scores.violations).padStart(10)} ${percent(scores.rotation_adherence).padStart(9)} ${scores.gini.toFixed(4).padStart(7)} ${scores.strain_gini.toFixed(4).padStart(11)}`,
    );
  }
  const before = scorePlan(input, input.assignments);
  console.log(`  (the date as given: gini ${before.gini.toFixed(4)}, strain gini ${before.strain_gini.toFixed(4)})`);
}

compare("The issue's date", syntheticDate({ stations: 120, people: 300 }));
// Fewer people than stations to fill in some quarters once skills are counted: where the order of filling decides coverage.
compare('A tight date (3 stations in 5 need a skill, each held by 1 person in 5)', syntheticDate({ stations: 120, people: 210, skilled: 0.6, holders: 0.2 }));

if (process.env.BENCH_SCALE !== '0') {
  const large = syntheticDate({ stations: SCALE_STATIONS, people: SCALE_PEOPLE });
  const started = performance.now();
  const result = autoPlan(large);
  const seconds = (performance.now() - started) / 1000;
  const { coverage, violations, rotation_adherence, gini, strain_gini } = result.scores;
  console.log(`\nScale: ${large.stations.length} stations × ${large.people.length} people × ${large.quarters.length} quarters, one run`);
  console.log(
    `  ${seconds.toFixed(1)} s, ${result.changes.length} cells planned, ${result.infeasible_critical.length} critical cells infeasible; coverage ${percent(coverage)}, violations ${violations}, rotation ${percent(rotation_adherence)}, gini ${gini.toFixed(4)}, strain gini ${strain_gini.toFixed(4)}`,
  );
  console.log(`  peak resident memory of the process: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
}
