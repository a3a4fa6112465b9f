import { Fragment, useEffect, useMemo, useRef, type ClipboardEvent, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { Flame } from 'lucide-react';
import type { PlanQuarter } from '@stationboard/domain/schemas/plan';
import { formatHHMM } from '@stationboard/domain/quarters/time';
import { cn } from '../../../lib/cn.ts';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { isInRange, rangeOf, type GridState } from '../grid-keyboard.ts';
import { useRowWindow } from '../hooks/use-row-window.ts';
import type { PlanLookup, PlanRow } from '../plan-rows.ts';
import { PlanCellView } from './plan-cell.tsx';

/** Every row is this tall (px), so the window of rows drawn is arithmetic. */
const ROW_HEIGHT = 40;
const HEADER_HEIGHT = 48;

export type PlanGridProps = {
  label: string;
  idPrefix: string;
  rows: readonly PlanRow[];
  /** The quarters of the day in clock order, and which of them show (a phone shows one). */
  quarters: readonly PlanQuarter[];
  columns: readonly number[];
  lookup: PlanLookup;
  state: GridState;
  runningQuarterId: string | null;
  /** The cursor cell while its search is open. */
  editor: ReactNode;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  onCopy: (event: ClipboardEvent<HTMLDivElement>) => void;
  onPaste: (event: ClipboardEvent<HTMLDivElement>) => void;
  onPickCell: (row: number, col: number, extend: boolean) => void;
};

export const cellId = (prefix: string, row: number, col: number) => `${prefix}-${row}-${col}`;

/**
 * The day plan as a grid (issue 27): a row per station under its line's header, a column per
 * quarter. One tab stop; the cursor is the active descendant. Only the rows in view are drawn.
 */
export function PlanGrid(props: PlanGridProps) {
  const { rows, quarters, columns, lookup, state, idPrefix } = props;
  const grid = useRef<HTMLDivElement>(null);
  // A search that closes (assigned, cancelled) gives the keys back to the grid, unless focus went somewhere on purpose.
  const isEditing = state.editing !== null;
  const wasEditing = useRef(isEditing);
  useEffect(() => {
    const active = document.activeElement;
    if (wasEditing.current && !isEditing && (active === null || active === document.body)) grid.current?.focus();
    wasEditing.current = isEditing;
  }, [isEditing]);
  const rowOfStation = useMemo(() => rows.flatMap((row, index) => (row.kind === 'station' ? [index] : [])), [rows]);
  const {
    ref: scroller,
    first,
    last,
    onScroll,
  } = useRowWindow({
    count: rows.length,
    rowHeight: ROW_HEIGHT,
    headerHeight: HEADER_HEIGHT,
    keepVisible: rowOfStation[state.cursor.row] ?? 0,
  });
  const range = rangeOf(state);
  const template: CSSProperties = { gridTemplateColumns: `minmax(7.5rem, 10rem) repeat(${columns.length}, minmax(8.5rem, 1fr))`, height: ROW_HEIGHT };
  const activeId = state.editing === null ? cellId(idPrefix, state.cursor.row, state.cursor.col) : undefined;

  return (
    <div ref={scroller} onScroll={onScroll} className="relative h-[calc(100dvh-17rem)] min-h-72 overflow-auto rounded-lg border border-slate-300 bg-white">
      <div
        ref={grid}
        role="grid"
        aria-label={props.label}
        aria-rowcount={rows.length + 1}
        aria-colcount={quarters.length + 1}
        aria-multiselectable
        tabIndex={0}
        aria-activedescendant={activeId}
        onKeyDown={props.onKeyDown}
        onCopy={props.onCopy}
        onPaste={props.onPaste}
        className="min-w-max focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
      >
        <div role="rowgroup" className="sticky top-0 z-10">
          <div role="row" aria-rowindex={1} className="grid bg-slate-100" style={{ ...template, height: HEADER_HEIGHT }}>
            <div role="columnheader" className="sticky left-0 flex items-center border-r border-b border-slate-300 bg-slate-100 px-2 text-sm font-semibold">
              {MESSAGES.dayPlanStation}
            </div>
            {columns.map((col) => {
              const quarter = quarters[col]!;
              return (
                <div
                  key={quarter.id}
                  role="columnheader"
                  aria-colindex={col + 2}
                  className={cn('flex flex-col justify-center border-r border-b border-slate-300 px-2', quarter.id === props.runningQuarterId && 'bg-green-50')}
                >
                  <span className="text-sm font-semibold">{quarter.quarter_name}</span>
                  <span className="font-mono text-xs text-slate-600 tabular-nums">
                    {formatHHMM(quarter.start_time)}–{formatHHMM(quarter.end_time)}
                  </span>
                </div>
              );
            })}
          </div>
        </div>
        <div role="rowgroup" style={{ paddingTop: first * ROW_HEIGHT, paddingBottom: (rows.length - last) * ROW_HEIGHT }}>
          {rows.slice(first, last).map((row, offset) => {
            const rowIndex = first + offset + 2;
            if (row.kind === 'line') {
              return (
                <div key={`line-${row.lineNumber}`} role="row" aria-rowindex={rowIndex} className="grid bg-slate-50" style={template}>
                  <div role="rowheader" className="sticky left-0 flex items-center border-r border-b border-slate-300 bg-slate-50 px-2 text-sm font-bold">
                    {row.lineNumber === null ? MESSAGES.dayPlanOtherStations : MESSAGES.lineLabel(row.lineNumber)}
                  </div>
                  {columns.map((col) => {
                    const count = row.lineNumber === null ? undefined : lookup.lineCount(row.lineNumber, quarters[col]!.id);
                    return (
                      <div
                        key={col}
                        role="gridcell"
                        aria-colindex={col + 2}
                        className="flex items-center border-r border-b border-slate-300 px-2 text-xs text-slate-700"
                      >
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
            const { station, index } = row;
            return (
              <div key={station.id} role="row" aria-rowindex={rowIndex} className="grid" style={template}>
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
                  if (isCursor && props.editor) return <Fragment key={col}>{props.editor}</Fragment>;
                  const quarter = quarters[col]!;
                  return (
                    <PlanCellView
                      key={col}
                      id={cellId(idPrefix, index, col)}
                      cell={lookup.cell(station.id, quarter.id)}
                      isCursor={isCursor}
                      isSelected={isInRange(range, { row: index, col })}
                      isRunning={quarter.id === props.runningQuarterId}
                      isStationActive={station.is_active}
                      onPick={(event) => props.onPickCell(index, col, event.shiftKey)}
                    />
                  );
                })}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
