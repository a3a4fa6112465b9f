import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, isPostgres, type TestApp } from '../../../test/helper.ts';
import { assignPayload, buildFloor, TODAY, type Floor, floorDayClock } from '../../../test/floor-fixture.ts';
import { z } from 'zod';
import { envelopeSchema, pagedSchema } from '@stationboard/domain/schemas/envelope';
import { assignmentSchema, mapAssignmentSchema, mapNextAssignmentSchema, stationSchema } from '@stationboard/domain/schemas/floor-map';
import * as s from '../../db/schema.ts';

let t: TestApp;
let f: Floor;
beforeEach(async () => {
  t = await buildTestApp({ clock: floorDayClock() });
  f = await buildFloor(t);
});
afterEach(() => t.close());

function assign(payload: object, station = (payload as { station_id: string }).station_id, role: 'MANAGER' | 'VIEW' = 'MANAGER') {
  return t.app.inject({ method: 'POST', url: `/api/stations/${station}/assign`, headers: f.as(role), payload });
}

async function map(quarterId = f.q1.id) {
  const res = await t.app.inject({ method: 'GET', url: `/api/stations?quarter_id=${quarterId}&assignment_date=${TODAY}`, headers: f.as('VIEW') });
  expect(res.statusCode).toBe(200);
  return new Map((res.json().data as { station_code: string }[]).map((st) => [st.station_code, st as Record<string, unknown>]));
}

async function auditActions() {
  return (await t.database.db.select().from(s.auditLogs)).map((a) => a.action);
}

