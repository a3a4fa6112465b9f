/**
 * Brings a checked employee list into the database all or nothing without holding the
 * database for seconds (issue 13, decision 105). The rows are staged first, in short
 * statements; once every row is staged the upload is marked so, and from then on it is
 * applied whole: the rows move into `employees` by one set-based statement per transaction,
 * and the transaction that moves the last of them also writes the BULK_UPLOAD audit row and
 * removes the upload. A crash before the mark leaves nothing applied; a crash after it, which
 * on PGlite may leave the move part done, leaves a staged upload that the next start finishes.
 */
import { AppError } from '@stationboard/domain/errors/app-error';
import type { Database } from '../../../db/database.ts';
import { auditedChange } from '../../../lib/audit.ts';
import {
  createUpload,
  deleteUnstagedUploads,
  deleteUpload,
  deleteUploadsBegunBefore,
  listStagedUploads,
  markStaged,
  moveStagedRows,
  stageRows,
  vacuumStagedRows,
  type StagedRow,
} from './bulk-upload.repository.ts';
import { resolveRowSkills } from '@stationboard/domain/employees/bulk-upload-row';
import { skillNameKey } from '@stationboard/domain/skills/missing-skills';
import { listSkills } from '../../../floor/skills.ts';
import type { EmployeeSheet } from './read-employee-sheet.ts';

/**
 * On PGlite every other query waits while one runs, and it runs on the event loop the HTTP
 * server needs too: there the upload works in steps of 500 rows (tens of ms) and after each
 * rests as long as the step took, so it holds the database at most half the time and another
 * request waits for one step at most. PGlite runs no autovacuum, so the staging table is
 * vacuumed after each upload. On PostgreSQL a long transaction blocks no reader: the rows
 * move in one, with no rest.
 */
const PACE: Record<Database['kind'], { rowsPerMove: number | null; rests: boolean }> = {
  pglite: { rowsPerMove: 500, rests: true },
  postgres: { rowsPerMove: null, rests: false },
};
const ROWS_PER_STAGING_STATEMENT = 500;

/** One piece of an upload's work, followed on PGlite by as long a rest (PACE); the exceptions upload paces itself so too (decision 155). */
export async function step<T>(database: Database, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  if (PACE[database.kind].rests) await new Promise((resolve) => setTimeout(resolve, performance.now() - started));
  return result;
}

export type ImportCounts = { created: number; updated: number };

/** A staged upload, and who began it in which center: its audit row names them. */
type StagedUpload = { id: string; centerId: string; createdBy: string };

async function applyStagedUpload(database: Database, staged: StagedUpload): Promise<ImportCounts> {
  const { rowsPerMove } = PACE[database.kind];
  for (;;) {
    const counts = await step(database, () =>
      auditedChange(database.db, { centerId: staged.centerId, employeeId: staged.createdBy }, async ({ tx, audit }) => {
        const moved = await moveStagedRows(tx, staged.id, rowsPerMove);
        if (moved === rowsPerMove) return null;
        const upload = await deleteUpload(tx, staged.id);
        // Deleting the center deletes its uploads too.
        if (!upload) throw new AppError('CONFLICT', 'The change refers to a record that does not exist or is still in use');
        const { created, updated } = upload;
        await audit({ action: 'BULK_UPLOAD', tableName: 'employees', newValues: { file: upload.fileName, created, updated, skipped: upload.skipped } });
        return { created, updated };
      }),
    );
    if (!counts) continue;
    if (database.kind === 'pglite') await step(database, () => vacuumStagedRows(database.db));
    return counts;
  }
}

/**
 * Issue 15: the Skills cells against the center's skills. A row naming a skill the center does
 * not have is reported with its row number and skipped, like any row that breaks a rule.
 */
export async function resolveSheetSkills(
  db: Database['db'],
  centerId: string,
  sheet: EmployeeSheet,
): Promise<{ rows: StagedRow[]; skipped: number; errors: string[] }> {
  const known = new Map((await listSkills(db, centerId)).map((skill) => [skillNameKey(skill.name), skill.id]));
  const result = { rows: [] as StagedRow[], skipped: sheet.skipped, errors: [...sheet.errors] };
  for (const row of sheet.rows) {
    const resolved = resolveRowSkills(row, known);
    if ('error' in resolved) {
      result.skipped++;
      result.errors.push(resolved.error);
    } else result.rows.push({ ...row, skill_ids: resolved.skillIds });
  }
  return result;
}

export async function importEmployees(
  database: Database,
  upload: { centerId: string; fileName: string; createdBy: string; sheet: { rows: StagedRow[]; skipped: number } },
): Promise<ImportCounts> {
  const { db } = database;
  const { rows, skipped } = upload.sheet;
  const uploadId = await createUpload(db, { centerId: upload.centerId, fileName: upload.fileName, createdBy: upload.createdBy, skipped });
  for (let i = 0; i < rows.length; i += ROWS_PER_STAGING_STATEMENT) {
    await step(database, () => stageRows(db, uploadId, i, rows.slice(i, i + ROWS_PER_STAGING_STATEMENT)));
  }
  await markStaged(db, uploadId);
  return applyStagedUpload(database, { id: uploadId, centerId: upload.centerId, createdBy: upload.createdBy });
}

/**
 * At start, before serving. On PGlite the data folder's lock makes this server the only one,
 * so every upload still here was cut short by a stop: a staged one, perhaps partly moved, is
 * finished; a half-staged one is dropped. On PostgreSQL another server may be importing at
 * this moment, and a stop cannot leave a move half done there (it is one transaction), so an
 * upload left over is only garbage: those begun over an hour ago are dropped.
 */
export async function finishInterruptedUploads(database: Database): Promise<number> {
  if (database.kind === 'postgres') {
    await deleteUploadsBegunBefore(database.db, new Date(Date.now() - 60 * 60 * 1000));
    return 0;
  }
  await deleteUnstagedUploads(database.db);
  const uploads = await listStagedUploads(database.db);
  for (const upload of uploads) await applyStagedUpload(database, upload);
  return uploads.length;
}
