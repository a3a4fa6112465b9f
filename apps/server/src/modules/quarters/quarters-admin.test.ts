import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildFloor, TODAY, type Floor } from '../../../test/floor-fixture.ts';
import { buildTestApp, type TestApp } from '../../../test/helper.ts';
import * as s from '../../db/schema.ts';

let t: TestApp;
let f: Floor;
beforeEach(async () => {
  t = await buildTestApp();
  f = await buildFloor(t, ['MANAGER', 'ADMIN']);
});
afterEach(() => t.close());

const night = { quarter_name: 'Q7', quarter_number: 7, start_time: '23:30', end_time: '02:00', shift: 'back_half_day' };

const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, role: 'MANAGER' | 'ADMIN' = 'ADMIN') => f.call(role, method, url, payload);

describe('quarters administration', () => {
  it('creates an overnight quarter with HH:MM made HH:MM:SS, and refuses a MANAGER with the spec message', async () => {
    const denied = await call('POST', '/api/quarters', night, 'MANAGER');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error).toBe('Admin access required to manage quarters');
    const res = await call('POST', '/api/quarters', night);
    expect(res.json().data).toMatchObject({ quarter_name: 'Q7', start_time: '23:30:00', end_time: '02:00:00', fulfillment_center_id: f.centerId });
  });

  it('refuses a used number, an empty quarter and missing fields', async () => {
    expect((await call('POST', '/api/quarters', { ...night, quarter_number: 1 })).json().error).toBe('Quarter number 1 is already used by Q1');
    expect((await call('POST', '/api/quarters', { ...night, end_time: '23:30' })).json().error).toBe('end_time: End time must differ from start time');
    expect((await call('POST', '/api/quarters', { ...night, quarter_name: ' ' })).json().error).toBe('quarter_name: Please fill in all required fields');
    expect((await call('POST', '/api/quarters', { ...night, quarter_number: 21 })).statusCode).toBe(400);
  });

  it('edits a quarter, audited with old and new values', async () => {
    const res = await call('PUT', `/api/quarters/${f.q2.id}`, { quarter_name: 'Q2', quarter_number: 2, start_time: '10:00', end_time: '12:15', shift: 'front_half_day' });
    expect(res.json().data).toMatchObject({ start_time: '10:00:00', end_time: '12:15:00' });
    const [audit] = await t.database.db.select().from(s.auditLogs);
    expect(audit).toMatchObject({ action: 'UPDATE', oldValues: expect.objectContaining({ start_time: '09:45:00' }) });
  });

  it('deletes a quarter with its assignments in one go, audited CASCADE_DELETE', async () => {
    await t.database.db.insert(s.assignments).values({ fulfillmentCenterId: f.centerId, stationId: f.s1.id, quarterId: f.q2.id, assignmentDate: TODAY, employeeId: f.ann.id, employeeName: 'Ann Lee' });
    expect((await call('DELETE', `/api/quarters/${f.q2.id}`)).statusCode).toBe(200);
    expect(await t.database.db.select().from(s.assignments).where(eq(s.assignments.quarterId, f.q2.id))).toEqual([]);
    const [audit] = await t.database.db.select().from(s.auditLogs);
    expect(audit).toMatchObject({ action: 'CASCADE_DELETE', tableName: 'quarters', oldValues: { quarter_name: 'Q2', quarter_number: 2, removed_assignments: 1 } });
  });
});
