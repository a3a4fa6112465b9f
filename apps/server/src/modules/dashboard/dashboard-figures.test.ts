import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays, weekBounds } from '@stationboard/domain/quarters/local-time';
import { buildFloor, otherCenterQuarter, placeOnFloor, TODAY, type Floor } from '../../../test/floor-fixture.ts';
import { buildTestApp, testClock, type TestApp } from '../../../test/helper.ts';
import * as s from '../../db/schema.ts';

// The fixture's center is in Los Angeles: in November local time is UTC-8.
const local = (date: string, time: string) => new Date(`${date}T${time}:00-08:00`);

let t: TestApp;
let f: Floor;
let clock: ReturnType<typeof testClock>;
beforeEach(async () => {
  // The Saturday before the fixture's week: every quarter of that week is still ahead (planned).
  clock = testClock(local(addDays(weekBounds(TODAY).start, -1), '12:00'));
  t = await buildTestApp({ clock: clock.now });
  f = await buildFloor(t);
});
afterEach(() => t.close());

function place(employee: { id: string; name: string }, station: { id: string }, quarter: { id: string }, date = TODAY, checkedIn = false) {
  return placeOnFloor(t, f, employee, station, quarter, date, checkedIn);
}

const get = (url: string, role: 'VIEW' | 'MANAGER' = 'VIEW') => f.call(role, 'GET', url);

describe('GET /api/employees/indirect-assignment-stats', () => {
  it('sums quarter hours on indirect stations from Sunday to Saturday, flagging more than 20 hours', async () => {
    const week = weekBounds(TODAY);
    const [four, half, night] = await t.database.db
      .insert(s.quarters)
      .values([
        { fulfillmentCenterId: f.centerId, quarterName: 'Q4h', quarterNumber: 10, startTime: '08:00:00', endTime: '12:00:00', shift: 'front_half_day' },
        { fulfillmentCenterId: f.centerId, quarterName: 'Qhalf', quarterNumber: 11, startTime: '12:00:00', endTime: '12:30:00', shift: 'front_half_day' },
        { fulfillmentCenterId: f.centerId, quarterName: 'Qnight', quarterNumber: 12, startTime: '23:30:00', endTime: '02:00:00', shift: 'back_half_day' },
      ])
      .returning();
    const [solve] = await t.database.db
      .insert(s.stations)
      .values({ fulfillmentCenterId: f.centerId, stationCode: 'Problem Solve', stationTypeId: f.ws.stationTypeId })
      .returning();
    for (let day = 0; day < 5; day++) {
      await place(f.ann, f.ws, four!, addDays(week.start, day)); // 5 × 4 h = 20 h exactly
      await place(f.bob, solve!, four!, addDays(week.start, day + 1)); // and one half hour more
    }
    await place(f.bob, solve!, half!, week.end); // Saturday is in the week: 20.5 h
    await place(f.cid, f.ws, night!, week.start); // overnight: 2.5 h
    await place(f.cid, f.ws, four!, addDays(week.start, -1)); // the Saturday before: not counted
    await place(f.cid, f.s1, four!, addDays(week.start, 1)); // a line station: not counted
    const res = await get(`/api/employees/indirect-assignment-stats?start_date=${week.start}&end_date=${week.end}`);
    expect(res.json().data).toEqual([
      {
        employee_id: f.bob.id,
        employee_name: 'Bob Kim',
        employee_reference_id: 'bobkim',
        assignment_hours: 20.5,
        hours_worked: 0,
        hours_planned: 20.5,
        is_over_limit: true,
      },
      {
        employee_id: f.ann.id,
        employee_name: 'Ann Lee',
        employee_reference_id: 'annlee',
        assignment_hours: 20,
        hours_worked: 0,
        hours_planned: 20,
        is_over_limit: false,
      },
      {
        employee_id: f.cid.id,
        employee_name: 'Cid Moss',
        employee_reference_id: 'cidmoss',
        assignment_hours: 2.5,
        hours_worked: 0,
        hours_planned: 2.5,
        is_over_limit: false,
      },
    ]);
  });
});

