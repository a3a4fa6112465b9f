/** The badge-scan engine, outcome by outcome (DESIGN §4), and under a storm of kiosks. */
import { and, count, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildFloor, type Floor } from '../../../test/floor-fixture.ts';
import { buildTestApp, isPostgres, type TestApp } from '../../../test/helper.ts';
import { queryRows } from '../../db/database.ts';
import * as s from '../../db/schema.ts';
import { runBadgeScan } from './badge-scan.service.ts';
import type { ScanMode } from './scan-context.ts';

// 10:00 in Spokane on 2026-11-22.
const NOW = new Date('2026-11-22T18:00:00Z');
const DATE = '2026-11-22';

let t: TestApp;
let f: Floor;
beforeEach(async () => {
  // The API's scans are judged by the app's clock: a fixed one, so they never depend on the hour the suite runs.
  t = await buildTestApp({ clock: () => NOW });
  f = await buildFloor(t);
});
afterEach(() => t.close());

function scan(value: string, quarterNumber = 1, mode: ScanMode = 'scan', now = NOW) {
  return runBadgeScan(t.database.db, { value, centerId: f.centerId, quarterNumber, mode, actorEmployeeId: 'kiosk-1', now });
}

async function assignmentsOf(employeeId: string) {
  return t.database.db
    .select({ station: s.stations.stationCode, quarter: s.quarters.quarterName, checkedIn: s.assignments.checkedIn, createdBy: s.assignments.createdBy })
    .from(s.assignments)
    .innerJoin(s.stations, eq(s.stations.id, s.assignments.stationId))
    .innerJoin(s.quarters, eq(s.quarters.id, s.assignments.quarterId))
    .where(eq(s.assignments.employeeId, employeeId))
    .orderBy(s.quarters.quarterNumber);
}

async function auditActions() {
  return (await t.database.db.select({ action: s.auditLogs.action }).from(s.auditLogs)).map((a) => a.action);
}

function place(employee: { id: string; name: string }, station: { id: string }, quarter: { id: string }, checkedIn = false) {
  return t.database.db.insert(s.assignments).values({
    fulfillmentCenterId: f.centerId,
    stationId: station.id,
    quarterId: quarter.id,
    assignmentDate: DATE,
    employeeId: employee.id,
    employeeName: employee.name,
    checkedIn,
    checkedInAt: checkedIn ? NOW : null,
  });
}

async function addRoutingAreas() {
  await t.database.db.insert(s.externalRoutingAreas).values([
    { fulfillmentCenterId: f.centerId, areaName: 'Receive Dock', isRouting: true },
    { fulfillmentCenterId: f.centerId, areaName: 'ICQA', isRouting: false },
    { fulfillmentCenterId: f.centerId, areaName: 'Outbound', isRouting: true },
  ]);
}

