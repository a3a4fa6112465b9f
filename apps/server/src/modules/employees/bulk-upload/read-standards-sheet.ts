/** Decision 161: the standards upload's rows, read from the spreadsheet's records in the worker (read-spreadsheet.ts). */
import { AppError } from '@stationboard/domain/errors/app-error';
import { MESSAGES } from '@stationboard/domain/messages';
import {
  missingStandardsColumns,
  toStandardsUploadRow,
  type StandardsRowError,
  type StandardsUploadRow,
} from '@stationboard/domain/demand/standards-upload-row';
import { readSpreadsheetRecords } from './read-spreadsheet.ts';
import type { SpreadsheetKind } from './spreadsheet-file.ts';

export type StandardsSheet = { rows: StandardsUploadRow[]; errors: StandardsRowError[] };

export function readStandardsSheet(buffer: Buffer, kind: SpreadsheetKind): StandardsSheet {
  const result: StandardsSheet = { rows: [], errors: [] };
  for (const { record, rowNumber } of readSpreadsheetRecords(buffer, kind, { missingColumns: missingStandardsColumns, csvAsText: true })) {
    const parsed = toStandardsUploadRow(record, rowNumber);
    if ('row' in parsed) result.rows.push(parsed.row);
    if ('errors' in parsed) result.errors.push(...parsed.errors);
  }
  if (result.rows.length === 0 && result.errors.length === 0) throw new AppError('BAD_REQUEST', MESSAGES.standardsUploadNoRows);
  return result;
}
