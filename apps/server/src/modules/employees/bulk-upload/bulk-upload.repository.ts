/**
 * The staging of a bulk upload (decision 105): an upload row, its checked rows beside it, and
 * the statement that moves a share of them into `employees`.
 */
import { asc, eq, lt, sql } from 'drizzle-orm';
import type { BulkEmployeeRow } from '@stationboard/domain/employees/bulk-upload-row';
import { queryRows, type Db, type Tx } from '../../../db/database.ts';
import * as s from '../../../db/schema.ts';
import { SYSTEM_AUTHOR } from '../../../lib/audit.ts';

export async function createUpload(db: Db, upload: { centerId: string; fileName: string; createdBy: string; skipped: number }): Promise<string> {
  const [row] = await db
    .insert(s.bulkUploads)
    .values({ fulfillmentCenterId: upload.centerId, fileName: upload.fileName, createdBy: upload.createdBy, skipped: upload.skipped })
    .returning({ id: s.bulkUploads.id });
  return row!.id;
}

/**
 * Stages rows numbered from `firstOrdinal`. They go as one JSON parameter: a multi-row VALUES
 * list of 1,000 rows has 8,000 parameters, which PGlite takes some 200 ms to bind, against
 * 15 ms for the JSON.
 */
export async function stageRows(db: Db, uploadId: string, firstOrdinal: number, rows: StagedRow[]): Promise<void> {
  const numbered = rows.map(({ skills: _names, ...row }, i) => ({ ...row, ordinal: firstOrdinal + i }));
  await db.execute(sql`
    insert into bulk_upload_rows (upload_id, ordinal, employee_uid, name, badge_barcode_id, department_id, employee_id, employment_start_date, is_active, preferred_language, skill_ids,
      shift_pattern, work_days, shift)
    select ${uploadId}, r.ordinal, r.employee_uid, r.name, r.badge_barcode_id, r.department_id, r.employee_id, r.employment_start_date, r.is_active, r.preferred_language, r.skill_ids,
      r.shift_pattern, r.work_days, r.shift
    from json_to_recordset(${JSON.stringify(numbered)}::json) as r(ordinal integer, employee_uid bigint, name text, badge_barcode_id bigint,
      department_id bigint, employee_id text, employment_start_date date, is_active boolean, preferred_language text, skill_ids uuid[],
      shift_pattern text, work_days smallint[], shift text)`);
}

/** A checked row with the ids of the skills its Skills cell named (null: blank, keep the person's). */
export type StagedRow = BulkEmployeeRow & { skill_ids?: string[] | null };

/** From here on the upload is whole and will be applied, now or at the next start. */
export async function markStaged(db: Db, uploadId: string): Promise<void> {
  await db.update(s.bulkUploads).set({ isStaged: true }).where(eq(s.bulkUploads.id, uploadId));
}

/**
 * Moves the next `limit` staged rows in file order (all that are left when null) into the
 * center's employees: new UIDs are created, known ones updated. The upload counts both, in
 * the same statement, so its created + updated is also how far the move has come, whatever
 * stopped it. Rows go in by employee UID, so two uploads touching the same people on
 * PostgreSQL lock them in the same order and queue instead of deadlocking. Answers how many
 * rows moved.
 */
