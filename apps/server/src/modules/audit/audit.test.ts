import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assignPayload, buildFloor, type Floor, floorDayClock } from '../../../test/floor-fixture.ts';
import { buildTestApp, type TestApp } from '../../../test/helper.ts';
import * as s from '../../db/schema.ts';

let t: TestApp;
let f: Floor;
beforeEach(async () => {
  t = await buildTestApp({ clock: floorDayClock() });
  f = await buildFloor(t);
  // Three audited changes: two assignments and a removal.
  const assign = (employee: typeof f.ann, station: typeof f.s1) =>
    t.app.inject({ method: 'POST', url: `/api/stations/${station.id}/assign`, headers: f.as('MANAGER'), payload: assignPayload(f, station, employee) });
  const created = (await assign(f.ann, f.s1)).json().data;
  await assign(f.bob, f.s2);
  await t.app.inject({ method: 'DELETE', url: `/api/stations/${f.s1.id}/assignments/${created.id}`, headers: f.as('MANAGER') });
  await t.database.db.insert(s.auditLogs).values({ fulfillmentCenterId: f.otherCenterId, action: 'CREATE', tableName: 'assignments', createdBy: 'someone' });
  await t.database.db.insert(s.auditLogs).values({ fulfillmentCenterId: f.centerId, action: 'BULK_UPLOAD', tableName: 'employees', createdBy: '' });
});
afterEach(() => t.close());

const get = (url: string, role: 'VIEW' | 'MANAGER' = 'MANAGER') => f.call(role, 'GET', url);

describe('audit log', () => {
  it("pages the acting center's rows newest first, for MANAGER and up", async () => {
    expect((await get('/api/audit', 'VIEW')).statusCode).toBe(403);
    const page = (await get('/api/audit?limit=2&page=1')).json().data;
    expect(page).toMatchObject({ total: 4, page: 1, limit: 2, totalPages: 2 });
    expect(page.data.map((r: { action: string }) => r.action)).toEqual(['BULK_UPLOAD', 'DELETE']);
  });

  it('filters by action, table, employee, station, creator (System for blank) and dates', async () => {
    const actions = async (query: string) => ((await get(`/api/audit?${query}`)).json().data.data as { action: string }[]).map((r) => r.action);
    expect(await actions('action=CREATE')).toEqual(['CREATE', 'CREATE']);
    expect(await actions('table_name=employees')).toEqual(['BULK_UPLOAD']);
    expect(await actions(`station_id=${f.s1.id}`)).toEqual(['DELETE', 'CREATE']);
    expect(await actions('employee_id=bobkim')).toEqual(['CREATE']);
    expect(await actions('created_by=System')).toEqual(['BULK_UPLOAD']);
    expect(await actions('created_by=floor-manager&action=DELETE')).toEqual(['DELETE']);
    expect(await actions('end_date=2000-01-01')).toEqual([]);
    expect((await get('/api/audit?start_date=2026-13-01')).statusCode).toBe(400);
    // Issue 13: years the database or date arithmetic cannot take answered 500 once.
    for (const query of ['start_date=0999-12-31', 'end_date=9999-12-31', 'start_date=0000-01-01']) {
      expect((await get(`/api/audit?${query}`)).json()).toMatchObject({ error: expect.stringMatching(/_date: Enter a date from 2000-01-01 to 2099-12-31$/) });
    }
    // Decision 086: only what the server writes can be asked for, so a filter never names a phantom.
    const unknownAction = await get('/api/audit?action=HARD_DELETE');
    expect([unknownAction.statusCode, unknownAction.json().error]).toEqual([400, expect.stringMatching(/^action: /)]);
    expect((await get('/api/audit?table_name=station_types')).statusCode).toBe(400);
    expect(await actions('table_name=tv_center_configs')).toEqual([]);
  });

  it("reads the dates as the center's calendar days, not UTC ones", async () => {
    // 22:30 on 1 March in Spokane (the center's America/Los_Angeles) is already 2 March in UTC.
    await t.database.db.insert(s.auditLogs).values({
      fulfillmentCenterId: f.centerId,
      action: 'CASCADE_DELETE',
      tableName: 'stations',
      createdBy: 'x',
      createdAt: new Date('2026-03-02T06:30:00Z'),
    });
    const actions = async (query: string) =>
      ((await get(`/api/audit?action=CASCADE_DELETE&${query}`)).json().data.data as { action: string }[]).map((r) => r.action);
    expect(await actions('start_date=2026-03-01&end_date=2026-03-01')).toEqual(['CASCADE_DELETE']);
    expect(await actions('start_date=2026-03-02')).toEqual([]);
    expect(await actions('end_date=2026-02-28')).toEqual([]);
  });

  it('answers one row, histories and a summary, never another center’s rows', async () => {
    const [first] = (await get('/api/audit')).json().data.data;
    expect((await get(`/api/audit/${first.id}`)).json().data).toMatchObject({ id: first.id });
    expect((await get(`/api/audit/station/${f.s1.id}/history`)).json().data.total).toBe(2);
    expect((await get('/api/audit/employee/annlee/history')).json().data.total).toBe(2);
    expect((await get('/api/audit/stats/summary')).json().data).toEqual({ total: 4, by_action: { CREATE: 2, DELETE: 1, BULK_UPLOAD: 1 } });
    const [foreign] = await t.database.db.select().from(s.auditLogs).where(eq(s.auditLogs.fulfillmentCenterId, f.otherCenterId));
    expect((await get(`/api/audit/${foreign!.id}`)).statusCode).toBe(403);
  });

  it('answers 400 naming the field to a NUL byte or an over-long reference in a filter or a history (issue 13)', async () => {
    const control = 'must not contain tabs, line breaks or other control characters';
    expect((await get('/api/audit?employee_id=ann%00lee')).json().error).toBe(`employee_id: Employee ${control}`);
    expect((await get(`/api/audit?created_by=${'x'.repeat(65)}`)).json().error).toBe('created_by: Created by must be at most 64 characters');
    expect((await get('/api/audit/employee/%00/history')).json().error).toBe(`id: Employee ${control}`);
    expect((await get('/api/audit/station/a%0Ab/history')).json().error).toBe(`id: Station ${control}`);
  });
});
