/**
 * The account flow through the real API, with mail delivered to a real SMTP sink:
 * sign-up, confirmation, sign-in, role fetch, reset, origins, throttling.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCenter, createUser, signIn, TEST_PASSWORD } from '../../../test/accounts.ts';
import { buildTestApp, isPostgres, testConfig, type TestApp } from '../../../test/helper.ts';
import { linkIn, startMailSink, type MailSink } from '../../../test/mail-sink.ts';
import { buildApp } from '../../app.ts';
import * as s from '../../db/schema.ts';
import { AUTH_RATE_RULES, SIGN_IN_RULES } from './auth-rate-limits.ts';
import { passwordHashing } from './password-hashing.ts';
import { createAccount } from '../../db/create-account.ts';
import { reserve } from '../../lib/rate-limiter.ts';

let sink: MailSink;
let t: TestApp;
let centerId: string;
const ORIGIN = 'http://localhost:3000';

beforeAll(async () => {
  sink = await startMailSink();
});
afterAll(() => sink.close());

async function freshApp() {
  t = await buildTestApp({ config: testConfig({ SMTP_URL: sink.url, APP_ORIGIN: ORIGIN }) });
  centerId = await createCenter(t.database, 'GEG1');
}
afterEach(() => t?.close());

function post(url: string, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload, headers: { origin: ORIGIN, ...headers } });
}

function signUp(employeeId: string, overrides: Record<string, unknown> = {}) {
  return post('/api/auth/sign-up/email', {
    email: `${employeeId}@stationboard.local`,
    password: 'secret1',
    name: employeeId,
    employee_id: employeeId,
    display_name: employeeId,
    fulfillment_center_id: centerId,
    callbackURL: `${ORIGIN}/`,
    ...overrides,
  });
}

/** Follows an emailed link into the app like a browser would, answering where it lands. */
async function openLink(url: URL): Promise<URL> {
  const res = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
  expect(res.statusCode).toBe(302);
  return new URL(res.headers.location as string, ORIGIN);
}

describe('sign-up and confirmation', () => {
  it('creates an unconfirmed account with a pending role, mails a link, and refuses sign-in until it is opened', async () => {
    await freshApp();
    const res = await signUp('jdoe42');
    expect(res.statusCode).toBe(200);

    const [role] = await t.database.db.select().from(s.roles).innerJoin(s.users, eq(s.users.id, s.roles.userId));
    expect(role).toMatchObject({ roles: { role: null, employeeId: 'jdoe42', fulfillmentCenterId: centerId }, users: { emailVerified: false } });

    const refused = await post('/api/auth/sign-in/email', { email: 'jdoe42@stationboard.local', password: 'secret1' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, data: null, metadata: { authCode: 'EMAIL_NOT_VERIFIED' } });

    const mail = await sink.waitForMail('jdoe42@stationboard.local');
    expect(mail.subject).toBe('Confirm your Stationboard account');
    const landing = await openLink(linkIn(mail));
    expect(landing.origin + landing.pathname).toBe(`${ORIGIN}/`);

    const token = await signIn(t.app, 'jdoe42', 'secret1');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/role', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ role: null, employee_id: 'jdoe42', fulfillment_center_id: centerId, acting_fulfillment_center_id: centerId });

    // Pending approval: everything but the user's own role and session is refused.
    const quarters = await t.app.inject({ method: 'GET', url: '/api/quarters', headers: bearer(token) });
    expect(quarters.statusCode).toBe(403);
  });

  it('refuses an email that is not the employee ID at the mail domain, an ID with @, and an unknown center', async () => {
    await freshApp();
    expect((await signUp('jdoe', { email: 'boss@stationboard.local' })).json()).toMatchObject({
      error: 'Enter only your employee ID (without the mail domain)',
    });
    expect((await signUp('jdoe@corp.com', { email: 'jdoe@corp.com@stationboard.local' })).statusCode).toBe(400);
    expect((await signUp('jdoe', { fulfillment_center_id: '00000000-0000-4000-8000-000000000000' })).json()).toMatchObject({
      error: 'Please select a fulfillment center',
    });
    expect((await signUp('jdoe', { password: '123' })).json()).toMatchObject({ error: 'Password must be at least 6 characters' });
    expect(await t.database.db.select().from(s.users)).toHaveLength(0);
  });

  it("answers 'already registered' for an employee ID that has an account", async () => {
    await freshApp();
    await createUser(t.app, 'taken', 'VIEW', centerId);
    const res = await signUp('taken');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, error: 'User already registered', metadata: { authCode: 'USER_ALREADY_EXISTS' } });
  });
});

