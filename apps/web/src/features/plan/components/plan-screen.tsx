import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { operatingDay } from '@stationboard/domain/quarters/operating-day';
import { selectCurrentQuarter } from '@stationboard/domain/quarters/select-quarter';
import { hasMinimumRole, type Role } from '@stationboard/domain/roles/roles';
import { LoadingScreen } from '../../../components/layouts/loading-screen.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useQuarters } from '../../../lib/api/get-quarters.ts';
import { failureText } from '../../../lib/failure-text.ts';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { readPlanDay, withPlan } from '../../../lib/plan-address.ts';
import { useCenterMinute } from '../../../lib/use-center-clock.ts';
import { formatCalendarDate, LONG_DATE } from '../../../lib/use-date-time-format.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useDemandDay } from '../../../lib/api/get-demand-day.ts';
import { isAutoPlanAnswer, type PlanActionResult } from '../api/change-plan.ts';
import { usePlan } from '../api/get-plan.ts';
import { useCellAuthors } from '../hooks/use-cell-authors.ts';
import { useDemandTyping } from '../hooks/use-demand-typing.ts';
import { usePlanChanges } from '../hooks/use-plan-changes.ts';
import { usePlanGrid } from '../hooks/use-plan-grid.ts';
import { planLookup, planRows } from '../plan-rows.ts';
import { AutoPlanScores } from './auto-plan-scores.tsx';
import { CellEditor } from './cell-editor.tsx';
import { OffRosterDialog } from './off-roster-dialog.tsx';
import { PastePreviewDialog } from './paste-preview-dialog.tsx';
import { PlanActionDialog, type PlanActionKind } from './plan-action-dialog.tsx';
import { PlanConflictList } from './plan-action-preview.tsx';
import { PlanGrid } from './plan-grid.tsx';
import { cellId } from './plan-grid-rows.tsx';
import { PlanRejections } from './plan-rejections.tsx';
import { PlanToolbar } from './plan-toolbar.tsx';
import { ShiftRosterSummary } from '../../../components/roster/shift-roster-summary.tsx';
import { ExceptionsDialog } from '../../../components/roster/exceptions-dialog.tsx';

export type PlanScreenProps = {
  centerId: string;
  timeZone: string;
  role: Role;
  /** The signed-in user's employee ID: the cells they change themselves are not marked with who changed them. */
  me: string;
};

/** Tailwind's sm breakpoint: below it the grid shows one quarter at a time. */
const PHONE_QUERY = '(width < 40rem)';
const GRID_ID = 'day-plan';

