/**
 * Reads an uploaded spreadsheet into employee rows, refusing before or while parsing anything
 * that is not a plain table of values: a wrong or disguised type, a zip that would unpack to
 * more than 100 MB, formulas, more than 50,000 rows, missing columns.
 */
import * as XLSX from '@e965/xlsx';
import { AppError } from '@stationboard/domain/errors/app-error';
import { MESSAGES } from '@stationboard/domain/messages';
import { REQUIRED_BULK_COLUMNS, toBulkEmployeeRow, type BulkEmployeeRow } from '@stationboard/domain/employees/bulk-upload-row';
import { isFormulaText } from '@stationboard/domain/spreadsheets/formula-text';
import { detectSpreadsheetKind, zipInflatedSize, zipUncompressedSize } from './spreadsheet-file.ts';

/** Several centers' rosters in one file (issue 7 benchmarks 20,000 rows); far below a million-row sheet. */
export const MAX_ROWS = 50_000;
const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;

export type EmployeeSheet = { rows: BulkEmployeeRow[]; skipped: number; errors: string[] };

export async function readEmployeeSheet(buffer: Buffer, filename: string): Promise<EmployeeSheet> {
  if (buffer.length === 0) throw new AppError('BAD_REQUEST', 'The file is empty');
  const kind = detectSpreadsheetKind(buffer, filename);
  if (!kind) throw new AppError('BAD_REQUEST', MESSAGES.uploadWrongType);
  if (kind === 'xlsx') {
    // The declared sizes refuse an honest giant at once; the inflated ones catch a liar.
    const declared = zipUncompressedSize(buffer);
    const inflated = declared === null || declared > MAX_UNPACKED_BYTES ? declared : await zipInflatedSize(buffer, MAX_UNPACKED_BYTES);
    if (inflated === null) throw new AppError('BAD_REQUEST', 'The file is damaged or incomplete');
    if (inflated > MAX_UNPACKED_BYTES) throw new AppError('BAD_REQUEST', 'The file unpacks to more than 100 MB; it is not a plain employee list');
  }
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(buffer, { type: 'buffer', cellFormula: true, cellHTML: false, cellDates: true, sheetRows: MAX_ROWS + 2, dense: true });
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
