import { asc, eq } from 'drizzle-orm';
import type { PublicFulfillmentCenter } from '@stationboard/domain/schemas/fulfillment-center';
import type { Db } from '../../db/database.ts';
import { fulfillmentCenters } from '../../db/schema.ts';

/** Active centers for the sign-up select (spec 1 §6: no token needed). */
export function listPublicFulfillmentCenters(db: Db): Promise<PublicFulfillmentCenter[]> {
  return db
    .select({
      id: fulfillmentCenters.id,
      code: fulfillmentCenters.code,
      name: fulfillmentCenters.name,
      location: fulfillmentCenters.location,
    })
    .from(fulfillmentCenters)
    .where(eq(fulfillmentCenters.isActive, true))
    .orderBy(asc(fulfillmentCenters.name));
}
