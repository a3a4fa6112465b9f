import { useState, type ReactNode } from 'react';
import { COPY_REPEATS, copyTargetDays, type CopyRepeat } from '@stationboard/domain/plan/copy-days';
import { addDays } from '@stationboard/domain/quarters/local-time';
import { dateSchema } from '@stationboard/domain/schemas/id';
import { PLAN_COPY_DAYS_MAX, type Plan } from '@stationboard/domain/schemas/plan';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { formatCalendarDate, LONG_DATE } from '../../../lib/use-date-time-format.ts';
import type { PlanActionRequest, PlanActionResult } from '../api/change-plan.ts';
import { defaultAutoPlanQuarters } from '../auto-plan-quarters.ts';
import { usePlanAction } from '../hooks/use-plan-action.ts';
import { AutoPlanFields } from './auto-plan-fields.tsx';
import { PlanActionPreview } from './plan-action-preview.tsx';

export const PLAN_ACTION_KINDS = ['auto', 'copy_day', 'copy_quarter', 'roll_forward', 'clear'] as const;
export type PlanActionKind = (typeof PLAN_ACTION_KINDS)[number];

export type PlanActionDialogProps = {
  kind: PlanActionKind;
  plan: Plan;
  centerId: string;
  /** The quarter under the grid's cursor: where a quarter's action (and the auto-plan's quarters) start. */
  quarterId: string | undefined;
  correctionReason: string | undefined;
  onClose: () => void;
  /** After Apply: what was written and left (the plan may have changed since the preview), with an auto-plan's scores. */
  onApplied: (answer: PlanActionResult) => void;
};

const SELECT_CLASS = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-ink shadow-sm';
const REPEAT_TEXT: Record<CopyRepeat, () => string> = {
  once: () => MESSAGES.copyRepeatOnce,
  daily: () => MESSAGES.copyRepeatDaily,
  weekly: () => MESSAGES.copyRepeatWeekly,
};

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="block text-sm font-medium text-slate-800">
      {label}
      {children}
    </label>
  );
}

/**
 * One whole-plan action of the grid (issue 27, decision 152): Copy a day (to a date, or every
 * day or the same weekday up to a last date), Copy a quarter (to a quarter of this or another
 * day), Roll forward by rotation from a quarter, Clear a quarter or the day. A form, Preview
 * (the server's dry run: every change and every conflict), then Apply: one transaction, one
 * undo step. Any change to the form takes the preview away, so Apply writes what was listed.
 * The Auto-plan (issue 29, decision 163) is one more: the quarters to plan and whether planned
 * people may move; its preview adds the plan's scores and the critical cells it cannot fill.
 */