describe('sessions', () => {
  it('issues bearer tokens of at least 128 random bits and forgets them on sign-out', async () => {
    await freshApp();
    await createUser(t.app, 'amgr', 'MANAGER', centerId);
    const token = await signIn(t.app, 'amgr');
    const [session] = await t.database.db.select().from(s.sessions);
    expect(session!.token).toMatch(/^[A-Za-z0-9]{32,}$/); // 32 of 62 symbols: about 190 bits
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/role', headers: bearer(token) })).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { ...bearer(token), origin: ORIGIN } });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/role', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('answers 401 for a missing, malformed or unknown token', async () => {
    await freshApp();
    for (const authorization of [undefined, 'Bearer', 'Bearer nope', 'Basic abc']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/role', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, data: null });
    }
  });
});

describe('the origin of a sign-in', () => {
  const LOOPBACK = 'http://127.0.0.1:3000';
  const signInFrom = (origin: string) => post('/api/auth/sign-in/email', { email: 'opener@stationboard.local', password: TEST_PASSWORD }, { origin });

  it('outside development, refuses another origin than APP_ORIGIN with a message naming both', async () => {
    await freshApp();
    await createUser(t.app, 'opener', 'VIEW', centerId);
    const res = await signInFrom(LOOPBACK);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      success: false,
      error: `This page was opened at ${LOOPBACK}, but Stationboard is served at ${ORIGIN} (APP_ORIGIN). Open it there, or set APP_ORIGIN.`,
      data: null,
      metadata: { authCode: 'INVALID_ORIGIN' },
    });
    expect((await signInFrom(ORIGIN)).statusCode).toBe(200);
  });

  it('in development, accepts the other loopback name on the same port', async () => {
    t = await buildTestApp({ config: testConfig({ NODE_ENV: 'development', SMTP_URL: sink.url, APP_ORIGIN: ORIGIN }) });
    centerId = await createCenter(t.database, 'GEG1');
    await createUser(t.app, 'opener', 'VIEW', centerId);
    expect((await signInFrom(LOOPBACK)).statusCode).toBe(200);
    expect((await signInFrom('http://127.0.0.1:4000')).statusCode).toBe(403);
  });
});