describe('GET /api/employees/indirect-assignment-stats, whose stations and quarters count', () => {
  it('counts additional indirects, names a person without a login by id, and leaves out other centers and line stations', async () => {
    const week = weekBounds(TODAY);
    const db = t.database.db;
    const [extra] = await db.insert(s.stationTypes).values({ fulfillmentCenterId: f.centerId, name: 'ADDITIONAL_INDIRECTS' }).returning();
    const [trainer] = await db.insert(s.stations).values({ fulfillmentCenterId: f.centerId, stationCode: 'Trainer', stationTypeId: extra!.id }).returning();
    const [noLogin] = await db.insert(s.employees).values({ fulfillmentCenterId: f.centerId, name: 'Dee Noalias' }).returning();
    // Another center's indirect station and quarter, worked the same week by its own people.
    const [otherType] = await db.insert(s.stationTypes).values({ fulfillmentCenterId: f.otherCenterId, name: 'INDIRECT' }).returning();
    const [otherDesk] = await db
      .insert(s.stations)
      .values({ fulfillmentCenterId: f.otherCenterId, stationCode: 'Water Spider-L1', stationTypeId: otherType!.id })
      .returning();
    const otherQuarter = await otherCenterQuarter(t, f);
    await db.insert(s.assignments).values({
      fulfillmentCenterId: f.otherCenterId,
      stationId: otherDesk!.id,
      quarterId: otherQuarter.id,
      assignmentDate: week.start,
      employeeId: f.otherEmployee.id,
      employeeName: f.otherEmployee.name,
    });
    await place(noLogin!, trainer!, f.q1, week.start); // 2.5 h
    await place(f.ann, f.ws, f.q2, week.end); // 2.25 h
    await place(f.ann, f.s1, f.q1, week.end); // a line station
    await place(f.bob, f.ws, f.q1, week.start); // 2.5 h, tied with Dee: by name
    const res = await get(`/api/employees/indirect-assignment-stats?start_date=${week.start}&end_date=${week.end}`);
    expect(res.json().data).toEqual([
      {
        employee_id: f.bob.id,
        employee_name: 'Bob Kim',
        employee_reference_id: 'bobkim',
        assignment_hours: 2.5,
        hours_worked: 0,
        hours_planned: 2.5,
        is_over_limit: false,
      },
      {
        employee_id: noLogin!.id,
        employee_name: 'Dee Noalias',
        employee_reference_id: noLogin!.id,
        assignment_hours: 2.5,
        hours_worked: 0,
        hours_planned: 2.5,
        is_over_limit: false,
      },
      {
        employee_id: f.ann.id,
        employee_name: 'Ann Lee',
        employee_reference_id: 'annlee',
        assignment_hours: 2.25,
        hours_worked: 0,
        hours_planned: 2.25,
        is_over_limit: false,
      },
    ]);
    expect((await get(`/api/employees/indirect-assignment-stats?start_date=${addDays(week.end, 1)}&end_date=${addDays(week.end, 7)}`)).json().data).toEqual([]);
  });
});

