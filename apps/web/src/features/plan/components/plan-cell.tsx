import { CheckCircle2, ShieldAlert } from 'lucide-react';
import type { PlanCell } from '@stationboard/domain/schemas/plan';
import { cn } from '../../../lib/cn.ts';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { planReasonText } from './plan-reason.ts';

export type PlanCellViewProps = {
  id: string;
  cell: PlanCell | undefined;
  isCursor: boolean;
  isSelected: boolean;
  /** The quarter running now: a check-in shows (as on the map). */
  isRunning: boolean;
  isStationActive: boolean;
  /** Decision 159: the employee ID of another user who changed this cell a moment ago. */
  changedBy: string | undefined;
  onPick: (event: React.MouseEvent) => void;
};

/**
 * One station in one quarter, showing its person as the map does: the name, wildcard, skill
 * override and, in the running quarter, checked in. A person the auto-plan placed has the
 * reason line under the name, small, and in full as the cell's title, its accessible
 * description (decision 163).
 */
export function PlanCellView({ id, cell, isCursor, isSelected, isRunning, isStationActive, changedBy, onPick }: PlanCellViewProps) {
  const reason = cell?.reason ? planReasonText(cell.reason) : null;
  return (
    <div
      id={id}
      role="gridcell"
      aria-selected={isSelected}
      onMouseDown={onPick}
      title={reason === null ? undefined : MESSAGES.planCellPlannedBecause(reason)}
      className={cn(
        'flex min-w-0 flex-col justify-center border-r border-b border-slate-200 px-2 text-sm',
        isSelected ? 'bg-blue-50' : changedBy ? 'bg-amber-50' : isStationActive ? 'bg-white' : 'bg-slate-100',
        isCursor && 'outline-2 -outline-offset-2 outline-blue-700',
      )}
    >
      <div className="flex min-w-0 items-center gap-1">
        {cell ? (
          <>
            <span className={cn('truncate', isStationActive ? 'text-slate-900' : 'text-slate-600')}>{cell.employee_name}</span>{' '}
            {cell.is_wildcard && (
              <span className="shrink-0 rounded bg-amber-400 px-1 text-[10px] leading-3.5 font-bold text-amber-950 uppercase">{MESSAGES.tileWildcard}</span>
            )}
            {cell.override_reason && (
              <span role="img" aria-label={MESSAGES.skillsOverrideMark} title={MESSAGES.skillsOverrideMark} className="shrink-0">
                <ShieldAlert aria-hidden className="size-3.5 text-orange-700" />
              </span>
            )}
            {isRunning && cell.checked_in && (
              <span role="img" aria-label={MESSAGES.arrivalCheckedIn} title={MESSAGES.arrivalCheckedIn} className="shrink-0">
                <CheckCircle2 aria-hidden className="size-3.5 text-green-700" />
              </span>
            )}
          </>
        ) : null}
        {changedBy && (
          <span className="ml-auto shrink-0 truncate rounded bg-amber-200 px-1 text-[11px] leading-4 font-medium text-amber-950">
            {MESSAGES.cellChangedBy(changedBy)}
          </span>
        )}
      </div>
      {/* Said once to a screen reader, as the cell's description (its title); here for the eye. */}
      {reason !== null && (
        <span aria-hidden className="truncate text-[11px] leading-3.5 text-slate-600">
          {reason}
        </span>
      )}
    </div>
  );
}
