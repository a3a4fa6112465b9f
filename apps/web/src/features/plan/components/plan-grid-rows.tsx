import { Fragment, type CSSProperties, type ReactNode } from 'react';
import { Flame } from 'lucide-react';
import type { PlanQuarter, PlanStation } from '@stationboard/domain/schemas/plan';
import { cn } from '../../../lib/cn.ts';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { isInRange, type CellRange, type GridState } from '../grid-keyboard.ts';
import { cellKey, type PlanLookup } from '../plan-rows.ts';
import { PlanCellView } from './plan-cell.tsx';

type RowProps = { rowIndex: number; template: CSSProperties; columns: readonly number[]; quarters: readonly PlanQuarter[]; lookup: PlanLookup };

export const cellId = (prefix: string, row: number, col: number) => `${prefix}-${row}-${col}`;

/** A line's header row: its name, and per quarter how many of its active stations are assigned. */
export function LineRow({ rowIndex, template, columns, quarters, lookup, lineNumber }: RowProps & { lineNumber: number | null }) {
  return (
    <div role="row" aria-rowindex={rowIndex} className="grid bg-slate-50" style={template}>
      <div role="rowheader" className="sticky left-0 flex items-center border-r border-b border-slate-300 bg-slate-50 px-2 text-sm font-bold">
        {lineNumber === null ? MESSAGES.dayPlanOtherStations : MESSAGES.lineLabel(lineNumber)}
      </div>
      {columns.map((col) => {
        const count = lineNumber === null ? undefined : lookup.lineCount(lineNumber, quarters[col]!.id);
        return (
          <div key={col} role="gridcell" aria-colindex={col + 2} className="flex items-center border-r border-b border-slate-300 px-2 text-xs text-slate-700">
            {count && (
              <span title={MESSAGES.lineCount(count.assigned, count.active)}>
                <span aria-hidden className="font-semibold tabular-nums">
                  {count.assigned} / {count.active}
                </span>
                <span className="sr-only">{MESSAGES.lineCount(count.assigned, count.active)}</span>
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}

type StationRowProps = RowProps & {
  station: PlanStation;
  /** The station's index: the cursor's row. */
  index: number;
  state: GridState;
  range: CellRange;
  idPrefix: string;
  runningQuarterId: string | null;
  editor: ReactNode;
  /** Decision 159: who else changed a cell a moment ago, by cell key. */
  cellAuthors: ReadonlyMap<string, string>;
  onPickCell: (row: number, col: number, extend: boolean) => void;
};

/** A station's row: its code with the indirect, critical and inactive marks, then its person in each quarter. */
export function StationRow({
  rowIndex,
  template,
  columns,
  quarters,
  lookup,
  station,
  index,
  state,
  range,
  idPrefix,
  runningQuarterId,
  editor,
  cellAuthors,
  onPickCell,
}: StationRowProps) {
  return (
    <div role="row" aria-rowindex={rowIndex} className="grid" style={template}>
      <div
        role="rowheader"
        className={cn(
          'sticky left-0 z-[1] flex items-center gap-1 border-r border-b border-slate-300 px-2 text-sm',
          station.is_active ? 'bg-white font-medium text-slate-900' : 'bg-slate-100 text-slate-600',
        )}
      >
        <span className="truncate">{station.station_code}</span>{' '}
        {station.is_indirect && <span className="rounded bg-violet-100 px-1 text-[10px] font-semibold text-violet-900">{MESSAGES.indirectMark}</span>}
        {station.is_critical && (
          <span role="img" aria-label={MESSAGES.criticalStation} title={MESSAGES.criticalStation}>
            <Flame aria-hidden className="size-3.5 text-red-600" />
          </span>
        )}
        {!station.is_active && <span className="rounded bg-slate-500 px-1 text-[10px] font-bold text-white uppercase">{MESSAGES.inactiveBadge}</span>}
      </div>
      {columns.map((col) => {
        const isCursor = state.cursor.row === index && state.cursor.col === col;
        if (isCursor && editor) return <Fragment key={col}>{editor}</Fragment>;
        const quarter = quarters[col]!;
        return (
          <PlanCellView
            key={col}
            id={cellId(idPrefix, index, col)}
            cell={lookup.cell(station.id, quarter.id)}
            isCursor={isCursor}
            isSelected={isInRange(range, { row: index, col })}
            isRunning={quarter.id === runningQuarterId}
            isStationActive={station.is_active}
            changedBy={cellAuthors.get(cellKey(station.id, quarter.id))}
            onPick={(event) => onPickCell(index, col, event.shiftKey)}
          />
        );
      })}
    </div>
  );
}
