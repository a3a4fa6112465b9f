import { asc, eq } from 'drizzle-orm';
import type { Quarter } from '@stationboard/domain/schemas/quarter';
import type { Db } from '../../db/database.ts';
import * as s from '../../db/schema.ts';

export const quarterColumns = {
  id: s.quarters.id,
  fulfillment_center_id: s.quarters.fulfillmentCenterId,
  quarter_name: s.quarters.quarterName,
  quarter_number: s.quarters.quarterNumber,
  start_time: s.quarters.startTime,
  end_time: s.quarters.endTime,
  shift: s.quarters.shift,
  is_active: s.quarters.isActive,
};

export function listQuarters(db: Db, centerId: string): Promise<Quarter[]> {
  return db.select(quarterColumns).from(s.quarters).where(eq(s.quarters.fulfillmentCenterId, centerId)).orderBy(asc(s.quarters.quarterNumber));
}
