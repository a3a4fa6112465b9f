import { and, count, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from 'better-auth/crypto';
import { createTestDatabase } from '../../../test/helper.ts';
import type { Database } from '../database.ts';
import * as s from '../schema.ts';
import { DEMO_ACCOUNTS, isDatabaseEmpty, seedDemo } from './seed-demo.ts';

let database: Database;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

const NOW = new Date('2026-11-22T18:00:00Z'); // 10:00 in Spokane: Q2 of the day shift

describe('seedDemo', () => {
  it('creates GEG1 and a second center with a readable floor, quarters, rules and configs', async () => {
    const { db } = database;
    expect(await isDatabaseEmpty(db)).toBe(true);
    await seedDemo(db, { password: 'demo1234', mailDomain: 'stationboard.local', now: NOW });
    expect(await isDatabaseEmpty(db)).toBe(false);

    const centers = await db.select().from(s.fulfillmentCenters);
    expect(centers.map((c) => c.code).sort()).toEqual(['GEG1', 'PDX2']);
    const geg1 = centers.find((c) => c.code === 'GEG1')!;

    const stations = await db.select().from(s.stations).where(eq(s.stations.fulfillmentCenterId, geg1.id));
    expect(new Set(stations.map((st) => st.lineNumber).filter(Boolean))).toEqual(new Set([1, 2, 3, 4]));
    expect(stations.some((st) => st.positionX === null)).toBe(true);
    expect(stations.some((st) => !st.isActive)).toBe(true);
    expect(stations.some((st) => st.stationCode.startsWith('4-'))).toBe(true);

    const quarters = await db.select().from(s.quarters).where(eq(s.quarters.fulfillmentCenterId, geg1.id));
    expect(quarters).toHaveLength(8);
    expect(quarters.some((q) => q.endTime < q.startTime)).toBe(true); // an overnight quarter

    const [employees] = await db.select({ n: count() }).from(s.employees).where(eq(s.employees.fulfillmentCenterId, geg1.id));
    expect(employees!.n).toBeGreaterThanOrEqual(200);
    const [rules] = await db.select({ n: count() }).from(s.rotationRules).where(eq(s.rotationRules.fulfillmentCenterId, geg1.id));
    expect(rules!.n).toBeGreaterThan(10);
    const critical = await db.select().from(s.tvStationConfigs).where(eq(s.tvStationConfigs.criticalStation, true));
    expect(critical.length).toBeGreaterThan(0);
    const areas = await db.select().from(s.externalRoutingAreas).where(eq(s.externalRoutingAreas.isRouting, true));
    expect(areas.length).toBeGreaterThan(0);
  });

  it("staffs today's quarters in the center's timezone and leaves some people not checked in", async () => {
    const { db } = database;
    await seedDemo(db, { password: 'demo1234', mailDomain: 'stationboard.local', now: NOW });
    const today = await db
      .select({ quarter: s.quarters.quarterName, n: count(), checkedIn: sql<number>`count(*) filter (where ${s.assignments.checkedIn})`.mapWith(Number) })
      .from(s.assignments)
      .innerJoin(s.quarters, eq(s.quarters.id, s.assignments.quarterId))
      .innerJoin(s.fulfillmentCenters, eq(s.fulfillmentCenters.id, s.assignments.fulfillmentCenterId))
      .where(and(eq(s.assignments.assignmentDate, '2026-11-22'), eq(s.fulfillmentCenters.code, 'GEG1')))
      .groupBy(s.quarters.quarterName);
    const byQuarter = new Map(today.map((r) => [r.quarter, r]));
    expect(byQuarter.get('Q2')!.n).toBeGreaterThan(30);
    expect(byQuarter.get('Q2')!.checkedIn).toBeLessThan(byQuarter.get('Q2')!.n);
    expect(byQuarter.get('Q3')!.checkedIn).toBe(0); // has not started yet
  });

  it('creates one confirmed demo account per role in GEG1 with the given password', async () => {
    const { db } = database;
    await seedDemo(db, { password: 'secret-pw', mailDomain: 'example.com', now: NOW });
    const rows = await db
      .select({ email: s.users.email, verified: s.users.emailVerified, role: s.roles.role, code: s.fulfillmentCenters.code, hash: s.accounts.password })
      .from(s.users)
      .innerJoin(s.roles, eq(s.roles.userId, s.users.id))
      .innerJoin(s.fulfillmentCenters, eq(s.fulfillmentCenters.id, s.roles.fulfillmentCenterId))
      .innerJoin(s.accounts, eq(s.accounts.userId, s.users.id));
    expect(rows.map((r) => r.email).sort()).toEqual(DEMO_ACCOUNTS.map((a) => `${a.employeeId}@example.com`).sort());
    expect(new Set(rows.map((r) => r.role))).toEqual(new Set(['SUDO', 'ADMIN', 'MANAGER', 'VIEW']));
    expect(rows.every((r) => r.verified && r.code === 'GEG1')).toBe(true);
    expect(await verifyPassword({ hash: rows[0]!.hash!, password: 'secret-pw' })).toBe(true);
  });
});
