/**
 * Decision 155: an exceptions upload into the database. Each row names its person by login or
 * badge; a row naming nobody of the center, or someone who already has that kind of exception
 * that day, is reported with its number and skipped, and every other row is added by the one
 * code path a single exception takes (audited naming the person, a call-out freeing the day's
 * stations). The good rows go in a few hundred to a transaction, paced on PGlite as the
 * employee upload is; one BULK_UPLOAD audit row closes the upload.
 */
import { MESSAGES } from '@stationboard/domain/messages';
import { matchExceptionPerson, rowError, type ExceptionUploadRow } from '@stationboard/domain/roster/exception-upload-row';
import type { ExceptionUploadResult } from '@stationboard/domain/schemas/bulk-upload';
import type { Database } from '../../../db/database.ts';
import { auditedChange, type Acting } from '../../../lib/audit.ts';
import { readCenterClock } from '../../../floor/center-clock.ts';
import { findPeopleByLoginOrBadge, type EmployeeRow } from '../../../floor/employee-row.ts';
import { addExceptionIn } from '../../../floor/exception-change.ts';
import { step } from './import-employees.ts';
import type { ExceptionSheet, RowProblem } from './read-exception-sheet.ts';

const ROWS_PER_TRANSACTION = 200;

export async function importExceptions(
  database: Database,
  upload: { acting: Acting; fileName: string; sheet: ExceptionSheet; now: Date },
): Promise<ExceptionUploadResult> {
  const { db } = database;
  const { acting, sheet } = upload;
  const problems: RowProblem[] = [...sheet.problems];
  const people = await findPeopleByLoginOrBadge(
    db,
    sheet.rows.flatMap((row) => (row.login === null ? [] : [row.login])),
    sheet.rows.flatMap((row) => (row.badge === null ? [] : [row.badge])),
  );
  const named = people.map((person) => ({ ...person, center_id: person.fulfillmentCenterId, login: person.employeeId, badge: person.badgeBarcodeId }));
  const matched: { row: ExceptionUploadRow; person: EmployeeRow }[] = [];
  for (const row of sheet.rows) {
    const match = matchExceptionPerson(row, named, acting.centerId);
    if ('error' in match) problems.push({ row_number: row.row_number, error: match.error });
    else matched.push({ row, person: match.person });
  }

  // The center's clock, read once: a call-out frees stations only on a day not yet over.
  const clock = await readCenterClock(db, acting.centerId, upload.now);
  const chunks = Array.from({ length: Math.max(1, Math.ceil(matched.length / ROWS_PER_TRANSACTION)) }, (_, index) =>
    matched.slice(index * ROWS_PER_TRANSACTION, (index + 1) * ROWS_PER_TRANSACTION),
  );
  let created = 0;
  let stationsFreed = 0;
  for (const [index, chunk] of chunks.entries()) {
    await step(database, () =>
      auditedChange(db, acting, async (change) => {
        for (const { row, person } of chunk) {
          const added = await addExceptionIn(change, person, row, async () => clock);
          if (!added) problems.push({ row_number: row.row_number, error: rowError(row.row_number, MESSAGES.exceptionExists) });
          else {
            created++;
            stationsFreed += added.freed_stations.length;
          }
        }
        if (index === chunks.length - 1) {
          const newValues = { file: upload.fileName, created, skipped: problems.length, stations_freed: stationsFreed };
          await change.audit({ action: 'BULK_UPLOAD', tableName: 'employee_exceptions', newValues });
        }
      }),
    );
  }
  problems.sort((a, b) => a.row_number - b.row_number);
  return { created, stations_freed: stationsFreed, skipped: problems.length, errors: problems.map((problem) => problem.error) };
}
