/** The worker thread that reads one upload (decision 105): the file's bytes in, a `SheetAnswer` out. */
import { parentPort, workerData } from 'node:worker_threads';
import { AppError } from '@stationboard/domain/errors/app-error';
import { readEmployeeSheet, type SheetAnswer } from './read-employee-sheet.ts';

const bytes = workerData as Uint8Array;
let answer: SheetAnswer;
try {
  answer = { sheet: readEmployeeSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)) };
} catch (err) {
  if (!(err instanceof AppError)) throw err;
  answer = { refused: { code: err.code, message: err.message } };
}
parentPort!.postMessage(answer);
