import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildFloor, TODAY, type Floor } from '../../../test/floor-fixture.ts';
import { buildTestApp, type TestApp } from '../../../test/helper.ts';
import * as s from '../../db/schema.ts';

let t: TestApp;
let f: Floor;
beforeEach(async () => {
  t = await buildTestApp();
  f = await buildFloor(t, ['VIEW', 'MANAGER', 'ADMIN']);
});
afterEach(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, role: 'VIEW' | 'MANAGER' | 'ADMIN' = 'MANAGER') =>
  f.call(role, method, url, payload);

describe('stations administration', () => {
  it('lists the station types and adds a station off the map, trimmed, audited', async () => {
    const types = (await call('GET', '/api/station-types', undefined, 'VIEW')).json().data as { name: string }[];
    expect(types.map((ty) => ty.name)).toEqual(['INDIRECT', 'LINE']);
    const res = await call('POST', '/api/stations', {
      station_code: '  1-04 ',
      station_type_id: f.s1.stationTypeId,
      line_number: 1,
      is_manual: false,
      is_right_handed: true,
    });
    expect(res.json().data).toMatchObject({
      station_code: '1-04',
      line_number: 1,
      position_x: null,
      is_active: true,
      is_right_handed: true,
      station_type: { name: 'LINE' },
    });
    expect((await t.database.db.select().from(s.auditLogs)).map((a) => a.action)).toEqual(['CREATE']);
  });

  it('refuses a duplicate code, a missing type and a type of another center', async () => {
    expect((await call('POST', '/api/stations', { station_code: '1-01', station_type_id: f.s1.stationTypeId })).json().error).toBe(
      'Station code 1-01 already exists',
    );
    expect((await call('POST', '/api/stations', { station_code: '1-09', station_type_id: '' })).json().error).toBe(
      'station_type_id: Please fill in all required fields',
    );
    expect((await call('POST', '/api/stations', { station_code: '1-09', station_type_id: f.otherStation.stationTypeId })).statusCode).toBe(400);
  });

  it('answers 400, not 500, to an edit that changes nothing (issue 13)', async () => {
    for (const nothing of [{}, { fulfillment_center_id: f.centerId }]) {
      const res = await call('PUT', `/api/stations/${f.s1.id}`, nothing);
      expect([res.statusCode, res.json().error]).toEqual([400, 'body: Send at least one field to change']);
    }
  });

  it('answers 400 naming the field to a NUL byte or an over-long station code (issue 13)', async () => {
    expect((await call('POST', '/api/stations', { station_code: '1-\u000009', station_type_id: f.s1.stationTypeId })).json().error).toBe(
      'station_code: Station code must not contain tabs, line breaks or other control characters',
    );
    const long = await call('PUT', `/api/stations/${f.s1.id}`, { station_code: 'c'.repeat(3000) });
    expect(long.json().error).toBe('station_code: Station code must be at most 50 characters');
  });

  it("edits a station's fields without touching its position", async () => {
    const res = await call('PUT', `/api/stations/${f.s1.id}`, { station_code: '1-01A', is_right_handed: null, line_number: 2 });
    expect(res.json().data).toMatchObject({ station_code: '1-01A', line_number: 2, is_right_handed: null, position_x: 100, position_y: 100 });
  });

  it('deletes a station with its assignments and rules for ADMIN only, audited CASCADE_DELETE', async () => {
    await t.database.db.insert(s.assignments).values({
      fulfillmentCenterId: f.centerId,
      stationId: f.s1.id,
      quarterId: f.q1.id,
      assignmentDate: TODAY,
      employeeId: f.ann.id,
      employeeName: 'Ann Lee',
    });
    expect((await call('DELETE', `/api/stations/${f.s1.id}`)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/stations/${f.s1.id}`, undefined, 'ADMIN')).statusCode).toBe(200);
    expect(await t.database.db.select().from(s.rotationRules)).toEqual([]);
    expect(await t.database.db.select().from(s.assignments).where(eq(s.assignments.stationId, f.s1.id))).toEqual([]);
    const [audit] = await t.database.db.select().from(s.auditLogs);
    expect(audit).toMatchObject({ action: 'CASCADE_DELETE', stationName: '1-01', oldValues: expect.objectContaining({ removed_assignments: 1 }) });
    expect((await call('GET', `/api/stations/${f.s1.id}`, undefined, 'VIEW')).statusCode).toBe(404);
  });
});
