import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localDateTimeInZone } from '@stationboard/domain/quarters/local-time';
import { buildFloor, type Floor } from '../../../test/floor-fixture.ts';
import { buildTestApp, type TestApp } from '../../../test/helper.ts';
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
      { fulfillmentCenterId: f.centerId, stationId: f.s1.id, quarterId: f.q1.id, assignmentDate: today(), employeeId: f.ann.id, employeeName: 'Ann Lee', checkedIn: true },
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
    await t.database.db.insert(s.tvStationConfigs).values({ centerConfigId: f.config.id, stationId: f.s2.id, fulfillmentCenterId: f.centerId, criticalStation: true });
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
    expect(data.date).toBe(today());
    expect(data.empty_critical_stations).toEqual([
      { quarter_id: f.q1.id, quarter_name: 'Q1', station_codes: ['1-02'] },
      expect.objectContaining({ quarter_name: 'Q3', station_codes: ['1-02'] }),
    ]);
    expect(data.overlapping_quarters).toEqual([['Q2', 'Q3']]);
    expect(data.indirect_over_limit).toEqual([]);
  });
});
