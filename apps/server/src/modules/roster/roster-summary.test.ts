/**
 * Decision 154, on both databases: GET /api/roster/summary. Per shift of an operating day:
 * rostered, planned, checked in, the rostered not planned, and from today on the forecast drawn
 * from the same weekday and shift of earlier weeks (a night shift's quarter after midnight
 * included), rostered as of those weeks; roles and centers.
 */
import { inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildFloor, floorDayClock, TODAY, type Floor } from '../../../test/floor-fixture.ts';
import { buildTestApp, type TestApp } from '../../../test/helper.ts';
import * as s from '../../db/schema.ts';

let t: TestApp;
let f: Floor;
let q7: { id: string };
let q8: { id: string };
beforeEach(async () => {
  // Today is Sunday 22 November 2026, 08:00 in Spokane.
  t = await buildTestApp({ clock: floorDayClock() });
  f = await buildFloor(t, ['VIEW', 'MANAGER']);
  const night = await t.database.db
    .insert(s.quarters)
    .values([
      { fulfillmentCenterId: f.centerId, quarterName: 'Q7', quarterNumber: 7, startTime: '23:30:00', endTime: '02:00:00', shift: 'back_half_day' },
      { fulfillmentCenterId: f.centerId, quarterName: 'Q8', quarterNumber: 8, startTime: '02:15:00', endTime: '04:30:00', shift: 'back_half_day' },
    ])
    .returning();
  [q7, q8] = [night[0]!, night[1]!];
});
afterEach(() => t.close());

const LAST_SUN = '2026-11-15';
const NEXT_SUN = '2026-11-29';

