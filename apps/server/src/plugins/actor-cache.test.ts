import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createCenter, createUser, signIn } from '../../test/accounts.ts';
import { buildTestApp, testClock, testConfig, type TestApp } from '../../test/helper.ts';
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import * as s from '../db/schema.ts';
import { ACTOR_CACHE_MS, createActorCache, type Found } from './actor-cache.ts';

const LATER = new Date(Date.UTC(2030, 0, 1));

function setup() {
  let now = 1_000_000;
  const cache = createActorCache<string>(() => now);
  let lookups = 0;
  /** A lookup that finds `actor` (a session expiring at `expiresAt`), counting its calls. */
  const finds =
    (actor: string | null, expiresAt = LATER) =>
    async (): Promise<Found<string> | null> => {
      lookups += 1;
      return actor === null ? null : { actor, expiresAt };
    };
  return {
    cache,
    finds,
    lookups: () => lookups,
    advance: (ms: number) => (now += ms),
    now: () => now,
  };
}

/** A lookup that answers when told to. */
function pendingLookup() {
  let answer!: (found: Found<string> | null) => void;
  const promise = new Promise<Found<string> | null>((resolve) => (answer = resolve));
  return { lookup: () => promise, answer };
}

describe('remembered actors', () => {
  it('answers a credential from memory until ACTOR_CACHE_MS have passed, then looks it up again', async () => {
    const { cache, finds, lookups, advance } = setup();
    expect(await cache.resolve('token-a', finds('ann'))).toBe('ann');
    advance(ACTOR_CACHE_MS - 1);
    expect(await cache.resolve('token-a', finds('someone else'))).toBe('ann');
    expect(lookups()).toBe(1);
    advance(1);
    expect(await cache.resolve('token-a', finds('ann, demoted'))).toBe('ann, demoted');
    expect(lookups()).toBe(2);
  });

  it('keeps each credential apart, and never remembers one that has no session', async () => {
    const { cache, finds, lookups } = setup();
    expect(await cache.resolve('token-a', finds('ann'))).toBe('ann');
    expect(await cache.resolve('token-b', finds(null))).toBeNull();
    expect(await cache.resolve('token-b', finds('bob'))).toBe('bob');
    expect(lookups()).toBe(3);
  });

  it('never answers from memory past the expiry of the session', async () => {
    const { cache, finds, advance, now } = setup();
    await cache.resolve('token-a', finds('ann', new Date(now() + 500)));
    advance(500);
    expect(await cache.resolve('token-a', finds(null))).toBeNull();
  });

  it('lets calls that arrive during a lookup share it', async () => {
    const { cache } = setup();
    const { lookup, answer } = pendingLookup();
    let calls = 0;
    const counted = () => ((calls += 1), lookup());
    const answers = Promise.all([cache.resolve('token-a', counted), cache.resolve('token-a', counted), cache.resolve('token-a', counted)]);
    answer({ actor: 'ann', expiresAt: LATER });
    expect(await answers).toEqual(['ann', 'ann', 'ann']);
    expect(calls).toBe(1);
  });

  it('forgets every answer at once', async () => {
    const { cache, finds } = setup();
    await cache.resolve('token-a', finds('ann'));
    await cache.resolve('token-b', finds('bob'));
    cache.forget();
    expect(await cache.resolve('token-a', finds(null))).toBeNull();
    expect(await cache.resolve('token-b', finds('bob, demoted'))).toBe('bob, demoted');
  });

  it('does not keep what a lookup under way when it forgot had read, nor hand that lookup to later calls', async () => {
    const { cache, finds, lookups } = setup();
    const before = pendingLookup();
    const early = cache.resolve('token-a', before.lookup);
    cache.forget();
    const late = cache.resolve('token-a', finds('ann, demoted'));
    before.answer({ actor: 'ann', expiresAt: LATER });
    // The call made before the change gets what was true when it began; nothing later does.
    expect(await early).toBe('ann');
    expect(await late).toBe('ann, demoted');
    expect(await cache.resolve('token-a', finds('not asked'))).toBe('ann, demoted');
    expect(lookups()).toBe(1);
  });

  it('passes a failed lookup on, and tries again at the next call', async () => {
    const { cache, finds } = setup();
    await expect(cache.resolve('token-a', () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect(await cache.resolve('token-a', finds('ann'))).toBe('ann');
  });
});

describe('remembered actors, through the API', () => {
  const ORIGIN = 'http://localhost:3000';
  let t: TestApp;
  let replica: FastifyInstance;
  let replicaDatabase: Database;
  let clock: ReturnType<typeof testClock>;
  let centerId: string;

  beforeEach(async () => {
    clock = testClock();
    const config = testConfig({ APP_ORIGIN: ORIGIN });
    t = await buildTestApp({ config, clock: clock.now });
    // Another server on the same database, as a replica would be (PGlite: the same handle).
    replicaDatabase = t.database.openAnother?.() ?? t.database;
    replica = await buildApp({ config, database: replicaDatabase, clock: clock.now });
    await replica.ready();
    centerId = await createCenter(t.database, 'GEG1');
    await createUser(t.app, 'boss', 'ADMIN', centerId);
  });
  afterEach(async () => {
    await replica.close();
    if (replicaDatabase !== t.database) await replicaDatabase.close();
    await t.close();
  });

  const get = (app: FastifyInstance, token: string, url = '/api/roles') => app.inject({ method: 'GET', url, headers: bearer(token) });

  async function setRole(employeeId: string, role: string) {
    const [record] = await t.database.db.select().from(s.roles).where(eq(s.roles.employeeId, employeeId));
    const res = await t.app.inject({ method: 'PUT', url: `/api/roles/${record!.id}`, headers: bearer(await signIn(t.app, 'boss')), payload: { role } });
    expect(res.statusCode).toBe(200);
  }

  it('refuses a signed-out token at once on the server that signed it out, and on a replica once ACTOR_CACHE_MS have passed', async () => {
    await createUser(t.app, 'leaver', 'MANAGER', centerId);
    const token = await signIn(t.app, 'leaver');
    expect((await get(t.app, token)).statusCode).toBe(200);
    expect((await get(replica, token)).statusCode).toBe(200);

    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { ...bearer(token), origin: ORIGIN } });
    expect(out.statusCode).toBe(200);
    expect((await get(t.app, token)).statusCode).toBe(401);
    // The replica heard nothing: it answers from memory until the bound.
    expect((await get(replica, token)).statusCode).toBe(200);
    clock.set(new Date(clock.now().getTime() + ACTOR_CACHE_MS));
    expect((await get(replica, token)).statusCode).toBe(401);
  });

  it('applies a demotion at once on the server that made it, and on a replica once ACTOR_CACHE_MS have passed', async () => {
    await createUser(t.app, 'demoted', 'MANAGER', centerId);
    const token = await signIn(t.app, 'demoted');
    expect((await get(t.app, token)).statusCode).toBe(200);
    expect((await get(replica, token)).statusCode).toBe(200);

    await setRole('demoted', 'VIEW');
    const refused = await get(t.app, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('Access denied. Insufficient permissions.');
    expect((await get(t.app, token, '/api/auth/role')).json().data).toMatchObject({ role: 'VIEW' });
    expect((await get(replica, token)).statusCode).toBe(200);
    clock.set(new Date(clock.now().getTime() + ACTOR_CACHE_MS));
    expect((await get(replica, token)).statusCode).toBe(403);
  });

  it('lets an approved account in at once, and shows a switched center at once', async () => {
    await createUser(t.app, 'newcomer', null, centerId);
    const token = await signIn(t.app, 'newcomer');
    expect((await get(t.app, token, '/api/quarters')).json().error).toBe('Account pending approval');
    await setRole('newcomer', 'VIEW');
    expect((await get(t.app, token, '/api/quarters')).statusCode).toBe(200);

    const otherId = await createCenter(t.database, 'PDX2');
    const admin = await signIn(t.app, 'boss');
    expect((await get(t.app, admin, '/api/auth/role')).json().data).toMatchObject({ acting_fulfillment_center_id: centerId });
    const moved = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/fulfillment-center',
      headers: bearer(admin),
      payload: { fulfillment_center_id: otherId },
    });
    expect(moved.statusCode).toBe(200);
    expect((await get(t.app, admin, '/api/auth/role')).json().data).toMatchObject({ acting_fulfillment_center_id: otherId });
  });
});
