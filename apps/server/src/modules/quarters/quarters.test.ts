import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildFloor, TODAY, type Floor } from '../../../test/floor-fixture.ts';
import { buildTestApp, type TestApp } from '../../../test/helper.ts';
import * as s from '../../db/schema.ts';

let t: TestApp;
let f: Floor;
beforeEach(async () => {
  t = await buildTestApp();
  f = await buildFloor(t);
});
afterEach(() => t.close());

function place(employee: { id: string; name: string }, station: { id: string }, isWildcard = false) {
  return t.database.db.insert(s.assignments).values({
    fulfillmentCenterId: f.centerId,
    stationId: station.id,
    quarterId: f.q1.id,
    assignmentDate: TODAY,
    employeeId: employee.id,
    employeeName: employee.name,
    isWildcard,
  });
}

async function stats() {
  const res = await t.app.inject({ method: 'GET', url: `/api/quarters/${f.q1.id}/stats?assignment_date=${TODAY}`, headers: f.as('VIEW') });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('GET /api/quarters/:id/stats', () => {
  it('counts distinct people on active stations: lines, indirects, wildcards, ratio and efficiency', async () => {
    const [dee] = await t.database.db.insert(s.employees).values({ fulfillmentCenterId: f.centerId, name: 'Dee Fox' }).returning();
    await place(f.ann, f.s1);
    await place(f.bob, f.s2, true);
    await place(f.cid, f.ws);
    await place(dee!, f.s3); // inactive station: counted nowhere
    expect(await stats()).toEqual({
      total: 3,
      line_associates: 2,
      indirects: 1,
      wildcards: 1,
      ratio: 2,
      per_line: { 1: 2, 2: 0, 3: 0, 4: 0 },
      staffed_stations: 3,
      active_stations: 3,
      efficiency: 100,
    });
  });

  it('answers a ratio of 0 without indirects and rounds efficiency', async () => {
    await place(f.ann, f.s1);
    await place(f.bob, f.s2);
    expect(await stats()).toMatchObject({ total: 2, indirects: 0, ratio: 0, staffed_stations: 2, active_stations: 3, efficiency: 67 });
  });

  it('answers zeros for an empty quarter, and 403 for another center', async () => {
    expect(await stats()).toMatchObject({ total: 0, ratio: 0, efficiency: 0, active_stations: 3 });
    const other = await t.app.inject({ method: 'GET', url: `/api/quarters/${f.q1.id}/stats?fulfillment_center_id=${f.otherCenterId}`, headers: f.as('VIEW') });
    expect(other.statusCode).toBe(403);
  });
});

describe('quarter lookups', () => {
  it('answers one quarter by id, and 404 for an unknown one', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/quarters/${f.q2.id}`, headers: f.as('VIEW') });
    expect(res.json().data).toMatchObject({ quarter_name: 'Q2', quarter_number: 2, start_time: '09:45:00', end_time: '12:00:00' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/quarters/00000000-0000-4000-8000-000000000000', headers: f.as('VIEW') });
    expect(missing.statusCode).toBe(404);
  });

  it('answers the current quarter, the active one first', async () => {
    // One active quarter per center is all the database allows (decision 092).
    await t.database.db.update(s.quarters).set({ isActive: true }).where(eq(s.quarters.id, f.q2.id));
    const res = await t.app.inject({ method: 'GET', url: '/api/quarters/active/current', headers: f.as('VIEW') });
    expect(res.statusCode).toBe(200);
    expect(['Q1', 'Q2']).toContain(res.json().data.quarter_name);
  });
});