describe('badge scan', () => {
  it('assigns and checks in a new arrival, then follows the rotation rules through the rest of the shift', async () => {
    const items = await scan('annlee');
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      quarter_name: 'Q1',
      station_name: '1-01',
      message: 'Assigned & Checked In',
      checked_in: true,
      auto_checked_in: true,
      is_check_in: false,
      current_attendance: 1,
      maximum_attendance: 50,
      assignment_number: 1,
    });
    expect(items[1]).toMatchObject({ quarter_name: 'Q2', station_name: '1-02', checked_in: false, auto_checked_in: false });
    expect(await assignmentsOf(f.ann.id)).toEqual([
      { station: '1-01', quarter: 'Q1', checkedIn: true, createdBy: 'tv' },
      { station: '1-02', quarter: 'Q2', checkedIn: false, createdBy: 'tv' },
    ]);
    expect(await auditActions()).toEqual(['TV_BADGE_SCAN_ASSIGNMENT', 'AUTO_ASSIGN_REMAINING']);
  });

  it('creates the center config with the default maximum of 50 on the first scan of a center without one', async () => {
    await t.database.db.delete(s.tvCenterConfigs);
    const [item] = await scan('annlee');
    expect(item).toMatchObject({ maximum_attendance: 50 });
    expect((await auditActions())[0]).toBe('TV_ASSIGNMENT_CONFIG_INITIALIZED');
  });

  it('checks in someone already assigned, once: a second scan changes nothing', async () => {
    await place(f.bob, f.s2, f.q1);
    const [first] = await scan('bobkim');
    expect(first).toMatchObject({ is_check_in: true, checked_in: true, message: 'Checked In Successfully', station_name: '1-02', current_attendance: 1 });
    const [again] = await scan('BOBKIM');
    expect(again!.checked_in_at).toBe(first!.checked_in_at);
    expect((await assignmentsOf(f.bob.id)).length).toBe(1);
    expect(await auditActions()).toEqual(['UPDATE']);
  });

  it('matches badge barcode and employee UID as well as the login, and only active employees', async () => {
    await t.database.db.update(s.employees).set({ badgeBarcodeId: 20001234, employeeUid: 900100 }).where(eq(s.employees.id, f.cid.id));
    expect((await scan('20001234'))[0]).toMatchObject({ employee_name: 'Cid Moss' });
    await t.database.db.delete(s.assignments);
    expect((await scan('900100'))[0]).toMatchObject({ employee_name: 'Cid Moss' });
    await t.database.db.update(s.employees).set({ isActive: false }).where(eq(s.employees.id, f.bob.id));
    await expect(scan('bobkim')).rejects.toThrow('Employee not found');
    await expect(scan('nobody')).rejects.toThrow('Employee not found');
  });

  it('sends someone to their rotation destination from the previous quarter', async () => {
    await place(f.ann, f.s1, f.q1, true);
    const [item] = await scan('annlee', 2);
    expect(item).toMatchObject({ quarter_name: 'Q2', station_name: '1-02', message: 'Assigned & Checked In' });
  });

  it('fills a free critical station first', async () => {
    await t.database.db
      .insert(s.tvStationConfigs)
      .values({ centerConfigId: f.config.id, stationId: f.ws.id, fulfillmentCenterId: f.centerId, criticalStation: true });
    const [item] = await scan('bobkim');
    expect(item).toMatchObject({ station_name: 'Water Spider-L1', is_critical: true, remaining_critical: 0 });
  });

  it('walks past taken and inactive stations to the first free line station by code, numbers by value, even when an indirect one sorts first', async () => {
    await t.database.db.insert(s.stations).values([
      { fulfillmentCenterId: f.centerId, stationCode: '1-10', stationTypeId: f.s1.stationTypeId, lineNumber: 1 },
      { fulfillmentCenterId: f.centerId, stationCode: '1-9', stationTypeId: f.s1.stationTypeId, lineNumber: 1 },
      { fulfillmentCenterId: f.centerId, stationCode: '0 Problem Solve', stationTypeId: f.ws.stationTypeId },
    ]);
    await place(f.ann, f.s1, f.q1);
    await place(f.bob, f.s2, f.q1);
    const [item] = await scan('cidmoss');
    expect(item).toMatchObject({ station_name: '1-9', message: 'Assigned & Checked In', assignment_number: 3, current_attendance: 1 });
  });

  it('routes to the active routing areas once checked-in attendance reaches the maximum, assigning nothing', async () => {
    await addRoutingAreas();
    await t.database.db.update(s.tvCenterConfigs).set({ maximumAttendance: 1 });
    await place(f.ann, f.s1, f.q1, true);
    const [item] = await scan('bobkim');
    expect(item).toMatchObject({
      is_overflow_routing: true,
      message: 'Maximum Attendance Reached',
      routing_message: 'Maximum Attendance Reached',
      routing_areas: ['Outbound', 'Receive Dock'],
      current_attendance: 1,
      maximum_attendance: 1,
    });
    expect(await assignmentsOf(f.bob.id)).toEqual([]);
  });

  it('asks for additional support when no station is free and routing areas exist, else says none is available', async () => {
    await place(f.ann, f.s1, f.q1);
    await place(f.bob, f.s2, f.q1);
    const [cidEmployee] = await t.database.db
      .insert(s.employees)
      .values({ fulfillmentCenterId: f.centerId, name: 'Dee Fox', employeeId: 'deefox' })
      .returning();
    await place(cidEmployee!, f.ws, f.q1);
    expect((await scan('cidmoss'))[0]).toMatchObject({ message: 'No available stations for assignment.', is_overflow_routing: false, station_name: null });
    await addRoutingAreas();
    expect((await scan('cidmoss'))[0]).toMatchObject({
      message: 'Additional Support Required',
      is_overflow_routing: true,
      routing_areas: ['Outbound', 'Receive Dock'],
    });
  });

  it('answers Already Assigned for auto-assign of someone who holds a station, changing nothing', async () => {
    await place(f.ann, f.s2, f.q1);
    const [item] = await scan('annlee', 1, 'auto-assign');
    expect(item).toMatchObject({ is_conflict: true, message: 'Already Assigned', existing_assignment: { station_code: '1-02' }, checked_in: false });
    expect(await auditActions()).toEqual([]);
  });

  it('tells a kiosk whether the station held is checked in yet: after a check-in, auto-assign still answers Already Assigned, now checked in', async () => {
    await place(f.ann, f.s2, f.q1);
    await scan('annlee');
    const [item] = await scan('annlee', 1, 'auto-assign');
    expect(item).toMatchObject({
      is_conflict: true,
      message: 'Already Assigned',
      existing_assignment: { station_code: '1-02' },
      checked_in: true,
      current_attendance: 1,
    });
    expect((await assignmentsOf(f.ann.id)).map((a) => [a.quarter, a.station, a.checkedIn])).toEqual([['Q1', '1-02', true]]);
  });

  it('skips an inactive rotation destination in later quarters, auditing the skip', async () => {
    await t.database.db.update(s.stations).set({ isActive: false }).where(eq(s.stations.id, f.s2.id));
    const items = await scan('annlee');
    expect(items[1]).toMatchObject({ quarter_name: 'Q2', station_name: '1-02', message: '1-02 is inactive; skipped' });
    expect(await assignmentsOf(f.ann.id)).toHaveLength(1);
    expect(await auditActions()).toContain('SKIP_INACTIVE_STATION');
  });

  it('works in an overnight quarter after midnight, on the date the quarter started, and chains on to the next date', async () => {
    const [q7, q8] = await t.database.db
      .insert(s.quarters)
      .values([
        { fulfillmentCenterId: f.centerId, quarterName: 'Q7', quarterNumber: 7, startTime: '23:30:00', endTime: '02:00:00', shift: 'back_half_day' },
        { fulfillmentCenterId: f.centerId, quarterName: 'Q8', quarterNumber: 8, startTime: '02:15:00', endTime: '04:30:00', shift: 'back_half_day' },
      ])
      .returning();
    const oneAm = new Date('2026-11-23T09:00:00Z'); // 01:00 in Spokane
    const items = await scan('annlee', 7, 'scan', oneAm);
    expect(items.map((i) => [i.quarter_name, i.station_name])).toEqual([
      ['Q7', '1-01'],
      ['Q8', '1-02'],
    ]);
    const rows = await t.database.db.select().from(s.assignments).where(eq(s.assignments.employeeId, f.ann.id));
    expect(rows.map((r) => [r.quarterId, r.assignmentDate]).sort()).toEqual(
      [
        [q7!.id, '2026-11-22'],
        [q8!.id, '2026-11-23'],
      ].sort(),
    );
  });

  it('is reachable by a VIEW kiosk through the API, with a clear 400 for an empty or over-long value', async () => {
    const post = (employee_id: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/stations/tv-badge-scan', headers: f.as('VIEW'), payload: { employee_id, quarter_number: 1 } });
    const ok = await post('annlee');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, message: 'Assigned & Checked In', data: [{ station_name: '1-01' }, { station_name: '1-02' }] });
    expect((await post('   ')).json()).toMatchObject({ error: 'employee_id: Scan a badge or type an employee ID' });
    expect((await post('x'.repeat(65))).statusCode).toBe(400);
    expect((await post(12345)).statusCode).toBe(400);
    expect((await post("'; drop table employees; --")).json()).toMatchObject({ error: 'Employee not found' });
  });
});

