/** Issue 28 (decision 149): a person's exceptions on dates, and what the roster of a date reads. */
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import type { ExceptionRow } from '../../floor/roster-standing.ts';
import * as s from '../../db/schema.ts';
import { stationCodes } from '../../floor/exception-change.ts';

export async function findException(db: Db, id: string): Promise<ExceptionRow | null> {
  const [row] = await db.select().from(s.employeeExceptions).where(eq(s.employeeExceptions.id, id));
  return row ?? null;
}

export async function deleteException(tx: Tx, id: string): Promise<void> {
  await tx.delete(s.employeeExceptions).where(eq(s.employeeExceptions.id, id));
}

/**
 * Decision 153: the stations call-outs of the center on `date` freed that nobody holds again in
 * that quarter occurrence: who called out, the station and the quarter, by quarter and station.
 */
export async function listOpenAfterCallOuts(db: Db, centerId: string, date: string, occurrenceDate: (quarterId: string) => string | null) {
  const callOuts = await db
    .select({ name: s.employees.name, freed: s.employeeExceptions.freedStations })
    .from(s.employeeExceptions)
    .innerJoin(s.employees, eq(s.employees.id, s.employeeExceptions.employeeId))
    .where(and(eq(s.employeeExceptions.fulfillmentCenterId, centerId), eq(s.employeeExceptions.date, date), eq(s.employeeExceptions.kind, 'call_out')));
  const freed = callOuts.flatMap((callOut) =>
    callOut.freed.flatMap((spot) => {
      const spotDate = occurrenceDate(spot.quarter_id);
      return spotDate ? [{ employeeName: callOut.name, stationId: spot.station_id, quarterId: spot.quarter_id, date: spotDate }] : [];
    }),
  );
  if (freed.length === 0) return [];
  const a = s.assignments;
  const [codeOf, taken] = await Promise.all([
    stationCodes(
      db,
      freed.map((spot) => spot.stationId),
    ),
    db
      .select({ stationId: a.stationId, quarterId: a.quarterId, date: a.assignmentDate })
      .from(a)
      .where(
        and(
          inArray(
            a.stationId,
            freed.map((spot) => spot.stationId),
          ),
          or(...freed.map((spot) => and(eq(a.quarterId, spot.quarterId), eq(a.assignmentDate, spot.date)))),
        ),
      ),
  ]);
  const isTaken = new Set(taken.map((row) => `${row.stationId}|${row.quarterId}|${row.date}`));
  return freed
    .filter((spot) => codeOf.has(spot.stationId) && !isTaken.has(`${spot.stationId}|${spot.quarterId}|${spot.date}`))
    .map((spot) => ({ ...spot, stationCode: codeOf.get(spot.stationId)! }));
}