describe('password reset', () => {
  it('mails a link back to /reset-password, sets the new password once, and ends every session', async () => {
    await freshApp();
    await createUser(t.app, 'forgetful', 'VIEW', centerId);
    const oldToken = await signIn(t.app, 'forgetful');

    const res = await post('/api/auth/request-password-reset', { email: 'forgetful@stationboard.local', redirectTo: `${ORIGIN}/reset-password` });
    expect(res.statusCode).toBe(200);
    const mail = await sink.waitForMail('forgetful@stationboard.local');
    const landing = await openLink(linkIn(mail));
    expect(landing.pathname).toBe('/reset-password');
    const token = landing.searchParams.get('token')!;
    expect(token).toBeTruthy();

    const check = await t.app.inject({ method: 'GET', url: `/api/auth/reset-token?token=${token}` });
    expect(check.json().data).toEqual({ valid: true });

    expect((await post('/api/auth/reset-password', { newPassword: 'brand-new-pw', token })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/role', headers: bearer(oldToken) })).statusCode).toBe(401);
    await signIn(t.app, 'forgetful', 'brand-new-pw');
    expect((await post('/api/auth/sign-in/email', { email: 'forgetful@stationboard.local', password: TEST_PASSWORD })).statusCode).toBe(401);

    // The link works once.
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/reset-token?token=${token}` })).json().data).toEqual({ valid: false });
    expect((await post('/api/auth/reset-password', { newPassword: 'another-pw', token })).statusCode).toBe(400);
    const reopened = await openLink(linkIn(mail));
    expect(reopened.searchParams.get('error')).toBe('INVALID_TOKEN');
  });

  it('treats an expired link as invalid', async () => {
    await freshApp();
    await createUser(t.app, 'late', 'VIEW', centerId);
    await post('/api/auth/request-password-reset', { email: 'late@stationboard.local', redirectTo: `${ORIGIN}/reset-password` });
    const token = (await openLink(linkIn(await sink.waitForMail('late@stationboard.local')))).searchParams.get('token')!;
    await t.database.db.update(s.verifications).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/reset-token?token=${token}` })).json().data).toEqual({ valid: false });
    expect((await post('/api/auth/reset-password', { newPassword: 'brand-new-pw', token })).statusCode).toBe(400);
  });

  it('answers a reset request for an unknown ID exactly like one for a known ID', async () => {
    await freshApp();
    await createUser(t.app, 'known', 'VIEW', centerId);
    const ask = (id: string) => post('/api/auth/request-password-reset', { email: `${id}@stationboard.local`, redirectTo: `${ORIGIN}/reset-password` });
    const known = await ask('known');
    const unknown = await ask('nobody-here');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await sink.waitForMail('known@stationboard.local');
    expect(sink.messages.some((m) => m.to === 'nobody-here@stationboard.local')).toBe(false);
  });
});

