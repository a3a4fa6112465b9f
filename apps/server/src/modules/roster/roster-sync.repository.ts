/** The roster sync's reads and writes (decision 169): the people with a UID, and set-based writes of the diff. */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { CurrentPerson, RosterSyncDiff } from '@stationboard/domain/roster/roster-sync';
import type { Db, Tx } from '../../db/database.ts';
import { inIdList } from '../../db/id-list.ts';
import * as s from '../../db/schema.ts';

/** The center's row, locked for the sync: two syncs of one center queue (inserts referring to the center still go). */
export async function lockCenterForRosterSync(tx: Tx, centerId: string): Promise<void> {
  await tx.execute(sql`select id from ${s.fulfillmentCenters} where id = ${centerId} for no key update`);
}

/** The center's people the HR system can know: those with a UID. */
export async function readSyncedPeople(db: Db | Tx, centerId: string): Promise<CurrentPerson[]> {
  const rows = await db
    .select({
      id: s.employees.id,
      employee_uid: s.employees.employeeUid,
      name: s.employees.name,
      employee_id: s.employees.employeeId,
      badge_barcode_id: s.employees.badgeBarcodeId,
      is_active: s.employees.isActive,
      shift_pattern: s.employees.shiftPattern,
      work_days: s.employees.workDays,
      shift: s.employees.shift,
      pattern_starts_on: s.employees.patternStartsOn,
      pattern_ends_on: s.employees.patternEndsOn,
    })
    .from(s.employees)
    .where(and(eq(s.employees.fulfillmentCenterId, centerId), isNotNull(s.employees.employeeUid)));
  return rows as CurrentPerson[];
}

/** The columns the sync writes, as the diff names its fields. */
const SYNCED_COLUMNS = [
  'name',
  'employee_id',
  'badge_barcode_id',
  'is_active',
  'shift_pattern',
  'work_days',
  'shift',
  'pattern_starts_on',
  'pattern_ends_on',
] as const;

/**
 * Writes a diff in three statements whatever its size, each given its rows as one JSON
 * parameter (decision 152): the new people, the changed fields (a field not in a person's
 * changes keeps its value), and the deactivations.
 */
export async function writeRosterSync(tx: Tx, centerId: string, diff: RosterSyncDiff): Promise<void> {
  if (diff.created.length > 0) {
    await tx.execute(sql`
      insert into ${s.employees} (fulfillment_center_id, employee_uid, name, employee_id, badge_barcode_id, is_active, shift_pattern, work_days, shift, pattern_starts_on, pattern_ends_on)
      select ${centerId}, r.employee_uid, r.name, r.employee_id, r.badge_barcode_id, r.is_active, r.shift_pattern, coalesce(r.work_days, '{}'), r.shift, r.pattern_starts_on, r.pattern_ends_on
      from jsonb_to_recordset(${JSON.stringify(diff.created)}::jsonb) as r(employee_uid bigint, name text, employee_id text, badge_barcode_id bigint, is_active boolean,
        shift_pattern text, work_days smallint[], shift text, pattern_starts_on date, pattern_ends_on date)`);
  }
  if (diff.updated.length > 0) {
    const rows = diff.updated.map(({ id, changes }) => ({
      id,
      fields: Object.keys(changes),
      ...Object.fromEntries(Object.entries(changes).map(([field, { to }]) => [field, to])),
    }));
    // A field is set from the row when the person's changes name it; the names are ours, never the request's.
    const assignments = SYNCED_COLUMNS.map((field) => `${field} = case when '${field}' = any(r.fields) then r.${field} else e.${field} end`).join(', ');
    await tx.execute(sql`
      update ${s.employees} as e set ${sql.raw(assignments)}, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id uuid, fields text[], name text, employee_id text, badge_barcode_id bigint, is_active boolean,
        shift_pattern text, work_days smallint[], shift text, pattern_starts_on date, pattern_ends_on date)
      where e.id = r.id and e.fulfillment_center_id = ${centerId}`);
  }
  if (diff.deactivated.length > 0) {
    const ids = diff.deactivated.map((person) => person.id);
    await tx
      .update(s.employees)
      .set({ isActive: false, updatedAt: sql`now()` })
      .where(and(eq(s.employees.fulfillmentCenterId, centerId), inIdList(s.employees.id, ids)));
  }
}
