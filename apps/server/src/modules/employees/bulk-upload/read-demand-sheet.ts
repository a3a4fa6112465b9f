/** Decision 156: the volume upload's rows, read from the spreadsheet's records in the worker (read-spreadsheet.ts). */
import { AppError } from '@stationboard/domain/errors/app-error';
import { MESSAGES } from '@stationboard/domain/messages';
import { missingDemandColumns, toDemandUploadRow, type DemandUploadRow } from '@stationboard/domain/demand/demand-upload-row';
import type { RowProblem } from './read-exception-sheet.ts';
import { readSpreadsheetRecords } from './read-spreadsheet.ts';
import type { SpreadsheetKind } from './spreadsheet-file.ts';

export type DemandSheet = { rows: DemandUploadRow[]; problems: RowProblem[] };

export function readDemandSheet(buffer: Buffer, kind: SpreadsheetKind): DemandSheet {
  const result: DemandSheet = { rows: [], problems: [] };
  for (const { record, rowNumber } of readSpreadsheetRecords(buffer, kind, { missingColumns: missingDemandColumns, csvAsText: true })) {
    const parsed = toDemandUploadRow(record, rowNumber);
    if ('row' in parsed) result.rows.push(parsed.row);
    if ('error' in parsed) result.problems.push({ row_number: rowNumber, error: parsed.error });
  }
  if (result.rows.length === 0 && result.problems.length === 0) throw new AppError('BAD_REQUEST', MESSAGES.demandUploadNoRows);
  return result;
}