describe('GET /api/employees/indirect-assignment-stats, worked and planned', () => {
  it('counts quarters over and checked in as worked, quarters not over as planned, and judges the limit on both', async () => {
    const week = weekBounds(TODAY);
    const [eight] = await t.database.db
      .insert(s.quarters)
      .values({ fulfillmentCenterId: f.centerId, quarterName: 'Q8h', quarterNumber: 10, startTime: '06:00:00', endTime: '14:00:00', shift: 'front_half_day' })
      .returning();
    // Monday and Tuesday worked (checked in), Wednesday missed (no check-in), Thursday running, Friday ahead.
    await place(f.ann, f.ws, eight!, addDays(week.start, 1), true);
    await place(f.ann, f.ws, eight!, addDays(week.start, 2), true);
    await place(f.ann, f.ws, eight!, addDays(week.start, 3));
    await place(f.ann, f.ws, eight!, addDays(week.start, 4), true);
    await place(f.ann, f.ws, eight!, addDays(week.start, 5));
    // Bob only missed: he worked no indirect hours and is not listed.
    await place(f.bob, f.ws, f.q1, addDays(week.start, 1));
    clock.set(local(addDays(week.start, 4), '10:00'));

    const res = await get(`/api/employees/indirect-assignment-stats?start_date=${week.start}&end_date=${week.end}`);
    expect(res.json().data).toEqual([
      {
        employee_id: f.ann.id,
        employee_name: 'Ann Lee',
        employee_reference_id: 'annlee',
        assignment_hours: 32,
        hours_worked: 16,
        hours_planned: 16,
        is_over_limit: true,
      },
    ]);

    // Once Thursday's quarter is over it is worked; 16 + 8 worked, 8 planned.
    clock.set(local(addDays(week.start, 4), '14:00'));
    const later = (await get(`/api/employees/indirect-assignment-stats?start_date=${week.start}&end_date=${week.end}`)).json().data;
    expect(later).toMatchObject([{ assignment_hours: 32, hours_worked: 24, hours_planned: 8 }]);
  });

  it('flags a plan that will go over the limit before any of it is worked', async () => {
    const week = weekBounds(TODAY);
    const [eight] = await t.database.db
      .insert(s.quarters)
      .values({ fulfillmentCenterId: f.centerId, quarterName: 'Q8h', quarterNumber: 10, startTime: '06:00:00', endTime: '14:00:00', shift: 'front_half_day' })
      .returning();
    for (let day = 1; day <= 3; day++) await place(f.cid, f.ws, eight!, addDays(week.start, day));
    const res = await get(`/api/employees/indirect-assignment-stats?start_date=${week.start}&end_date=${week.end}`);
    expect(res.json().data).toMatchObject([{ employee_name: 'Cid Moss', assignment_hours: 24, hours_worked: 0, hours_planned: 24, is_over_limit: true }]);
  });
});

describe('GET /api/employees/missing-assignments', () => {
  it('lists people of the current quarter missing later quarters of the shift, by name', async () => {
    await place(f.ann, f.s1, f.q1);
    await place(f.bob, f.s2, f.q1);
    await place(f.bob, f.s1, f.q2);
    const res = await get(`/api/employees/missing-assignments?current_quarter_id=${f.q1.id}&assignment_date=${TODAY}`);
    // Ann stands at 1-01, whose rule leads to 1-02: the row opens 1-02 in Q2.
    expect(res.json().data).toEqual([
      {
        employee_id: f.ann.id,
        employee_name: 'Ann Lee',
        current_quarter_name: 'Q1',
        missing_quarters: ['Q2'],
        missing_stations: [{ quarter_id: f.q2.id, quarter_name: 'Q2', quarter_number: 2, date: TODAY, station_id: f.s2.id, station_code: '1-02' }],
      },
    ]);
    const last = await get(`/api/employees/missing-assignments?current_quarter_id=${f.q2.id}&assignment_date=${TODAY}`);
    expect(last.json().data).toEqual([]);
  });

  it('follows the rotation from the last quarter a person holds, over two later quarters (decision 151: one lookup per person and quarter)', async () => {
    const [q3] = await t.database.db
      .insert(s.quarters)
      .values({ fulfillmentCenterId: f.centerId, quarterName: 'Q3', quarterNumber: 3, startTime: '12:30:00', endTime: '15:00:00', shift: 'front_half_day' })
      .returning();
    await place(f.ann, f.s1, f.q1);
    await place(f.bob, f.s2, f.q1);
    await place(f.bob, f.s1, f.q2);
    await place(f.cid, f.ws, f.q1);
    await place(f.cid, f.ws, f.q2);
    await place(f.cid, f.ws, q3!);
    const res = await get(`/api/employees/missing-assignments?current_quarter_id=${f.q1.id}&assignment_date=${TODAY}`);
    const at = (quarter: { id: string; quarterName: string; quarterNumber: number }, station: { id: string; stationCode: string }) => ({
      quarter_id: quarter.id,
      quarter_name: quarter.quarterName,
      quarter_number: quarter.quarterNumber,
      date: TODAY,
      station_id: station.id,
      station_code: station.stationCode,
    });
    // Ann holds neither: 1-01 leads to 1-02, which leads nowhere. Bob holds 1-01 in Q2, which leads to 1-02 in Q3. Cid holds both.
    expect(res.json().data).toEqual([
      {
        employee_id: f.ann.id,
        employee_name: 'Ann Lee',
        current_quarter_name: 'Q1',
        missing_quarters: ['Q2', 'Q3'],
        missing_stations: [at(f.q2, f.s2), at(q3!, f.s2)],
      },
      { employee_id: f.bob.id, employee_name: 'Bob Kim', current_quarter_name: 'Q1', missing_quarters: ['Q3'], missing_stations: [at(q3!, f.s2)] },
    ]);
  });
});

