/**
 * Around the clock (issue 11, decision 080): a night shift whose Q7 runs 23:30-02:00 belongs
 * to the day it started, through the API, with the app's clock driven by the test.
 */
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildFloor, placeOnFloor, type Floor } from '../../../test/floor-fixture.ts';
import { buildTestApp, testClock, type TestApp } from '../../../test/helper.ts';
import * as s from '../../db/schema.ts';

// The fixture's center is in Los Angeles: in November local time is UTC-8.
const local = (date: string, time: string) => new Date(`${date}T${time}:00-08:00`);
const SUNDAY = '2026-11-22';
const MONDAY = '2026-11-23';

let t: TestApp;
let f: Floor;
let clock: ReturnType<typeof testClock>;
let night: { q6: { id: string }; q7: { id: string }; q8: { id: string } };

beforeEach(async () => {
  clock = testClock(local(SUNDAY, '23:40'));
  t = await buildTestApp({ clock: clock.now });
  f = await buildFloor(t);
  const [q6, q7, q8] = await t.database.db
    .insert(s.quarters)
    .values([
      { fulfillmentCenterId: f.centerId, quarterName: 'Q6', quarterNumber: 6, startTime: '20:30:00', endTime: '23:30:00', shift: 'back_half_day' },
      { fulfillmentCenterId: f.centerId, quarterName: 'Q7', quarterNumber: 7, startTime: '23:30:00', endTime: '02:00:00', shift: 'back_half_day' },
      { fulfillmentCenterId: f.centerId, quarterName: 'Q8', quarterNumber: 8, startTime: '02:15:00', endTime: '04:30:00', shift: 'back_half_day' },
    ])
    .returning();
  night = { q6: q6!, q7: q7!, q8: q8! };
});
afterEach(() => t.close());

function assign(station: { id: string }, employee: { id: string; name: string }, quarter: { id: string }, date: string) {
  return f.call('MANAGER', 'POST', `/api/stations/${station.id}/assign`, {
    station_id: station.id,
    quarter_id: quarter.id,
    assignment_date: date,
    employee_id: employee.id,
    employee_name: employee.name,
    is_wildcard: false,
    created_by: 'manager',
    fulfillment_center_id: f.centerId,
  });
}

const scan = (value: string, quarterNumber: number, extra: object = {}) =>
  f.call('VIEW', 'POST', '/api/stations/tv-badge-scan', { employee_id: value, quarter_number: quarterNumber, ...extra });

/** Someone's assignments in the order they happen: by date, then by the quarter's start. */
function rowsOf(employee: { id: string }) {
  return t.database.db
    .select({ quarterId: s.assignments.quarterId, date: s.assignments.assignmentDate, checkedIn: s.assignments.checkedIn, stationId: s.assignments.stationId })
    .from(s.assignments)
    .innerJoin(s.quarters, eq(s.quarters.id, s.assignments.quarterId))
    .where(eq(s.assignments.employeeId, employee.id))
    .orderBy(s.assignments.assignmentDate, s.quarters.startTime);
}

