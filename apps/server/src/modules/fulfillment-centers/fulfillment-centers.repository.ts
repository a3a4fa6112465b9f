import { asc, eq } from 'drizzle-orm';
import type { FulfillmentCenter } from '@stationboard/domain/schemas/account';
import type { PublicFulfillmentCenter } from '@stationboard/domain/schemas/fulfillment-center';
import type { Db } from '../../db/database.ts';
import { fulfillmentCenters } from '../../db/schema.ts';

const publicColumns = {
  id: fulfillmentCenters.id,
  code: fulfillmentCenters.code,
  name: fulfillmentCenters.name,
  location: fulfillmentCenters.location,
};

/** Active centers for the sign-up select (spec 1 §6: no token needed). */
export function listPublicFulfillmentCenters(db: Db): Promise<PublicFulfillmentCenter[]> {
  return db
    .select(publicColumns)
    .from(fulfillmentCenters)
    .where(eq(fulfillmentCenters.isActive, true))
    .orderBy(asc(fulfillmentCenters.name));
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
