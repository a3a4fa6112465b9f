import { useState, type CSSProperties, type KeyboardEvent, type SyntheticEvent } from 'react';
import { TriangleAlert } from 'lucide-react';
import { isShortLine } from '@stationboard/domain/demand/demand-day';
import type { DemandLine } from '@stationboard/domain/schemas/demand';
import { unitsSchema } from '@stationboard/domain/schemas/demand';
import type { PlanQuarter } from '@stationboard/domain/schemas/plan';
import { cn } from '../../../lib/cn.ts';
import { MESSAGES } from '../../../lib/i18n/messages.ts';

/** Decision 156: the day's demand as the grid shows it, and the typing of a line's units for those who may. */
export type PlanDemand = {
  line: (lineNumber: number, quarterId: string) => DemandLine | undefined;
  canEdit: boolean;
  /** The quarter has started on its date: the line is then short by who checked in, the dashboard's rule (decision 161). */
  hasBegun: (quarter: PlanQuarter) => boolean;
  onUnits: (lineNumber: number, quarter: PlanQuarter, units: number | null) => void;
  /** A figure refused before it reaches the server, said where the screen says what failed. */
  onInvalid: (problem: string) => void;
};

type DemandRowProps = {
  rowIndex: number;
  template: CSSProperties;
  columns: readonly number[];
  quarters: readonly PlanQuarter[];
  lineNumber: number;
  demand: PlanDemand;
};

const HEADER = 'sticky left-0 z-[1] flex items-center border-r border-b border-slate-300 bg-slate-50 px-2 text-xs leading-tight font-semibold text-slate-700';
const CELL = 'flex items-center border-r border-b border-slate-300 bg-slate-50 px-2 text-xs';

/** The grid's keys, copy and paste are the grid's own: inside a units field they are the field's. */
const keepInField = (event: SyntheticEvent) => event.stopPropagation();

/** A line's units per quarter: a field for a MANAGER on a day not over, the figure otherwise. */
export function UnitsRow({ rowIndex, template, columns, quarters, lineNumber, demand }: DemandRowProps) {
  return (
    <div role="row" aria-rowindex={rowIndex} className="grid" style={template}>
      <div role="rowheader" className={HEADER}>
        {MESSAGES.demandUnitsRow}
      </div>
      {columns.map((col) => {
        const quarter = quarters[col]!;
        const units = demand.line(lineNumber, quarter.id)?.units ?? null;
        return (
          <div key={col} role="gridcell" aria-colindex={col + 2} className={CELL}>
            {demand.canEdit ? (
              <UnitsField
                key={quarter.id}
                units={units}
                label={MESSAGES.demandUnitsOf(lineNumber, quarter.quarter_name)}
                onSave={(next) => demand.onUnits(lineNumber, quarter, next)}
                onInvalid={demand.onInvalid}
              />
            ) : (
              <span className="tabular-nums">{units ?? '–'}</span>
            )}
          </div>
        );
      })}
    </div>
  );
}

/** Saved on Enter or on leaving the field when changed; Escape puts the saved figure back. A bad figure is refused here: the field is marked and the screen says why. */
function UnitsField({
  units,
  label,
  onSave,
  onInvalid,
}: {
  units: number | null;
  label: string;
  onSave: (units: number | null) => void;
  onInvalid: (problem: string) => void;
}) {
  const textOf = (figure: number | null) => (figure === null ? '' : String(figure));
  const [text, setText] = useState(textOf(units));
  const [problem, setProblem] = useState<string | null>(null);
  // The saved figure changed (this field's save came back, or another manager's): show it.
  const [shown, setShown] = useState(units);
  if (shown !== units) {
    setShown(units);
    setText(textOf(units));
  }
  const save = () => {
    const trimmed = text.trim();
    if (trimmed === '') {
      setProblem(null);
      if (units !== null) onSave(null);
      return;
    }
    const parsed = unitsSchema.safeParse(/^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN);
    if (!parsed.success) {
      setProblem(MESSAGES.demandUnitsInvalid);
      onInvalid(MESSAGES.demandUnitsInvalid);
      return;
    }
    setProblem(null);
    if (parsed.data !== units) onSave(parsed.data);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    keepInField(event);
    if (event.key === 'Enter') save();
    if (event.key === 'Escape') {
      setText(textOf(units));
      setProblem(null);
    }
  };
  return (
    <input
      inputMode="numeric"
      aria-label={label}
      aria-invalid={problem !== null}
      title={problem ?? undefined}
      placeholder={MESSAGES.demandUnitsPlaceholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={save}
      onKeyDown={onKeyDown}
      onCopy={keepInField}
      onPaste={keepInField}
      className={cn(
        'w-full rounded border bg-white px-1.5 py-0.5 text-xs text-ink tabular-nums placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-blue-600',
        problem ? 'border-red-700' : 'border-slate-300',
      )}
    />
  );
}

/** A line's required / planned / expected / checked in per quarter; a short line says so in words and with an icon. */
export function DemandRow({ rowIndex, template, columns, quarters, lineNumber, demand }: DemandRowProps) {
  return (
    <div role="row" aria-rowindex={rowIndex} className="grid" style={template}>
      <div role="rowheader" className={HEADER}>
        {MESSAGES.demandFiguresRow}
      </div>
      {columns.map((col) => {
        const quarter = quarters[col]!;
        const figures = demand.line(lineNumber, quarter.id);
        const isShort = figures !== undefined && isShortLine(figures, demand.hasBegun(quarter));
        return (
          <div key={col} role="gridcell" aria-colindex={col + 2} className={cn(CELL, 'flex-col items-start justify-center gap-0', isShort && 'bg-amber-50')}>
            {figures && (
              <>
                <span aria-hidden className="font-semibold text-slate-800 tabular-nums">
                  {figures.required} / {figures.planned} / {figures.expected ?? '–'} / {figures.checked_in}
                </span>
                <span className="sr-only">{MESSAGES.demandFigures(figures.required, figures.planned, figures.expected, figures.checked_in)}</span>
                {isShort && (
                  <span className="inline-flex items-center gap-0.5 font-semibold text-amber-900">
                    <TriangleAlert aria-hidden className="size-3.5" />
                    {MESSAGES.demandShort}
                  </span>
                )}
              </>
            )}
          </div>
        );
      })}
    </div>
  );
}