export async function moveStagedRows(tx: Tx, uploadId: string, limit: number | null): Promise<number> {
  const [row] = await queryRows<{ moved: number }>(
    tx,
    sql`
      with upload as (
        select fulfillment_center_id, created + updated as done from bulk_uploads where id = ${uploadId}
      ), share as (
        delete from bulk_upload_rows r using upload u
        where r.upload_id = ${uploadId} and r.ordinal >= u.done and (${limit}::integer is null or r.ordinal < u.done + ${limit}::integer)
        returning r.*, u.fulfillment_center_id
      ), upserted as (
        insert into employees (fulfillment_center_id, employee_uid, name, badge_barcode_id, department_id, employee_id, employment_start_date, is_active, preferred_language,
          shift_pattern, work_days, shift)
        select fulfillment_center_id, employee_uid, name, badge_barcode_id, department_id, employee_id, employment_start_date, is_active, preferred_language,
          shift_pattern, coalesce(work_days, '{}'), shift
        from share order by employee_uid
        on conflict (fulfillment_center_id, employee_uid) do update set
          name = excluded.name, badge_barcode_id = excluded.badge_barcode_id, department_id = excluded.department_id,
          employee_id = excluded.employee_id, employment_start_date = excluded.employment_start_date,
          is_active = excluded.is_active, updated_at = now(),
          -- A blank language (or a file without the column) keeps the person's own (decision 126).
          preferred_language = coalesce(excluded.preferred_language, employees.preferred_language),
          -- Issue 28: a row with a shift pattern gives the person that one; blank cells keep theirs.
          shift_pattern = coalesce(excluded.shift_pattern, employees.shift_pattern),
          work_days = case when excluded.shift_pattern is null then employees.work_days else excluded.work_days end,
          shift = case when excluded.shift_pattern is null then employees.shift else excluded.shift end
        -- xmax is 0 on a freshly inserted row and set on one the upsert updated.
        returning id, employee_uid, (xmax = 0) as inserted
      ), skilled as (
        -- Issue 15: a row whose Skills cell named skills gives the person exactly those; a blank one keeps theirs.
        select u.id, sh.skill_ids from upserted u join share sh on sh.employee_uid = u.employee_uid where sh.skill_ids is not null
      ), unskilled as (
        delete from employee_skills es using skilled k where es.employee_id = k.id and not (es.skill_id = any(k.skill_ids))
      ), skills_added as (
        -- A skill the person keeps keeps its expiry date.
        insert into employee_skills (employee_id, skill_id) select k.id, unnest(k.skill_ids) from skilled k
        on conflict (employee_id, skill_id) do nothing
      ), counted as (
        update bulk_uploads set
          created = created + (select count(*) from upserted where inserted),
          updated = updated + (select count(*) from upserted where not inserted)
        where id = ${uploadId}
      )
      select count(*)::int as moved from upserted`,
  );
  return row?.moved ?? 0;
}

/** Removes the upload (and any rows still staged), answering what it recorded; null when already gone. */
export async function deleteUpload(tx: Tx, uploadId: string) {
  const [upload] = await tx.delete(s.bulkUploads).where(eq(s.bulkUploads.id, uploadId)).returning();
  return upload ?? null;
}

/** Uploads a stop cut short while they were being staged: never applied, so dropped. */
export async function deleteUnstagedUploads(db: Db): Promise<void> {
  await db.delete(s.bulkUploads).where(eq(s.bulkUploads.isStaged, false));
}

/** Uploads begun before `moment`, staged or not, and their rows. */
export async function deleteUploadsBegunBefore(db: Db, moment: Date): Promise<void> {
  await db.delete(s.bulkUploads).where(lt(s.bulkUploads.createdAt, moment));
}

/**
 * The uploads staged whole, oldest first, with who began them in which center. Every upload
 * names its author (createUpload); one that did not would be the system's.
 */
export async function listStagedUploads(db: Db): Promise<{ id: string; centerId: string; createdBy: string }[]> {
  const rows = await db
    .select({ id: s.bulkUploads.id, centerId: s.bulkUploads.fulfillmentCenterId, createdBy: s.bulkUploads.createdBy })
    .from(s.bulkUploads)
    .where(eq(s.bulkUploads.isStaged, true))
    .orderBy(asc(s.bulkUploads.createdAt));
  return rows.map((row) => ({ ...row, createdBy: row.createdBy ?? SYSTEM_AUTHOR }));
}

/** Reclaims the space of moved rows where nothing else does (PGlite runs no autovacuum). */
export async function vacuumStagedRows(db: Db): Promise<void> {
  await db.execute(sql`vacuum bulk_upload_rows`);
}
