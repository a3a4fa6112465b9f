/**
 * Issue 29 (decision 156): the volumes of an operating day, read and written. Here in the floor
 * kernel since two modules write them: the demand API (typed in the plan grid) and the volume
 * upload beside the other uploads.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { DemandVolume } from '@stationboard/domain/demand/demand-day';
import type { Db, Tx } from '../db/database.ts';
import * as s from '../db/schema.ts';
import type { AuditedChange } from '../lib/audit.ts';

/** The volumes of the center on operating day `date`. */
export function readVolumes(db: Db | Tx, centerId: string, date: string): Promise<DemandVolume[]> {
  return db
    .select({ quarter_id: s.demandVolumes.quarterId, line: s.demandVolumes.lineNumber, units: s.demandVolumes.units })
    .from(s.demandVolumes)
    .where(and(eq(s.demandVolumes.fulfillmentCenterId, centerId), eq(s.demandVolumes.date, date)))
    .orderBy(asc(s.demandVolumes.quarterId), asc(s.demandVolumes.lineNumber));
}

/** One cell of a date: units set, or null to clear it. */
export type VolumeCell = { quarter_id: string; line: number; units: number | null };

async function writeVolume(tx: Tx, centerId: string, date: string, cell: VolumeCell): Promise<void> {
  const key = and(eq(s.demandVolumes.quarterId, cell.quarter_id), eq(s.demandVolumes.date, date), eq(s.demandVolumes.lineNumber, cell.line));
  if (cell.units === null) {
    await tx.delete(s.demandVolumes).where(key);
    return;
  }
  await tx
    .insert(s.demandVolumes)
    .values({ fulfillmentCenterId: centerId, date, quarterId: cell.quarter_id, lineNumber: cell.line, units: cell.units })
    .onConflictDoUpdate({ target: [s.demandVolumes.quarterId, s.demandVolumes.date, s.demandVolumes.lineNumber], set: { units: cell.units } });
}

/**
 * Writes the cells of operating day `date` (of the change's center, checked by the caller) that
 * differ from what is there, and one UPDATE audit row for them (record_id = the date) with
 * their old and new units; nothing when none differs.
 */
export async function writeVolumesIn({ tx, acting, audit }: AuditedChange, date: string, cells: readonly VolumeCell[]): Promise<void> {
  const key = (cell: { quarter_id: string; line: number }) => `${cell.quarter_id}|${cell.line}`;
  const old = new Map((await readVolumes(tx, acting.centerId, date)).map((volume) => [key(volume), volume.units]));
  const changed = cells.filter((cell) => (old.get(key(cell)) ?? null) !== cell.units);
  if (changed.length === 0) return;
  for (const cell of changed) await writeVolume(tx, acting.centerId, date, cell);
  await audit({
    action: 'UPDATE',
    tableName: 'demand_volumes',
    recordId: date,
    assignmentDate: date,
    oldValues: { volumes: changed.map(({ quarter_id, line }) => ({ quarter_id, line, units: old.get(key({ quarter_id, line })) ?? null })) },
    newValues: { volumes: changed },
  });
}
