import { useEffect, useMemo, useRef, type ClipboardEvent, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import type { PlanQuarter } from '@stationboard/domain/schemas/plan';
import { formatHHMM } from '@stationboard/domain/quarters/time';
import { cn } from '../../../lib/cn.ts';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { rangeOf, type GridState } from '../grid-keyboard.ts';
import { useRowWindow } from '../hooks/use-row-window.ts';
import type { PlanLookup, PlanRow } from '../plan-rows.ts';
import { DemandRow, UnitsRow, type PlanDemand } from './demand-rows.tsx';
import { cellId, LineRow, StationRow } from './plan-grid-rows.tsx';

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
  /** Decision 159: who else changed a cell a moment ago, by cell key. */
  cellAuthors: ReadonlyMap<string, string>;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  onCopy: (event: ClipboardEvent<HTMLDivElement>) => void;
  onPaste: (event: ClipboardEvent<HTMLDivElement>) => void;
  onPickCell: (row: number, col: number, extend: boolean) => void;
  /** Decision 156: each line's units and required / planned / expected / checked in, for the rows that show them. */
  demand?: PlanDemand;
};

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
    <div ref={scroller} onScroll={onScroll} className="relative min-h-72 flex-1 basis-0 overflow-auto rounded-lg border border-slate-300 bg-white">
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
            const rowProps = { rowIndex: first + offset + 2, template, columns, quarters, lookup };
            if (row.kind === 'line') return <LineRow key={`line-${row.lineNumber}`} {...rowProps} lineNumber={row.lineNumber} />;
            if (row.kind === 'units' || row.kind === 'demand') {
              if (!props.demand) return null;
              const Row = row.kind === 'units' ? UnitsRow : DemandRow;
              return <Row key={`${row.kind}-${row.lineNumber}`} {...rowProps} lineNumber={row.lineNumber} demand={props.demand} />;
            }
            return (
              <StationRow
                key={row.station.id}
                {...rowProps}
                station={row.station}
                index={row.index}
                state={state}
                range={range}
                idPrefix={idPrefix}
                runningQuarterId={props.runningQuarterId}
                editor={props.editor}
                cellAuthors={props.cellAuthors}
                onPickCell={props.onPickCell}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}
