/** The employee list's rows (spec 2 §5), read from the spreadsheet's records in the worker (read-spreadsheet.ts). */
import { AppError } from '@stationboard/domain/errors/app-error';
import { REQUIRED_BULK_COLUMNS, toBulkEmployeeRow, type BulkEmployeeRow } from '@stationboard/domain/employees/bulk-upload-row';
import { readSpreadsheetRecords } from './read-spreadsheet.ts';
import type { SpreadsheetKind } from './spreadsheet-file.ts';

export type EmployeeSheet = { rows: BulkEmployeeRow[]; skipped: number; errors: string[] };

export function readEmployeeSheet(buffer: Buffer, kind: SpreadsheetKind): EmployeeSheet {
  const records = readSpreadsheetRecords(buffer, kind, {
    missingColumns: (header) => REQUIRED_BULK_COLUMNS.filter((column) => !header.includes(column)),
  });
  const result: EmployeeSheet = { rows: [], skipped: 0, errors: [] };
  const seen = new Set<number>();
  for (const { record, rowNumber } of records) {
    const parsed = toBulkEmployeeRow(record, rowNumber);
    if ('blank' in parsed) continue;
    if ('error' in parsed) {
      result.skipped++;
      result.errors.push(parsed.error);
    } else if (seen.has(parsed.row.employee_uid)) {
      result.skipped++;
      result.errors.push(`Row ${rowNumber}: Employee ID ${parsed.row.employee_uid} appears twice in the file`);
    } else {
      seen.add(parsed.row.employee_uid);
      result.rows.push(parsed.row);
    }
  }
  if (result.rows.length === 0 && result.errors.length === 0) throw new AppError('BAD_REQUEST', 'The file has no employee rows');
  return result;
}
