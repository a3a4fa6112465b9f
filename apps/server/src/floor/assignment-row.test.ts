/**
 * The assignment is defined once (`ASSIGNMENT_FIELDS`, decision 140) and written three ways:
 * in JavaScript (`toAssignment`), by queries (`assignmentJson`) and by the database function
 * the realtime triggers call (`assignment_json`). These tests hold the three to the domain's
 * `assignmentSchema` and to one another, and the installed function to its definition.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentSchema } from '@stationboard/domain/schemas/floor-map';
import { createTestDatabase } from '../../test/helper.ts';
import { createCenter } from '../../test/accounts.ts';
import { queryRows, type Database, type Tx } from '../db/database.ts';
import * as s from '../db/schema.ts';
import { assignmentJson, assignmentJsonFunctionBody, selectAssignments, toAssignment } from './assignment-row.ts';

let database: Database;
let f: Awaited<ReturnType<typeof twoAssignments>>;
beforeAll(async () => {
  database = await createTestDatabase();
  f = await twoAssignments();
});
afterAll(() => database.close());

/**
 * Two assignments that differ in every nullable field: Ann's is plain (no wildcard, not checked
 * in, no override, stamped on a whole second); Olga has no login, and hers is a wildcard on
 * New Year's Eve, checked in a microsecond before midnight UTC with a skill override, stamped
 * with microseconds (the API keeps milliseconds, cut, not rounded, as JavaScript's Date does).
 */
async function twoAssignments() {
  const { db } = database;
  const centerId = await createCenter(database, 'GEG1');
  const [type] = await db.insert(s.stationTypes).values({ fulfillmentCenterId: centerId, name: 'LINE' }).returning();
  const [s1, s2] = await db
    .insert(s.stations)
    .values(['1-01', '1-02'].map((stationCode) => ({ fulfillmentCenterId: centerId, stationCode, stationTypeId: type!.id, lineNumber: 1 })))
    .returning();
  const [q1] = await db
    .insert(s.quarters)
    .values({ fulfillmentCenterId: centerId, quarterName: 'Q1', quarterNumber: 1, startTime: '07:00:00', endTime: '09:30:00', shift: 'front_half_day' })
    .returning();
  const [ann, olga] = await db
    .insert(s.employees)
    .values([
      { fulfillmentCenterId: centerId, name: 'Ann Lee', employeeId: 'annlee' },
      { fulfillmentCenterId: centerId, name: 'Olga Ortiz', employeeId: null },
    ])
    .returning();
  const onDay = (assignmentDate: string) => ({ fulfillmentCenterId: centerId, quarterId: q1!.id, assignmentDate });
  const [wildcard] = await db
    .insert(s.wildcardAssignments)
    .values({
      ...onDay('2026-12-31'),
      stationId: s2!.id,
      wildcardEmployeeId: olga!.id,
      wildcardEmployeeName: 'Olga Ortiz',
      reason: 'Quick wildcard assignment',
    })
    .returning();
  const [plain] = await db
    .insert(s.assignments)
    .values({
      ...onDay('2026-11-22'),
      stationId: s1!.id,
      employeeId: ann!.id,
      employeeName: 'Ann Lee',
      createdBy: 'manager',
      createdAt: new Date('2026-11-22T07:00:00.000Z'),
      updatedAt: new Date('2026-11-22T07:00:01.000Z'),
    })
    .returning();
  const [overridden] = await db
    .insert(s.assignments)
    .values({
      ...onDay('2026-12-31'),
      stationId: s2!.id,
      employeeId: olga!.id,
      employeeName: 'Olga Ortiz',
      isWildcard: true,
      wildcardAssignmentId: wildcard!.id,
      checkedIn: true,
      overrideReason: 'Certified yesterday, card in the mail',
    })
    .returning();
  await db
    .update(s.assignments)
    .set({
      checkedInAt: sql`'2026-12-31T23:59:59.999999Z'::timestamptz`,
      createdAt: sql`'2026-12-31T00:00:00.000999Z'::timestamptz`,
      updatedAt: sql`'2026-12-31T23:59:59.999999Z'::timestamptz`,
    })
    .where(eq(s.assignments.id, overridden!.id));
  return { plain: plain!, overridden: overridden!, s2: s2!, olga: olga!, wildcard: wildcard!, centerId };
}

/** The assignments written the three ways, in one order, each as the text it would be sent as. */
async function writtenThreeWays(tx: Tx) {
  const mapped = (await selectAssignments(tx).orderBy(asc(s.assignments.assignmentDate))).map((row) => JSON.stringify(toAssignment(row)));
  const built = await queryRows<{ json: string }>(
    tx,
    sql`select ${assignmentJson('a', 'e', 'st')}::text as json
        from assignments a join employees e on e.id = a.employee_id join stations st on st.id = a.station_id
        order by a.assignment_date`,
  );
  const announced = await queryRows<{ json: string }>(tx, sql`select assignment_json(a)::text as json from assignments a order by a.assignment_date`);
  return { mapped, built: built.map((r) => r.json), announced: announced.map((r) => r.json) };
}

describe('the assignment, written three ways from one definition', () => {
  // The server's sessions may be set to any time zone; neither the dates nor the timestamps move.
  it.each(['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'])(
    'writes the same assignments, field for field and in order, with the session in %s',
    async (zone) => {
      const written = await database.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('TimeZone', ${zone}, true)`);
        return writtenThreeWays(tx);
      });
      expect(written.mapped).toHaveLength(2);
      // The database writes one text both ways (json_build_object's); JavaScript writes the same values in the same order.
      expect(written.announced).toEqual(written.built);
      expect(written.built.map((text) => JSON.stringify(JSON.parse(text)))).toEqual(written.mapped);
      // No field more or fewer than the domain's schema, each as it describes.
      for (const text of [...written.mapped, ...written.built]) assignmentSchema.strict().parse(JSON.parse(text));

      const [plain, overridden] = written.mapped.map((text) => JSON.parse(text) as unknown);
      expect(plain).toMatchObject({
        id: f.plain.id,
        wildcard_assignment: null,
        checked_in_at: null,
        override_reason: null,
        employee: { name: 'Ann Lee', employee_id: 'annlee' },
      });
      expect(JSON.stringify(overridden)).toBe(
        JSON.stringify({
          id: f.overridden.id,
          station_id: f.s2.id,
          station_code: '1-02',
          quarter_id: f.overridden.quarterId,
          assignment_date: '2026-12-31',
          employee_id: f.olga.id,
          employee_name: 'Olga Ortiz',
          employee: { name: 'Olga Ortiz', employee_id: null },
          is_wildcard: true,
          wildcard_assignment: { id: f.wildcard.id },
          created_by: null,
          fulfillment_center_id: f.centerId,
          checked_in: true,
          checked_in_at: '2026-12-31T23:59:59.999Z',
          override_reason: 'Certified yesterday, card in the mail',
          created_at: '2026-12-31T00:00:00.000Z',
          updated_at: '2026-12-31T23:59:59.999Z',
        }),
      );
    },
  );

  it('has the database function the realtime triggers call installed as the definition writes it', async () => {
    const [installed] = await queryRows<{ body: string }>(database.db, sql`select prosrc as body from pg_proc where proname = 'assignment_json'`);
    expect(installed?.body, 'The assignment changed without its migration: run `npm run db:assignment-json --workspace @stationboard/server`').toBe(
      assignmentJsonFunctionBody(),
    );
  });
});