/** /plan?date=YYYY-MM-DD (issue 27): one operating day's plan as a spreadsheet, today's by default. */
export function PlanScreen({ centerId, timeZone, role, me }: PlanScreenProps) {
  const [params, setParams] = useSearchParams();
  const now = useCenterMinute(timeZone);
  const quarters = useQuarters(centerId);
  const day = readPlanDay(params) ?? (quarters.data ? operatingDay(now, quarters.data) : null);
  const plan = usePlan(centerId, day);
  // Decision 147: a past day changes only with an ADMIN's reason, sent with each change.
  const [correctionReason, setCorrectionReason] = useState('');
  const isCorrection = plan.data?.is_past === true;
  const correction = isCorrection && correctionReason.trim() ? correctionReason.trim() : undefined;
  const changes = usePlanChanges(centerId, day ?? '', correction);
  // A whole-plan action's dialog, and what the last one applied said (decision 152).
  const [actionKind, setActionKind] = useState<PlanActionKind | null>(null);
  const [applied, setApplied] = useState<{ day: string; answer: PlanActionResult } | null>(null);
  // The person whose Exceptions dialog is open, on the day shown (decision 155).
  const [exceptionsOf, setExceptionsOf] = useState<{ id: string; name: string } | null>(null);
  // Decision 156: each line's units, typed by a MANAGER, and its required / planned / expected / checked in.
  const demandDay = useDemandDay(centerId, day);
  const hasDemand = demandDay.data !== undefined;
  const { rows, stations } = useMemo(() => planRows(plan.data?.stations ?? [], hasDemand), [plan.data, hasDemand]);
  const lookup = useMemo(() => (plan.data ? planLookup(plan.data) : null), [plan.data]);
  const canEdit = (plan.data?.can_edit ?? false) && hasMinimumRole(role, 'MANAGER');
  const grid = usePlanGrid({ centerId, plan: plan.data, stations, lookup, canEdit, changes });
  const isPhone = useMediaQuery(PHONE_QUERY);
  const cellAuthors = useCellAuthors(plan.data?.quarters, me);
  const demand = useDemandTyping({ centerId, day, demandDay: demandDay.data, canEdit: hasMinimumRole(role, 'MANAGER') && plan.data?.is_past === false, now });

  if (!day || (!plan.data && !plan.isError)) return <LoadingScreen fullHeight={false} />;
  if (!plan.data || !lookup) return <Alert tone="error">{failureText(plan.error, MESSAGES.dayPlanLoadFailed)}</Alert>;

  const data = plan.data;
  const current = selectCurrentQuarter(data.quarters, now);
  const runningQuarterId = current && data.quarters.some((q) => q.id === current.quarter.id && q.date === current.date) ? current.quarter.id : null;
  const columns = isPhone ? [Math.min(grid.state.cursor.col, data.quarters.length - 1)] : data.quarters.map((_, index) => index);
  const { cursor, editing } = grid.state;
  const editStation = stations[cursor.row];
  const editQuarter = data.quarters[cursor.col];
  // Decision 155: the person in the selected cell, whose exceptions the toolbar opens on this day.
  const cursorCell = editStation && editQuarter ? lookup.cell(editStation.id, editQuarter.id) : undefined;
  const openExceptions = () => {
    if (cursorCell) setExceptionsOf({ id: cursorCell.employee_id, name: cursorCell.employee_name });
  };
  const editor =
    editing !== null && editStation && editQuarter ? (
      <CellEditor
        id={cellId(GRID_ID, cursor.row, cursor.col)}
        label={MESSAGES.cellSearch(editStation.station_code, editQuarter.quarter_name)}
        text={editing}
        search={grid.search}
        onText={grid.setEditText}
        onKeyDown={grid.onEditorKeyDown}
        onBlur={grid.stopEditing}
      />
    ) : null;

  return (
    // The grid takes the height the window has under the bar (decision 152), so a tall screen shows more rows, not empty space.
    <div className="mx-auto flex min-h-[calc(100dvh-4rem)] max-w-screen-2xl flex-col gap-3 px-4 py-4 sm:px-6">
      <header className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <h1 className="text-2xl font-bold tracking-tight text-ink">
          {MESSAGES.dayPlanTitle} <span className="text-lg font-semibold text-slate-600">{formatCalendarDate(day, LONG_DATE)}</span>
        </h1>
        <PlanToolbar
          day={day}
          onDay={(next) => setParams((current) => withPlan(current, { day: next }))}
          canUndo={canEdit && data.history.undo !== null}
          canRedo={canEdit && data.history.redo !== null}
          onStep={changes.step}
          onAction={canEdit ? setActionKind : undefined}
          exceptionsOf={cursorCell?.employee_name ?? null}
          onExceptions={canEdit ? openExceptions : undefined}
        />
        <ShiftRosterSummary centerId={centerId} date={day} className="w-full" />
      </header>
      <p className="text-sm text-slate-600">{canEdit ? MESSAGES.dayPlanKeysHint : MESSAGES.dayPlanReadOnly}</p>
      {canEdit && isCorrection && (
        <TextField
          label={MESSAGES.correctionReasonField}
          value={correctionReason}
          onChange={(event) => setCorrectionReason(event.target.value)}
          className="max-w-md"
        />
      )}
      {changes.error && <Alert tone="error">{changes.error}</Alert>}
      {demand.error && <Alert tone="error">{demand.error}</Alert>}
      {demandDay.isError && <Alert tone="error">{failureText(demandDay.error, MESSAGES.demandLoadFailed)}</Alert>}
      {applied?.day === day && (
        <Alert tone={applied.answer.conflicts.length > 0 ? 'warning' : 'success'}>
          <p className="font-semibold">{MESSAGES.planActionDone(applied.answer.changes.length)}</p>
          {applied.answer.conflicts.length > 0 && <PlanConflictList conflicts={applied.answer.conflicts} plan={data} />}
          {/* Issue 29: the auto-plan's scores stay in sight after Apply, as the preview showed them. */}
          {isAutoPlanAnswer(applied.answer) && <AutoPlanScores answer={applied.answer} plan={data} />}
        </Alert>
      )}
      {changes.rejected.length > 0 && (
        <Alert tone="warning">
          <PlanRejections rejected={changes.rejected} stations={data.stations} quarters={data.quarters} />
        </Alert>
      )}
      {isPhone && data.quarters.length > 1 && (
        <div role="group" aria-label={MESSAGES.quarterGroup} className="flex flex-wrap gap-1">
          {data.quarters.map((quarter, index) => (
            <button
              key={quarter.id}
              type="button"
              aria-pressed={index === columns[0]}
              onClick={() => grid.pickColumn(index)}
              className="rounded-md border border-slate-300 px-2.5 py-1 text-sm font-semibold aria-pressed:border-blue-700 aria-pressed:bg-blue-700 aria-pressed:text-white"
            >
              {quarter.quarter_name}
            </button>
          ))}
        </div>
      )}
      <PlanGrid
        label={MESSAGES.dayPlanGrid(formatCalendarDate(day, LONG_DATE))}
        idPrefix={GRID_ID}
        rows={rows}
        quarters={data.quarters}
        columns={columns}
        lookup={lookup}
        state={grid.state}
        runningQuarterId={runningQuarterId}
        editor={editor}
        cellAuthors={cellAuthors}
        onKeyDown={grid.onKeyDown}
        onCopy={grid.onCopy}
        onPaste={grid.onPaste}
        onPickCell={grid.pickCell}
        demand={demand.view}
      />
      <PastePreviewDialog pending={changes.pending} plan={data} onApply={() => void changes.apply()} onCancel={changes.cancelPaste} />
      {actionKind && (
        <PlanActionDialog
          kind={actionKind}
          plan={data}
          centerId={centerId}
          quarterId={editQuarter?.id}
          correctionReason={correction}
          onClose={() => setActionKind(null)}
          onApplied={(answer) => {
            setActionKind(null);
            setApplied({ day, answer });
          }}
        />
      )}
      {exceptionsOf && <ExceptionsDialog employee={exceptionsOf} date={day} onClose={() => setExceptionsOf(null)} />}
      <OffRosterDialog asking={grid.offRosterAsk} onConfirm={grid.confirmOffRoster} onCancel={grid.cancelOffRoster} />
    </div>
  );
}
