import { and, count, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from 'better-auth/crypto';
import { bearer, signIn } from '../../../test/accounts.ts';
import { buildTestApp, createTestDatabase } from '../../../test/helper.ts';
import type { Database } from '../database.ts';
import * as s from '../schema.ts';
import { DEMO_ACCOUNTS, isDatabaseEmpty, seedDemo } from './seed-demo.ts';

let database: Database;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

const NOW = new Date('2026-11-22T18:00:00Z'); // 10:00 in Spokane: Q2 of the day shift
// The demo centers are in Los Angeles: in November local time is UTC-8.
const spokane = (date: string, time: string) => new Date(`${date}T${time}:00-08:00`);

type Staffing = { n: number; checkedIn: number; employees: string[] };

/** A center's assignments by quarter name and date ('Q7 2026-11-22'). */
async function staffing(db: Database['db'], code: string): Promise<Map<string, Staffing>> {
  const rows = await db
    .select({ quarter: s.quarters.quarterName, date: s.assignments.assignmentDate, employee: s.assignments.employeeId, checkedIn: s.assignments.checkedIn })
    .from(s.assignments)
    .innerJoin(s.quarters, eq(s.quarters.id, s.assignments.quarterId))
    .innerJoin(s.fulfillmentCenters, eq(s.fulfillmentCenters.id, s.assignments.fulfillmentCenterId))
    .where(eq(s.fulfillmentCenters.code, code));
  const byOccurrence = new Map<string, Staffing>();
  for (const row of rows) {
    const key = `${row.quarter} ${row.date}`;
    const entry = byOccurrence.get(key) ?? { n: 0, checkedIn: 0, employees: [] };
    entry.n += 1;
    if (row.checkedIn) entry.checkedIn += 1;
    entry.employees.push(row.employee);
    byOccurrence.set(key, entry);
  }
  return byOccurrence;
}

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

  it('gives every person of a center a name and a login nobody else there has', async () => {
    const { db } = database;
    await seedDemo(db, { password: 'demo1234', mailDomain: 'stationboard.local', now: NOW });
    const perCenter = await db
      .select({
        code: s.fulfillmentCenters.code,
        n: count(),
        names: sql<number>`count(distinct ${s.employees.name})`.mapWith(Number),
        logins: sql<number>`count(distinct ${s.employees.employeeId})`.mapWith(Number),
      })
      .from(s.employees)
      .innerJoin(s.fulfillmentCenters, eq(s.fulfillmentCenters.id, s.employees.fulfillmentCenterId))
      .groupBy(s.fulfillmentCenters.code);
    expect(perCenter).toHaveLength(2);
    for (const center of perCenter) expect(center).toEqual({ code: center.code, n: center.n, names: center.n, logins: center.n });
  });

  it('dates a night shift by the operating day: at 00:30 its Q7 is on the day before and its Q8 on the calendar date', async () => {
    const { db } = database;
    await seedDemo(db, { password: 'demo1234', mailDomain: 'stationboard.local', now: spokane('2026-11-23', '00:30') });
    const geg1 = await staffing(db, 'GEG1');
    const q7 = geg1.get('Q7 2026-11-22')!;
    const q8 = geg1.get('Q8 2026-11-23')!;
    // The people on the floor now: Q7 started on the 22nd, and part of it has scanned in.
    expect(q7.checkedIn).toBeGreaterThan(0);
    expect(q7.checkedIn).toBeLessThan(q7.n);
    // Their Q8 at 02:15 is on the 23rd, the same crew rotated on, and not started yet.
    const crew = new Set(q7.employees);
    expect(q8.employees.filter((e) => crew.has(e)).length).toBeGreaterThan(0.8 * q8.n);
    expect(q8.checkedIn).toBe(0);
    // The night that starts on the 23rd is tomorrow's: nothing of it is checked in.
    expect(geg1.get('Q7 2026-11-23')!.checkedIn).toBe(0);
    expect(geg1.get('Q8 2026-11-24')!.checkedIn).toBe(0);
    // Today's day shift (the 22nd) is over and mostly checked in; yesterday's night is all in.
    expect(geg1.get('Q4 2026-11-22')!.checkedIn).toBeGreaterThan(0.5 * geg1.get('Q4 2026-11-22')!.n);
    expect(geg1.get('Q7 2026-11-21')!.checkedIn).toBe(geg1.get('Q7 2026-11-21')!.n);
  });
});

describe('the demo at any hour', () => {
  const hours = [
    { at: spokane('2026-11-22', '10:30'), quarter: 'Q2', date: '2026-11-22', why: 'inside Q2' },
    { at: spokane('2026-11-23', '00:30'), quarter: 'Q7', date: '2026-11-22', why: 'inside Q7, after midnight' },
    { at: spokane('2026-11-23', '02:10'), quarter: 'Q8', date: '2026-11-23', why: 'in the gap before Q8' },
  ];

  it.each(hours)('at $why the current quarter is the one flagged active, and it has people checked in and people not', async ({ at, quarter, date }) => {
    const t = await buildTestApp({ clock: () => at });
    try {
      await seedDemo(t.database.db, { password: 'demo1234', mailDomain: t.app.config.mailDomain, now: at });
      const flagged = await t.database.db
        .select({ code: s.fulfillmentCenters.code, quarter: s.quarters.quarterName })
        .from(s.quarters)
        .innerJoin(s.fulfillmentCenters, eq(s.fulfillmentCenters.id, s.quarters.fulfillmentCenterId))
        .where(eq(s.quarters.isActive, true));
      expect(flagged.sort((a, b) => a.code.localeCompare(b.code))).toEqual([
        { code: 'GEG1', quarter },
        { code: 'PDX2', quarter },
      ]);

      // What the dashboard shows a manager: the Active badge on that quarter and a Not Checked In list.
      const token = await signIn(t.app, 'demo-manager', 'demo1234');
      const quarters = (await t.app.inject({ method: 'GET', url: '/api/quarters', headers: bearer(token) })).json<{
        data: { quarter_name: string; quarter_number: number; is_active: boolean }[];
      }>().data;
      expect(quarters.filter((q) => q.is_active).map((q) => q.quarter_name)).toEqual([quarter]);
      const number = quarters.find((q) => q.quarter_name === quarter)!.quarter_number;
      const response = await t.app.inject({ method: 'GET', url: `/api/employees/unchecked-in?quarter_number=${number}`, headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      const unchecked = response.json<{ data: unknown[] }>().data;
      expect(unchecked.length).toBeGreaterThan(0);

      const current = (await staffing(t.database.db, 'GEG1')).get(`${quarter} ${date}`)!;
      expect(current.checkedIn).toBeGreaterThan(0.6 * current.n);
      expect(current.checkedIn).toBeLessThan(current.n);
      // The dashboard lists exactly the rest of that quarter on its date.
      expect(unchecked).toHaveLength(current.n - current.checkedIn);
    } finally {
      await t.close();
    }
  });
});
