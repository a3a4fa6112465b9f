import { TriangleAlert } from 'lucide-react';
import type { InfeasibleCause, Plan, PlanAutoAnswer, PlanScores } from '@stationboard/domain/schemas/plan';
import { MESSAGES } from '../../../lib/i18n/messages.ts';

/** A share 0-1 as a percent, to a tenth where it is not whole (94.5%, 100%). */
const percent = (share: number) => MESSAGES.autoPlanPercent(Math.round(share * 1000) / 10);
/** A Gini to three decimals: a day moves it in the second or third. */
const gini = (value: number) => value.toFixed(3);

const SCORE_ROWS: { key: keyof PlanScores; label: () => string; format: (value: number) => string }[] = [
  { key: 'coverage', label: () => MESSAGES.autoPlanCoverage, format: percent },
  { key: 'violations', label: () => MESSAGES.autoPlanViolations, format: String },
  { key: 'rotation_adherence', label: () => MESSAGES.autoPlanRotation, format: percent },
  { key: 'gini', label: () => MESSAGES.autoPlanGini, format: gini },
  { key: 'strain_gini', label: () => MESSAGES.autoPlanStrainGini, format: gini },
];

const CAUSE_TEXT: Record<InfeasibleCause, () => string> = {
  no_qualified_person: () => MESSAGES.autoPlanCauseNoQualified,
  qualified_people_taken: () => MESSAGES.autoPlanCauseTaken,
};

/**
 * What the auto-plan's preview adds to an action's (decision 163): the plan's scores before and
 * after as a table, a hard rule broken said plainly (the solver never should), and each critical
 * station in a quarter it cannot fill, with why.
 */
export function AutoPlanScores({ answer, plan }: { answer: PlanAutoAnswer; plan: Pick<Plan, 'stations' | 'quarters'> }) {
  const { scores, scores_before: before, infeasible_critical: infeasible } = answer;
  const codes = new Map(plan.stations.map((station) => [station.id, station.station_code]));
  const quarterNames = new Map(plan.quarters.map((quarter) => [quarter.id, quarter.quarter_name]));
  return (
    <>
      {scores.violations > 0 && (
        <p role="alert" className="flex items-start gap-2 rounded-md border border-red-300 bg-red-50 px-3 py-2 font-semibold text-red-900">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {MESSAGES.autoPlanViolationsFound}
        </p>
      )}
      <div>
        <table className="w-full border-collapse text-left">
          <caption className="mb-1 text-left font-semibold">{MESSAGES.autoPlanScores}</caption>
          <thead>
            <tr className="border-b border-slate-300 text-xs text-slate-600">
              <th scope="col" className="py-1 pr-2 font-semibold">
                {MESSAGES.autoPlanScore}
              </th>
              <th scope="col" className="px-2 py-1 text-right font-semibold">
                {MESSAGES.autoPlanBefore}
              </th>
              <th scope="col" className="py-1 pl-2 text-right font-semibold">
                {MESSAGES.autoPlanAfter}
              </th>
            </tr>
          </thead>
          <tbody>
            {SCORE_ROWS.map(({ key, label, format }) => {
              const isBroken = key === 'violations' && scores.violations > 0;
              return (
                <tr key={key} className="border-b border-slate-200">
                  <th scope="row" className="py-1 pr-2 font-normal">
                    {label()}
                  </th>
                  <td className="px-2 py-1 text-right font-mono text-slate-600 tabular-nums">{format(before[key])}</td>
                  <td className={`py-1 pl-2 text-right font-mono font-semibold tabular-nums ${isBroken ? 'text-red-800' : 'text-slate-900'}`}>
                    {format(scores[key])}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <p className="mt-1 text-xs text-slate-600">{MESSAGES.autoPlanGiniHint}</p>
      </div>
      {infeasible.length > 0 && (
        <section
          aria-label={MESSAGES.autoPlanInfeasibleCount(infeasible.length)}
          className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-amber-950"
        >
          <p className="font-semibold">{MESSAGES.autoPlanInfeasibleCount(infeasible.length)}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {infeasible.map((cell) => (
              <li key={`${cell.station_id}|${cell.quarter_id}`}>
                {MESSAGES.autoPlanInfeasibleCell(
                  codes.get(cell.station_id) ?? cell.station_id,
                  quarterNames.get(cell.quarter_id) ?? cell.quarter_id,
                  CAUSE_TEXT[cell.cause](),
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
