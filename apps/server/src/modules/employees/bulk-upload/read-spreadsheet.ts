/**
 * Reads an uploaded spreadsheet into records by their header, refusing while parsing anything
 * that is not a plain table of values: formulas, more than 50,000 rows, missing columns.
 * SheetJS takes seconds over a large file, so an upload is read in a worker thread (decision
 * 105), the employee list, the exceptions upload (decision 155), the volume upload (decision 156) and the
 * standards upload (decision 161) alike; `checkSpreadsheetFile`
 * has already refused what must not reach it.
 */
import * as XLSX from '@e965/xlsx';
import { AppError, type ErrorCode } from '@stationboard/domain/errors/app-error';
import { isFormulaText } from '@stationboard/domain/spreadsheets/formula-text';
import { runWorker } from '../../../lib/run-worker.ts';
import type { DemandSheet } from './read-demand-sheet.ts';
import type { EmployeeSheet } from './read-employee-sheet.ts';
import type { ExceptionSheet } from './read-exception-sheet.ts';
import type { StandardsSheet } from './read-standards-sheet.ts';
import { decodeUploadedText, type SpreadsheetKind } from './spreadsheet-file.ts';

/** Several centers' rosters in one file (issue 7 benchmarks 20,000 rows); far below a million-row sheet. */
export const MAX_ROWS = 50_000;

/** What each upload's rows read into. */
export type Sheets = { employees: EmployeeSheet; exceptions: ExceptionSheet; demand: DemandSheet; standards: StandardsSheet };

/** What the worker is handed: the file's bytes, the kind `checkSpreadsheetFile` found, and which upload it is. */
export type SheetQuestion = { bytes: Uint8Array; kind: SpreadsheetKind; sheet: keyof Sheets };

/** What the worker posts back: the sheet, or the refusal to pass on to the caller. */
export type SheetAnswer = { sheet: Sheets[keyof Sheets] } | { refused: { code: ErrorCode; message: string } };

export async function readSheetOffThread<K extends keyof Sheets>(buffer: Buffer, kind: SpreadsheetKind, sheet: K): Promise<Sheets[K]> {
  const question: SheetQuestion = { bytes: buffer, kind, sheet };
  const answer = await runWorker<SheetAnswer>(new URL('./read-sheet-worker.ts', import.meta.url), question);
  if ('refused' in answer) throw new AppError(answer.refused.code, answer.refused.message);
  return answer.sheet as Sheets[K];
}

/** A data row by its header's (trimmed) names, with the spreadsheet's own row number (the header is row 1). */
export type SheetRecord = { record: Record<string, unknown>; rowNumber: number };

export type SheetShape = {
  /** The columns the header lacks for the file to be read at all. */
  missingColumns: (header: string[]) => readonly string[];
  /**
   * A CSV's cells as the text they are, not guessed into numbers and dates: SheetJS reads
   * "2026-11-31" as December 1st, and the exceptions upload must refuse it (decision 155).
   */
  csvAsText?: boolean;
};

/**
 * SheetJS's part, synchronous: it runs in the worker. A CSV reaches SheetJS as text decoded
 * here (decision 134): given bytes, it reads a UTF-8 file without a mark as Windows-1252.
 */
export function readSpreadsheetRecords(buffer: Buffer, kind: SpreadsheetKind, { missingColumns, csvAsText = false }: SheetShape): SheetRecord[] {
  const options: XLSX.ParsingOptions = { cellFormula: true, cellHTML: false, cellDates: true, sheetRows: MAX_ROWS + 2, dense: true, raw: csvAsText };
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
  const missing = missingColumns(header);
  if (missing.length > 0) throw new AppError('BAD_REQUEST', `Missing columns: ${missing.join(', ')}`);
  return records.map((record, index) => ({
    record: Object.fromEntries(Object.entries(record).map(([key, value]) => [key.trim(), value])),
    rowNumber: index + 2,
  }));
}
