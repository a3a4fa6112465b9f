/** Decision 171: what the quarter-start events read and the mark that makes one process send them. */
import { and, eq, exists, not, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import * as s from '../../db/schema.ts';

/** The centers with an endpoint that wants a quarter's start or its understaffing. */
export async function centersWantingQuarterStarts(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ centerId: s.webhookEndpoints.fulfillmentCenterId })
    .from(s.webhookEndpoints)
    .where(sql`${s.webhookEndpoints.events} && array['quarter.changed', 'station.understaffed']::text[]`);
  return rows.map((row) => row.centerId);
}

/** The center's active critical stations nobody holds in the quarter on the date. */
export function readEmptyCriticalStations(db: Db, centerId: string, quarterId: string, date: string) {
  const held = db
    .select({ one: sql`1` })
    .from(s.assignments)
    .where(and(eq(s.assignments.stationId, s.stations.id), eq(s.assignments.quarterId, quarterId), eq(s.assignments.assignmentDate, date)));
  return db
    .select({ station_id: s.stations.id, station_code: s.stations.stationCode, line_number: s.stations.lineNumber })
    .from(s.stations)
    .innerJoin(s.tvStationConfigs, and(eq(s.tvStationConfigs.stationId, s.stations.id), eq(s.tvStationConfigs.criticalStation, true)))
    .where(and(eq(s.stations.fulfillmentCenterId, centerId), eq(s.stations.isActive, true), not(exists(held))))
    .orderBy(s.stations.stationCode);
}

/** How long a quarter start's mark is kept: long past the window in which it could be announced again. */
const MARK_KEEP = sql`interval '2 days'`;

/**
 * Marks the quarter's start as announced: true for the one transaction (of any process) that
 * marks it first, false for every other. The mark is a row of the shared counters (decision 006).
 */
export async function markQuarterStart(tx: Tx, key: string): Promise<boolean> {
  const rows = await tx
    .insert(s.rateLimits)
    .values({ key: `quarter-start:${key}`, count: 1, resetAt: sql`now() + ${MARK_KEEP}` })
    .onConflictDoNothing()
    .returning({ key: s.rateLimits.key });
  return rows.length > 0;
}
