/**
 * Where the server reads a center's time: its wall clock in its own zone, its quarters, and
 * the operating day they define (decision 080). No other server code works out "today".
 */
import { DEFAULT_TIME_ZONE, localDateTimeInZone, type LocalDateTime } from '@stationboard/domain/quarters/local-time';
import { isPastOperatingDay } from '@stationboard/domain/plan/past-days';
import { operatingDay, operatingDayOf, type Occurrence } from '@stationboard/domain/quarters/operating-day';
import { quarterOccurrenceNow } from '@stationboard/domain/quarters/select-quarter';
import type { Quarter } from '@stationboard/domain/schemas/quarter-record';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.ts';
import * as s from '../db/schema.ts';

/** A quarter row as the API's quarter (spec 2). */
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

/**
 * A center's IANA time zone (the default zone for a center that is not there) and its quarters
 * by number: what its clock needs, in one round trip, as every dashboard call reads it.
 */
export async function findCenterTimeZoneAndQuarters(db: Db | Tx, centerId: string): Promise<{ timeZone: string; quarters: Quarter[] }> {
  const rows = await db
    .select({ timeZone: s.fulfillmentCenters.timezone, quarter: quarterColumns })
    .from(s.fulfillmentCenters)
    .leftJoin(s.quarters, eq(s.quarters.fulfillmentCenterId, s.fulfillmentCenters.id))
    .where(eq(s.fulfillmentCenters.id, centerId))
    .orderBy(asc(s.quarters.quarterNumber));
  return { timeZone: rows[0]?.timeZone ?? DEFAULT_TIME_ZONE, quarters: rows.flatMap((row) => (row.quarter ? [row.quarter] : [])) };
}

export type CenterClock = {
  timeZone: string;
  now: LocalDateTime;
  quarters: Quarter[];
  /** The date the floor is on (YYYY-MM-DD). */
  operatingDay: string;
  /** A quarter on the date a caller means when it gives none: as the dashboard would show it. */
  occurrenceOf(quarter: Quarter): Occurrence<Quarter>;
  /** Decision 147: operating day `day` is over at this center (before the one the floor is on). */
  isPast(day: string): boolean;
  /** The operating day an assignment of a quarter on a date belongs to (a night quarter after midnight: the day before). */
  dayOf(quarterId: string, date: string): string;
};

export async function readCenterClock(db: Db | Tx, centerId: string, instant: Date): Promise<CenterClock> {
  const { timeZone, quarters } = await findCenterTimeZoneAndQuarters(db, centerId);
  const now = localDateTimeInZone(instant, timeZone);
  const today = operatingDay(now, quarters);
  return {
    timeZone,
    now,
    quarters,
    operatingDay: today,
    occurrenceOf: (quarter) => quarterOccurrenceNow(quarter, quarters, now),
    isPast: (day) => isPastOperatingDay(day, today),
    dayOf: (quarterId, date) => {
      const quarter = quarters.find((q) => q.id === quarterId);
      return quarter ? operatingDayOf({ quarter, date }, quarters) : date;
    },
  };
}
