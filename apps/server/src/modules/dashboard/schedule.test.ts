import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localDateTimeInZone } from '@stationboard/domain/quarters/local-time';
import { scheduleIssuesSchema } from '@stationboard/domain/schemas/dashboard';
import { buildFloor, type Floor } from '../../../test/floor-fixture.ts';
import { buildTestApp, testClock, type TestApp } from '../../../test/helper.ts';
import * as s from '../../db/schema.ts';

let t: TestApp;
let f: Floor;
const today = () => localDateTimeInZone(new Date()).date;
beforeEach(async () => {
  t = await buildTestApp();
  f = await buildFloor(t);
});
afterEach(() => t.close());

describe('GET /api/quarters/schedule/:fc', () => {
  it("lists the quarters in shift order with today's assigned and checked-in counts", async () => {
    await t.database.db.insert(s.assignments).values([
      {
        fulfillmentCenterId: f.centerId,
        stationId: f.s1.id,
        quarterId: f.q1.id,
        assignmentDate: today(),
        employeeId: f.ann.id,
        employeeName: 'Ann Lee',
        checkedIn: true,
      },
      { fulfillmentCenterId: f.centerId, stationId: f.s2.id, quarterId: f.q1.id, assignmentDate: today(), employeeId: f.bob.id, employeeName: 'Bob Kim' },
    ]);
    const res = await t.app.inject({ method: 'GET', url: `/api/quarters/schedule/${f.centerId}`, headers: f.as('VIEW') });
    expect(res.json().data).toEqual([
      expect.objectContaining({ quarter_name: 'Q1', duration_minutes: 150, assigned: 2, checked_in: 1 }),
      expect.objectContaining({ quarter_name: 'Q2', duration_minutes: 135, assigned: 0, checked_in: 0 }),
    ]);
    const other = await t.app.inject({ method: 'GET', url: `/api/quarters/schedule/${f.otherCenterId}`, headers: f.as('VIEW') });
    expect(other.statusCode).toBe(403);
  });
});

describe('GET /api/quarters/schedule/:fc/issues', () => {
  it('names empty critical stations per quarter and overlapping quarters', async () => {
    await t.database.db
      .insert(s.tvStationConfigs)
      .values({ centerConfigId: f.config.id, stationId: f.s2.id, fulfillmentCenterId: f.centerId, criticalStation: true });
    await t.database.db.insert(s.assignments).values({
      fulfillmentCenterId: f.centerId,
      stationId: f.s2.id,
      quarterId: f.q2.id,
      assignmentDate: today(),
      employeeId: f.ann.id,
      employeeName: 'Ann Lee',
    });
    await t.database.db
      .insert(s.quarters)
      .values({ fulfillmentCenterId: f.centerId, quarterName: 'Q3', quarterNumber: 3, startTime: '11:30:00', endTime: '13:00:00', shift: 'front_half_day' });
    const res = await t.app.inject({ method: 'GET', url: `/api/quarters/schedule/${f.centerId}/issues`, headers: f.as('VIEW') });
    const data = res.json().data;
    expect(scheduleIssuesSchema.parse(data)).toStrictEqual(data);
    expect(data.date).toBe(today());
    // Each quarter names its stations with their ids, and its number and date: the dashboard's links open them.
    expect(data.empty_critical_stations).toEqual([
      {
        quarter_id: f.q1.id,
        quarter_name: 'Q1',
        quarter_number: 1,
        date: today(),
        has_ended: expect.any(Boolean),
        station_codes: ['1-02'],
        stations: [{ id: f.s2.id, station_code: '1-02' }],
      },
      expect.objectContaining({ quarter_name: 'Q3', station_codes: ['1-02'] }),
    ]);
    expect(data.overlapping_quarters).toEqual([['Q2', 'Q3']]);
    expect(data.indirect_over_limit).toEqual([]);
  });
});

describe('GET /api/quarters/schedule/:fc/issues, by the clock', () => {
  // The fixture's center is in Los Angeles: in November local time is UTC-8.
  const local = (date: string, time: string) => new Date(`${date}T${time}:00-08:00`);
  const DAY = '2026-11-23';
  let clocked: TestApp;
  let g: Floor;
  let clock: ReturnType<typeof testClock>;
  beforeEach(async () => {
    clock = testClock(local(DAY, '10:00'));
    clocked = await buildTestApp({ clock: clock.now });
    g = await buildFloor(clocked);
  });
  afterEach(() => clocked.close());

  it('says which quarters with empty critical stations are over, so the dashboard shows only those still ahead', async () => {
    await clocked.database.db
      .insert(s.tvStationConfigs)
      .values({ centerConfigId: g.config.id, stationId: g.s2.id, fulfillmentCenterId: g.centerId, criticalStation: true });
    const res = await clocked.app.inject({ method: 'GET', url: `/api/quarters/schedule/${g.centerId}/issues`, headers: g.as('VIEW') });
    expect(
      res.json().data.empty_critical_stations.map((q: { quarter_name: string; has_ended: boolean; date: string }) => [q.quarter_name, q.date, q.has_ended]),
    ).toEqual([
      ['Q1', DAY, true],
      ['Q2', DAY, false],
    ]);
  });

  it('names, for a person over the indirect limit, their next indirect station today, and nothing once it is over', async () => {
    const [long] = await clocked.database.db
      .insert(s.quarters)
      .values({ fulfillmentCenterId: g.centerId, quarterName: 'Q9', quarterNumber: 9, startTime: '13:00:00', endTime: '23:00:00', shift: 'back_half_day' })
      .returning();
    const place = (quarter: { id: string }, date: string, checkedIn: boolean) =>
      clocked.database.db.insert(s.assignments).values({
        fulfillmentCenterId: g.centerId,
        stationId: g.ws.id,
        quarterId: quarter.id,
        assignmentDate: date,
        employeeId: g.ann.id,
        employeeName: 'Ann Lee',
        checkedIn,
      });
    await place(long!, '2026-11-22', true); // Sunday, worked: 10 h
    await place(g.q1, DAY, true); // this morning, worked: 2.5 h
    await place(long!, DAY, false); // this afternoon, planned: 10 h, over the limit
    const overLimit = async () => {
      const { data } = (await clocked.app.inject({ method: 'GET', url: `/api/quarters/schedule/${g.centerId}/issues`, headers: g.as('VIEW') })).json();
      // Written as JSON text, past the response schema (decision 151): the schema's shape, field for field, nothing more.
      expect(scheduleIssuesSchema.parse(data)).toStrictEqual(data);
      return data.indirect_over_limit;
    };

    expect(await overLimit()).toEqual([
      expect.objectContaining({
        employee_name: 'Ann Lee',
        hours_worked: 12.5,
        hours_planned: 10,
        next_indirect: { quarter_id: long!.id, quarter_name: 'Q9', quarter_number: 9, date: DAY, station_id: g.ws.id, station_code: 'Water Spider-L1' },
      }),
    ]);
    // After the afternoon quarter (not checked in), Ann's week is 12.5 h: within the limit.
    clock.set(local(DAY, '23:30'));
    expect(await overLimit()).toEqual([]);
  });
});