describe('the operating day through the API', () => {
  it('checks in at 00:30 the night-quarter assignment made at 23:40, and no other', async () => {
    const current = (await f.call('MANAGER', 'GET', '/api/quarters/active/current')).json().data;
    expect(current).toMatchObject({ id: night.q7.id, assignment_date: SUNDAY });
    expect((await assign(f.s1, f.ann, night.q7, current.assignment_date)).statusCode).toBe(200);

    clock.set(local(MONDAY, '00:30'));
    const answer = await scan('annlee', 7);
    expect(answer.json()).toMatchObject({ message: 'Checked In Successfully', data: [{ station_name: '1-01', is_check_in: true, assignment_number: 1 }] });
    expect(await rowsOf(f.ann)).toEqual([{ quarterId: night.q7.id, date: SUNDAY, checkedIn: true, stationId: f.s1.id }]);

    // A kiosk that sends the date it shows lands on the same assignment.
    const again = await scan('annlee', 7, { assignment_date: SUNDAY });
    expect(again.json().data[0]).toMatchObject({ is_check_in: true, station_name: '1-01' });
    expect(await rowsOf(f.ann)).toHaveLength(1);
  });

  it("counts the night's people on the dashboard at 00:30", async () => {
    await assign(f.s1, f.ann, night.q7, SUNDAY);
    await assign(f.s2, f.bob, night.q7, SUNDAY);
    await scan('annlee', 7);

    clock.set(local(MONDAY, '00:30'));
    const stats = (await f.call('MANAGER', 'GET', `/api/quarters/${night.q7.id}/stats`)).json().data;
    expect(stats).toMatchObject({ total: 2 });
    const unchecked = (await f.call('MANAGER', 'GET', '/api/employees/unchecked-in?quarter_number=7')).json().data;
    expect(unchecked.map((r: { employee_name: string }) => r.employee_name)).toEqual(['Bob Kim']);
    const map = (await f.call('VIEW', 'GET', `/api/stations?quarter_id=${night.q7.id}`)).json().data;
    expect(map.filter((st: { current_assignment: unknown }) => st.current_assignment).map((st: { station_code: string }) => st.station_code)).toEqual([
      '1-01',
      '1-02',
    ]);
    const schedule = (await f.call('MANAGER', 'GET', `/api/quarters/schedule/${f.centerId}`)).json().data;
    expect(schedule.find((q: { id: string }) => q.id === night.q7.id)).toMatchObject({ assigned: 2, checked_in: 1 });
    const issues = (await f.call('MANAGER', 'GET', `/api/quarters/schedule/${f.centerId}/issues`)).json().data;
    expect(issues.date).toBe(SUNDAY);

    // Q8 starts at 02:15 on Monday: the rest of the night shift is on the next date.
    const missing = async () =>
      (await f.call('MANAGER', 'GET', `/api/employees/missing-assignments?current_quarter_id=${night.q7.id}`))
        .json()
        .data.map((r: { employee_name: string; missing_quarters: string[] }) => [r.employee_name, r.missing_quarters]);
    expect(await missing()).toEqual([
      ['Ann Lee', ['Q8']],
      ['Bob Kim', ['Q8']],
    ]);
    await assign(f.s1, f.ann, night.q8, MONDAY);
    expect(await missing()).toEqual([['Bob Kim', ['Q8']]]);
  });

  it('turns to the new day when the overnight quarter ends', async () => {
    clock.set(local(MONDAY, '02:05'));
    const issues = (await f.call('MANAGER', 'GET', `/api/quarters/schedule/${f.centerId}/issues`)).json().data;
    expect(issues.date).toBe(MONDAY);
    const current = (await f.call('MANAGER', 'GET', '/api/quarters/active/current')).json().data;
    expect(current).toMatchObject({ id: night.q8.id, assignment_date: MONDAY });
  });

  it('keeps a Saturday night in its week of indirect hours until the night quarter ends', async () => {
    const SATURDAY = '2026-11-28';
    await t.database.db.insert(s.assignments).values({
      fulfillmentCenterId: f.centerId,
      stationId: f.ws.id,
      quarterId: night.q7.id,
      assignmentDate: SATURDAY,
      employeeId: f.ann.id,
      employeeName: f.ann.name,
    });
    const hours = async () => (await f.call('MANAGER', 'GET', '/api/employees/indirect-assignment-stats')).json().data;
    clock.set(local('2026-11-29', '00:30'));
    expect(await hours()).toMatchObject([{ employee_name: 'Ann Lee', assignment_hours: 2.5 }]);
    clock.set(local('2026-11-29', '02:05'));
    expect(await hours()).toEqual([]);
  });

  it("names in the schedule issues the people over the indirect limit in the operating day's week, Saturday night included", async () => {
    const [desk] = await t.database.db
      .insert(s.stations)
      .values({ fulfillmentCenterId: f.centerId, stationCode: 'Problem Solve', stationTypeId: f.ws.stationTypeId })
      .returning();
    // Checked in: a quarter over counts as worked only when the person came (decision 138).
    const place = (station: { id: string }, employee: { id: string; name: string }, quarter: { id: string }, date: string) =>
      placeOnFloor(t, f, employee, station, quarter, date, true);
    const SATURDAY = '2026-11-28';
    for (let day = 22; day <= 28; day++) {
      await place(f.ws, f.ann, f.q1, `2026-11-${day}`); // 7 × 2.5 h
      await place(desk!, f.bob, f.q1, `2026-11-${day}`);
    }
    await place(f.ws, f.ann, night.q7, SATURDAY); // 2.5 h more: exactly 20, within the limit
    await place(desk!, f.bob, night.q7, SATURDAY);
    await place(desk!, f.bob, f.q2, MONDAY); // and 2.25 h: 22.25
    await place(f.ws, f.cid, f.q1, '2026-11-29'); // the next week
    const overLimit = async () => (await f.call('MANAGER', 'GET', `/api/quarters/schedule/${f.centerId}/issues`)).json().data.indirect_over_limit;

    clock.set(local('2026-11-29', '00:30'));
    // Bob's Saturday night quarter is still running at 00:30: planned, and his next indirect station today.
    expect(await overLimit()).toEqual([
      {
        employee_id: f.bob.id,
        employee_name: 'Bob Kim',
        employee_reference_id: 'bobkim',
        assignment_hours: 22.25,
        hours_worked: 19.75,
        hours_planned: 2.5,
        is_over_limit: true,
        next_indirect: { quarter_id: night.q7.id, quarter_name: 'Q7', quarter_number: 7, date: SATURDAY, station_id: desk!.id, station_code: 'Problem Solve' },
      },
    ]);
    const week = (await f.call('MANAGER', 'GET', '/api/employees/indirect-assignment-stats')).json().data;
    expect(week.map((r: { employee_name: string; assignment_hours: number }) => [r.employee_name, r.assignment_hours])).toEqual([
      ['Bob Kim', 22.25],
      ['Ann Lee', 20],
    ]);
    clock.set(local('2026-11-29', '02:05'));
    expect(await overLimit()).toEqual([]);
  });

  it('lists the rest of the night each person lacks, each later quarter on the date it starts', async () => {
    const place = (station: { id: string }, employee: { id: string; name: string }, quarter: { id: string }, date: string) =>
      placeOnFloor(t, f, employee, station, quarter, date);
    await place(f.s1, f.ann, night.q6, SUNDAY);
    await place(f.s1, f.ann, night.q7, SUNDAY); // lacks Q8 (Monday)
    await place(f.s2, f.bob, night.q6, SUNDAY);
    await place(f.s2, f.bob, night.q8, SUNDAY); // Q8 on the wrong date: lacks Q7 and Q8
    await place(f.ws, f.cid, night.q6, SUNDAY);
    await place(f.ws, f.cid, night.q7, SUNDAY);
    await place(f.ws, f.cid, night.q8, MONDAY); // the whole night
    await place(f.s2, f.ann, night.q6, MONDAY); // another night

    const missing = async (query: string) =>
      (await f.call('MANAGER', 'GET', `/api/employees/missing-assignments?current_quarter_id=${night.q6.id}${query}`))
        .json()
        .data.map((r: { employee_name: string; current_quarter_name: string; missing_quarters: string[] }) => [
          r.employee_name,
          r.current_quarter_name,
          r.missing_quarters,
        ]);
    clock.set(local(SUNDAY, '21:00'));
    expect(await missing('')).toEqual([
      ['Ann Lee', 'Q6', ['Q8']],
      ['Bob Kim', 'Q6', ['Q7', 'Q8']],
    ]);
    expect(await missing(`&assignment_date=${MONDAY}`)).toEqual([['Ann Lee', 'Q6', ['Q7', 'Q8']]]);
    const issues = (await f.call('MANAGER', 'GET', `/api/quarters/schedule/${f.centerId}/issues`)).json().data;
    // Each missing quarter names where the rotation leads (1-01 → 1-02, and 1-02 has no rule: it stays), on the date it starts.
    const at = (quarter: { id: string }, name: string, number: number, date: string, station: { id: string }, code: string) => ({
      quarter_id: quarter.id,
      quarter_name: name,
      quarter_number: number,
      date,
      station_id: station.id,
      station_code: code,
    });
    expect(issues.missing_future_assignments).toEqual([
      {
        employee_id: f.ann.id,
        employee_name: 'Ann Lee',
        current_quarter_name: 'Q6',
        missing_quarters: ['Q8'],
        missing_stations: [at(night.q8, 'Q8', 8, MONDAY, f.s2, '1-02')],
      },
      {
        employee_id: f.bob.id,
        employee_name: 'Bob Kim',
        current_quarter_name: 'Q6',
        missing_quarters: ['Q7', 'Q8'],
        missing_stations: [at(night.q7, 'Q7', 7, SUNDAY, f.s2, '1-02'), at(night.q8, 'Q8', 8, MONDAY, f.s2, '1-02')],
      },
    ]);
  });

  it('shows on the map at 23:40 who comes next after midnight', async () => {
    const bobOnSunday = (await assign(f.s1, f.bob, night.q7, SUNDAY)).json().data;
    const annOnMonday = (await assign(f.s2, f.ann, night.q8, MONDAY)).json().data;
    const map = (await f.call('VIEW', 'GET', `/api/stations?quarter_id=${night.q7.id}`)).json().data;
    // The rule 1-01 → 1-02: whoever holds 1-02 in Q8, after midnight, is next at 1-01.
    expect(map.find((st: { id: string }) => st.id === f.s1.id)).toMatchObject({
      current_assignment: { id: bobOnSunday.id, employee_name: 'Bob Kim' },
      next_assignment: { id: annOnMonday.id, employee_name: 'Ann Lee' },
    });
    expect([bobOnSunday.assignment_date, annOnMonday.assignment_date]).toEqual([SUNDAY, MONDAY]);
  });

  it('refuses a kiosk date more than a day from the operating day', async () => {
    const answer = await scan('annlee', 7, { assignment_date: '2026-11-25' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toBe('assignment_date: must be within a day of the operating day 2026-11-22');
    expect(await rowsOf(f.ann)).toEqual([]);
  });

  it('filters the audit log by operating day', async () => {
    const entry = (createdAt: Date, action: string) => ({ fulfillmentCenterId: f.centerId, action, tableName: 'assignments', createdAt, createdBy: 'x' });
    await t.database.db
      .insert(s.auditLogs)
      .values([entry(local(SUNDAY, '23:45'), 'CREATE'), entry(local(MONDAY, '01:30'), 'UPDATE'), entry(local(MONDAY, '02:30'), 'DELETE')]);
    const actions = async (date: string) =>
      (await f.call('MANAGER', 'GET', `/api/audit?start_date=${date}&end_date=${date}`))
        .json()
        .data.data.map((r: { action: string }) => r.action)
        .sort();
    expect(await actions(SUNDAY)).toEqual(['CREATE', 'UPDATE']);
    expect(await actions(MONDAY)).toEqual(['DELETE']);
  });
});

describe('the badge-scan chain across midnight', () => {
  async function rules(...pairs: [{ id: string }, { id: string }][]) {
    await t.database.db.delete(s.rotationRules).where(eq(s.rotationRules.fulfillmentCenterId, f.centerId));
    if (pairs.length > 0)
      await t.database.db
        .insert(s.rotationRules)
        .values(pairs.map(([from, to]) => ({ fulfillmentCenterId: f.centerId, fromStationId: from.id, toStationId: to.id, lineNumber: 1 })));
  }

  it('assigns the later quarters of the night on the dates they start', async () => {
    await rules([f.s1, f.s2], [f.s2, f.ws]);
    clock.set(local(SUNDAY, '21:00'));
    const items = (await scan('annlee', 6)).json().data;
    expect(items.map((i: { quarter_name: string; station_name: string }) => [i.quarter_name, i.station_name])).toEqual([
      ['Q6', '1-01'],
      ['Q7', '1-02'],
      ['Q8', 'Water Spider-L1'],
    ]);
    expect((await rowsOf(f.ann)).map((r) => [r.quarterId, r.date])).toEqual([
      [night.q6.id, SUNDAY],
      [night.q7.id, SUNDAY],
      [night.q8.id, MONDAY],
    ]);
  });

  it('goes on from the station of a quarter already planned, not from the one before it', async () => {
    await rules([f.s1, f.s2], [f.s2, f.ws], [f.ws, f.s1]);
    await assign(f.ws, f.ann, night.q7, SUNDAY);
    clock.set(local(SUNDAY, '21:00'));
    const items = (await scan('annlee', 6)).json().data;
    // Q7 is held at Water Spider, so Q8 follows its rule to 1-01 (not 1-02, meant for Q7).
    expect(items.map((i: { quarter_name: string; station_name: string }) => [i.quarter_name, i.station_name])).toEqual([
      ['Q6', '1-01'],
      ['Q8', '1-01'],
    ]);
    const q8 = await t.database.db
      .select({ stationId: s.assignments.stationId, date: s.assignments.assignmentDate })
      .from(s.assignments)
      .where(and(eq(s.assignments.employeeId, f.ann.id), eq(s.assignments.quarterId, night.q8.id)));
    expect(q8).toEqual([{ stationId: f.s1.id, date: MONDAY }]);
  });

  it("numbers each assignment by its place in the quarter's day, on a check-in too", async () => {
    await rules();
    expect((await scan('annlee', 7)).json().data[0]).toMatchObject({ station_name: '1-01', assignment_number: 1 });
    expect((await scan('bobkim', 7)).json().data[0]).toMatchObject({ station_name: '1-02', assignment_number: 2 });
    expect((await scan('cidmoss', 7)).json().data[0]).toMatchObject({ assignment_number: 3 });
    expect((await scan('annlee', 7)).json().data[0]).toMatchObject({ is_check_in: true, assignment_number: 1 });
  });
});
