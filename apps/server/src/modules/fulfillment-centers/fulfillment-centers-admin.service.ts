/**
 * Spec 2 §2 Facilities: creating, editing and deleting centers, each audited in the center it
 * changes (not the acting user's own). Codes are unique; a new center starts with the three
 * station types (DESIGN §3); a deleted one takes everything in it along (DESIGN §4).
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '@stationboard/domain/errors/app-error';
import type { FulfillmentCenter } from '@stationboard/domain/schemas/account';
import type { FulfillmentCenterCreateInput, FulfillmentCenterUpdateInput } from '@stationboard/domain/schemas/fulfillment-center-input';
import { STATION_TYPES } from '@stationboard/domain/stations/station-kind';
import type { Db, Tx } from '../../db/database.ts';
import { auditedChange } from '../../lib/audit.ts';
import { deleteWithCascade } from '../../lib/cascade-delete.ts';
import { centerCascade, countRoleRecords, findCenterIdByCode, insertCenter, insertStationTypes, updateCenter } from './fulfillment-centers.repository.ts';

async function checkCodeFree(tx: Tx, code: string, exceptId?: string) {
  const taken = await findCenterIdByCode(tx, code);
  if (taken && taken !== exceptId) throw new AppError('CONFLICT', `A center with code ${code} already exists`);
}

/** The new center's id. */
export function createCenter(db: Db, input: FulfillmentCenterCreateInput, actorEmployeeId: string): Promise<string> {
  // Made here, so the audit rows can name the center from the start.
  const id = randomUUID();
  return auditedChange(db, { centerId: id, employeeId: actorEmployeeId }, async ({ tx, audit }) => {
    await checkCodeFree(tx, input.code);
    await insertCenter(tx, {
      id,
      name: input.name,
      code: input.code,
      location: input.location ?? null,
      address: input.address ?? null,
      timezone: input.timezone,
    });
    await insertStationTypes(tx, id, Object.values(STATION_TYPES));
    await audit({ action: 'CREATE', tableName: 'fulfillment_centers', recordId: id, newValues: input });
    return id;
  });
}

/** The fields sent; `is_active` is SUDO's to send (the caller checks). */
export function editCenter(db: Db, before: FulfillmentCenter, input: FulfillmentCenterUpdateInput, actorEmployeeId: string): Promise<void> {
  return auditedChange(db, { centerId: before.id, employeeId: actorEmployeeId }, async ({ tx, audit }) => {
    if (input.code) await checkCodeFree(tx, input.code, before.id);
    await updateCenter(tx, before.id, {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.code !== undefined && { code: input.code }),
      ...(input.location !== undefined && { location: input.location }),
      ...(input.address !== undefined && { address: input.address }),
      ...(input.timezone !== undefined && { timezone: input.timezone }),
      ...(input.is_active !== undefined && { isActive: input.is_active }),
    });
    await audit({ action: 'UPDATE', tableName: 'fulfillment_centers', recordId: before.id, oldValues: before, newValues: input });
  });
}

/** The center and everything in it; the audit row says how many accounts went too. */
export function deleteCenter(db: Db, center: FulfillmentCenter, actorEmployeeId: string): Promise<void> {
  return auditedChange(db, { centerId: center.id, employeeId: actorEmployeeId }, async (change) => {
    const people = await countRoleRecords(change.tx, center.id);
    await deleteWithCascade(change, centerCascade(center.id), {
      tableName: 'fulfillment_centers',
      recordId: center.id,
      oldValues: { ...center, removed_role_records: people },
    });
  });
}