describe('sign-in throttling', () => {
  const BACKOFF = SIGN_IN_RULES.failuresPerAccountAndIp;
  const OWNER = '10.0.0.1';
  const ATTACKER = '203.0.113.9';

  function attempt(employeeId: string, password: string, ip: string, app = t.app) {
    return app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: ip,
      headers: { origin: ORIGIN },
      payload: { email: `${employeeId}@stationboard.local`, password },
    });
  }

  /** As if `seconds` had passed for every throttle (they keep their clocks in the database). */
  async function letTimePass(seconds: number) {
    await t.database.db.update(s.rateLimits).set({ resetAt: sql`${s.rateLimits.resetAt} - make_interval(secs => ${seconds})` });
  }

  async function expectWait(res: Awaited<ReturnType<typeof attempt>>, atMost: number) {
    expect(res.statusCode).toBe(429);
    const wait = Number(res.headers['retry-after']);
    expect(wait).toBeGreaterThan(atMost - 10);
    expect(wait).toBeLessThanOrEqual(atMost);
    expect(res.json()).toMatchObject({ success: false, error: expect.stringMatching(/^Too many attempts\. Please try again in/) });
  }

  it('backs off wrong passwords per account and address, doubling the wait, and never locks the owner out elsewhere (SUDO too)', async () => {
    await freshApp();
    await createUser(t.app, 'root', 'SUDO', centerId);
    for (let i = 0; i < BACKOFF.freeFailures; i++) expect((await attempt('root', 'wrong-password', ATTACKER)).statusCode).toBe(401);
    await expectWait(await attempt('root', TEST_PASSWORD, ATTACKER), BACKOFF.firstDelaySeconds);
    expect((await attempt('root', TEST_PASSWORD, OWNER)).statusCode).toBe(200);

    await letTimePass(BACKOFF.firstDelaySeconds);
    expect((await attempt('root', 'wrong-password', ATTACKER)).statusCode).toBe(401);
    await expectWait(await attempt('root', 'wrong-password', ATTACKER), 2 * BACKOFF.firstDelaySeconds);
    expect((await attempt('root', TEST_PASSWORD, OWNER)).statusCode).toBe(200);

    // Once the wait is over, the right password ends the run of failures.
    await letTimePass(2 * BACKOFF.firstDelaySeconds);
    expect((await attempt('root', TEST_PASSWORD, ATTACKER)).statusCode).toBe(200);
    expect((await attempt('root', 'wrong-password', ATTACKER)).statusCode).toBe(401);
  });

  it('caps failed sign-ins per address across accounts, and successes from it never count', async () => {
    await freshApp();
    await createUser(t.app, 'worker', 'VIEW', centerId);
    const { max } = SIGN_IN_RULES.failuresPerIp;
    for (let i = 0; i < max - 1; i++) expect((await attempt(`nobody${i}`, 'whatever', ATTACKER)).statusCode).toBe(401);
    for (let i = 0; i < 5; i++) expect((await attempt('worker', TEST_PASSWORD, ATTACKER)).statusCode).toBe(200);
    expect((await attempt('nobody-last', 'whatever', ATTACKER)).statusCode).toBe(401);
    const capped = await attempt('worker', TEST_PASSWORD, ATTACKER);
    expect(capped.statusCode).toBe(429);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt('worker', TEST_PASSWORD, OWNER)).statusCode).toBe(200);
  }, 120_000);

  it('holds the ceiling when the failures arrive all at once', async () => {
    await freshApp();
    const { max } = SIGN_IN_RULES.failuresPerIp;
    const burst = await Promise.all(Array.from({ length: max + 10 }, (_, i) => attempt(`nobody${i}`, 'whatever', ATTACKER)));
    const statuses = burst.map((res) => res.statusCode);
    expect(statuses.filter((code) => code === 401)).toHaveLength(max);
    expect(statuses.filter((code) => code === 429)).toHaveLength(10);
  });

  it('lets 200 different accounts sign in from one address in one burst (a shift behind one NAT)', async () => {
    await freshApp();
    const ids = await createShift(200);
    // Ten at a time, as fast as the server answers: well inside every window of the limits.
    const statuses: number[] = [];
    for (let i = 0; i < ids.length; i += 10) {
      statuses.push(...(await Promise.all(ids.slice(i, i + 10).map(async (id) => (await attempt(id, TEST_PASSWORD, OWNER)).statusCode))));
    }
    expect(statuses.filter((code) => code !== 200)).toEqual([]);
  }, 120_000);

  async function createShift(size: number): Promise<string[]> {
    const passwordHash = await passwordHashing(t.app.config.env).hash(TEST_PASSWORD);
    const ids = Array.from({ length: size }, (_, i) => `shift${i}`);
    for (const employeeId of ids) {
      await createAccount(t.database.db, { employeeId, role: 'VIEW', centerId, password: TEST_PASSWORD, passwordHash, mailDomain: t.app.config.mailDomain });
    }
    return ids;
  }

  it('lets 200 accounts behind one address sign in all at once, at worst after a wait of seconds, and leaves the address open', async () => {
    await freshApp();
    let waiting = await createShift(200);
    const waits: number[] = [];
    // Everyone at once, then everyone told to wait tries again once the wait is over, as a person would.
    for (let round = 0; waiting.length > 0 && round < 10; round++) {
      const answers = await Promise.all(waiting.map(async (id) => ({ id, res: await attempt(id, TEST_PASSWORD, OWNER) })));
      const refused = answers.filter(({ res }) => res.statusCode !== 200);
      for (const { res } of refused) {
        expect(res.statusCode, res.body).toBe(429);
        const wait = Number(res.headers['retry-after']);
        expect(wait).toBeGreaterThan(0);
        expect(wait).toBeLessThanOrEqual(5);
        expect(res.json().error).toMatch(/^Many people are signing in from this network right now\. Please try again in \d seconds\.$/);
        waits.push(wait);
      }
      waiting = refused.map(({ id }) => id);
      if (waiting.length > 0)
        await new Promise((resolve) => setTimeout(resolve, 1000 * Math.max(...refused.map(({ res }) => Number(res.headers['retry-after'])))));
    }
    expect(waiting).toEqual([]);

    // Nothing was counted against the address: a correct sign-in gets in, a wrong password is just wrong.
    expect((await attempt('shift7', TEST_PASSWORD, OWNER)).statusCode).toBe(200);
    expect((await attempt('shift8', 'wrong-password', OWNER)).statusCode).toBe(401);
    const ceiling = await t.database.db
      .select()
      .from(s.rateLimits)
      .where(eq(s.rateLimits.key, `${SIGN_IN_RULES.failuresPerIp.name}:${OWNER}`));
    expect(ceiling.map((row) => row.count)).toEqual([1]);
  }, 180_000);

  it('still holds the ceiling against a burst of wrong passwords among right ones, waiting only for what failed', async () => {
    await freshApp();
    const ids = await createShift(20);
    const { max } = SIGN_IN_RULES.failuresPerIp;
    const burst = await Promise.all([
      ...ids.map((id) => attempt(id, TEST_PASSWORD, ATTACKER)),
      ...Array.from({ length: max + 20 }, (_, i) => attempt(`nobody${i}`, 'whatever', ATTACKER)),
    ]);
    const wrong = burst.slice(ids.length);
    expect(wrong.filter((res) => res.statusCode === 401).length).toBeLessThanOrEqual(max);
    for (const res of burst.filter((r) => r.statusCode === 429)) expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(5);

    // Those refused while others were in flight try again: the right passwords get in until the
    // wrong ones fill the ceiling, and then the address waits for the window's end.
    let failures = wrong.filter((res) => res.statusCode === 401).length;
    for (let i = 0; failures < max; i++) {
      const res = await attempt(`again${i}`, 'whatever', ATTACKER);
      expect(res.statusCode).toBe(401);
      failures += 1;
    }
    const capped = await attempt(ids[0]!, TEST_PASSWORD, ATTACKER);
    expect(capped.statusCode).toBe(429);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(5 * 60);
    expect((await attempt(ids[0]!, TEST_PASSWORD, OWNER)).statusCode).toBe(200);
  }, 120_000);

  it('forgets within a minute the sign-ins a server process was running when it died', async () => {
    await freshApp();
    await createUser(t.app, 'survivor', 'VIEW', centerId);
    // A process died with a full ceiling's worth of sign-ins from the address in flight.
    for (let i = 0; i < SIGN_IN_RULES.failuresPerIp.max; i++) await reserve(t.database.db, SIGN_IN_RULES.inFlightPerIp, OWNER);
    const busy = await attempt('survivor', TEST_PASSWORD, OWNER);
    expect(busy.statusCode).toBe(429);
    expect(Number(busy.headers['retry-after'])).toBeLessThanOrEqual(5);
    await letTimePass(2 * SIGN_IN_RULES.inFlightPerIp.holdSeconds);
    expect((await attempt('survivor', TEST_PASSWORD, OWNER)).statusCode).toBe(200);
  });

  it('past 100 failures an hour from many addresses, lets only addresses the account signed in from try', async () => {
    await freshApp();
    await createUser(t.app, 'target', 'MANAGER', centerId);
    expect((await attempt('target', TEST_PASSWORD, OWNER)).statusCode).toBe(200);
    const { max } = SIGN_IN_RULES.failuresPerAccount;
    for (let i = 0; i < max; i++)
      expect((await attempt('target', 'wrong-password', `198.51.100.${Math.floor(i / BACKOFF.freeFailures)}`)).statusCode).toBe(401);
    expect((await attempt('target', TEST_PASSWORD, '192.0.2.77')).statusCode).toBe(429);
    expect((await attempt('target', TEST_PASSWORD, OWNER)).statusCode).toBe(200);
  }, 120_000);

  it.runIf(isPostgres)('holds across server processes sharing the database', async () => {
    await freshApp();
    await createUser(t.app, 'shared', 'VIEW', centerId);
    const otherDatabase = t.database.openAnother!();
    const other = await buildApp({ config: t.app.config, database: otherDatabase });
    try {
      await other.ready();
      for (let i = 0; i < BACKOFF.freeFailures; i++) expect((await attempt('shared', 'wrong-password', ATTACKER)).statusCode).toBe(401);
      await expectWait(await attempt('shared', TEST_PASSWORD, ATTACKER, other), BACKOFF.firstDelaySeconds);
      expect((await attempt('shared', TEST_PASSWORD, OWNER, other)).statusCode).toBe(200);
    } finally {
      await other.close();
      await otherDatabase.close();
    }
  });
});

