/**
 * Where the server reads a center's time: its wall clock in its own zone, its quarters, and
 * the operating day they define (decision 080). No other server code works out "today".
 */
import { localDateTimeInZone, type LocalDateTime } from '@stationboard/domain/quarters/local-time';
import { operatingDay, type Occurrence } from '@stationboard/domain/quarters/operating-day';
import { quarterOccurrenceNow } from '@stationboard/domain/quarters/select-quarter';
import type { Quarter } from '@stationboard/domain/schemas/quarter';
import type { Db, Tx } from '../../db/database.ts';
import { findCenterTimeZoneAndQuarters } from './quarters.repository.ts';

export type CenterClock = {
  timeZone: string;
  now: LocalDateTime;
  quarters: Quarter[];
  /** The date the floor is on (YYYY-MM-DD). */
  operatingDay: string;
  /** A quarter on the date a caller means when it gives none: as the dashboard would show it. */
  occurrenceOf(quarter: Quarter): Occurrence<Quarter>;
};

export async function readCenterClock(db: Db | Tx, centerId: string, instant: Date): Promise<CenterClock> {
  const { timeZone, quarters } = await findCenterTimeZoneAndQuarters(db, centerId);
  const now = localDateTimeInZone(instant, timeZone);
  return {
    timeZone,
    now,
    quarters,
    operatingDay: operatingDay(now, quarters),
    occurrenceOf: (quarter) => quarterOccurrenceNow(quarter, quarters, now),
  };
}
