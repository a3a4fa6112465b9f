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
  await t.database.db.insert(s.assignments).values([
    { fulfillmentCenterId: f.centerId, stationId: f.s1.id, quarterId: f.q1.id, assignmentDate: TODAY, employeeId: f.ann.id, employeeName: 'Ann Lee' },
    { fulfillmentCenterId: f.centerId, stationId: f.s2.id, quarterId: f.q1.id, assignmentDate: '2026-11-21', employeeId: f.ann.id, employeeName: 'Ann Lee' },
  ]);
});
afterEach(() => t.close());

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object, role: 'VIEW' | 'MANAGER' = 'MANAGER') => f.call(role, method, url, payload);

describe('employee records', () => {
  it('answers one employee, their assignments of a date and their history newest first', async () => {
    expect((await call('GET', `/api/employees/${f.ann.id}`, undefined, 'VIEW')).json().data).toMatchObject({ name: 'Ann Lee', employee_id: 'annlee' });
    const day = (await call('GET', `/api/employees/${f.ann.id}/assignments?assignment_date=${TODAY}`, undefined, 'VIEW')).json().data;
    expect(day).toEqual([expect.objectContaining({ station_code: '1-01' })]);
    const history = (await call('GET', `/api/employees/${f.ann.id}/history?limit=1`, undefined, 'VIEW')).json().data;
    expect(history).toMatchObject({ total: 2, totalPages: 2, data: [{ assignment_date: TODAY }] });
    expect((await call('GET', `/api/employees/${f.otherEmployee.id}`, undefined, 'VIEW')).statusCode).toBe(403);
  });

  it('edits fields, clears optional ones with null, deactivates, and audits with old values', async () => {
    const res = await call('PUT', `/api/employees/${f.ann.id}`, { name: ' Ann B. Lee ', department_id: 1001, employee_id: null });
    expect(res.json().data).toMatchObject({ name: 'Ann B. Lee', department_id: 1001, employee_id: null });
    expect((await call('PUT', `/api/employees/${f.ann.id}`, { is_active: false })).json().data.is_active).toBe(false);
    expect((await call('PUT', `/api/employees/${f.ann.id}`, { department_id: 0 })).statusCode).toBe(400);
    expect((await call('PUT', `/api/employees/${f.ann.id}`, { name: 'x' }, 'VIEW')).statusCode).toBe(403);
    const [audit, toggle] = await t.database.db.select().from(s.auditLogs).orderBy(s.auditLogs.createdAt);
    expect(audit).toMatchObject({
      action: 'UPDATE',
      tableName: 'employees',
      oldValues: { name: 'Ann Lee', department_id: null, employee_id: 'annlee' },
      newValues: { name: 'Ann B. Lee', department_id: 1001, employee_id: null },
    });
    expect(toggle).toMatchObject({ oldValues: { is_active: true }, newValues: { is_active: false } });
  });

  it('answers 400, not 500, to an edit that changes nothing, and writes no audit row (issue 13)', async () => {
    for (const nothing of [{}, { fulfillment_center_id: f.centerId }]) {
      const res = await call('PUT', `/api/employees/${f.ann.id}`, nothing);
      expect([res.statusCode, res.json().error]).toEqual([400, 'body: Send at least one field to change']);
    }
    expect(await t.database.db.select().from(s.auditLogs)).toEqual([]);
  });

  it('answers 400 naming the field to a NUL byte or an over-long name or alias, on create and edit (issue 13)', async () => {
    const create = (payload: object) => f.call('MANAGER', 'POST', '/api/employees', payload);
    expect((await create({ name: 'Ann\u0000Lee' })).json()).toMatchObject({
      error: 'name: Employee name must not contain tabs, line breaks or other control characters',
    });
    expect((await create({ name: 'n'.repeat(101) })).json()).toMatchObject({ error: 'name: Employee name must be at most 100 characters' });
    expect((await call('PUT', `/api/employees/${f.ann.id}`, { employee_id: 'a'.repeat(3000) })).json()).toMatchObject({
      error: 'employee_id: Employee alias must be at most 64 characters',
    });
    expect((await create({ name: 'n'.repeat(100), employee_id: 'a'.repeat(64) })).statusCode).toBe(200);
  });

  it('deletes an employee with their assignments, audited CASCADE_DELETE', async () => {
    expect((await call('DELETE', `/api/employees/${f.ann.id}`)).statusCode).toBe(200);
    expect(await t.database.db.select().from(s.assignments)).toEqual([]);
    const [audit] = await t.database.db.select().from(s.auditLogs);
    expect(audit).toMatchObject({ action: 'CASCADE_DELETE', employeeId: 'annlee', oldValues: expect.objectContaining({ removed_assignments: 2 }) });
  });
});

describe('GET /api/employees sorted by a column', () => {
  it('orders the whole center before paging, blanks last in both directions, and sorts search matches too', async () => {
    await t.database.db.update(s.employees).set({ departmentId: 30 }).where(eq(s.employees.id, f.ann.id));
    await t.database.db.update(s.employees).set({ departmentId: 10 }).where(eq(s.employees.id, f.cid.id));
    const names = async (query: string) => ((await call('GET', `/api/employees?${query}`)).json().data.data as { name: string }[]).map((e) => e.name);
    expect(await names('sort=department_id&limit=2&page=1')).toEqual(['Cid Moss', 'Ann Lee']);
    expect(await names('sort=department_id&limit=2&page=2')).toEqual(['Bob Kim']);
    expect(await names('sort=department_id&direction=desc&limit=2')).toEqual(['Ann Lee', 'Cid Moss']);
    expect(await names('sort=name&direction=desc')).toEqual(['Cid Moss', 'Bob Kim', 'Ann Lee']);
    await t.database.db.insert(s.employees).values({ fulfillmentCenterId: f.centerId, name: 'Dee Moss', departmentId: 20 });
    expect(await names('search=moss&sort=department_id&direction=desc')).toEqual(['Dee Moss', 'Cid Moss']);
    expect((await call('GET', '/api/employees?sort=password')).statusCode).toBe(400);
  });
});
