import { useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { rosterShiftOfQuarter, type RosterDay } from '@stationboard/domain/roster/roster';
import type { Employee } from '@stationboard/domain/schemas/employee-record';
import type { Plan, PlanPasteCell } from '@stationboard/domain/schemas/plan';
import { offRosterMark } from '../../../lib/roster-mark.ts';
import { usePopoverSearch } from '../../../lib/use-popover-search.ts';
import { gridKey, INITIAL_GRID_STATE, rangeOf, type CellRange, type GridEffect, type GridKey, type GridState } from '../grid-keyboard.ts';
import { parsePastedText, placePastedRows, rangeToText } from '../plan-clipboard.ts';
import type { PlanLookup } from '../plan-rows.ts';
import type { PlanChanges } from './use-plan-changes.ts';

/** What a cell written from the search names the person by: a login or badge names one person, a name may name several. */
function identifierOf(person: Employee): string {
  return person.employee_id ?? (person.badge_barcode_id === null ? person.name : String(person.badge_barcode_id));
}

/** Decision 153: a cell's search asked first, since it names someone off the roster day. */
export type OffRosterAsk = { cell: PlanPasteCell; person: string; mark: string };

/** The roster day a column plans: the plan's operating day, on its quarter's shift. */
function rosterDayOfColumn(plan: Plan | undefined, col: number): RosterDay | null {
  const quarter = plan?.quarters[col];
  if (!plan || !quarter) return null;
  const shift = rosterShiftOfQuarter(quarter.shift);
  return { date: plan.date, ...(shift && { shift }) };
}

const keyOf = (event: KeyboardEvent): GridKey => ({ key: event.key, shift: event.shiftKey, mod: event.ctrlKey || event.metaKey, alt: event.altKey });

type UsePlanGridOptions = {
  centerId: string;
  plan: Plan | undefined;
  /** The stations in row order. */
  stations: Plan['stations'];
  lookup: PlanLookup | null;
  canEdit: boolean;
  changes: PlanChanges;
};

/**
 * The grid's cursor, range and cell search, and what its keys and the clipboard do to the
 * plan (issue 27): the keyboard model (grid-keyboard.ts) decides, this carries it out.
 */
export function usePlanGrid({ centerId, plan, stations, lookup, canEdit, changes }: UsePlanGridOptions) {
  const [state, setState] = useState<GridState>(INITIAL_GRID_STATE);
  const [asking, setAsking] = useState<OffRosterAsk | null>(null);
  const search = usePopoverSearch(centerId, state.editing ?? '', rosterDayOfColumn(plan, state.cursor.col));
  const top = search.isSettled ? (search.results[0] ?? null) : null;
  const quarters = plan?.quarters ?? [];
  const size = { rows: stations.length, cols: quarters.length };

  const cellAt = (row: number, col: number) => ({ station: stations[row], quarter: quarters[col] });
  const nameAt = (row: number, col: number) => {
    const { station, quarter } = cellAt(row, col);
    return (station && quarter && lookup?.cell(station.id, quarter.id)?.employee_name) || '';
  };
  const pasteCell = (row: number, col: number, value: string): PlanPasteCell | null => {
    const { station, quarter } = cellAt(row, col);
    return station && quarter ? { station_id: station.id, quarter_id: quarter.id, value } : null;
  };
  const filledIn = (range: CellRange) => {
    const cells: PlanPasteCell[] = [];
    for (let row = range.top; row <= range.bottom; row++)
      for (let col = range.left; col <= range.right; col++) {
        const cell = nameAt(row, col) ? pasteCell(row, col, '') : null;
        if (cell) cells.push(cell);
      }
    return cells;
  };

  const run = (effect: GridEffect) => {
    if (effect.kind === 'assign' && top) {
      const cell = pasteCell(effect.cell.row, effect.cell.col, identifierOf(top));
      const mark = offRosterMark(top);
      if (cell && mark) setAsking({ cell, person: search.labels.get(top.id) ?? top.name, mark });
      else if (cell) void changes.write([cell]);
    } else if (effect.kind === 'clear') {
      const cells = filledIn(effect.range);
      if (cells.length > 0) void changes.write(cells);
    } else if (effect.kind === 'undo' || effect.kind === 'redo') {
      changes.step(effect.kind);
    }
  };

  const press = (event: KeyboardEvent) => {
    const outcome = gridKey(state, keyOf(event), { ...size, canEdit, hasTopResult: top !== null });
    if (!outcome.isHandled) return;
    event.preventDefault();
    event.stopPropagation();
    setState(outcome.state);
    if (outcome.effect) run(outcome.effect);
  };

  return {
    state,
    search,
    /** Decision 153: the cell waiting for the manager to confirm someone off the roster; Assign anyway writes it. */
    offRosterAsk: asking,
    confirmOffRoster: () => {
      if (asking) void changes.write([asking.cell]);
      setAsking(null);
    },
    cancelOffRoster: () => setAsking(null),
    size,
    onKeyDown: press,
    onEditorKeyDown: press,
    setEditText: (text: string) => setState((current) => ({ ...current, editing: text })),
    stopEditing: () => setState((current) => ({ ...current, editing: null })),
    pickCell: (row: number, col: number, extend: boolean) =>
      setState((current) => ({ cursor: { row, col }, anchor: extend ? (current.anchor ?? current.cursor) : null, editing: null })),
    pickColumn: (col: number) => setState((current) => ({ ...current, cursor: { ...current.cursor, col }, anchor: null })),
    onCopy: (event: ClipboardEvent) => {
      if (state.editing !== null || size.rows === 0) return;
      event.preventDefault();
      event.clipboardData.setData('text/plain', rangeToText(rangeOf(state), nameAt));
    },
    onPaste: (event: ClipboardEvent) => {
      if (state.editing !== null || !canEdit) return;
      event.preventDefault();
      const placed = placePastedRows(parsePastedText(event.clipboardData.getData('text/plain')), rangeOf(state), size);
      const cells = placed.flatMap(({ row, col, value }) => pasteCell(row, col, value) ?? []);
      if (cells.length > 0) void changes.preview(cells);
    },
  };
}
