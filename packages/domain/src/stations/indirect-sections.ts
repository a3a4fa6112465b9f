import { INDIRECT_ROW_TOLERANCE_UNITS } from '../timings.ts';
import { compareStationCodes } from './station-code.ts';
import { isIndirectStation, isLineNumber, STATION_TYPES, type LineNumber, type StationKindFacts } from './station-kind.ts';

export type IndirectStation = StationKindFacts & {
  station_code: string;
  position_x: number | null;
  position_y: number | null;
};

export type IndirectSections<T extends IndirectStation> = {
  /** Stations of type ADDITIONAL_INDIRECTS, wherever they stand. */
  additional: T[];
  /** The other indirect roles that belong to a line, per line; lines without one are left out. */
  byLine: Partial<Record<LineNumber, T[]>>;
  /** The remaining indirect roles, in rows as they stand on the floor. */
  otherRows: T[][];
};

const byCode = <T extends IndirectStation>(a: T, b: T) => compareStationCodes(a.station_code, b.station_code);

/**
 * Spec 2 §9 spatial grouping: stations whose vertical positions lie within `tolerance` units
 * of a row's first (top-most) station share that row. Measuring from the row's first station,
 * not from its neighbour, keeps a slow slope down the floor from chaining into one long row.
 * Rows run top to bottom, each left to right; stations not placed on the floor make a last row.
 */
export function groupIntoRows<T extends IndirectStation>(stations: readonly T[], tolerance: number = INDIRECT_ROW_TOLERANCE_UNITS): T[][] {
  const placed = stations.filter((s) => s.position_y !== null).sort((a, b) => a.position_y! - b.position_y!);
  const rows: T[][] = [];
  let rowTop = -Infinity;
  for (const station of placed) {
    if (station.position_y! - rowTop > tolerance) {
      rows.push([]);
      rowTop = station.position_y!;
    }
    rows.at(-1)!.push(station);
  }
  for (const row of rows) row.sort((a, b) => (a.position_x ?? Infinity) - (b.position_x ?? Infinity) || byCode(a, b));
  const unplaced = stations.filter((s) => s.position_y === null).sort(byCode);
  if (unplaced.length > 0) rows.push(unplaced);
  return rows;
}

/**
 * Spec 2 §2 Indirects tab: Additional Indirects, Line Stations (indirect roles that belong to a
 * line, in a column per line) and Other Indirect Stations grouped spatially. Only indirect
 * stations are considered; everything else is left out.
 */
export function splitIndirectSections<T extends IndirectStation>(stations: readonly T[]): IndirectSections<T> {
  const indirect = stations.filter(isIndirectStation);
  const additional = indirect.filter((s) => s.station_type?.name === STATION_TYPES.ADDITIONAL_INDIRECTS).sort(byCode);
  const rest = indirect.filter((s) => s.station_type?.name !== STATION_TYPES.ADDITIONAL_INDIRECTS);
  const byLine: Partial<Record<LineNumber, T[]>> = {};
  for (const station of rest.filter((s) => isLineNumber(s.line_number)).sort(byCode)) {
    (byLine[station.line_number as LineNumber] ??= []).push(station);
  }
  return { additional, byLine, otherRows: groupIntoRows(rest.filter((s) => !isLineNumber(s.line_number))) };
}
