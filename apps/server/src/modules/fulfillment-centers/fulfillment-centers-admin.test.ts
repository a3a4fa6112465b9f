import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildFloor, type Floor } from '../../../test/floor-fixture.ts';
import { buildTestApp, type TestApp } from '../../../test/helper.ts';
import * as s from '../../db/schema.ts';

let t: TestApp;
let f: Floor;
beforeEach(async () => {
  t = await buildTestApp();
  f = await buildFloor(t, ['VIEW', 'MANAGER', 'ADMIN', 'SUDO']);
});
afterEach(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, role: 'VIEW' | 'MANAGER' | 'ADMIN' | 'SUDO', payload?: object) =>
  f.call(role, method, url, payload);

describe('fulfillment centers administration', () => {
  it('lets an ADMIN create a center (code uppercased, default timezone) with its station types', async () => {
    const denied = await call('POST', '/api/fulfillment-centers', 'MANAGER', { name: 'Boise', code: 'boi1' });
    expect(denied.json()).toMatchObject({ error: 'Create/edit operations requires Admin privileges.' });
    const res = await call('POST', '/api/fulfillment-centers', 'ADMIN', { name: 'Boise', code: 'boi1', location: 'Boise, ID' });
    expect(res.json().data).toMatchObject({ code: 'BOI1', timezone: 'America/Los_Angeles', is_active: true });
    const types = await t.database.db.select().from(s.stationTypes).where(eq(s.stationTypes.fulfillmentCenterId, res.json().data.id));
    expect(types.map((ty) => ty.name).sort()).toEqual(['ADDITIONAL_INDIRECTS', 'INDIRECT', 'LINE']);
    expect((await call('POST', '/api/fulfillment-centers', 'ADMIN', { name: 'Again', code: 'BOI1' })).statusCode).toBe(409);
    expect((await call('POST', '/api/fulfillment-centers', 'ADMIN', { name: '', code: '' })).json().error).toMatch(/Name and code are required/);
  });

  it('answers 400, not 500, to an edit that changes nothing (issue 13)', async () => {
    const res = await call('PUT', `/api/fulfillment-centers/${f.otherCenterId}`, 'ADMIN', {});
    expect([res.statusCode, res.json().error]).toEqual([400, 'body: Send at least one field to change']);
  });

  it('answers 400 naming the field to a NUL byte or an over-long name, location, address or time zone (issue 13)', async () => {
    const create = (payload: object) => call('POST', '/api/fulfillment-centers', 'ADMIN', { name: 'Boise', code: 'BOI1', ...payload });
    expect((await create({ location: 'Boise\u0000' })).json().error).toBe('location: Location must not contain tabs, line breaks or other control characters');
    expect((await create({ name: 'n'.repeat(101) })).json().error).toBe('name: Name must be at most 100 characters');
    expect((await create({ address: 'a'.repeat(501) })).json().error).toBe('address: Address must be at most 500 characters');
    expect((await create({ timezone: `America/${'x'.repeat(5000)}` })).json().error).toBe('timezone: Time zone must be at most 50 characters');
  });

  it('lets an ADMIN edit but only SUDO switch a center off or delete it', async () => {
    expect((await call('PUT', `/api/fulfillment-centers/${f.otherCenterId}`, 'ADMIN', { location: 'Troutdale, OR' })).json().data.location).toBe(
      'Troutdale, OR',
    );
    expect((await call('PUT', `/api/fulfillment-centers/${f.otherCenterId}`, 'ADMIN', { is_active: false })).statusCode).toBe(403);
    expect((await call('PUT', `/api/fulfillment-centers/${f.otherCenterId}`, 'SUDO', { is_active: false })).json().data.is_active).toBe(false);
    expect((await call('DELETE', `/api/fulfillment-centers/${f.otherCenterId}`, 'ADMIN')).statusCode).toBe(403);
    expect((await call('DELETE', `/api/fulfillment-centers/${f.otherCenterId}`, 'SUDO')).statusCode).toBe(200);
    expect(await t.database.db.select().from(s.stations).where(eq(s.stations.fulfillmentCenterId, f.otherCenterId))).toEqual([]);
    const audits = await t.database.db.select().from(s.auditLogs).where(eq(s.auditLogs.action, 'CASCADE_DELETE'));
    expect(audits).toHaveLength(1);
    expect((await call('DELETE', `/api/fulfillment-centers/${f.centerId}`, 'SUDO')).statusCode).toBe(409);
  });

  it('shows a VIEW user their own center only', async () => {
    expect((await call('GET', `/api/fulfillment-centers/${f.centerId}`, 'VIEW')).json().data.code).toBe('GEG1');
    expect((await call('GET', `/api/fulfillment-centers/${f.otherCenterId}`, 'VIEW')).statusCode).toBe(403);
    expect((await call('GET', `/api/fulfillment-centers/${f.otherCenterId}`, 'ADMIN')).statusCode).toBe(200);
  });
});
