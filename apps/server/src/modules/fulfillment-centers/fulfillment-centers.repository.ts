import { asc, count, eq } from 'drizzle-orm';
import type { FulfillmentCenter } from '@stationboard/domain/schemas/account';
import type { PublicFulfillmentCenter } from '@stationboard/domain/schemas/fulfillment-center';
import type { Db, Tx } from '../../db/database.ts';
import { assignments, fulfillmentCenters, roles, stationTypes } from '../../db/schema.ts';

const publicColumns = {
  id: fulfillmentCenters.id,
  code: fulfillmentCenters.code,
  name: fulfillmentCenters.name,
  location: fulfillmentCenters.location,
};

/** Active centers for the sign-up select (spec 1 §6: no token needed). */
export function listPublicFulfillmentCenters(db: Db): Promise<PublicFulfillmentCenter[]> {
  return db.select(publicColumns).from(fulfillmentCenters).where(eq(fulfillmentCenters.isActive, true)).orderBy(asc(fulfillmentCenters.name));
}

/** All centers by name, or only `onlyId` for users who cannot switch. */
export function listFulfillmentCenters(db: Db, onlyId?: string): Promise<FulfillmentCenter[]> {
  return db
    .select({
      ...publicColumns,
      address: fulfillmentCenters.address,
      timezone: fulfillmentCenters.timezone,
      is_active: fulfillmentCenters.isActive,
    })
    .from(fulfillmentCenters)
    .where(onlyId ? eq(fulfillmentCenters.id, onlyId) : undefined)
    .orderBy(asc(fulfillmentCenters.name));
}

/** The id of the center with the code; null when the code is free. */
export async function findCenterIdByCode(tx: Tx, code: string): Promise<string | null> {
  const [center] = await tx.select({ id: fulfillmentCenters.id }).from(fulfillmentCenters).where(eq(fulfillmentCenters.code, code));
  return center?.id ?? null;
}

export async function insertCenter(tx: Tx, values: typeof fulfillmentCenters.$inferInsert & { id: string }): Promise<void> {
  await tx.insert(fulfillmentCenters).values(values);
}

export async function insertStationTypes(tx: Tx, centerId: string, names: readonly string[]): Promise<void> {
  await tx.insert(stationTypes).values(names.map((name) => ({ fulfillmentCenterId: centerId, name })));
}

export type CenterChanges = Partial<Pick<typeof fulfillmentCenters.$inferInsert, 'name' | 'code' | 'location' | 'address' | 'timezone' | 'isActive'>>;

export async function updateCenter(tx: Tx, id: string, changes: CenterChanges): Promise<void> {
  await tx.update(fulfillmentCenters).set(changes).where(eq(fulfillmentCenters.id, id));
}

/** How many role records (accounts) the center holds. */
export async function countRoleRecords(tx: Tx, centerId: string): Promise<number> {
  const [people] = await tx.select({ n: count() }).from(roles).where(eq(roles.fulfillmentCenterId, centerId));
  return people?.n ?? 0;
}

/** The center and, with it, everything in it (deleteWithCascade's target). */
export function centerCascade(id: string) {
  return { table: fulfillmentCenters, where: eq(fulfillmentCenters.id, id), assignmentsWhere: eq(assignments.fulfillmentCenterId, id) };
}