describe('other account limits', () => {
  it('limits reset emails per account', async () => {
    await freshApp();
    await createUser(t.app, 'spammed', 'VIEW', centerId);
    const statuses: number[] = [];
    for (let i = 0; i <= AUTH_RATE_RULES.emailPerAccount.max; i++) {
      statuses.push(
        (await post('/api/auth/request-password-reset', { email: 'spammed@stationboard.local', redirectTo: `${ORIGIN}/reset-password` })).statusCode,
      );
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('account details a person cannot change (update-user)', () => {
  it('refuses the employee ID, display name and center, an unknown center too, and changes nothing', async () => {
    await freshApp();
    await createUser(t.app, 'self', 'VIEW', centerId);
    const token = await signIn(t.app, 'self');
    const update = (payload: object) => post('/api/auth/update-user', payload, bearer(token));
    const unknownCenter = '00000000-0000-4000-8000-000000000000';
    for (const [field, value] of [
      ['employee_id', 'someone-else'],
      ['display_name', 'Demo Admin'],
      ['fulfillment_center_id', await createCenter(t.database, 'PDX2')],
      ['fulfillment_center_id', unknownCenter],
      ['fulfillment_center_id', 'not-a-center'],
    ] as const) {
      const res = await update({ [field]: value });
      expect(res.statusCode, `${field}=${value}`).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        error: `These account details cannot be changed here: ${field}`,
        metadata: { authCode: 'FIELD_NOT_ALLOWED' },
      });
    }
    expect((await update({ name: 'Ann', employee_id: 'x', display_name: 'y' })).json().error).toBe(
      'These account details cannot be changed here: employee_id, display_name',
    );
    const [user] = await t.database.db.select().from(s.users);
    expect(user).toMatchObject({ email: 'self@stationboard.local', employee_id: 'self', display_name: 'self', fulfillment_center_id: centerId, name: 'self' });
    const role = await t.app.inject({ method: 'GET', url: '/api/auth/role', headers: bearer(token) });
    expect(role.json().data).toMatchObject({ employee_id: 'self', display_name: 'self', fulfillment_center_id: centerId });
  });

  it("leaves better-auth's own name field, which Stationboard shows nowhere", async () => {
    await freshApp();
    await createUser(t.app, 'self', 'VIEW', centerId);
    const res = await post('/api/auth/update-user', { name: 'Ann' }, bearer(await signIn(t.app, 'self')));
    expect(res.statusCode).toBe(200);
  });
});

describe('hostile input to the account endpoints', () => {
  it('answers a reset-link check with a NUL byte 400 saying so, and a made-up token as not valid', async () => {
    await freshApp();
    const check = (token: string) => t.app.inject({ method: 'GET', url: `/api/auth/reset-token?token=${token}` });
    for (const token of ['%00', 'abc%00def']) {
      const res = await check(token);
      expect(res.statusCode, token).toBe(400);
      expect(res.json().error).toBe('token: must not contain a NUL character');
    }
    expect((await check('x'.repeat(201))).statusCode).toBe(400);
    expect((await check('not-a-real%20token')).json().data).toEqual({ valid: false });
  });

  it('answers a NUL byte or an over-long text anywhere in their input 400 naming the field, never 500', async () => {
    await freshApp();
    await createUser(t.app, 'probe', 'VIEW', centerId);
    const token = await signIn(t.app, 'probe');
    const NUL = 'a\u0000b';
    const email = 'probe@stationboard.local';
    const controls = (field: string, label: string) => `${field}: ${label} must not contain tabs, line breaks or other control characters`;
    const cases: [string, Record<string, unknown>, string][] = [
      ['/api/auth/sign-in/email', { email: NUL, password: 'secret1' }, controls('email', 'Email')],
      ['/api/auth/sign-in/email', { email: `${'x'.repeat(300)}@stationboard.local`, password: 'secret1' }, 'email: Email must be at most 254 characters'],
      ['/api/auth/sign-in/email', { email, password: NUL }, controls('password', 'Password')],
      [
        '/api/auth/sign-up/email',
        { email: 'n1@stationboard.local', password: 'secret1', name: 'n1', employee_id: 'n1', display_name: NUL, fulfillment_center_id: centerId },
        controls('display_name', 'Display name'),
      ],
      [
        '/api/auth/sign-up/email',
        { email: 'n2@stationboard.local', password: 'secret1', name: 'x'.repeat(5000), employee_id: 'n2', fulfillment_center_id: centerId },
        'name: Name must be at most 100 characters',
      ],
      ['/api/auth/request-password-reset', { email: NUL, redirectTo: `${ORIGIN}/reset-password` }, controls('email', 'Email')],
      ['/api/auth/send-verification-email', { email: NUL }, controls('email', 'Email')],
      ['/api/auth/reset-password', { newPassword: 'secret12', token: NUL }, controls('token', 'Token')],
      ['/api/auth/update-user', { name: NUL }, controls('name', 'Name')],
      ['/api/auth/update-user', { image: 'x'.repeat(300_000) }, 'image: Image must be at most 500 characters'],
    ];
    for (const [url, payload, message] of cases) {
      const res = await post(url, payload, bearer(token));
      expect(res.statusCode, `${url} ${message}`).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: message, data: null });
    }
    const link = await t.app.inject({ method: 'GET', url: '/api/auth/verify-email?token=%00' });
    expect(link.statusCode).toBe(400);
    expect(await t.database.db.select().from(s.users)).toHaveLength(1);
  });

  it('keeps escapes and line breaks out of every name better-auth stores, at sign-up and afterwards', async () => {
    await freshApp();
    const spoof = 'Demo Admin\u001b[2K\r\nAPPROVED by demo-sudo';
    for (const field of ['name', 'display_name']) {
      const res = await signUp('spoofer', { [field]: spoof });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error).toMatch(new RegExp(`^${field}: .* must not contain tabs, line breaks or other control characters$`));
    }
    // A C1 escape, a Unicode line separator and a right-to-left override hide as well as ESC does.
    for (const hidden of ['Demo Admin\u009b2K', 'Demo\u2028Admin', 'nimdA omeD\u202e'])
      expect((await signUp('spoofer', { display_name: hidden })).statusCode).toBe(400);
    expect(await t.database.db.select().from(s.users)).toHaveLength(0);

    await createUser(t.app, 'self', 'VIEW', centerId);
    const token = await signIn(t.app, 'self');
    for (const payload of [{ name: spoof }, { image: spoof }]) expect((await post('/api/auth/update-user', payload, bearer(token))).statusCode).toBe(400);
    const [user] = await t.database.db.select().from(s.users);
    expect(user).toMatchObject({ name: 'self', image: null, display_name: 'self' });
  });

  it('answers a wrong type, an unknown path or an empty change with a 4xx in the envelope, never 500', async () => {
    await freshApp();
    await createUser(t.app, 'typed', 'VIEW', centerId);
    const token = await signIn(t.app, 'typed');
    const raw = (url: string, payload: string) =>
      t.app.inject({ method: 'POST', url, payload, headers: { origin: ORIGIN, 'content-type': 'application/json', ...bearer(token) } });
    for (const payload of ['{"name":null}', '{"name":1e999}', '{"name":["Ann"]}', '{"image":{}}', '{}', '[]', '"Ann"', 'null']) {
      const res = await raw('/api/auth/update-user', payload);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json(), payload).toMatchObject({ success: false, error: expect.any(String), data: null });
    }
    expect((await raw('/api/auth/update-user', '{}')).json().error).toBe('body: Send at least one field to change');
    expect((await raw('/api/auth/sign-in/email', '{"email":"typed@stationboard.local","password":1e999}')).statusCode).toBe(400);
    // Paths better-auth has but the app does not use, and paths nobody has, are not routes; of the
    // OAuth callbacks only single sign-on's provider's is one (decision 168).
    for (const url of ['/api/auth/revoke-session', '/api/auth/list-sessions', '/api/auth/delete-user', '/api/auth/nothing-here', '/api/auth/callback/google']) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.app.inject({ method, url, headers: { origin: ORIGIN, ...bearer(token) }, ...(method === 'POST' ? { payload: {} } : {}) });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toMatchObject({ success: false, error: 'Route not found', data: null });
      }
    }
    const [user] = await t.database.db.select().from(s.users);
    expect(user).toMatchObject({ name: 'typed' });
  });
});

