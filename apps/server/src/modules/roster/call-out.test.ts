/**
 * Decision 153, on both databases: a call-out frees the person's stations of that day (audited,
 * in the exception's transaction) and the dashboard's call lists them while they stay open; a
 * search asked with a roster date ranks people on it first and says why others are off; the
 * Employees list filters by pattern and shift; a badge scan of someone off the roster says so.
 */
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildFloor, floorDayClock, placeOnFloor, TODAY, type Floor } from '../../../test/floor-fixture.ts';
import { buildTestApp, type TestApp } from '../../../test/helper.ts';
import * as s from '../../db/schema.ts';

let t: TestApp;
let f: Floor;
beforeEach(async () => {
  t = await buildTestApp({ clock: floorDayClock() });
  f = await buildFloor(t, ['VIEW', 'MANAGER']);
});
afterEach(() => t.close());

// TODAY (2026-11-22) is a Sunday; the day before is over.
const YESTERDAY = '2026-11-21';

async function data(pending: ReturnType<Floor['call']>) {
  const res = await pending;
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const place = (employee: { id: string; name: string }, station: { id: string }, quarter: { id: string }, date = TODAY, checkedIn = false) =>
  placeOnFloor(t, f, employee, station, quarter, date, checkedIn);

const callOut = (employeeId: string, date = TODAY) =>
  data(f.call('MANAGER', 'POST', `/api/employees/${employeeId}/exceptions`, { date, kind: 'call_out', note: 'sick' }));
const openings = async (date = TODAY) =>
  (
    (await data(f.call('VIEW', 'GET', `/api/roster/call-out-openings?date=${date}`))) as { employee_name: string; station_code: string; quarter_name: string }[]
  ).map((row) => `${row.quarter_name} ${row.station_code} ${row.employee_name}`);
const stationsOf = async (employeeId: string) =>
  (await t.database.db.select({ date: s.assignments.assignmentDate }).from(s.assignments).where(eq(s.assignments.employeeId, employeeId))).map(
    (row) => row.date,
  );

describe('a call-out frees the stations of that day', () => {
  it('takes the person off the day’s stations they have not checked in to, audited, and lists them as open until filled', async () => {
    await place(f.ann, f.s1, f.q1);
    await place(f.ann, f.s2, f.q2);
    await place(f.ann, f.s1, f.q1, '2026-11-23');
    const exception = await callOut(f.ann.id);
    expect(exception.freed_stations).toHaveLength(2);
    expect(await stationsOf(f.ann.id)).toEqual(['2026-11-23']);
    const audits = await t.database.db
      .select({ station: s.auditLogs.stationName, employee: s.auditLogs.employeeName })
      .from(s.auditLogs)
      .where(and(eq(s.auditLogs.tableName, 'assignments'), eq(s.auditLogs.action, 'DELETE')));
    expect(audits.map((a) => a.station).sort()).toEqual(['1-01', '1-02']);
    expect(audits.every((a) => a.employee === 'Ann Lee')).toBe(true);
    expect(await openings()).toEqual(['Q1 1-01 Ann Lee', 'Q2 1-02 Ann Lee']);

    // Someone takes 1-01 in Q1: it is no longer open.
    await place(f.bob, f.s1, f.q1);
    expect(await openings()).toEqual(['Q2 1-02 Ann Lee']);
  });

  it('leaves a station the person has checked in to, and touches nothing on a day that is over', async () => {
    await place(f.ann, f.s1, f.q1, TODAY, true);
    expect((await callOut(f.ann.id)).freed_stations).toEqual([]);
    await place(f.bob, f.s2, f.q1, YESTERDAY);
    expect((await callOut(f.bob.id, YESTERDAY)).freed_stations).toEqual([]);
    expect(await stationsOf(f.bob.id)).toEqual([YESTERDAY]);
    expect(await openings()).toEqual([]);
  });

  it('other kinds free nothing, and another center’s openings are refused', async () => {
    await place(f.ann, f.s1, f.q1);
    await data(f.call('MANAGER', 'POST', `/api/employees/${f.ann.id}/exceptions`, { date: TODAY, kind: 'time_off' }));
    expect(await stationsOf(f.ann.id)).toEqual([TODAY]);
    const other = await f.call('VIEW', 'GET', `/api/roster/call-out-openings?date=${TODAY}&fulfillment_center_id=${f.otherCenterId}`);
    expect(other.statusCode).toBe(403);
    expect((await f.call('VIEW', 'GET', '/api/roster/call-out-openings?date=22-11-2026')).statusCode).toBe(400);
  });
});

describe('the search ranks by the roster of a date', () => {
  it('puts people on the roster first and says why each is on or off', async () => {
    // Ann and Bob match "ann"/"b" badly or well; Cid Moss works Sundays (FHD), Ann has time off.
    const { db } = t.database;
    await db.update(s.employees).set({ name: 'Anna Bell' }).where(eq(s.employees.id, f.bob.id));
    await db
      .update(s.employees)
      .set({ name: 'Joanna Moss', shiftPattern: 'FHD', workDays: [0, 1, 2, 3], shift: 'day' })
      .where(eq(s.employees.id, f.cid.id));
    await db
      .update(s.employees)
      .set({ shiftPattern: 'FHD', workDays: [0, 1, 2, 3], shift: 'day' })
      .where(eq(s.employees.id, f.ann.id));
    await data(f.call('MANAGER', 'POST', `/api/employees/${f.ann.id}/exceptions`, { date: TODAY, kind: 'time_off' }));
    const search = async (query: string) =>
      ((await data(f.call('VIEW', 'GET', `/api/employees?search=ann&is_active=true&limit=8${query}`))).data as { name: string; roster_reason?: string }[]).map(
        (e) => `${e.name}:${e.roster_reason ?? '-'}`,
      );
    expect(await search('')).toEqual(['Ann Lee:-', 'Anna Bell:-', 'Joanna Moss:-']);
    // Joanna is on the day shift's roster; Anna Bell has no pattern (not known to be off); Ann Lee is off.
    expect(await search(`&roster_date=${TODAY}&roster_shift=day`)).toEqual(['Anna Bell:not_scheduled', 'Joanna Moss:pattern', 'Ann Lee:time_off']);
    expect(await search(`&roster_date=${TODAY}&roster_shift=night`)).toEqual(['Anna Bell:not_scheduled', 'Ann Lee:time_off', 'Joanna Moss:not_scheduled']);
    expect((await f.call('VIEW', 'GET', '/api/employees?search=ann&roster_date=soon')).statusCode).toBe(400);
  });

  it('filters the Employees list by pattern and by shift', async () => {
    await t.database.db
      .update(s.employees)
      .set({ shiftPattern: 'BHN', workDays: [3, 4, 5, 6], shift: 'night' })
      .where(eq(s.employees.id, f.bob.id));
    const names = async (query: string) =>
      ((await data(f.call('VIEW', 'GET', `/api/employees?limit=20${query}`))).data as { name: string }[]).map((e) => e.name);
    expect(await names('&shift_pattern=BHN')).toEqual(['Bob Kim']);
    expect(await names('&shift_pattern=none')).toEqual(['Ann Lee', 'Cid Moss']);
    expect(await names('&shift=night')).toEqual(['Bob Kim']);
    expect(await names('&shift=day')).toEqual([]);
    expect(await names('&search=bob&shift_pattern=FHD')).toEqual([]);
    expect((await f.call('VIEW', 'GET', '/api/employees?shift_pattern=XYZ')).statusCode).toBe(400);
  });
});

describe('a badge scan of someone off the roster', () => {
  it('places them as before and its reason line says they were not rostered', async () => {
    await t.database.db
      .update(s.employees)
      .set({ shiftPattern: 'BHD', workDays: [3, 4, 5, 6], shift: 'day' })
      .where(eq(s.employees.id, f.ann.id));
    const scan = (employee_id: string) => data(f.call('VIEW', 'POST', '/api/stations/tv-badge-scan', { employee_id, quarter_number: 1 }));
    const [annItem] = await scan('annlee');
    expect(annItem).toMatchObject({ station_name: '1-01', reason: { not_rostered: true } });
    expect(annItem.reason.text).toMatch(/ · not rostered today$/);
    // Bob has no pattern: nothing is said.
    const [bobItem] = await scan('bobkim');
    expect(bobItem.reason.text).not.toMatch(/rostered/);
  });
});