// PGlite runs one statement at a time, so races cannot happen there: this needs PostgreSQL.
describe.runIf(isPostgres)('a storm of kiosks on PostgreSQL (skipped without TEST_DATABASE_URL)', () => {
  it('never double-assigns a station or a person, nor lets attendance pass the maximum', { timeout: 120_000 }, async () => {
    const { db } = t.database;
    const [type] = await db.insert(s.stationTypes).values({ fulfillmentCenterId: f.centerId, name: 'STORM' }).returning();
    await db.insert(s.stations).values(
      Array.from({ length: 296 }, (_, i) => ({
        fulfillmentCenterId: f.centerId,
        stationCode: `S-${String(i).padStart(3, '0')}`,
        stationTypeId: type!.id,
        lineNumber: 2,
      })),
    );
    await db
      .insert(s.employees)
      .values(Array.from({ length: 497 }, (_, i) => ({ fulfillmentCenterId: f.centerId, name: `Storm ${i}`, employeeId: `storm${i}` })));
    const MAXIMUM = 250;
    await db.update(s.tvCenterConfigs).set({ maximumAttendance: MAXIMUM });
    const logins = [...Array.from({ length: 497 }, (_, i) => `storm${i}`), 'annlee', 'bobkim', 'cidmoss'];
    // Every tenth badge is scanned by three kiosks at the same moment.
    const queue = logins.flatMap((login, i) => (i % 10 === 0 ? [login, login, login] : [login]));
    const KIOSKS = 8;
    const failures: string[] = [];
    await Promise.all(
      Array.from({ length: KIOSKS }, async () => {
        for (let value = queue.shift(); value; value = queue.shift()) {
          await scan(value).catch((err: Error) => failures.push(`${value}: ${err.message}`));
        }
      }),
    );
    expect(failures).toEqual([]);
    const perStation = await queryRows(db, sql`select station_id from assignments where quarter_id = ${f.q1.id} group by station_id having count(*) > 1`);
    const perPerson = await queryRows(db, sql`select employee_id from assignments where quarter_id = ${f.q1.id} group by employee_id having count(*) > 1`);
    expect(perStation).toEqual([]);
    expect(perPerson).toEqual([]);
    const [checkedIn] = await db
      .select({ n: count() })
      .from(s.assignments)
      .where(and(eq(s.assignments.quarterId, f.q1.id), eq(s.assignments.checkedIn, true)));
    expect(checkedIn!.n).toBe(MAXIMUM);
  });

  it('checks in a planned person scanned at several kiosks at once exactly once', async () => {
    await place(f.ann, f.s2, f.q1);
    const items = await Promise.all(Array.from({ length: 6 }, () => scan('annlee')));
    expect(new Set(items.map(([item]) => item!.message))).toEqual(new Set(['Checked In Successfully']));
    expect(new Set(items.map(([item]) => item!.checked_in_at)).size).toBe(1);
    expect(await auditActions()).toEqual(['UPDATE']);
    expect(await assignmentsOf(f.ann.id)).toEqual([{ station: '1-02', quarter: 'Q1', checkedIn: true, createdBy: null }]);
  });
});
