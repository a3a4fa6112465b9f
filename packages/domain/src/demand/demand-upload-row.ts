/**
 * Issue 29 (decision 156): one row of a volume upload (columns date, quarter, line, units) to
 * a volume of a line in a quarter of an operating day. A row that breaks a rule is reported
 * with its row number and skipped, as the exceptions upload's are (decision 155); which quarter
 * it names, the server finds among the center's (`matchUploadQuarter`).
 */
import { cellText, isoDate } from '../employees/bulk-upload-row.ts';
import { MESSAGES } from '../messages.ts';
import { rowError } from '../roster/exception-upload-row.ts';
import { dateSchema } from '../schemas/id.ts';
import { UNITS_MAX } from '../schemas/demand.ts';
import { LINE_NUMBERS } from '../stations/station-kind.ts';

export const DEMAND_UPLOAD_COLUMNS = ['date', 'quarter', 'line', 'units'] as const;

export function missingDemandColumns(header: readonly string[]): string[] {
  return DEMAND_UPLOAD_COLUMNS.filter((column) => !header.includes(column));
}

export type DemandUploadRow = {
  /** The spreadsheet's own row number (the header is row 1). */
  row_number: number;
  /** The operating day. */
  date: string;
  /** The quarter as the file names it: its number ("3" or "Q3") or its name. */
  quarter: string;
  line: number;
  /** null: a blank cell, which clears the volume. */
  units: number | null;
};

export type DemandRowResult = { row: DemandUploadRow } | { error: string } | { blank: true };

/** A whole number from `min` to `max` written as digits (a workbook's number cell too); null when blank. The standards upload reads its cells so too. */
export function wholeIn(value: unknown, min: number, max: number): number | null | 'invalid' {
  const raw = cellText(value);
  if (raw === '') return null;
  if (!/^\d{1,9}$/.test(raw)) return 'invalid';
  const number = Number(raw);
  return number >= min && number <= max ? number : 'invalid';
}

export function toDemandUploadRow(record: Record<string, unknown>, rowNumber: number): DemandRowResult {
  if (DEMAND_UPLOAD_COLUMNS.every((column) => cellText(record[column]) === '')) return { blank: true };
  const problems: string[] = [];
  const date = isoDate(record.date);
  if (date === null || date === 'invalid' || !dateSchema.safeParse(date).success) problems.push(MESSAGES.exceptionUploadDateInvalid);
  const quarter = cellText(record.quarter);
  if (quarter === '') problems.push(MESSAGES.demandUploadQuarterRequired);
  const line = wholeIn(record.line, 1, LINE_NUMBERS.length);
  if (line === null || line === 'invalid') problems.push(MESSAGES.demandLineInvalid);
  const units = wholeIn(record.units, 0, UNITS_MAX);
  if (units === 'invalid') problems.push(MESSAGES.demandUnitsInvalid);
  if (problems.length > 0) return { error: rowError(rowNumber, problems.join('; ')) };
  return { row: { row_number: rowNumber, date: date as string, quarter, line: line as number, units: units as number | null } };
}

/**
 * The center's quarter a row names: by number ("3", "Q3", "q 3") or by name, case aside; a
 * number wins over a name that reads the same.
 */
export function matchUploadQuarter<Q extends { quarter_number: number; quarter_name: string }>(named: string, quarters: readonly Q[]): Q | null {
  const number = /^q?\s*(\d{1,2})$/i.exec(named.trim());
  if (number) {
    const byNumber = quarters.find((quarter) => quarter.quarter_number === Number(number[1]));
    if (byNumber) return byNumber;
  }
  return quarters.find((quarter) => quarter.quarter_name.trim().toLowerCase() === named.trim().toLowerCase()) ?? null;
}
