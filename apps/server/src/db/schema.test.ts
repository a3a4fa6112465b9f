/**
 * The invariants the spec relies on are the database's job (DESIGN §3), so they are tested
 * against the database itself: a second insert that would break one must fail.
 */
import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compareStationsByCode } from '@stationboard/domain/stations/station-code';
import { createTestDatabase } from '../../test/helper.ts';
import type { Database, Db } from './database.ts';
import * as s from './schema.ts';

let database: Database;
let db: Db;
beforeEach(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterEach(() => database.close());

/** Drizzle wraps the driver error; the Postgres code is on `cause` (STACK.md). */
async function pgErrorCode(action: Promise<unknown>): Promise<string | undefined> {
  try {
    await action;
  } catch (err) {
    return (err as { cause?: { code?: string } }).cause?.code;
  }
  return undefined;
}

async function floor() {
  const [center] = await db.insert(s.fulfillmentCenters).values({ code: 'GEG1', name: 'Spokane' }).returning();
  const fc = center!.id;
  const [type] = await db.insert(s.stationTypes).values({ fulfillmentCenterId: fc, name: 'LINE' }).returning();
  const [a, b, c] = await db
    .insert(s.stations)
    .values(['1-01', '1-02', '1-03'].map((code) => ({ fulfillmentCenterId: fc, stationCode: code, stationTypeId: type!.id, lineNumber: 1 })))
    .returning();
  const [q1] = await db
    .insert(s.quarters)
    .values({ fulfillmentCenterId: fc, quarterName: 'Q1', quarterNumber: 1, startTime: '07:00:00', endTime: '09:30:00', shift: 'front_half_day' })
    .returning();
  const [ann, bob] = await db
    .insert(s.employees)
    .values([
      { fulfillmentCenterId: fc, name: 'Ann Lee' },
      { fulfillmentCenterId: fc, name: 'Bob Kim' },
    ])
    .returning();
  return { fc, type: type!, a: a!, b: b!, c: c!, q1: q1!, ann: ann!, bob: bob! };
}

function assignment(f: Awaited<ReturnType<typeof floor>>, stationId: string, employee: { id: string; name: string }) {
  return { fulfillmentCenterId: f.fc, stationId, quarterId: f.q1.id, assignmentDate: '2026-11-22', employeeId: employee.id, employeeName: employee.name };
}

describe('database invariants', () => {
  it('allows one assignment per station, quarter and date', async () => {
    const f = await floor();
    await db.insert(s.assignments).values(assignment(f, f.a.id, f.ann));
    expect(await pgErrorCode(db.insert(s.assignments).values(assignment(f, f.a.id, f.bob)))).toBe('23505');
    await db.insert(s.assignments).values({ ...assignment(f, f.a.id, f.bob), assignmentDate: '2026-11-23' });
  });

  it('allows one assignment per employee, quarter and date', async () => {
    const f = await floor();
    await db.insert(s.assignments).values(assignment(f, f.a.id, f.ann));
    expect(await pgErrorCode(db.insert(s.assignments).values(assignment(f, f.b.id, f.ann)))).toBe('23505');
  });

  it('keeps center codes unique and at most 10 characters', async () => {
    await floor();
    expect(await pgErrorCode(db.insert(s.fulfillmentCenters).values({ code: 'GEG1', name: 'Other' }))).toBe('23505');
    expect(await pgErrorCode(db.insert(s.fulfillmentCenters).values({ code: 'ABCDEFGHIJK', name: 'Long' }))).toBe('23514');
  });

  it('keeps quarter numbers unique per center and within 1-20', async () => {
    const f = await floor();
    const q = { fulfillmentCenterId: f.fc, quarterName: 'Q1b', startTime: '10:00:00', endTime: '11:00:00', shift: 'front_half_day' };
    expect(await pgErrorCode(db.insert(s.quarters).values({ ...q, quarterNumber: 1 }))).toBe('23505');
    expect(await pgErrorCode(db.insert(s.quarters).values({ ...q, quarterNumber: 21 }))).toBe('23514');
    const [other] = await db.insert(s.fulfillmentCenters).values({ code: 'PDX2', name: 'Portland' }).returning();
    await db.insert(s.quarters).values({ ...q, fulfillmentCenterId: other!.id, quarterNumber: 1 });
  });

  it('accepts an overnight quarter but not an empty one', async () => {
    const f = await floor();
    const q = { fulfillmentCenterId: f.fc, quarterName: 'Q7', shift: 'back_half_day' };
    await db.insert(s.quarters).values({ ...q, quarterNumber: 7, startTime: '23:30:00', endTime: '02:00:00' });
    expect(await pgErrorCode(db.insert(s.quarters).values({ ...q, quarterNumber: 8, startTime: '02:00:00', endTime: '02:00:00' }))).toBe('23514');
  });

  it('flags at most one quarter of a center active', async () => {
    const f = await floor();
    const q = { fulfillmentCenterId: f.fc, startTime: '10:00:00', endTime: '11:00:00', shift: 'front_half_day' };
    await db.update(s.quarters).set({ isActive: true }).where(eq(s.quarters.id, f.q1.id));
    expect(await pgErrorCode(db.insert(s.quarters).values({ ...q, quarterName: 'Q2', quarterNumber: 2, isActive: true }))).toBe('23505');
    await db.insert(s.quarters).values([
      { ...q, quarterName: 'Q2', quarterNumber: 2 },
      { ...q, quarterName: 'Q3', quarterNumber: 3 },
    ]);
    const [other] = await db.insert(s.fulfillmentCenters).values({ code: 'PDX2', name: 'Portland' }).returning();
    await db.insert(s.quarters).values({ ...q, fulfillmentCenterId: other!.id, quarterName: 'Q1', quarterNumber: 1, isActive: true });
  });

  it('lets only one rotation rule lead to a station', async () => {
    const f = await floor();
    await db.insert(s.rotationRules).values({ fulfillmentCenterId: f.fc, fromStationId: f.a.id, toStationId: f.c.id, lineNumber: 1 });
    expect(await pgErrorCode(db.insert(s.rotationRules).values({ fulfillmentCenterId: f.fc, fromStationId: f.b.id, toStationId: f.c.id, lineNumber: 1 }))).toBe(
      '23505',
    );
  });

  it('keeps one TV station config per center config and station', async () => {
    const f = await floor();
    const [config] = await db.insert(s.tvCenterConfigs).values({ fulfillmentCenterId: f.fc }).returning();
    expect(config!.maximumAttendance).toBe(50);
    const row = { centerConfigId: config!.id, stationId: f.a.id, fulfillmentCenterId: f.fc, criticalStation: true };
    await db.insert(s.tvStationConfigs).values(row);
    expect(await pgErrorCode(db.insert(s.tvStationConfigs).values(row))).toBe('23505');
  });

  it('refuses a line outside 1-4 and a role outside the four', async () => {
    const f = await floor();
    expect(await pgErrorCode(db.insert(s.stations).values({ fulfillmentCenterId: f.fc, stationCode: '5-01', stationTypeId: f.type.id, lineNumber: 5 }))).toBe(
      '23514',
    );
    await db.insert(s.users).values({ id: 'u1', name: 'U', email: 'u1@stationboard.local' });
    expect(await pgErrorCode(db.insert(s.roles).values({ userId: 'u1', role: 'OWNER', employeeId: 'u1', fulfillmentCenterId: f.fc }))).toBe('23514');
    await db.insert(s.roles).values({ userId: 'u1', role: null, employeeId: 'u1', fulfillmentCenterId: f.fc });
  });
});

describe('cascading deletes', () => {
  it('removes a station with its assignments, rules and configs', async () => {
    const f = await floor();
    await db.insert(s.assignments).values(assignment(f, f.a.id, f.ann));
    await db.insert(s.rotationRules).values({ fulfillmentCenterId: f.fc, fromStationId: f.b.id, toStationId: f.a.id, lineNumber: 1 });
    const [config] = await db.insert(s.tvCenterConfigs).values({ fulfillmentCenterId: f.fc }).returning();
    await db.insert(s.tvStationConfigs).values({ centerConfigId: config!.id, stationId: f.a.id, fulfillmentCenterId: f.fc });
    await db.delete(s.stations).where(eq(s.stations.id, f.a.id));
    for (const table of [s.assignments, s.rotationRules, s.tvStationConfigs]) {
      const [row] = await db.select({ n: count() }).from(table);
      expect(row!.n).toBe(0);
    }
  });

  it('removes an employee with their assignments and a quarter with its assignments', async () => {
    const f = await floor();
    await db.insert(s.assignments).values([assignment(f, f.a.id, f.ann), assignment(f, f.b.id, f.bob)]);
    await db.delete(s.employees).where(eq(s.employees.id, f.ann.id));
    expect((await db.select().from(s.assignments)).map((a) => a.employeeName)).toEqual(['Bob Kim']);
    await db.delete(s.quarters).where(eq(s.quarters.id, f.q1.id));
    expect(await db.select().from(s.assignments)).toEqual([]);
  });

  it('removes everything of a center but keeps its audit trail', async () => {
    const f = await floor();
    await db.insert(s.assignments).values(assignment(f, f.a.id, f.ann));
    await db.insert(s.auditLogs).values({ fulfillmentCenterId: f.fc, action: 'CASCADE_DELETE', tableName: 'fulfillment_centers', recordId: f.fc });
    await db.delete(s.fulfillmentCenters).where(eq(s.fulfillmentCenters.id, f.fc));
    for (const table of [s.stations, s.stationTypes, s.quarters, s.employees, s.assignments]) {
      const [row] = await db.select({ n: count() }).from(table);
      expect(row!.n).toBe(0);
    }
    expect(await db.select().from(s.auditLogs)).toHaveLength(1);
  });

  it('refuses to delete a station type still used by a station', async () => {
    const f = await floor();
    // PostgreSQL 18 (PGlite) reports restrict_violation, 15 a foreign_key_violation.
    expect(['23001', '23503']).toContain(await pgErrorCode(db.delete(s.stationTypes).where(eq(s.stationTypes.id, f.type.id))));
  });
});

describe('station code order', () => {
  it('orders stations in the database as compareStationsByCode does: numbers by value, case and accents aside, ties by id', async () => {
    const f = await floor();
    // Beside the floor's 1-01, 1-02 and 1-03.
    const codes = [
      '1-10',
      '1-2',
      'A-1',
      'a-1',
      'á-2',
      'Water Spider-L10',
      'water spider-L2',
      'Tote Buffer-1',
      '4-01',
      '10',
      '9',
      'x 1',
      'x-1',
      'x_1',
      'x.1',
      'X1',
    ];
    await db.insert(s.stations).values(codes.map((code) => ({ fulfillmentCenterId: f.fc, stationCode: code, stationTypeId: f.type.id })));
    const rows = await db
      .select({ id: s.stations.id, station_code: s.stations.stationCode })
      .from(s.stations)
      .where(eq(s.stations.fulfillmentCenterId, f.fc))
      .orderBy(...s.stationCodeOrder);
    expect(rows).toEqual([...rows].sort(compareStationsByCode));
    const ordered = rows.map((r) => r.station_code);
    expect(ordered.indexOf('1-10')).toBeGreaterThan(ordered.indexOf('1-03'));
    expect(ordered.indexOf('10')).toBeGreaterThan(ordered.indexOf('9'));
  });
});