describe('GET /api/stations', () => {
  it('lists every station of the center with type, flags, current and next assignment', async () => {
    await assign(assignPayload(f, f.s1, f.ann));
    const annAt2InQ2 = (await assign(assignPayload(f, f.s2, f.ann, f.q2))).json().data; // Ann rotates 1-01 → 1-02
    await assign(assignPayload(f, f.s2, f.bob));
    const stations = await map();
    expect([...stations.keys()]).toEqual(['1-01', '1-02', '1-03', 'Water Spider-L1']);
    const s1 = stations.get('1-01')!;
    expect(s1).toMatchObject({ line_number: 1, is_active: true, is_critical: false, position_x: 100, station_type: { name: 'LINE' } });
    expect(s1.current_assignment).toMatchObject({ employee_name: 'Ann Lee', employee: { employee_id: 'annlee' }, is_wildcard: false });
    // The changeover wallboard tells people apart by their record and knows who is on the floor (decision 130).
    expect(s1.current_assignment).toMatchObject({ employee_id: f.ann.id, checked_in: false });
    // The rule sends Ann to 1-02, so 1-01's next assignment is 1-02's in Q2: Ann again.
    expect(annAt2InQ2).toMatchObject({ station_id: f.s2.id, quarter_id: f.q2.id });
    expect(s1.next_assignment).toEqual({ id: annAt2InQ2.id, employee_name: 'Ann Lee' });
    // 1-02 has no rule: its own Q2 assignment.
    expect(stations.get('1-02')!.next_assignment).toEqual({ id: annAt2InQ2.id, employee_name: 'Ann Lee' });
    expect(stations.get('1-03')).toMatchObject({ is_active: false, current_assignment: null, position_x: null });
  });

  it('answers the shape the shared schema describes, with assignments as the other endpoints write them, cut to what the map shows', async () => {
    const wildcard = {
      wildcard_employee_id: f.ann.id,
      wildcard_employee_name: 'Ann Lee',
      quarter_id: f.q1.id,
      assignment_date: TODAY,
      reason: 'Quick wildcard assignment',
    };
    const created = (
      await t.app.inject({ method: 'POST', url: `/api/stations/${f.s1.id}/assign-wildcard`, headers: f.as('MANAGER'), payload: wildcard })
    ).json().data;
    const next = (await assign(assignPayload(f, f.s2, f.bob, f.q2))).json().data; // the rule 1-01 → 1-02
    const res = await t.app.inject({ method: 'GET', url: `/api/stations?quarter_id=${f.q1.id}&assignment_date=${TODAY}`, headers: f.as('VIEW') });
    const raw = res.json().data as Record<string, unknown>[];
    // The SQL writes exactly the schema's fields: no more (a lean answer), no fewer.
    for (const station of raw) expect(Object.keys(station).sort()).toEqual(Object.keys(stationSchema.shape).sort());
    const body = envelopeSchema(z.array(stationSchema)).parse(res.json());
    const listed = async (quarterId: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/quarters/${quarterId}/assignments?assignment_date=${TODAY}`, headers: f.as('VIEW') })).json().data
        .data[0];
    const s1 = raw.find((st) => st.id === f.s1.id)!;
    expect(s1.current_assignment).toEqual(mapAssignmentSchema.parse(await listed(f.q1.id)));
    expect(s1.next_assignment).toEqual(mapNextAssignmentSchema.parse(await listed(f.q2.id)));
    expect(body.data.find((st) => st.id === f.s1.id)).toMatchObject({
      current_assignment: { id: created.id, is_wildcard: true },
      next_assignment: { id: next.id },
    });
  });

  it("writes a quarter's assignments in the database exactly as toAssignment maps one in JavaScript", async () => {
    const created = (await assign(assignPayload(f, f.s1, f.ann))).json().data;
    await t.database.db.update(s.assignments).set({ checkedIn: true, checkedInAt: new Date('2026-11-22T15:04:05.678Z') });
    const listed = (await t.app.inject({ method: 'GET', url: `/api/quarters/${f.q1.id}/assignments?assignment_date=${TODAY}`, headers: f.as('VIEW') })).json()
      .data.data[0];
    // The employee's assignments are mapped in JavaScript (toAssignment); the quarter list is JSON the database wrote.
    const mapped = (await t.app.inject({ method: 'GET', url: `/api/employees/${f.ann.id}/assignments?assignment_date=${TODAY}`, headers: f.as('VIEW') })).json()
      .data[0];
    expect(listed).toEqual(mapped);
    expect(listed).toMatchObject({ id: created.id, checked_in_at: '2026-11-22T15:04:05.678Z', assignment_date: TODAY });
  });

  it('shows only the acting center and refuses another one', async () => {
    const stations = await map();
    expect(stations.size).toBe(4);
    const res = await t.app.inject({ method: 'GET', url: `/api/stations?fulfillment_center_id=${f.otherCenterId}`, headers: f.as('VIEW') });
    expect(res.statusCode).toBe(403);
  });

  it('answers stations without assignments when no quarter is chosen (a break)', async () => {
    await assign(assignPayload(f, f.s1, f.ann));
    const res = await t.app.inject({ method: 'GET', url: `/api/stations?assignment_date=${TODAY}`, headers: f.as('VIEW') });
    expect((res.json().data as { current_assignment: unknown }[]).every((st) => st.current_assignment === null)).toBe(true);
  });
});

describe('POST /api/stations/:id/assign', () => {
  it('assigns, writing the audit row with it', async () => {
    const res = await assign(assignPayload(f, f.s1, f.ann));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ station_id: f.s1.id, employee_id: f.ann.id, created_by: 'manager', checked_in: false });
    expect(await auditActions()).toEqual(['CREATE']);
    const [audit] = await t.database.db.select().from(s.auditLogs);
    expect(audit).toMatchObject({ tableName: 'assignments', stationName: '1-01', employeeName: 'Ann Lee', createdBy: 'floor-manager', assignmentDate: TODAY });
  });

  it('replaces the occupant of a taken station, auditing old and new', async () => {
    await assign(assignPayload(f, f.s1, f.ann));
    const res = await assign(assignPayload(f, f.s1, f.bob));
    expect(res.statusCode).toBe(200);
    expect((await map()).get('1-01')!.current_assignment).toMatchObject({ employee_name: 'Bob Kim' });
    const audits = await t.database.db.select().from(s.auditLogs);
    expect(audits.map((a) => a.action)).toEqual(['CREATE', 'UPDATE']);
    expect(audits[1]).toMatchObject({ oldValues: { employee_name: 'Ann Lee' }, newValues: { employee_name: 'Bob Kim' } });
  });

  it('answers 400 to a date outside 2000-2099 instead of storing it (issue 13)', async () => {
    for (const date of ['0001-01-01', '9999-12-31']) {
      const res = await assign({ ...assignPayload(f, f.s1, f.ann), assignment_date: date });
      expect([res.statusCode, res.json().error]).toEqual([400, 'assignment_date: Enter a date from 2000-01-01 to 2099-12-31']);
    }
    expect(await auditActions()).toEqual([]);
  });

  it('answers 409 EMPLOYEE_CONFLICT naming the station an employee already holds, changing nothing', async () => {
    await assign(assignPayload(f, f.s1, f.ann));
    const res = await assign(assignPayload(f, f.s2, f.ann));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      error: 'Ann Lee is already assigned to 1-01',
      metadata: { type: 'EMPLOYEE_CONFLICT', conflictingStationId: f.s1.id, conflictingStationCode: '1-01' },
    });
    expect((await map()).get('1-02')!.current_assignment).toBeNull();
  });

  it('is idempotent for the same employee on the same station', async () => {
    const first = await assign(assignPayload(f, f.s1, f.ann));
    const again = await assign(assignPayload(f, f.s1, f.ann));
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await auditActions()).toEqual(['CREATE']);
  });

  it('refuses an inactive station, a VIEW user, another center and a mismatched body', async () => {
    expect((await assign(assignPayload(f, f.s3, f.ann))).json()).toMatchObject({ error: 'Station is inactive' });
    expect((await assign(assignPayload(f, f.s1, f.ann), f.s1.id, 'VIEW')).statusCode).toBe(403);
    expect((await assign(assignPayload(f, f.otherStation, f.ann))).statusCode).toBe(403);
    expect((await assign({ ...assignPayload(f, f.s1, f.ann), fulfillment_center_id: f.otherCenterId })).statusCode).toBe(403);
    expect((await assign(assignPayload(f, f.s1, f.otherEmployee))).statusCode).toBe(404);
    expect((await assign(assignPayload(f, f.s1, f.ann), f.s2.id)).statusCode).toBe(400);
    expect((await assign({ ...assignPayload(f, f.s1, f.ann), assignment_date: '2026-02-30' })).statusCode).toBe(400);
    expect(await auditActions()).toEqual([]);
  });

  it('lets exactly one of two simultaneous assignments of one employee win', async () => {
    const results = await Promise.all([assign(assignPayload(f, f.s1, f.cid)), assign(assignPayload(f, f.s2, f.cid))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [rows] = await t.database.db.select({ n: count() }).from(s.assignments).where(eq(s.assignments.employeeId, f.cid.id));
    expect(rows!.n).toBe(1);
  });

  it.runIf(isPostgres)('keeps one assignment per station when many managers assign it at once', async () => {
    const people = [f.ann, f.bob, f.cid];
    const results = await Promise.all(people.map((p) => assign(assignPayload(f, f.s1, p))));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await t.database.db.select().from(s.assignments).where(eq(s.assignments.stationId, f.s1.id));
    expect(rows).toHaveLength(1);
  });
});

describe('wildcards, removal, activation and position', () => {
  it('assigns a wildcard with its wildcard record', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/stations/${f.s1.id}/assign-wildcard`,
      headers: f.as('MANAGER'),
      payload: {
        wildcard_employee_id: f.bob.id,
        wildcard_employee_name: 'Bob Kim',
        quarter_id: f.q1.id,
        assignment_date: TODAY,
        reason: 'Quick wildcard assignment',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ is_wildcard: true, wildcard_assignment: { id: expect.any(String) } });
    const [wildcard] = await t.database.db.select().from(s.wildcardAssignments);
    expect(wildcard).toMatchObject({ reason: 'Quick wildcard assignment', wildcardEmployeeName: 'Bob Kim' });
    expect(await auditActions()).toEqual(['WILDCARD']);
  });

  it('removes an assignment, and refuses on an inactive station', async () => {
    const created = (await assign(assignPayload(f, f.s1, f.ann))).json().data;
    const res = await t.app.inject({ method: 'DELETE', url: `/api/stations/${f.s1.id}/assignments/${created.id}`, headers: f.as('MANAGER') });
    expect(res.statusCode).toBe(200);
    expect((await map()).get('1-01')!.current_assignment).toBeNull();
    expect(await auditActions()).toEqual(['CREATE', 'DELETE']);
    const gone = await t.app.inject({ method: 'DELETE', url: `/api/stations/${f.s1.id}/assignments/${created.id}`, headers: f.as('MANAGER') });
    expect(gone.statusCode).toBe(404);

    const again = (await assign(assignPayload(f, f.s1, f.ann))).json().data;
    await t.app.inject({ method: 'PATCH', url: `/api/stations/${f.s1.id}/toggle-active`, headers: f.as('MANAGER') });
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/stations/${f.s1.id}/assignments/${again.id}`, headers: f.as('MANAGER') });
    expect(refused.statusCode).toBe(409);
  });

  it('toggles a station active and back, for MANAGER and up only', async () => {
    const toggle = (role: 'MANAGER' | 'VIEW') => t.app.inject({ method: 'PATCH', url: `/api/stations/${f.s3.id}/toggle-active`, headers: f.as(role) });
    expect((await toggle('VIEW')).statusCode).toBe(403);
    const first = await toggle('MANAGER');
    expect(first.json(), first.body).toMatchObject({ data: { id: f.s3.id, is_active: true } });
    expect((await toggle('MANAGER')).json().data).toEqual({ id: f.s3.id, is_active: false });
  });

  it('saves a whole-number position, takes a station off the map with nulls, and refuses half-given or fractional ones', async () => {
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: `/api/stations/${f.s1.id}`, headers: f.as('MANAGER'), payload });
    expect((await put({ position_x: 640, position_y: 480 })).statusCode).toBe(200);
    expect((await map()).get('1-01')).toMatchObject({ position_x: 640, position_y: 480 });
    expect((await put({ position_x: null, position_y: null })).statusCode).toBe(200);
    expect((await map()).get('1-01')).toMatchObject({ position_x: null, position_y: null });
    expect((await put({ position_x: 10.5, position_y: 3 })).statusCode).toBe(400);
    expect((await put({ position_x: 10 })).statusCode).toBe(400);
  });

  it('refuses, naming the field, a position outside the band the map clamps to (50 to 9950) or a half-placed station, and keeps the old place', async () => {
    const put = async (payload: object | string) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/stations/${f.s1.id}`,
        headers: { ...f.as('MANAGER'), 'content-type': 'application/json' },
        payload,
      });
      return { status: res.statusCode, error: res.json().error as string | undefined };
    };
    const outOfRange = 'Position must be a whole number from 50 to 9950';
    const halfPlaced = 'position_x and position_y go together: two numbers place the station, both null take it off the map';
    expect(await put({ position_x: 49, position_y: 300 })).toEqual({ status: 400, error: `position_x: ${outOfRange}` });
    expect(await put({ position_x: 300, position_y: -20 })).toEqual({ status: 400, error: `position_y: ${outOfRange}` });
    expect(await put({ position_x: 9951, position_y: 300 })).toEqual({ status: 400, error: `position_x: ${outOfRange}` });
    expect(await put({ position_x: 300, position_y: 1_000_000 })).toEqual({ status: 400, error: `position_y: ${outOfRange}` });
    expect(await put({ position_x: 300, position_y: null })).toEqual({ status: 400, error: `position_y: ${halfPlaced}` });
    expect(await put({ position_x: null, position_y: 300 })).toEqual({ status: 400, error: `position_x: ${halfPlaced}` });
    expect(await put({ position_y: 300 })).toEqual({ status: 400, error: `position_x: ${halfPlaced}` });
    expect(await put({ position_x: '300', position_y: 300 })).toEqual({ status: 400, error: `position_x: ${outOfRange}` });
    // JSON has no NaN: a browser's JSON.stringify sends null (half-placed), a literal NaN is not JSON.
    expect(await put(JSON.stringify({ position_x: 300, position_y: Number.NaN }))).toEqual({ status: 400, error: `position_y: ${halfPlaced}` });
    expect((await put('{"position_x": NaN, "position_y": 300}')).status).toBe(400);
    expect((await map()).get('1-01')).toMatchObject({ position_x: 100, position_y: 100 });

    expect(await put({ position_x: 50, position_y: 9950 })).toEqual({ status: 200, error: undefined });
    expect((await map()).get('1-01')).toMatchObject({ position_x: 50, position_y: 9950 });
  });

  it('marks a station critical through the TV station config, shown on the map', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/tv/station-configs',
      headers: f.as('MANAGER'),
      payload: { center_config_id: f.config.id, station_id: f.s2.id, critical_station: true },
    });
    expect(res.statusCode).toBe(200);
    expect((await map()).get('1-02')).toMatchObject({ is_critical: true });
  });
});

