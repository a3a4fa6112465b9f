/**
 * Issue 30 (decision 171): the webhook events of a quarter's start. Each tick, for each center
 * with an endpoint that wants them, the quarter begun in the last few minutes is announced once
 * (whichever process marks it first): `quarter.changed` with `change: 'started'`, and
 * `station.understaffed` when a critical station is empty or a line is planned below its
 * required heads (the demand panel's rule before a quarter's check-ins count).
 */
import { isShortLine, lineShortfall } from '@stationboard/domain/demand/demand-day';
import { recentlyStartedOccurrence } from '@stationboard/domain/quarters/select-quarter';
import type { Db } from '../../db/database.ts';
import { readCenterClock } from '../../floor/center-clock.ts';
import { readDemandDay } from '../../floor/demand-day.ts';
import { enqueueQuarterChanged, enqueueWebhookEvent } from '../../lib/webhooks/events.ts';
import { centersWantingQuarterStarts, markQuarterStart, readEmptyCriticalStations } from './quarter-starts.repository.ts';

/** A start is announced within this many minutes of it: a process down at the start minute still sends it. */
export const QUARTER_START_WINDOW_MINUTES = 5;

/** Announces the quarters begun at `now`; answers how many starts this call announced. */
export async function announceQuarterStarts(db: Db, now: Date): Promise<number> {
  let announced = 0;
  for (const centerId of await centersWantingQuarterStarts(db)) {
    const clock = await readCenterClock(db, centerId, now);
    const started = recentlyStartedOccurrence(clock.quarters, clock.now, QUARTER_START_WINDOW_MINUTES);
    if (!started) continue;
    const { quarter, date } = started;
    const operatingDay = clock.dayOf(quarter.id, date);
    const [demand, emptyCritical] = await Promise.all([
      readDemandDay(db, centerId, operatingDay, now),
      readEmptyCriticalStations(db, centerId, quarter.id, date),
    ]);
    const shortLines = demand.lines
      .filter((line) => line.quarter_id === quarter.id && isShortLine(line))
      .map((line) => ({ line: line.line, required: line.required, planned: line.planned, expected: line.expected, short_by: lineShortfall(line) }));
    const facts = { quarter_id: quarter.id, quarter_name: quarter.quarter_name, date, operating_day: operatingDay };
    const first = await db.transaction(async (tx) => {
      if (!(await markQuarterStart(tx, `${centerId}:${date}:${quarter.id}`))) return false;
      await enqueueQuarterChanged(tx, centerId, { quarter_id: quarter.id, change: 'started', values: facts }, now);
      if (emptyCritical.length > 0 || shortLines.length > 0) {
        await enqueueWebhookEvent(tx, centerId, 'station.understaffed', { ...facts, critical_stations_empty: emptyCritical, lines_short: shortLines }, now);
      }
      return true;
    });
    if (first) announced += 1;
  }
  return announced;
}
