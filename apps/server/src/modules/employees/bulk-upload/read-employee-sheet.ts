/**
 * Reads an uploaded spreadsheet into employee rows, refusing while parsing anything that is
 * not a plain table of values: formulas, more than 50,000 rows, missing columns. SheetJS
 * takes seconds over a large file, so an upload is read in a worker thread (decision 105);
 * `checkSpreadsheetFile` has already refused what must not reach it.
 */
import * as XLSX from '@e965/xlsx';
import { AppError, type ErrorCode } from '@stationboard/domain/errors/app-error';
import { REQUIRED_BULK_COLUMNS, toBulkEmployeeRow, type BulkEmployeeRow } from '@stationboard/domain/employees/bulk-upload-row';
import { isFormulaText } from '@stationboard/domain/spreadsheets/formula-text';
import { runWorker } from '../../../lib/run-worker.ts';
import { decodeUploadedText, type SpreadsheetKind } from './spreadsheet-file.ts';

/** Several centers' rosters in one file (issue 7 benchmarks 20,000 rows); far below a million-row sheet. */
export const MAX_ROWS = 50_000;

export type EmployeeSheet = { rows: BulkEmployeeRow[]; skipped: number; errors: string[] };

/** What the worker is handed: the file's bytes and the kind `checkSpreadsheetFile` found. */
export type SheetQuestion = { bytes: Uint8Array; kind: SpreadsheetKind };

/** What the worker posts back: the sheet, or the refusal to pass on to the caller. */
export type SheetAnswer = { sheet: EmployeeSheet } | { refused: { code: ErrorCode; message: string } };

export async function readEmployeeSheetOffThread(buffer: Buffer, kind: SpreadsheetKind): Promise<EmployeeSheet> {
  const question: SheetQuestion = { bytes: buffer, kind };
  const answer = await runWorker<SheetAnswer>(new URL('./read-employee-sheet-worker.ts', import.meta.url), question);
  if ('refused' in answer) throw new AppError(answer.refused.code, answer.refused.message);
  return answer.sheet;
}

/**
 * SheetJS's part, synchronous: it runs in the worker (`read-employee-sheet-worker.ts`). A CSV
 * reaches SheetJS as text decoded here (decision 134): given bytes, it reads a UTF-8 file
 * without a mark as Windows-1252.
 */
export function readEmployeeSheet(buffer: Buffer, kind: SpreadsheetKind): EmployeeSheet {
  const options: XLSX.ParsingOptions = { cellFormula: true, cellHTML: false, cellDates: true, sheetRows: MAX_ROWS + 2, dense: true };
  const text = kind === 'csv' ? decodeUploadedText(buffer) : null;
  let workbook: XLSX.WorkBook;
  try {
    workbook = text === null ? XLSX.read(buffer, { ...options, type: 'buffer' }) : XLSX.read(text, { ...options, type: 'string' });
  } catch {
    throw new AppError('BAD_REQUEST', 'The file could not be read as a spreadsheet');
  }
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  if (!sheet || !sheet['!ref']) throw new AppError('BAD_REQUEST', 'The file is empty');
  const declared = sheet['!fullref'] ?? sheet['!ref'];
  if (XLSX.utils.decode_range(declared).e.r > MAX_ROWS) throw new AppError('BAD_REQUEST', `The file has more than ${MAX_ROWS} rows`);
  // A formula cell in a workbook, or a text that a spreadsheet would run as one (decision 106).
  const dense = sheet['!data'] ?? [];
  if (dense.some((row) => row?.some((cell) => cell?.f !== undefined || (typeof cell?.v === 'string' && isFormulaText(cell.v))))) {
    throw new AppError('BAD_REQUEST', 'The file contains formulas; upload values only');
  }
  const records = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet, { defval: '', raw: true });
  const header = (XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 })[0] ?? []).map((h) => String(h).trim());
  const missing = REQUIRED_BULK_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length > 0) throw new AppError('BAD_REQUEST', `Missing columns: ${missing.join(', ')}`);

  const result: EmployeeSheet = { rows: [], skipped: 0, errors: [] };
  const seen = new Set<number>();
  records.forEach((record, index) => {
    const rowNumber = index + 2;
    const trimmed = Object.fromEntries(Object.entries(record).map(([key, value]) => [key.trim(), value]));
    const parsed = toBulkEmployeeRow(trimmed, rowNumber);
    if ('blank' in parsed) return;
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
  });
  if (result.rows.length === 0 && result.errors.length === 0) throw new AppError('BAD_REQUEST', 'The file has no employee rows');
  return result;
}