describe('employees for the popover', () => {
  it('ranks a search the way spec 1 §5 says, with one typo forgiven', async () => {
    const search = async (term: string) =>
      (
        (await t.app.inject({ method: 'GET', url: `/api/employees?search=${term}&is_active=true&limit=8`, headers: f.as('VIEW') })).json().data.data as {
          name: string;
        }[]
      ).map((e) => e.name);
    expect(await search('Ann')).toEqual(['Ann Lee']);
    expect(await search('Bpb')).toEqual(['Bob Kim']);
    expect(await search('kim')).toEqual(['Bob Kim']);
  });

  it('finds a name typed with two neighbouring letters swapped, end to end (decision 088)', async () => {
    await t.database.db.insert(s.employees).values({ fulfillmentCenterId: f.centerId, name: 'John Smith', employeeId: 'jsmith' });
    const search = async (term: string) =>
      (
        (await t.app.inject({ method: 'GET', url: `/api/employees?search=${term}&is_active=true&limit=8`, headers: f.as('VIEW') })).json().data.data as {
          name: string;
        }[]
      ).map((e) => e.name);
    expect(await search('jhon')).toEqual(['John Smith']);
    expect(await search('smtih')).toEqual(['John Smith']);
    expect(await search('jhno')).toEqual([]);
  });

  it('creates an employee (Create & Assign), trimmed, for MANAGER and up', async () => {
    const create = (role: 'MANAGER' | 'VIEW', name: string) =>
      t.app.inject({ method: 'POST', url: '/api/employees', headers: f.as(role), payload: { name, employee_id: ' newbie ' } });
    expect((await create('VIEW', 'New Person')).statusCode).toBe(403);
    expect((await create('MANAGER', '   ')).json()).toMatchObject({ error: 'name: Employee name is required' });
    const res = await create('MANAGER', '  New Person ');
    expect(res.json().data).toMatchObject({ name: 'New Person', employee_id: 'newbie', is_active: true });
  });
});

