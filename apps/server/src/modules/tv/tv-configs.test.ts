import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildFloor, type Floor } from '../../../test/floor-fixture.ts';
import { buildTestApp, type TestApp } from '../../../test/helper.ts';
import * as s from '../../db/schema.ts';

let t: TestApp;
let f: Floor;
beforeEach(async () => {
  t = await buildTestApp();
  f = await buildFloor(t);
});
afterEach(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => f.call('MANAGER', method, url, payload);

describe('TV center config', () => {
  it('is created once per center with the default maximum of 50, audited', async () => {
    await t.database.db.delete(s.tvCenterConfigs);
    expect((await call('GET', '/api/tv/center-config')).json()).toMatchObject({ error: 'Center config not found' });
    const created = await call('POST', '/api/tv/center-config', {});
    expect(created.json().data).toMatchObject({ maximum_attendance: 50, fulfillment_center_id: f.centerId });
    expect((await call('POST', '/api/tv/center-config', {})).statusCode).toBe(409);
    const [audit] = await t.database.db.select().from(s.auditLogs);
    expect(audit).toMatchObject({ action: 'TV_ASSIGNMENT_CONFIG_INITIALIZED', createdBy: 'floor-manager' });
  });

  it('takes a whole maximum attendance of at least 1, with the spec message otherwise', async () => {
    const ok = await call('PUT', `/api/tv/center-config/${f.config.id}`, { maximum_attendance: 75 });
    expect(ok.json().data).toMatchObject({ maximum_attendance: 75 });
    for (const bad of [0, -3, 2.5, 'ten']) {
      const res = await call('PUT', `/api/tv/center-config/${f.config.id}`, { maximum_attendance: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('maximum_attendance: Maximum attendance must be a positive number');
    }
  });
});

describe('routing areas', () => {
  it('are added inactive, listed by name, toggled, renamed and removed, each audited', async () => {
    const dock = (await call('POST', '/api/routing-areas', { area_name: '  Receive Dock ' })).json().data;
    expect(dock).toMatchObject({ area_name: 'Receive Dock', is_routing: false });
    await call('POST', '/api/routing-areas', { area_name: 'ICQA', is_routing: true });
    expect(((await call('GET', '/api/routing-areas')).json().data as { area_name: string }[]).map((a) => a.area_name)).toEqual(['ICQA', 'Receive Dock']);
    expect(((await call('GET', '/api/routing-areas/active')).json().data as { area_name: string }[]).map((a) => a.area_name)).toEqual(['ICQA']);

    await call('PUT', `/api/routing-areas/${dock.id}`, { is_routing: true });
    expect((await call('GET', '/api/routing-areas/active')).json().data).toHaveLength(2);
    expect((await call('PUT', `/api/routing-areas/${dock.id}`, { area_name: ' ' })).json().error).toBe('area_name: Routing area name is required');

    expect((await call('DELETE', `/api/routing-areas/${dock.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/routing-areas/${dock.id}`)).statusCode).toBe(404);
    const actions = (await t.database.db.select().from(s.auditLogs).where(eq(s.auditLogs.tableName, 'external_routing_areas'))).map((a) => a.action);
    expect(actions.sort()).toEqual(['CREATE', 'CREATE', 'DELETE', 'UPDATE']);
  });

  it('refuses an edit that changes nothing, and a name with a NUL byte or over 100 characters (issue 13)', async () => {
    const dock = (await call('POST', '/api/routing-areas', { area_name: 'Receive Dock' })).json().data;
    expect((await call('PUT', `/api/routing-areas/${dock.id}`, {})).json()).toMatchObject({ error: 'body: Send at least one field to change' });
    expect((await call('POST', '/api/routing-areas', { area_name: 'Dock\u0000' })).json()).toMatchObject({
      error: 'area_name: Routing area name must not contain tabs, line breaks or other control characters',
    });
    expect((await call('PUT', `/api/routing-areas/${dock.id}`, { area_name: 'd'.repeat(101) })).json()).toMatchObject({
      error: 'area_name: Routing area name must be at most 100 characters',
    });
  });

  it('refuses a name that is empty', async () => {
    expect((await call('POST', '/api/routing-areas', { area_name: '' })).json()).toMatchObject({ error: 'area_name: Routing area name is required' });
  });
});