describe('center switching', () => {
  it('lets an ADMIN act on the center they select, saved on their account', async () => {
    await freshApp();
    const otherId = await createCenter(t.database, 'PDX2');
    await createUser(t.app, 'boss', 'ADMIN', centerId);
    const token = await signIn(t.app, 'boss');
    const res = await t.app.inject({ method: 'PUT', url: '/api/auth/fulfillment-center', headers: bearer(token), payload: { fulfillment_center_id: otherId } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { fulfillment_center_id: otherId }, message: 'Now working on PDX2' });

    const again = await signIn(t.app, 'boss'); // a new session keeps the choice
    const role = await t.app.inject({ method: 'GET', url: '/api/auth/role', headers: bearer(again) });
    expect(role.json().data).toMatchObject({ fulfillment_center_id: centerId, acting_fulfillment_center_id: otherId });
    expect((await t.app.inject({ method: 'GET', url: `/api/quarters?fulfillment_center_id=${otherId}`, headers: bearer(again) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/quarters?fulfillment_center_id=${centerId}`, headers: bearer(again) })).statusCode).toBe(403);
  });

  it('keeps a MANAGER on their own center and shows them only that one', async () => {
    await freshApp();
    const otherId = await createCenter(t.database, 'PDX2');
    await createUser(t.app, 'mgr', 'MANAGER', centerId);
    const token = await signIn(t.app, 'mgr');
    const res = await t.app.inject({ method: 'PUT', url: '/api/auth/fulfillment-center', headers: bearer(token), payload: { fulfillment_center_id: otherId } });
    expect(res.statusCode).toBe(403);
    const centers = await t.app.inject({ method: 'GET', url: '/api/fulfillment-centers', headers: bearer(token) });
    expect((centers.json().data as { code: string }[]).map((c) => c.code)).toEqual(['GEG1']);
  });

  it('refuses to switch to a center that does not exist', async () => {
    await freshApp();
    await createUser(t.app, 'root', 'SUDO', centerId);
    const token = await signIn(t.app, 'root');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/fulfillment-center',
      headers: bearer(token),
      payload: { fulfillment_center_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(res.statusCode).toBe(404);
  });
});