describe('unchecked-in and manual check-in', () => {
  it('lists assignments not checked in by station code, and a MANAGER checks one in', async () => {
    await place(f.ann, f.s2, f.q1);
    await place(f.bob, f.s1, f.q1);
    await place(f.cid, f.ws, f.q1, TODAY, true);
    const list = async () =>
      (await get(`/api/employees/unchecked-in?quarter_number=1&assignment_date=${TODAY}`)).json().data as { station_code: string; assignment_id: string }[];
    const before = await list();
    expect(before.map((r) => r.station_code)).toEqual(['1-01', '1-02']);
    // Each row names its station's id: the dashboard's link opens that station.
    expect(before.map((r) => (r as { station_id?: string }).station_id)).toEqual([f.s1.id, f.s2.id]);

    const checkIn = (role: 'VIEW' | 'MANAGER') =>
      t.app.inject({ method: 'POST', url: '/api/employees/manual-check-in', headers: f.as(role), payload: { assignment_id: before[0]!.assignment_id } });
    expect((await checkIn('VIEW')).statusCode).toBe(403);
    const res = await checkIn('MANAGER');
    expect(res.json().data).toMatchObject({ assignment_id: before[0]!.assignment_id, checked_in: true });
    expect((await list()).map((r) => r.station_code)).toEqual(['1-02']);
    const [audit] = await t.database.db.select().from(s.auditLogs);
    expect(audit).toMatchObject({ action: 'UPDATE', tableName: 'assignments', createdBy: 'floor-manager' });
  });

  it('orders by station code the way the floor stands, 1-9 before 1-10', async () => {
    const [s9, s10] = await t.database.db
      .insert(s.stations)
      .values([
        { fulfillmentCenterId: f.centerId, stationCode: '1-9', stationTypeId: f.s1.stationTypeId, lineNumber: 1 },
        { fulfillmentCenterId: f.centerId, stationCode: '1-10', stationTypeId: f.s1.stationTypeId, lineNumber: 1 },
      ])
      .returning();
    await place(f.ann, s10!, f.q1);
    await place(f.bob, s9!, f.q1);
    await place(f.cid, f.s2, f.q1);
    const rows = (await get(`/api/employees/unchecked-in?quarter_number=1&assignment_date=${TODAY}`)).json().data as { station_code: string }[];
    expect(rows.map((r) => r.station_code)).toEqual(['1-02', '1-9', '1-10']);
  });

  it('refuses to check in an assignment of another center', async () => {
    const [quarter] = await t.database.db
      .insert(s.quarters)
      .values({
        fulfillmentCenterId: f.otherCenterId,
        quarterName: 'Q1',
        quarterNumber: 1,
        startTime: '07:00:00',
        endTime: '09:00:00',
        shift: 'front_half_day',
      })
      .returning();
    const [row] = await t.database.db
      .insert(s.assignments)
      .values({
        fulfillmentCenterId: f.otherCenterId,
        stationId: f.otherStation.id,
        quarterId: quarter!.id,
        assignmentDate: TODAY,
        employeeId: f.otherEmployee.id,
        employeeName: 'Olga Other',
      })
      .returning();
    const res = await t.app.inject({ method: 'POST', url: '/api/employees/manual-check-in', headers: f.as('MANAGER'), payload: { assignment_id: row!.id } });
    expect(res.statusCode).toBe(403);
  });
});
