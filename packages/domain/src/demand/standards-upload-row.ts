/**
 * Issue 29 (decision 161): the labour standards upload. One sheet whose rows each set a station
 * (columns station, units_per_hour, high_strain) or a line (columns line, min_heads, max_heads);
 * a file carries either set of columns or both. A blank rate or bound is "none", a blank
 * high_strain is "no". The upload is all or nothing: every problem is listed with its row and
 * column, and nothing is saved while there is one.
 */
import { cellText } from '../employees/bulk-upload-row.ts';
import { MESSAGES } from '../messages.ts';
import { wholeIn } from './demand-upload-row.ts';
import { HEADS_MAX, UNITS_PER_HOUR_MAX } from '../schemas/demand.ts';
import { LINE_NUMBERS } from '../stations/station-kind.ts';

export const STATION_STANDARD_COLUMNS = ['station', 'units_per_hour', 'high_strain'] as const;
export const LINE_STANDARD_COLUMNS = ['line', 'min_heads', 'max_heads'] as const;
export const STANDARDS_UPLOAD_COLUMNS = [...STATION_STANDARD_COLUMNS, ...LINE_STANDARD_COLUMNS] as const;

/** A problem of one row: its spreadsheet row number (the header is row 1), the column at fault (null: the row as a whole) and what is wrong. */
export type StandardsRowError = { row: number; column: string | null; message: string };

/** What the header lacks: a set of columns must be whole, and at least one set there. */
export function missingStandardsColumns(header: readonly string[]): string[] {
  const groups = [STATION_STANDARD_COLUMNS, LINE_STANDARD_COLUMNS].filter((group) => header.includes(group[0]));
  if (groups.length === 0) return [MESSAGES.standardsUploadMissingColumns];
  return groups.flatMap((group) => group.filter((column) => !header.includes(column)));
}

export type StationStandardRow = { kind: 'station'; row: number; station: string; units_per_hour: number | null; is_high_strain: boolean };
export type LineStandardRow = { kind: 'line'; row: number; line: number; min_heads: number | null; max_heads: number | null };
export type StandardsUploadRow = StationStandardRow | LineStandardRow;

export type StandardsRowResult = { row: StandardsUploadRow } | { errors: StandardsRowError[] } | { blank: true };

const YES = new Set(['yes', 'y', 'true', '1', 'x', 'sí', 'si']);
const NO = new Set(['', 'no', 'n', 'false', '0']);

/** A rate above 0 and at most the cap, written as a plain decimal (a workbook's number cell too); null when blank. */
function rateOf(value: unknown): number | null | 'invalid' {
  const raw = cellText(value);
  if (raw === '') return null;
  if (!/^\d{1,6}(\.\d+)?$/.test(raw)) return 'invalid';
  const rate = Number(raw);
  return rate > 0 && rate <= UNITS_PER_HOUR_MAX ? rate : 'invalid';
}

/** One record (by the header's names) of the sheet to a station or line row, or the problems of its cells. */
export function toStandardsUploadRow(record: Record<string, unknown>, row: number): StandardsRowResult {
  if (STANDARDS_UPLOAD_COLUMNS.every((column) => cellText(record[column]) === '')) return { blank: true };
  const station = cellText(record.station);
  const lineText = cellText(record.line);
  if (station !== '' && lineText !== '') return { errors: [{ row, column: null, message: MESSAGES.standardsUploadBoth }] };
  if (station === '' && lineText === '') return { errors: [{ row, column: null, message: MESSAGES.standardsUploadNeither }] };
  const errors: StandardsRowError[] = [];
  const fail = (column: string, message: string) => errors.push({ row, column, message });

  if (station !== '') {
    const rate = rateOf(record.units_per_hour);
    if (rate === 'invalid') fail('units_per_hour', MESSAGES.demandRateInvalid);
    const strain = cellText(record.high_strain).toLowerCase();
    if (!YES.has(strain) && !NO.has(strain)) fail('high_strain', MESSAGES.standardsUploadHighStrainInvalid);
    if (errors.length > 0) return { errors };
    return { row: { kind: 'station', row, station, units_per_hour: rate as number | null, is_high_strain: YES.has(strain) } };
  }

  const line = wholeIn(lineText, 1, LINE_NUMBERS.length);
  if (line === null || line === 'invalid') fail('line', MESSAGES.demandLineInvalid);
  const min = wholeIn(record.min_heads, 0, HEADS_MAX);
  if (min === 'invalid') fail('min_heads', MESSAGES.demandHeadsInvalid);
  const max = wholeIn(record.max_heads, 0, HEADS_MAX);
  if (max === 'invalid') fail('max_heads', MESSAGES.demandHeadsInvalid);
  if (errors.length > 0) return { errors };
  if (min !== null && max !== null && (min as number) > (max as number)) return { errors: [{ row, column: 'min_heads', message: MESSAGES.demandMinAboveMax }] };
  return { row: { kind: 'line', row, line: line as number, min_heads: min as number | null, max_heads: max as number | null } };
}

