import type { Plan, PlanCell, PlanLineCount, PlanStation } from '@stationboard/domain/schemas/plan';

/**
 * A row of the grid: a line's header with its counts, a line's units typed per quarter and its
 * required / planned / expected / checked in (decision 156), or a station (its index among the
 * stations: the cursor's row).
 */
export type PlanRow =
  | { kind: 'line'; lineNumber: number | null }
  | { kind: 'units'; lineNumber: number }
  | { kind: 'demand'; lineNumber: number }
  | { kind: 'station'; station: PlanStation; index: number };

/**
 * The grid's rows: the stations in the map order the plan gives, grouped by line, each group
 * under its header (issue 27); stations of no line come last, under their own header. With
 * `withDemand`, each line's header is followed by its units and its demand rows.
 */
export function planRows(stations: readonly PlanStation[], withDemand = false): { rows: PlanRow[]; stations: PlanStation[] } {
  const groups = new Map<number | null, PlanStation[]>();
  for (const station of stations) {
    const group = groups.get(station.line_number) ?? [];
    group.push(station);
    groups.set(station.line_number, group);
  }
  const order = [...groups.keys()].sort((a, b) => (a === null ? 1 : b === null ? -1 : 0));
  const rows: PlanRow[] = [];
  const ordered: PlanStation[] = [];
  for (const lineNumber of order) {
    rows.push({ kind: 'line', lineNumber });
    if (withDemand && lineNumber !== null) rows.push({ kind: 'units', lineNumber }, { kind: 'demand', lineNumber });
    for (const station of groups.get(lineNumber)!) {
      rows.push({ kind: 'station', station, index: ordered.length });
      ordered.push(station);
    }
  }
  return { rows, stations: ordered };
}

export const cellKey = (stationId: string, quarterId: string) => `${stationId}|${quarterId}`;

/** The plan's cells and line counts, found by station (or line) and quarter. */
export function planLookup(plan: Plan) {
  const cells = new Map(plan.cells.map((cell) => [cellKey(cell.station_id, cell.quarter_id), cell]));
  const counts = new Map(plan.line_counts.map((count) => [cellKey(String(count.line_number), count.quarter_id), count]));
  return {
    cell: (stationId: string, quarterId: string): PlanCell | undefined => cells.get(cellKey(stationId, quarterId)),
    lineCount: (lineNumber: number, quarterId: string): PlanLineCount | undefined => counts.get(cellKey(String(lineNumber), quarterId)),
  };
}

export type PlanLookup = ReturnType<typeof planLookup>;
