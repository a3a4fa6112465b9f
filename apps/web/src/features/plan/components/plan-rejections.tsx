import type { PlanCellReason, PlanQuarter, PlanRejectedCell, PlanStation } from '@stationboard/domain/schemas/plan';
import { MESSAGES } from '../../../lib/i18n/messages.ts';

/** Why a cell was not changed, in words (a paste's rejection, a whole-plan action's conflict). */
export const REASON_TEXT: Record<PlanCellReason, () => string> = {
  unknown: () => MESSAGES.planCellReasonUnknown,
  ambiguous: () => MESSAGES.planCellReasonAmbiguous,
  lacks_skill: () => MESSAGES.planCellReasonLacksSkill,
  already_assigned: () => MESSAGES.planCellReasonAlreadyAssigned,
  station_inactive: () => MESSAGES.planCellReasonStationInactive,
  checked_in: () => MESSAGES.planCellReasonCheckedIn,
  not_in_plan: () => MESSAGES.planCellReasonNotInPlan,
  station_taken: () => MESSAGES.planCellReasonStationTaken,
};

/** The cells a paste or a typed name could not fill, each with its station, quarter, value and why. */
export function PlanRejections({
  rejected,
  stations,
  quarters,
}: {
  rejected: readonly PlanRejectedCell[];
  stations: readonly PlanStation[];
  quarters: readonly PlanQuarter[];
}) {
  const codeOf = (id: string) => stations.find((s) => s.id === id)?.station_code ?? id;
  const quarterOf = (id: string) => quarters.find((q) => q.id === id)?.quarter_name ?? id;
  return (
    <div>
      <p className="font-semibold">{MESSAGES.pasteRejectedCount(rejected.length)}</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {rejected.map((cell) => (
          <li key={`${cell.station_id}|${cell.quarter_id}`}>
            {MESSAGES.pasteRejectedCell(codeOf(cell.station_id), quarterOf(cell.quarter_id), cell.value, REASON_TEXT[cell.reason]())}
          </li>
        ))}
      </ul>
    </div>
  );
}
