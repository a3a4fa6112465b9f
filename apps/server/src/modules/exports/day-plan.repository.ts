import { and, between, eq } from 'drizzle-orm';
import { buildDayPlan } from '@stationboard/domain/exports/day-plan';
import { addDays } from '@stationboard/domain/quarters/local-time';
import type { DayPlan } from '@stationboard/domain/schemas/day-plan';
import type { Db } from '../../db/database.ts';
import * as s from '../../db/schema.ts';
import { findCenterTimeZoneAndQuarters } from '../../floor/center-clock.ts';

/**
 * The plan of operating day `day` at a center (decision 129): its stations, its quarters on
 * the dates they start that day (the day itself, or the next date for a quarter after
 * midnight), and the assignments of those two dates, which the domain sorts into the day.
 */
export async function readDayPlan(db: Db, centerId: string, day: string): Promise<DayPlan> {
  const [center] = await db
    .select({ code: s.fulfillmentCenters.code, name: s.fulfillmentCenters.name })
    .from(s.fulfillmentCenters)
    .where(eq(s.fulfillmentCenters.id, centerId));
  const { quarters } = await findCenterTimeZoneAndQuarters(db, centerId);
  const stations = await db
    .select({ id: s.stations.id, station_code: s.stations.stationCode, is_active: s.stations.isActive })
    .from(s.stations)
    .where(eq(s.stations.fulfillmentCenterId, centerId))
    .orderBy(...s.stationCodeOrder);
  const assignments = await db
    .select({
      station_id: s.assignments.stationId,
      quarter_id: s.assignments.quarterId,
      assignment_date: s.assignments.assignmentDate,
      employee_id: s.assignments.employeeId,
      employee_name: s.assignments.employeeName,
      login: s.employees.employeeId,
      badge_barcode_id: s.employees.badgeBarcodeId,
      is_wildcard: s.assignments.isWildcard,
    })
    .from(s.assignments)
    .innerJoin(s.employees, eq(s.employees.id, s.assignments.employeeId))
    .where(and(eq(s.assignments.fulfillmentCenterId, centerId), between(s.assignments.assignmentDate, day, addDays(day, 1))));
  return buildDayPlan({ center: center ?? { code: '', name: '' }, day, quarters, stations, assignments });
}
