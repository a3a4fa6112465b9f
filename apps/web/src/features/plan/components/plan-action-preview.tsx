import type { Plan, PlanActionAnswer, PlanCellPerson } from '@stationboard/domain/schemas/plan';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { formatCalendarDate, SHORT_DATE } from '../../../lib/use-date-time-format.ts';
import { isAutoPlanAnswer, type PlanActionResult } from '../api/change-plan.ts';
import { planReasonText } from './plan-reason.ts';
import { AutoPlanScores } from './auto-plan-scores.tsx';
import { REASON_TEXT } from './plan-rejections.tsx';

const nameOf = (person: PlanCellPerson | null) => person?.employee_name ?? null;

type Names = Pick<Plan, 'stations' | 'quarters'>;

/** A cell's day, station code and quarter name, as the lists show them. */
function placeOf(plan: Names) {
  const codes = new Map(plan.stations.map((station) => [station.id, station.station_code]));
  const quarterNames = new Map(plan.quarters.map((quarter) => [quarter.id, quarter.quarter_name]));
  return (cell: { date: string; station_id: string; quarter_id: string }) =>
    [formatCalendarDate(cell.date, SHORT_DATE), codes.get(cell.station_id) ?? cell.station_id, quarterNames.get(cell.quarter_id) ?? cell.quarter_id] as const;
}

/** The cells a whole-plan action leaves (or left) as they are, each with why. */
export function PlanConflictList({ conflicts, plan }: { conflicts: PlanActionAnswer['conflicts']; plan: Names }) {
  const where = placeOf(plan);
  return (
    <section aria-label={MESSAGES.planConflictCount(conflicts.length)}>
      <p className="font-semibold">{MESSAGES.planConflictCount(conflicts.length)}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {conflicts.map((conflict) => (
          <li key={`${conflict.date}|${conflict.station_id}|${conflict.quarter_id}|${conflict.employee_id}`}>
            {MESSAGES.planConflictCell(...where(conflict), conflict.employee_name, REASON_TEXT[conflict.reason]())}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * What a whole-plan action would do, or did (issue 27, decision 152): how many cells change,
 * every cell left as it is with why (first: what the manager must look at), then every change,
 * before → after, by day, station and quarter. An auto-plan's (decision 163) also gives its
 * scores and the critical cells it cannot fill, and each change says why that person.
 */
export function PlanActionPreview({ answer, plan }: { answer: PlanActionResult; plan: Names }) {
  const where = placeOf(plan);
  const { changes, conflicts } = answer;
  return (
    <div className="space-y-3 text-sm text-slate-800">
      <p role="status" className="font-semibold">
        {changes.length > 0 ? MESSAGES.pasteWillChange(changes.length) : MESSAGES.planNothingToChange}
      </p>
      {isAutoPlanAnswer(answer) && <AutoPlanScores answer={answer} plan={plan} />}
      {conflicts.length > 0 && (
        <div className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-amber-950">
          <PlanConflictList conflicts={conflicts} plan={plan} />
        </div>
      )}
      {changes.length > 0 && (
        <section aria-label={MESSAGES.planChangesHeading}>
          <p className="font-semibold">{MESSAGES.planChangesHeading}</p>
          <ul className="mt-1 space-y-0.5 font-mono text-xs tabular-nums">
            {changes.map((change) => {
              const text = MESSAGES.planChangeCell(...where(change), nameOf(change.before), nameOf(change.after));
              return (
                <li key={`${change.date}|${change.station_id}|${change.quarter_id}`}>
                  {change.reason ? MESSAGES.planChangeWithReason(text, planReasonText(change.reason)) : text}
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}
