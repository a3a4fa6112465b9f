import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildFloor, type Floor } from '../../../test/floor-fixture.ts';
import { buildTestApp, type TestApp } from '../../../test/helper.ts';
import * as s from '../../db/schema.ts';

let t: TestApp;
let f: Floor;
beforeEach(async () => {
  t = await buildTestApp();
  f = await buildFloor(t, ['VIEW', 'MANAGER', 'ADMIN']);
});
afterEach(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, role: 'MANAGER' | 'ADMIN' | 'VIEW' = 'MANAGER') =>
  f.call(role, method, url, payload);

describe('rotation rules', () => {
  it('lists rules with both stations', async () => {
    const res = await call('GET', '/api/rotation-rules', undefined, 'VIEW');
    expect(res.json().data).toEqual([
      expect.objectContaining({
        from_station: expect.objectContaining({ station_code: '1-01' }),
        to_station: expect.objectContaining({ station_code: '1-02' }),
      }),
    ]);
  });

  it('creates a rule to a station on the same line, audited', async () => {
    const res = await call('POST', '/api/rotation-rules', { from_station_id: f.s2.id, to_station_id: f.ws.id, line_number: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ from_station_id: f.s2.id, to_station_id: f.ws.id, line_number: 1 });
    const [audit] = await t.database.db.select().from(s.auditLogs);
    expect(audit).toMatchObject({ action: 'CREATE', tableName: 'rotation_rules', stationName: '1-02' });
  });

  it("refuses a second rule for a station, a taken destination, an inactive source and another line, with the spec's messages", async () => {
    expect((await call('POST', '/api/rotation-rules', { from_station_id: f.s1.id, to_station_id: f.ws.id })).json()).toMatchObject({
      error: 'A rotation rule already exists for this station and line. Please refresh the page and try again, or delete the existing rule first.',
    });
    expect((await call('POST', '/api/rotation-rules', { from_station_id: f.ws.id, to_station_id: f.s2.id })).json()).toMatchObject({
      error: 'Destination station is already used by 1-01. Each station can only have one person rotating to it.',
    });
    expect((await call('POST', '/api/rotation-rules', { from_station_id: f.s3.id, to_station_id: f.ws.id })).json()).toMatchObject({
      error: 'Cannot edit rotation rules for inactive stations. Please reactivate the station in the Stations tab first.',
    });
    const [line2] = await t.database.db
      .insert(s.stations)
      .values({ fulfillmentCenterId: f.centerId, stationCode: '2-01', stationTypeId: f.s1.stationTypeId, lineNumber: 2 })
      .returning();
    expect((await call('POST', '/api/rotation-rules', { from_station_id: f.s2.id, to_station_id: line2!.id })).statusCode).toBe(400);
    expect((await call('POST', '/api/rotation-rules', { from_station_id: f.s2.id, to_station_id: '' })).json().error).toBe(
      'to_station_id: Please select a destination station',
    );
    expect((await call('POST', '/api/rotation-rules', { from_station_id: f.otherStation.id, to_station_id: f.ws.id })).json().error).toBe(
      'From station not found',
    );
  });

  it('changes a destination, and only ADMIN and up remove a rule', async () => {
    const [rule] = (await call('GET', '/api/rotation-rules')).json().data;
    expect((await call('PUT', `/api/rotation-rules/${rule.id}`, { to_station_id: f.ws.id })).json().data).toMatchObject({ to_station_id: f.ws.id });
    const denied = await call('DELETE', `/api/rotation-rules/${rule.id}`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error).toBe('Admin access required to delete rotation rules');
    expect((await call('DELETE', `/api/rotation-rules/${rule.id}`, undefined, 'ADMIN')).statusCode).toBe(200);
    expect((await call('GET', '/api/rotation-rules')).json().data).toEqual([]);
  });

  it('audits a changed and a removed destination by station code, as a new rule is (issue 25)', async () => {
    const [rule] = (await call('GET', '/api/rotation-rules')).json().data;
    await call('PUT', `/api/rotation-rules/${rule.id}`, { to_station_id: f.ws.id });
    await call('DELETE', `/api/rotation-rules/${rule.id}`, undefined, 'ADMIN');
    const audits = await t.database.db.select().from(s.auditLogs).orderBy(s.auditLogs.createdAt);
    expect(audits.map((a) => [a.action, a.oldValues, a.newValues])).toEqual([
      ['UPDATE', { to_station: '1-02', line_number: 1 }, { to_station: 'Water Spider-L1', line_number: 1 }],
      ['DELETE', { to_station: 'Water Spider-L1', line_number: 1 }, null],
    ]);
  });
});
