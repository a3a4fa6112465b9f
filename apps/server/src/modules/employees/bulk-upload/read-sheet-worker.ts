/** The worker thread that reads one upload (decision 105): a `SheetQuestion` in, a `SheetAnswer` out. */
import { parentPort, workerData } from 'node:worker_threads';
import { AppError } from '@stationboard/domain/errors/app-error';
import { readDemandSheet } from './read-demand-sheet.ts';
import { readEmployeeSheet } from './read-employee-sheet.ts';
import { readExceptionSheet } from './read-exception-sheet.ts';
import type { SheetAnswer, SheetQuestion } from './read-spreadsheet.ts';
import { readStandardsSheet } from './read-standards-sheet.ts';

const READERS = { employees: readEmployeeSheet, exceptions: readExceptionSheet, demand: readDemandSheet, standards: readStandardsSheet };

const { bytes, kind, sheet } = workerData as SheetQuestion;
let answer: SheetAnswer;
try {
  answer = { sheet: READERS[sheet](Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), kind) };
} catch (err) {
  if (!(err instanceof AppError)) throw err;
  answer = { refused: { code: err.code, message: err.message } };
}
parentPort!.postMessage(answer);