async function summary(date: string, role: 'VIEW' | 'MANAGER' = 'VIEW') {
  const res = await f.call(role, 'GET', `/api/roster/summary?date=${date}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    today: string;
    shifts: {
      shift: string;
      rostered: number;
      planned: number;
      checked_in: number;
      rostered_not_planned: { name: string }[];
      forecast: { rostered: number; weeks: number; is_short_history: boolean; rate: number | null; expected: number | null } | null;
      quarters: { quarter_name: string; date: string; planned: number; checked_in: number; forecast: { rate: number | null; weeks: number } | null }[];
    }[];
  };
}

/** Ann works Sunday-Wednesday days, Cid Sundays by day, Bob Sunday-Wednesday nights; the center has had them since 1 October. */
async function rosterTheFloor() {
  const put = (id: string, body: object) => f.call('MANAGER', 'PUT', `/api/employees/${id}`, body);
  expect((await put(f.ann.id, { shift_pattern: 'FHD' })).statusCode).toBe(200);
  expect((await put(f.cid.id, { shift_pattern: 'custom', work_days: [0], shift: 'day' })).statusCode).toBe(200);
  expect((await put(f.bob.id, { shift_pattern: 'FHN' })).statusCode).toBe(200);
  await t.database.db
    .update(s.employees)
    .set({ createdAt: new Date('2026-10-01T19:00:00Z') })
    .where(inArray(s.employees.id, [f.ann.id, f.bob.id, f.cid.id]));
}

const assignment = (station: { id: string }, quarter: { id: string }, date: string, person: { id: string; name: string }, checkedIn: boolean) => ({
  fulfillmentCenterId: f.centerId,
  stationId: station.id,
  quarterId: quarter.id,
  assignmentDate: date,
  employeeId: person.id,
  employeeName: person.name,
  checkedIn,
});

describe('GET /api/roster/summary', () => {
  it('counts rostered, planned and checked in per shift of today and names the rostered who are not planned', async () => {
    await rosterTheFloor();
    await t.database.db.insert(s.assignments).values([assignment(f.s1, f.q1, TODAY, f.ann, true), assignment(f.s1, f.q2, TODAY, f.ann, false)]);
    const today = await summary(TODAY);
    expect(today.today).toBe(TODAY);
    const [day, night] = today.shifts;
    expect(day).toMatchObject({ shift: 'day', rostered: 2, planned: 1, checked_in: 1, rostered_not_planned: [{ name: 'Cid Moss' }] });
    expect(day!.quarters.map((q) => [q.quarter_name, q.planned, q.checked_in])).toEqual([
      ['Q1', 1, 1],
      ['Q2', 1, 0],
    ]);
    // The night that starts today runs its Q8 on Monday's date.
    expect(night).toMatchObject({ shift: 'night', rostered: 1, planned: 0, rostered_not_planned: [{ name: 'Bob Kim' }] });
    expect(night!.quarters.map((q) => [q.quarter_name, q.date])).toEqual([
      ['Q7', TODAY],
      ['Q8', '2026-11-23'],
    ]);
  });

  it('forecasts from the same weekday and shift of the weeks the center had its people, across midnight, and says the history is short', async () => {
    await rosterTheFloor();
    await t.database.db.insert(s.assignments).values([
      // Last Sunday: Ann came to both day quarters, Cid was planned and did not come.
      assignment(f.s1, f.q1, LAST_SUN, f.ann, true),
      assignment(f.s1, f.q2, LAST_SUN, f.ann, true),
      assignment(f.s2, f.q1, LAST_SUN, f.cid, false),
      // Last Sunday night: Bob came to Q7 and to Q8, which carries Monday's date.
      assignment(f.s1, q7, LAST_SUN, f.bob, true),
      assignment(f.s1, q8, '2026-11-16', f.bob, true),
    ]);
    // A week before, Cid had time off: he was not rostered that Sunday.
    expect((await f.call('MANAGER', 'POST', `/api/employees/${f.cid.id}/exceptions`, { date: '2026-11-08', kind: 'time_off' })).statusCode).toBe(200);

    const next = await summary(NEXT_SUN);
    const [day, night] = next.shifts;
    // Seven Sundays since 1 October (4 October to 15 November): two rostered each, one on 8 November.
    expect(day!.forecast).toMatchObject({ rostered: 2, weeks: 7, is_short_history: true, rate: 1 / 13, expected: 0 });
    expect(night!.forecast).toMatchObject({ rostered: 1, weeks: 7, is_short_history: true, rate: 1 / 7 });
    expect(night!.quarters.map((q) => [q.quarter_name, q.date, q.forecast?.rate])).toEqual([
      ['Q7', NEXT_SUN, 1 / 7],
      ['Q8', '2026-11-30', 1 / 7],
    ]);

    // A day that is over has its figures and no forecast.
    const past = await summary(LAST_SUN);
    expect(past.shifts[0]).toMatchObject({ rostered: 2, planned: 2, checked_in: 1, forecast: null });
    expect(past.shifts[1]).toMatchObject({ rostered: 1, planned: 1, checked_in: 1, forecast: null });
  });

  it('rosters someone added after midnight, while the night that started the evening before still runs, on that operating day', async () => {
    await rosterTheFloor();
    // Bob added at 01:00 on Monday in Spokane: Sunday's Q7 runs until 02:00, so the floor is still on Sunday.
    await t.database.db
      .update(s.employees)
      .set({ createdAt: new Date('2026-11-23T09:00:00Z') })
      .where(inArray(s.employees.id, [f.bob.id]));
    const sunday = await summary(TODAY);
    expect(sunday.today).toBe(TODAY);
    expect(sunday.shifts[1]).toMatchObject({ shift: 'night', rostered: 1, rostered_not_planned: [{ name: 'Bob Kim' }] });
  });

  it('has no forecast rate when the center has no history of that weekday', async () => {
    await rosterTheFloor();
    await t.database.db.update(s.employees).set({ createdAt: new Date('2026-11-20T19:00:00Z') });
    const [day] = (await summary(NEXT_SUN)).shifts;
    expect(day!.forecast).toMatchObject({ rostered: 2, weeks: 0, is_short_history: true, rate: null, expected: null });
  });

  it("refuses another center's summary, a bad date and a caller without a session", async () => {
    expect((await f.call('VIEW', 'GET', `/api/roster/summary?date=${TODAY}&fulfillment_center_id=${f.otherCenterId}`)).statusCode).toBe(403);
    const bad = await f.call('VIEW', 'GET', '/api/roster/summary?date=2026-13-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/date/i);
    expect((await t.app.inject({ method: 'GET', url: `/api/roster/summary?date=${TODAY}` })).statusCode).toBe(401);
    expect((await summary(TODAY, 'MANAGER')).shifts).toHaveLength(2);
  });
});
