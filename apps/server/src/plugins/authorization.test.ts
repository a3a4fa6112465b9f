/**
 * CSRF on cookie sessions (issue 13, decision 102): a browser sends the session cookie with
 * any site's request, so a change that relies on the cookie must come from our own origin.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInCookie } from '../../test/accounts.ts';
import { assignPayload, buildFloor, floorDayClock, type Floor } from '../../test/floor-fixture.ts';
import { buildTestApp, testConfig, type TestApp } from '../../test/helper.ts';
import * as s from '../db/schema.ts';

const ORIGIN = 'https://stationboard.example.com';
const FOREIGN = 'https://evil.example.net';

let t: TestApp;
let f: Floor;
let cookie: string;
beforeEach(async () => {
  t = await buildTestApp({ config: testConfig({ APP_ORIGIN: ORIGIN }), clock: floorDayClock() });
  f = await buildFloor(t, ['MANAGER']);
  cookie = await signInCookie(t.app, 'floor-manager');
});
afterEach(() => t.close());

type Credential = { cookie: string } | { authorization: string };

function assign(credential: Credential, headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/stations/${f.s1.id}/assign`,
    headers: { ...credential, ...headers },
    payload: assignPayload(f, f.s1, f.ann),
  });
}

function toggle(credential: Credential, headers: Record<string, string>) {
  return t.app.inject({ method: 'PATCH', url: `/api/stations/${f.s2.id}/toggle-active`, headers: { ...credential, ...headers } });
}

function bulkUpload(credential: Credential, headers: Record<string, string>) {
  const boundary = '----csrf-test';
  const csv = '"Employee ID","Employee Name (Last, First)"\n700001,"Lee, Dana"\n700002,"Park, Sam"';
  const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="staff.csv"\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
  return t.app.inject({
    method: 'POST',
    url: '/api/employees/bulk-upload',
    headers: { ...credential, ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

const CHANGES = { assign, toggle, bulkUpload };

/** What the three changes touch: assignments, the toggled station's flag, the staff list. */
async function floorState() {
  const { db } = t.database;
  return {
    assignments: (await db.select().from(s.assignments)).length,
    s2Active: (await db.select().from(s.stations).where(eq(s.stations.id, f.s2.id)))[0]!.isActive,
    employees: (await db.select().from(s.employees)).length,
    audit: (await db.select().from(s.auditLogs)).length,
    sessions: (await db.select().from(s.sessions)).map((row) => `${row.token}@${row.expiresAt.toISOString()}`),
  };
}

describe('a change made with the session cookie', () => {
  it('is refused from a foreign origin with 403 naming APP_ORIGIN, and nothing changes', async () => {
    const before = await floorState();
    for (const [name, change] of Object.entries(CHANGES)) {
      const res = await change({ cookie }, { origin: FOREIGN });
      expect(res.statusCode, name).toBe(403);
      expect(res.json(), name).toMatchObject({
        success: false,
        error: `This page was opened at ${FOREIGN}, but Stationboard is served at ${ORIGIN} (APP_ORIGIN). Open it there, or set APP_ORIGIN.`,
      });
    }
    expect(await floorState()).toEqual(before);
  });

  it('goes through from the allowed origin', async () => {
    const before = await floorState();
    expect((await assign({ cookie }, { origin: ORIGIN })).statusCode).toBe(200);
    expect((await toggle({ cookie }, { origin: ORIGIN })).statusCode).toBe(200);
    const upload = await bulkUpload({ cookie }, { origin: ORIGIN });
    expect(upload.json().data).toMatchObject({ created: 2 });
    const after = await floorState();
    expect(after).toMatchObject({ assignments: before.assignments + 1, s2Active: !before.s2Active, employees: before.employees + 2 });
  });

  it('without an Origin header is judged by Sec-Fetch-Site, then Referer, and refused when neither says', async () => {
    expect((await toggle({ cookie }, { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await toggle({ cookie }, { origin: 'null', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await toggle({ cookie }, { 'sec-fetch-site': 'cross-site', referer: `${ORIGIN}/map` })).statusCode).toBe(403);
    expect((await toggle({ cookie }, { 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    expect((await toggle({ cookie }, { referer: `${ORIGIN}/map` })).statusCode).toBe(200);
    expect((await toggle({ cookie }, { referer: `${FOREIGN}/page` })).statusCode).toBe(403);
    const bare = await toggle({ cookie }, {});
    expect(bare.statusCode).toBe(403);
    expect(bare.json().error).toBe(
      `This change does not say which page sent it. Send it from Stationboard at ${ORIGIN} (APP_ORIGIN), or sign it with a bearer token.`,
    );
  });

  it('may still read from anywhere: reading changes nothing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/quarters', headers: { cookie, origin: FOREIGN } });
    expect(res.statusCode).toBe(200);
  });
});

describe('a change made with a bearer token', () => {
  it('goes through whatever the Origin, since browsers never attach the token by themselves', async () => {
    const before = await floorState();
    const credential = f.as('MANAGER');
    expect((await assign(credential, { origin: FOREIGN })).statusCode).toBe(200);
    expect((await toggle(credential, { origin: FOREIGN, cookie })).statusCode).toBe(200);
    expect((await bulkUpload(credential, {})).statusCode).toBe(200);
    expect(await floorState()).toMatchObject({ assignments: before.assignments + 1, employees: before.employees + 2 });
  });

  it('never falls back to the cookie when the token is bad', async () => {
    const res = await toggle({ authorization: 'Bearer not-a-token' }, { cookie, origin: FOREIGN });
    expect(res.statusCode).toBe(401);
  });
});