/** A station of the acting center as the upload matches it. */
export type StandardsStation = { station_id: string; station_code: string; line_number: number | null; is_indirect: boolean };

/** What PUT /api/demand/standards would be sent for the file. */
export type StandardsChange = {
  stations: { station_id: string; units_per_hour: number | null; is_high_strain: boolean }[];
  lines: { line: number; min_heads: number | null; max_heads: number | null }[];
};

/**
 * The rows against the center's stations: a code is matched as written, else with case aside; a
 * code of no station here, a rate on a station no line's figure reads (indirect, or on no line),
 * and a station or line named twice are problems. The change is only good when there are none.
 */
export function resolveStandardsRows(
  rows: readonly StandardsUploadRow[],
  stations: readonly StandardsStation[],
): { change: StandardsChange; errors: StandardsRowError[] } {
  const byCode = new Map(stations.map((station) => [station.station_code.trim(), station]));
  const byLowerCode = new Map<string, StandardsStation>();
  for (const station of stations) {
    const key = station.station_code.trim().toLowerCase();
    // A code that differs from another only in case matches neither loosely.
    if (byLowerCode.has(key)) byLowerCode.set(key, { ...station, station_id: '' });
    else byLowerCode.set(key, station);
  }
  const change: StandardsChange = { stations: [], lines: [] };
  const errors: StandardsRowError[] = [];
  const stationRow = new Map<string, number>();
  const lineRow = new Map<number, number>();
  for (const row of rows) {
    if (row.kind === 'line') {
      const earlier = lineRow.get(row.line);
      if (earlier !== undefined) errors.push({ row: row.row, column: 'line', message: MESSAGES.standardsUploadLineTwice(row.line, earlier) });
      else {
        lineRow.set(row.line, row.row);
        change.lines.push({ line: row.line, min_heads: row.min_heads, max_heads: row.max_heads });
      }
      continue;
    }
    const loose = byLowerCode.get(row.station.toLowerCase());
    const station = byCode.get(row.station) ?? (loose?.station_id ? loose : undefined);
    if (!station) {
      errors.push({ row: row.row, column: 'station', message: MESSAGES.standardsUploadUnknownStation(row.station) });
      continue;
    }
    const earlier = stationRow.get(station.station_id);
    if (earlier !== undefined) {
      errors.push({ row: row.row, column: 'station', message: MESSAGES.standardsUploadStationTwice(station.station_code, earlier) });
      continue;
    }
    stationRow.set(station.station_id, row.row);
    if (row.units_per_hour !== null && (station.is_indirect || station.line_number === null)) {
      errors.push({ row: row.row, column: 'units_per_hour', message: MESSAGES.standardsUploadRateNotCounted(station.station_code) });
      continue;
    }
    change.stations.push({ station_id: station.station_id, units_per_hour: row.units_per_hour, is_high_strain: row.is_high_strain });
  }
  return { change, errors };
}
