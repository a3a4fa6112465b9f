/** Decision 155: the exceptions upload's rows, read from the spreadsheet's records in the worker (read-spreadsheet.ts). */
import { AppError } from '@stationboard/domain/errors/app-error';
import { MESSAGES } from '@stationboard/domain/messages';
import { missingExceptionColumns, toExceptionUploadRow, type ExceptionUploadRow } from '@stationboard/domain/roster/exception-upload-row';
import { readSpreadsheetRecords } from './read-spreadsheet.ts';
import type { SpreadsheetKind } from './spreadsheet-file.ts';

/** A skipped row: its number, to list the upload's problems in file order, and its 'Row N: …' line. */
export type RowProblem = { row_number: number; error: string };

export type ExceptionSheet = { rows: ExceptionUploadRow[]; problems: RowProblem[] };

export function readExceptionSheet(buffer: Buffer, kind: SpreadsheetKind): ExceptionSheet {
  const result: ExceptionSheet = { rows: [], problems: [] };
  for (const { record, rowNumber } of readSpreadsheetRecords(buffer, kind, { missingColumns: missingExceptionColumns, csvAsText: true })) {
    const parsed = toExceptionUploadRow(record, rowNumber);
    if ('row' in parsed) result.rows.push(parsed.row);
    if ('error' in parsed) result.problems.push({ row_number: rowNumber, error: parsed.error });
  }
  if (result.rows.length === 0 && result.problems.length === 0) throw new AppError('BAD_REQUEST', MESSAGES.exceptionUploadNoRows);
  return result;
}