describe('GET /api/quarters/:id/assignments', () => {
  it('pages a quarter’s assignments of a date, newest first', async () => {
    await assign(assignPayload(f, f.s1, f.ann));
    await assign(assignPayload(f, f.s2, f.bob));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/quarters/${f.q1.id}/assignments?assignment_date=${TODAY}&limit=1&page=1`,
      headers: f.as('VIEW'),
    });
    expect(envelopeSchema(pagedSchema(assignmentSchema)).parse(res.json()).data).toMatchObject({
      total: 2,
      page: 1,
      limit: 1,
      totalPages: 2,
      data: [{ employee_name: 'Bob Kim' }],
    });
    const second = await t.app.inject({
      method: 'GET',
      url: `/api/quarters/${f.q1.id}/assignments?assignment_date=${TODAY}&limit=1&page=2`,
      headers: f.as('VIEW'),
    });
    expect(second.json().data).toMatchObject({ total: 2, page: 2, data: [{ employee_name: 'Ann Lee' }] });
    const beyond = await t.app.inject({
      method: 'GET',
      url: `/api/quarters/${f.q1.id}/assignments?assignment_date=${TODAY}&limit=1&page=3`,
      headers: f.as('VIEW'),
    });
    expect(beyond.json().data).toEqual({ data: [], total: 2, page: 3, limit: 1, totalPages: 2 });
  });
});