export function PlanActionDialog({ kind, plan, centerId, quarterId, correctionReason, onClose, onApplied }: PlanActionDialogProps) {
  const day = plan.date;
  const action = usePlanAction(centerId, correctionReason);
  const firstQuarter = quarterId ?? plan.quarters[0]?.id ?? '';
  const [toDate, setToDate] = useState(addDays(day, 1));
  const [repeat, setRepeat] = useState<CopyRepeat>('once');
  const [lastDate, setLastDate] = useState(addDays(day, 28));
  const [fromQuarter, setFromQuarter] = useState(firstQuarter);
  const [toQuarter, setToQuarter] = useState(firstQuarter);
  const [clearQuarter, setClearQuarter] = useState(kind === 'clear' ? '' : firstQuarter);
  const [autoQuarters, setAutoQuarters] = useState(() => defaultAutoPlanQuarters(plan.quarters, quarterId));
  const [allowMoves, setAllowMoves] = useState(false);
  /** A setter that also takes the preview away: it no longer says what Apply would do. */
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      action.reset();
    };

  const isDate = (value: string) => dateSchema.safeParse(value).success;
  const built = ((): { request: PlanActionRequest } | { problem: string | null } => {
    if (kind === 'auto')
      return autoQuarters.length === 0
        ? { problem: MESSAGES.autoPlanNoQuarter }
        : { request: { action: 'auto', date: day, quarter_ids: autoQuarters, allow_moves: allowMoves } };
    if (kind === 'roll_forward') return { request: { action: 'roll-forward', date: day, from_quarter_id: fromQuarter } };
    if (kind === 'clear') return { request: { action: 'clear', date: day, ...(clearQuarter && { quarter_id: clearQuarter }) } };
    if (!isDate(toDate) || (kind === 'copy_day' && repeat !== 'once' && !isDate(lastDate))) return { problem: null };
    if (kind === 'copy_quarter')
      return { request: { action: 'copy', from_date: day, to_dates: [toDate], from_quarter_id: fromQuarter, to_quarter_id: toQuarter } };
    const days = copyTargetDays(day, toDate, repeat, lastDate);
    if (!days.ok)
      return {
        problem:
          days.problem === 'too_many'
            ? MESSAGES.copyTooManyDays(PLAN_COPY_DAYS_MAX)
            : days.problem === 'last_before_first'
              ? MESSAGES.copyLastBeforeFirst
              : MESSAGES.copyOnlySourceDay,
      };
    return { request: { action: 'copy', from_date: day, to_dates: days.dates } };
  })();
  const request = 'request' in built ? built.request : null;

  const longDay = formatCalendarDate(day, LONG_DATE);
  const title = {
    auto: MESSAGES.autoPlanTitle,
    copy_day: MESSAGES.copyDayTitle,
    copy_quarter: MESSAGES.copyQuarterTitle,
    roll_forward: MESSAGES.rollForwardTitle,
    clear: MESSAGES.clearTitle,
  }[kind](longDay);
  const hint = {
    auto: MESSAGES.autoPlanHint,
    copy_day: MESSAGES.copyDayHint,
    copy_quarter: MESSAGES.copyDayHint,
    roll_forward: MESSAGES.rollForwardHint,
    clear: MESSAGES.clearHint,
  }[kind];
  const quarterOptions = plan.quarters.map((quarter) => (
    <option key={quarter.id} value={quarter.id}>
      {quarter.quarter_name}
    </option>
  ));
  const previewed = action.previewed?.answer ?? null;
  const canApply = previewed !== null && previewed.changes.length > 0 && !action.isBusy;

  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={hint}
      widthClassName="max-w-2xl"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {MESSAGES.cancel}
          </Button>
          <Button variant={previewed ? 'secondary' : 'primary'} disabled={!request || action.isBusy} onClick={() => request && void action.preview(request)}>
            {MESSAGES.previewAction}
          </Button>
          <Button
            variant={kind === 'clear' ? 'danger' : 'primary'}
            disabled={!canApply}
            onClick={async () => {
              const answer = await action.apply();
              if (answer) onApplied(answer);
            }}
          >
            {MESSAGES.applyPaste}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {kind === 'auto' && (
          <AutoPlanFields
            quarters={plan.quarters}
            quarterIds={autoQuarters}
            onQuarterIds={edit(setAutoQuarters)}
            allowMoves={allowMoves}
            onAllowMoves={edit(setAllowMoves)}
          />
        )}
        {/* Empty for the auto-plan, whose form is its own. */}
        <div className="grid gap-3 empty:hidden sm:grid-cols-2">
          {(kind === 'copy_day' || kind === 'copy_quarter') && (
            <TextField label={MESSAGES.copyToDate} type="date" value={toDate} onChange={(event) => edit(setToDate)(event.target.value)} />
          )}
          {kind === 'copy_day' && (
            <>
              <Field label={MESSAGES.copyRepeat}>
                <select value={repeat} onChange={(event) => edit(setRepeat)(event.target.value as CopyRepeat)} className={SELECT_CLASS}>
                  {COPY_REPEATS.map((value) => (
                    <option key={value} value={value}>
                      {REPEAT_TEXT[value]()}
                    </option>
                  ))}
                </select>
              </Field>
              {repeat !== 'once' && (
                <TextField label={MESSAGES.copyLastDate} type="date" value={lastDate} onChange={(event) => edit(setLastDate)(event.target.value)} />
              )}
            </>
          )}
          {(kind === 'copy_quarter' || kind === 'roll_forward') && (
            <Field label={MESSAGES.fromQuarter}>
              <select value={fromQuarter} onChange={(event) => edit(setFromQuarter)(event.target.value)} className={SELECT_CLASS}>
                {quarterOptions}
              </select>
            </Field>
          )}
          {kind === 'copy_quarter' && (
            <Field label={MESSAGES.toQuarter}>
              <select value={toQuarter} onChange={(event) => edit(setToQuarter)(event.target.value)} className={SELECT_CLASS}>
                {quarterOptions}
              </select>
            </Field>
          )}
          {kind === 'clear' && (
            <Field label={MESSAGES.clearWhat}>
              <select value={clearQuarter} onChange={(event) => edit(setClearQuarter)(event.target.value)} className={SELECT_CLASS}>
                <option value="">{MESSAGES.clearWholeDay}</option>
                {quarterOptions}
              </select>
            </Field>
          )}
        </div>
        {'problem' in built && built.problem && <Alert tone="error">{built.problem}</Alert>}
        {action.error && <Alert tone="error">{action.error}</Alert>}
        {previewed && <PlanActionPreview answer={previewed} plan={plan} />}
      </div>
    </Modal>
  );
}
