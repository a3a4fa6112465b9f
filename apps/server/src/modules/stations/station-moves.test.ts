/**
 * Issue 25 (decision 137): moving a person in one step, replacing someone who has checked in
 * only when asked to, and Create & Assign as one call that a retry never repeats.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assignPayload, buildFloor, TODAY, type Floor, floorDayClock } from '../../../test/floor-fixture.ts';
import { buildTestApp, isPostgres, type TestApp } from '../../../test/helper.ts';
import * as s from '../../db/schema.ts';

let t: TestApp;
let f: Floor;
beforeEach(async () => {
  t = await buildTestApp({ clock: floorDayClock() });
  f = await buildFloor(t);
});
afterEach(() => t.close());

function assign(station: { id: string }, employee: { id: string; name: string }, extra: object = {}) {
  return f.call('MANAGER', 'POST', `/api/stations/${station.id}/assign`, { ...assignPayload(f, station, employee), ...extra });
}

async function occupants() {
  const res = await f.call('VIEW', 'GET', `/api/stations?quarter_id=${f.q1.id}&assignment_date=${TODAY}`);
  return Object.fromEntries(
    (res.json().data as { station_code: string; current_assignment: { employee_name: string } | null }[]).map((st) => [
      st.station_code,
      st.current_assignment?.employee_name ?? null,
    ]),
  );
}

const audits = () => t.database.db.select().from(s.auditLogs).orderBy(s.auditLogs.createdAt);

async function checkIn(employee: { id: string }) {
  await t.database.db
    .update(s.assignments)
    .set({ checkedIn: true, checkedInAt: new Date('2026-11-22T15:00:00Z') })
    .where(eq(s.assignments.employeeId, employee.id));
}

describe('POST /api/stations/:id/assign with move: true', () => {
  it('takes the person off the station they held and puts them here, in one change with one MOVE audit row', async () => {
    await assign(f.s1, f.ann);
    await checkIn(f.ann);
    const before = await audits();

    const res = await assign(f.s2, f.ann, { move: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ station_id: f.s2.id, station_code: '1-02', employee_id: f.ann.id, checked_in: true });
    expect(await occupants()).toMatchObject({ '1-01': null, '1-02': 'Ann Lee' });

    const written = (await audits()).slice(before.length);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      action: 'MOVE',
      tableName: 'assignments',
      employeeName: 'Ann Lee',
      stationName: '1-02',
      oldValues: { station_id: f.s1.id, station_code: '1-01' },
      newValues: { station_id: f.s2.id, station_code: '1-02', employee_name: 'Ann Lee' },
    });
  });

  it('refuses as before without move: 409 EMPLOYEE_CONFLICT, both stations unchanged, nothing audited', async () => {
    await assign(f.s1, f.ann);
    const before = await audits();
    const res = await assign(f.s2, f.ann);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'Ann Lee is already assigned to 1-01', metadata: { type: 'EMPLOYEE_CONFLICT', conflictingStationCode: '1-01' } });
    expect(await occupants()).toMatchObject({ '1-01': 'Ann Lee', '1-02': null });
    expect(await audits()).toHaveLength(before.length);
  });

  it('moves onto a taken station, naming the person displaced in the one audit row', async () => {
    await assign(f.s1, f.ann);
    await assign(f.s2, f.bob);
    const before = await audits();
    const res = await assign(f.s2, f.ann, { move: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(await occupants()).toMatchObject({ '1-01': null, '1-02': 'Ann Lee' });
    const written = (await audits()).slice(before.length);
    expect(written).toHaveLength(1);
    expect(written[0]!.oldValues).toMatchObject({ station_code: '1-01', replaced_employee_name: 'Bob Kim', replaced_checked_in: false });
    const bobRows = await t.database.db.select().from(s.assignments).where(eq(s.assignments.employeeId, f.bob.id));
    expect(bobRows).toEqual([]);
  });

  it('is a plain assignment when the person holds no other station', async () => {
    const res = await assign(f.s2, f.cid, { move: true });
    expect(res.statusCode).toBe(200);
    expect((await audits()).map((a) => a.action)).toEqual(['CREATE']);
  });

  it("refuses another center's station, changing nothing", async () => {
    await assign(f.s1, f.ann);
    const res = await f.call('MANAGER', 'POST', `/api/stations/${f.otherStation.id}/assign`, {
      ...assignPayload(f, f.otherStation, f.ann),
      fulfillment_center_id: undefined,
      move: true,
    });
    expect(res.statusCode).toBe(403);
    const named = await assign(f.s2, f.ann, { move: true, fulfillment_center_id: f.otherCenterId });
    expect(named.statusCode).toBe(403);
    expect(await occupants()).toMatchObject({ '1-01': 'Ann Lee', '1-02': null });
  });

  it('refuses a move onto an inactive station, leaving the person where they were', async () => {
    await assign(f.s1, f.ann);
    const res = await assign(f.s3, f.ann, { move: true });
    expect([res.statusCode, res.json().error]).toEqual([409, 'Station is inactive']);
    expect(await occupants()).toMatchObject({ '1-01': 'Ann Lee' });
  });

  it.runIf(isPostgres)('keeps one station per person when two managers move the same person at once', async () => {
    await assign(f.s1, f.ann);
    const results = await Promise.all([assign(f.s2, f.ann, { move: true }), assign(f.ws, f.ann, { move: true })]);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const rows = await t.database.db.select().from(s.assignments).where(eq(s.assignments.employeeId, f.ann.id));
    expect(rows).toHaveLength(1);
  });
});

describe('replacing someone who has checked in', () => {
  it('answers 409 CHECKED_IN_OCCUPANT naming them, and replaces only when the manager confirms', async () => {
    await assign(f.s1, f.ann);
    await checkIn(f.ann);
    const refused = await assign(f.s1, f.bob);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'Ann Lee has checked in at 1-01.',
      metadata: { type: 'CHECKED_IN_OCCUPANT', employeeName: 'Ann Lee', stationCode: '1-01' },
    });
    expect(await occupants()).toMatchObject({ '1-01': 'Ann Lee' });

    const confirmed = await assign(f.s1, f.bob, { replace_checked_in: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({ employee_name: 'Bob Kim', checked_in: false });
    const last = (await audits()).at(-1)!;
    expect(last).toMatchObject({ action: 'UPDATE', employeeName: 'Bob Kim', oldValues: { employee_name: 'Ann Lee', checked_in: true } });
  });

  it('replaces someone not yet checked in without asking, as before', async () => {
    await assign(f.s1, f.ann);
    expect((await assign(f.s1, f.bob)).statusCode).toBe(200);
  });

  it('asks for the wildcard call too', async () => {
    await assign(f.s1, f.ann);
    await checkIn(f.ann);
    const wildcard = {
      wildcard_employee_id: f.bob.id,
      wildcard_employee_name: 'Bob Kim',
      quarter_id: f.q1.id,
      assignment_date: TODAY,
      reason: 'Quick wildcard assignment',
    };
    expect((await f.call('MANAGER', 'POST', `/api/stations/${f.s1.id}/assign-wildcard`, wildcard)).statusCode).toBe(409);
    expect((await f.call('MANAGER', 'POST', `/api/stations/${f.s1.id}/assign-wildcard`, { ...wildcard, replace_checked_in: true })).statusCode).toBe(200);
  });
});

describe('POST /api/stations/:id/create-and-assign', () => {
  const body = (extra: object = {}) => ({
    request_id: randomUUID(),
    name: 'Jon Smith',
    badge_barcode_id: '4471',
    quarter_id: f.q1.id,
    assignment_date: TODAY,
    ...extra,
  });
  const createAndAssign = (station: { id: string }, payload: object) => f.call('MANAGER', 'POST', `/api/stations/${station.id}/create-and-assign`, payload);
  const peopleNamed = (name: string) => t.database.db.select().from(s.employees).where(eq(s.employees.name, name));

  it('makes the person, badge number included, and assigns them in one call', async () => {
    await t.database.db.insert(s.employees).values({ fulfillmentCenterId: f.centerId, name: 'John Smith' });
    const res = await createAndAssign(f.s2, body());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      employee: { name: 'Jon Smith', badge_barcode_id: 4471 },
      assignment: { station_code: '1-02', employee_name: 'Jon Smith' },
    });
    expect(await occupants()).toMatchObject({ '1-02': 'Jon Smith' });
    expect((await audits()).map((a) => [a.action, a.tableName])).toEqual([
      ['CREATE', 'employees'],
      ['CREATE', 'assignments'],
    ]);
  });

  it('makes one person when the same request is sent again after a lost answer', async () => {
    const payload = body();
    const first = await createAndAssign(f.s2, payload);
    const retry = await createAndAssign(f.s2, payload);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.employee.id).toBe(first.json().data.employee.id);
    expect(retry.json().data.assignment.id).toBe(first.json().data.assignment.id);
    expect(await peopleNamed('Jon Smith')).toHaveLength(1);
    expect((await audits()).map((a) => a.action)).toEqual(['CREATE', 'CREATE']);
  });

  it('makes nobody when the placement is refused, and the person once the retry is allowed', async () => {
    await assign(f.s1, f.ann);
    await checkIn(f.ann);
    const payload = body();
    const refused = await createAndAssign(f.s1, payload);
    expect(refused.json()).toMatchObject({ metadata: { type: 'CHECKED_IN_OCCUPANT' } });
    expect(await peopleNamed('Jon Smith')).toHaveLength(0);
    expect((await createAndAssign(f.s3, payload)).json().error).toBe('Station is inactive');
    expect(await peopleNamed('Jon Smith')).toHaveLength(0);

    const confirmed = await createAndAssign(f.s1, { ...payload, replace_checked_in: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await peopleNamed('Jon Smith')).toHaveLength(1);
  });

  it('refuses a blank name, a bad badge number, a missing request id, VIEW and another center', async () => {
    expect((await createAndAssign(f.s2, body({ name: '  ' }))).json().error).toBe('name: Employee name is required');
    expect((await createAndAssign(f.s2, body({ badge_barcode_id: 'abc' }))).statusCode).toBe(400);
    expect((await createAndAssign(f.s2, body({ request_id: undefined }))).statusCode).toBe(400);
    expect((await f.call('VIEW', 'POST', `/api/stations/${f.s2.id}/create-and-assign`, body())).statusCode).toBe(403);
    expect((await createAndAssign(f.otherStation, body())).statusCode).toBe(403);
    expect((await createAndAssign(f.s2, body({ fulfillment_center_id: f.otherCenterId }))).statusCode).toBe(403);
    expect(await peopleNamed('Jon Smith')).toHaveLength(0);
  });

  it.runIf(isPostgres)('makes one person when two tries of one request arrive at once', async () => {
    const payload = body();
    const results = await Promise.all([createAndAssign(f.s2, payload), createAndAssign(f.s2, payload)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await peopleNamed('Jon Smith')).toHaveLength(1);
  });
});
