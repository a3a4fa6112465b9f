/**
 * Issue 30 (decision 166): integration tokens. Made by ADMIN and up with scopes, shown once and
 * kept as a hash, listed with their last use, revoked at once; a token reaches only the routes
 * its scopes name, never another center, user management or the tokens themselves; its changes
 * are audited under its name, and it is rate-limited on its own.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TokenScope } from '@stationboard/domain/schemas/api-token';
import { buildFloor, floorDayClock, TODAY, type Floor } from '../../../test/floor-fixture.ts';
import { buildTestApp, testConfig, type TestApp } from '../../../test/helper.ts';
import { closedWithin, connectRealtime, joinChannel, terminateRealtimeClients, TEST_ORIGIN } from '../../../test/realtime-client.ts';
import * as s from '../../db/schema.ts';
import { hashTokenSecret } from '../../lib/api-token-secret.ts';
import { TOKEN_REQUESTS_PER_MINUTE, TOKEN_SCOPE_DENIED } from '../../plugins/authorization.ts';
import { CLOSE_CODES } from '../../plugins/realtime.ts';

let t: TestApp;
let f: Floor;
beforeEach(async () => {
  t = await buildTestApp({ config: testConfig({ APP_ORIGIN: TEST_ORIGIN }), clock: floorDayClock() });
  f = await buildFloor(t, ['VIEW', 'MANAGER', 'ADMIN']);
});
afterEach(async () => {
  terminateRealtimeClients();
  await t.close();
});

type Made = { id: string; token: string; name: string; hint: string };

async function makeToken(name: string, scopes: TokenScope[]): Promise<Made> {
  const res = await f.call('ADMIN', 'POST', '/api/integrations/tokens', { name, scopes });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

function withToken(token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
}

describe('integration tokens', () => {
  it('answers the secret once, keeps only its hash, and lists the token with its scopes and last use', async () => {
    const made = await makeToken(' WMS reader ', ['plan:read', 'plan:read']);
    expect(made.token).toMatch(/^sbt_[A-Za-z0-9_-]{43}$/);
    expect(made).toMatchObject({ name: 'WMS reader', scopes: ['plan:read'], hint: made.token.slice(0, 8), created_by: 'floor-admin', last_used_at: null });
    const [row] = await t.database.db.select().from(s.apiTokens).where(eq(s.apiTokens.id, made.id));
    expect(row!.secretHash).toBe(hashTokenSecret(made.token));
    expect(JSON.stringify(row)).not.toContain(made.token.slice(4));

    expect((await withToken(made.token, 'GET', `/api/plan?date=${TODAY}`)).statusCode).toBe(200);
    const listed = (await f.call('ADMIN', 'GET', '/api/integrations/tokens')).json().data;
    expect(listed).toHaveLength(1);
    expect(listed[0]).not.toHaveProperty('token');
    expect(listed[0].last_used_at).not.toBeNull();
    const [audit] = await t.database.db.select().from(s.auditLogs).where(eq(s.auditLogs.tableName, 'api_tokens'));
    expect(audit).toMatchObject({ action: 'CREATE', createdBy: 'floor-admin', newValues: { name: 'WMS reader', scopes: ['plan:read'] } });
  });

  it('refuses a token without a name or scopes, or with an unknown scope', async () => {
    const refused = async (body: object) => (await f.call('ADMIN', 'POST', '/api/integrations/tokens', body)).json().error;
    expect(await refused({ name: ' ', scopes: ['plan:read'] })).toBe('name: Token name is required');
    expect(await refused({ name: 'HR', scopes: [] })).toBe('scopes: Choose at least one scope');
    expect(await refused({ name: 'HR', scopes: ['users:write'] })).toBe('scopes.0: Scope must be one of plan:read, demand:write, roster:write, events:read');
  });

  it('reaches only the routes its scopes name', async () => {
    const reader = await makeToken('reader', ['plan:read']);
    for (const url of [
      `/api/plan?date=${TODAY}`,
      '/api/stations',
      '/api/quarters',
      `/api/quarters/${f.q1.id}/assignments`,
      `/api/demand/${TODAY}`,
      `/api/roster?date=${TODAY}`,
    ]) {
      const res = await withToken(reader.token, 'GET', url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
    const volumes = await withToken(reader.token, 'PUT', `/api/demand/${TODAY}`, { volumes: [] });
    expect(volumes.statusCode).toBe(403);
    expect(volumes.json().error).toBe(TOKEN_SCOPE_DENIED('demand:write'));

    const writer = await makeToken('forecast', ['demand:write']);
    const written = await withToken(writer.token, 'PUT', `/api/demand/${TODAY}`, { volumes: [{ quarter_id: f.q1.id, line: 1, units: 900 }] });
    expect(written.statusCode, written.body).toBe(200);
    // Its change is audited under its name.
    const [audit] = await t.database.db.select().from(s.auditLogs).where(eq(s.auditLogs.tableName, 'demand_volumes'));
    expect(audit!.createdBy).toBe('token:forecast');
    expect((await withToken(writer.token, 'GET', `/api/plan?date=${TODAY}`)).json().error).toBe(TOKEN_SCOPE_DENIED('plan:read'));
  });

  it('never reaches user management, roles, centers, the audit log or the tokens, whatever its scopes', async () => {
    const all = await makeToken('everything', ['plan:read', 'demand:write', 'roster:write', 'events:read']);
    const calls: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object][] = [
      ['GET', '/api/roles'],
      ['GET', '/api/employees'],
      ['GET', '/api/audit'],
      ['GET', '/api/auth/role'],
      ['POST', '/api/auth/update-user', { name: 'Robot' }],
      ['POST', '/api/integrations/tokens', { name: 'more', scopes: ['plan:read'] }],
      ['GET', '/api/integrations/tokens'],
      ['DELETE', `/api/integrations/tokens/${all.id}`],
      ['POST', '/api/fulfillment-centers', { name: 'New', code: 'NEW1', time_zone: 'America/Los_Angeles' }],
      ['POST', `/api/stations/${f.s1.id}/assign`, {}],
    ];
    for (const [method, url, body] of calls) {
      const res = await withToken(all.token, method, url, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403);
      expect(res.json().error).toBe(TOKEN_SCOPE_DENIED(undefined));
    }
  });

  it('never acts on another center', async () => {
    const all = await makeToken('everything', ['plan:read', 'demand:write']);
    const res = await withToken(all.token, 'GET', `/api/stations?fulfillment_center_id=${f.otherCenterId}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('You do not have access to this fulfillment center');
    const other = await withToken(all.token, 'PUT', `/api/demand/${TODAY}`, {
      fulfillment_center_id: f.otherCenterId,
      volumes: [{ quarter_id: f.q1.id, line: 1, units: 900 }],
    });
    expect(other.statusCode).toBe(403);
    // Another center's ADMIN cannot see or revoke it.
    const [otherAdmin] = await t.database.db.select().from(s.roles).where(eq(s.roles.role, 'ADMIN'));
    await t.database.db.update(s.users).set({ fulfillment_center_id: f.otherCenterId }).where(eq(s.users.id, otherAdmin!.userId!));
    t.app.forgetActors();
    expect((await f.call('ADMIN', 'GET', '/api/integrations/tokens')).json().data).toEqual([]);
    expect((await f.call('ADMIN', 'DELETE', `/api/integrations/tokens/${all.id}`)).statusCode).toBe(404);
    expect((await withToken(all.token, 'GET', '/api/stations')).statusCode).toBe(200);
  });

  it('is refused on the next request once revoked, and the revocation is audited', async () => {
    const made = await makeToken('old WMS', ['plan:read']);
    expect((await withToken(made.token, 'GET', '/api/stations')).statusCode).toBe(200);
    const revoked = await f.call('ADMIN', 'DELETE', `/api/integrations/tokens/${made.id}`);
    expect(revoked.json().data.revoked_at).not.toBeNull();
    const after = await withToken(made.token, 'GET', '/api/stations');
    expect(after.statusCode).toBe(401);
    expect((await withToken(`${made.token}x`, 'GET', '/api/stations')).statusCode).toBe(401);
    const audits = await t.database.db
      .select()
      .from(s.auditLogs)
      .where(and(eq(s.auditLogs.tableName, 'api_tokens'), eq(s.auditLogs.action, 'UPDATE')));
    expect(audits).toHaveLength(1);
    // Revoking again changes nothing and writes no second row.
    expect((await f.call('ADMIN', 'DELETE', `/api/integrations/tokens/${made.id}`)).statusCode).toBe(200);
    expect(await t.database.db.select().from(s.auditLogs).where(eq(s.auditLogs.action, 'UPDATE'))).toHaveLength(1);
  });

  it('is rate-limited on its own: past its requests a minute it gets 429, other tokens do not', async () => {
    const busy = await makeToken('busy', ['plan:read']);
    const calm = await makeToken('calm', ['plan:read']);
    await t.database.db
      .insert(s.rateLimits)
      .values({ key: `api-token:${busy.id}`, count: TOKEN_REQUESTS_PER_MINUTE, resetAt: sql`now() + interval '40 seconds'` });
    const res = await withToken(busy.token, 'GET', '/api/stations');
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatch(/^Too many requests with this token\. Please try again in \d+ seconds\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await withToken(calm.token, 'GET', '/api/stations')).statusCode).toBe(200);
  });

  it('opens the realtime socket with events:read, and ends it when revoked', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const reader = await makeToken('reader', ['plan:read']);
    await expect(connectRealtime(base, reader.token)).rejects.toThrow('handshake refused: 403');
    const events = await makeToken('events', ['events:read']);
    const client = await connectRealtime(base, events.token);
    expect(await joinChannel(client, f.centerId)).toMatchObject({ type: 'joined' });
    await f.call('ADMIN', 'DELETE', `/api/integrations/tokens/${events.id}`);
    expect(await closedWithin(client, 5000)).toEqual({ code: CLOSE_CODES.sessionEnded, reason: 'session ended' });
  });
});
