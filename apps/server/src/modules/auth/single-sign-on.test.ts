/**
 * Single sign-on against a real OpenID Connect provider on loopback (issue 30, decision 168):
 * the whole redirect flow as a browser walks it, the ID token's checks, the claim mapping,
 * and a deployment without passwords.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@stationboard/domain/messages';
import { SSO_RETURN_PATHS } from '@stationboard/domain/schemas/auth-requests';
import { bearer, createCenter, createUser, TEST_PASSWORD } from '../../../test/accounts.ts';
import { buildTestApp, testConfig, type TestApp } from '../../../test/helper.ts';
import { startOidcProvider, walkProvider, type TestOidcProvider } from '../../../test/oidc-provider.ts';
import * as s from '../../db/schema.ts';

const ORIGIN = 'http://localhost:3000';
let provider: TestOidcProvider;
let t: TestApp;
let centerId: string;

beforeAll(async () => {
  provider = await startOidcProvider({
    redirectUris: [`${ORIGIN}/api/auth/callback/oidc`],
    people: {
      'alice-sub': { name: 'Alice Ames', employee_id: 'alice7', fulfillment_center: 'GEG1' },
      'bob-sub': { name: 'Bob Burns', employee_id: 'bob8', fulfillment_center: 'geg1', groups: ['wh-staff', 'wh-leads'] },
      'carol-sub': { name: 'Carol Cruz', employee_id: 'carol9', groups: ['wh-admins'] },
      'mallory-sub': { name: 'Mallory', employee_id: 'alice7', fulfillment_center: 'GEG1' },
      'nobody-sub': { name: 'No ID', fulfillment_center: 'GEG1' },
      'elsewhere-sub': { name: 'Eve Elsewhere', employee_id: 'eve1', fulfillment_center: 'XXX9' },
    },
  });
});
afterAll(() => provider.close());
afterEach(async () => {
  provider.changeIdTokens(null);
  await t?.close();
});

async function freshApp(env: Record<string, string> = {}) {
  t = await buildTestApp({
    config: testConfig({
      APP_ORIGIN: ORIGIN,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_PROVIDER_NAME: 'Warehouse ID',
      ...env,
    }),
  });
  centerId = await createCenter(t.database, 'GEG1');
}

type Outcome = { landing: URL; cookie: string | null };

/** The app's part of the browser's trip: start, the provider's pages as `login`, then the callback with the state cookie. */
async function signInWithProvider(login: string, callbackQuery: (query: URLSearchParams) => void = () => {}): Promise<Outcome> {
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    headers: { origin: ORIGIN },
    payload: { provider: 'oidc', callbackURL: SSO_RETURN_PATHS.signedIn, errorCallbackURL: SSO_RETURN_PATHS.failed, disableRedirect: true },
  });
  expect(start.statusCode, start.body).toBe(200);
  const authorization = new URL((start.json() as { url: string }).url);
  expect(authorization.origin).toBe(provider.issuer);
  expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorization.searchParams.get('state')).toBeTruthy();
  const callback = await walkProvider(authorization.href, login);
  expect(callback.pathname).toBe('/api/auth/callback/oidc');
  callbackQuery(callback.searchParams);
  const stateCookies = start.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const back = await t.app.inject({ method: 'GET', url: callback.pathname + callback.search, headers: { cookie: stateCookies } });
  expect(back.statusCode, back.body).toBe(302);
  const session = back.cookies.find((c) => c.name.endsWith('session_token') && c.value !== '');
  return { landing: new URL(back.headers.location as string, ORIGIN), cookie: session ? `${session.name}=${session.value}` : null };
}

/** What the web app does on landing: reads the session the cookie carries, and its token. */
async function sessionOf(cookie: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
  return res.json() as { session: { token: string }; user: { id: string; email: string } } | null;
}

async function roleOf(token: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/role', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { role: string | null; employee_id: string; fulfillment_center_id: string } }).data;
}

function expectRefused(outcome: Outcome, error: string) {
  expect(outcome.cookie).toBeNull();
  expect(`${outcome.landing.pathname}${outcome.landing.search}`).toContain(SSO_RETURN_PATHS.failed);
  expect(outcome.landing.searchParams.get('error')).toBe(error);
}

describe('single sign-on against a real OpenID Connect provider', () => {
  it('the public config names the provider for the sign-in button', async () => {
    await freshApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/config/public' });
    expect(res.json()).toMatchObject({ data: { single_sign_on: { provider_name: 'Warehouse ID' }, local_passwords: true } });
  });

  it('a first sign-in creates the account pending approval, in the center of the claim; the session token signs API calls', async () => {
    await freshApp();
    const outcome = await signInWithProvider('alice-sub');
    expect(`${outcome.landing.pathname}${outcome.landing.search}`).toBe(SSO_RETURN_PATHS.signedIn);
    const session = await sessionOf(outcome.cookie!);
    expect(session?.user.email).toBe('alice7@stationboard.local');
    expect(await roleOf(session!.session.token)).toMatchObject({ role: null, employee_id: 'alice7', fulfillment_center_id: centerId });
    const [account] = await t.database.db.select().from(s.accounts).where(eq(s.accounts.providerId, 'oidc'));
    expect(account).toMatchObject({ accountId: 'alice-sub', userId: session!.user.id });
  });

  it('matches an existing account by the employee ID claim and keeps its role', async () => {
    await freshApp();
    await createUser(t.app, 'alice7', 'MANAGER', centerId);
    const outcome = await signInWithProvider('alice-sub');
    const session = await sessionOf(outcome.cookie!);
    expect(await roleOf(session!.session.token)).toMatchObject({ role: 'MANAGER', employee_id: 'alice7' });
    // The next sign-in finds the account by the provider's subject.
    const again = await signInWithProvider('alice-sub');
    expect((await sessionOf(again.cookie!))?.user.id).toBe(session!.user.id);
  });

  it('a mapped group gives its role to a new account (the highest of them), audited as the system', async () => {
    await freshApp({ OIDC_GROUPS_CLAIM: 'groups', OIDC_ROLE_MAP: 'wh-admins=ADMIN, wh-leads=MANAGER, wh-staff=VIEW', OIDC_DEFAULT_CENTER: 'GEG1' });
    const bob = await sessionOf((await signInWithProvider('bob-sub')).cookie!);
    expect(await roleOf(bob!.session.token)).toMatchObject({ role: 'MANAGER', employee_id: 'bob8' });
    // No center claim: OIDC_DEFAULT_CENTER.
    const carol = await sessionOf((await signInWithProvider('carol-sub')).cookie!);
    expect(await roleOf(carol!.session.token)).toMatchObject({ role: 'ADMIN', fulfillment_center_id: centerId });
    const audit = await t.database.db
      .select()
      .from(s.auditLogs)
      .where(and(eq(s.auditLogs.tableName, 'roles'), eq(s.auditLogs.employeeId, 'bob8')));
    expect(audit).toEqual([expect.objectContaining({ action: 'CREATE', createdBy: '', newValues: { role: 'MANAGER', source: 'single sign-on group' } })]);
  });

  it('without a role map the groups give nothing: pending approval', async () => {
    await freshApp({ OIDC_DEFAULT_CENTER: 'GEG1' });
    const carol = await sessionOf((await signInWithProvider('carol-sub')).cookie!);
    expect((await roleOf(carol!.session.token)).role).toBeNull();
  });

  it('refuses an ID token for another audience, an expired one, and one from another issuer: no session', async () => {
    await freshApp();
    // The control: the same token signed again with the provider's key is taken.
    provider.changeIdTokens((claims) => claims);
    expect((await signInWithProvider('alice-sub')).cookie).not.toBeNull();
    await t.database.db.delete(s.users);
    provider.changeIdTokens((claims) => ({ ...claims, aud: 'another-client' }));
    expectRefused(await signInWithProvider('alice-sub'), 'unable_to_get_user_info');
    const now = Math.floor(Date.now() / 1000);
    provider.changeIdTokens((claims) => ({ ...claims, iat: now - 7200, exp: now - 3600 }));
    expectRefused(await signInWithProvider('alice-sub'), 'unable_to_get_user_info');
    provider.changeIdTokens((claims) => ({ ...claims, iss: 'http://127.0.0.1:1' }));
    expectRefused(await signInWithProvider('alice-sub'), 'unable_to_get_user_info');
    expect(await t.database.db.select().from(s.users)).toEqual([]);
    expect(await t.database.db.select().from(s.sessions)).toEqual([]);
  });

  it('refuses a callback that names another issuer (RFC 9207), and one without its state cookie', async () => {
    await freshApp();
    expectRefused(await signInWithProvider('alice-sub', (query) => query.set('iss', 'http://127.0.0.1:1')), 'issuer_mismatch');
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/callback/oidc?code=made-up&state=made-up' });
    expect(res.statusCode).toBe(302);
    expect(new URL(res.headers.location as string).searchParams.get('error')).toBeTruthy();
    expect(await t.database.db.select().from(s.sessions)).toEqual([]);
  });

  it('never lets a second provider subject take an employee ID that is joined to another one', async () => {
    await freshApp();
    const alice = await sessionOf((await signInWithProvider('alice-sub')).cookie!);
    expectRefused(await signInWithProvider('mallory-sub'), 'sso_other_subject');
    const accounts = await t.database.db.select().from(s.accounts).where(eq(s.accounts.userId, alice!.user.id));
    expect(accounts.map((a) => a.accountId)).toEqual(['alice-sub']);
  });

  it('refuses a returning subject whose employee ID claim changed, a person without an employee ID, and an unknown center', async () => {
    await freshApp();
    await signInWithProvider('alice-sub');
    provider.people.set('alice-sub', { ...provider.people.get('alice-sub'), employee_id: 'bob8' });
    try {
      expectRefused(await signInWithProvider('alice-sub'), 'sso_employee_id_changed');
    } finally {
      provider.people.set('alice-sub', { ...provider.people.get('alice-sub'), employee_id: 'alice7' });
    }
    expectRefused(await signInWithProvider('nobody-sub'), 'email_not_found');
    expectRefused(await signInWithProvider('elsewhere-sub'), 'sso_no_center');
  });

  it('refuses to join an existing account whose email was never confirmed', async () => {
    await freshApp();
    await createUser(t.app, 'alice7', null, centerId);
    await t.database.db.update(s.users).set({ emailVerified: false }).where(eq(s.users.employee_id, 'alice7'));
    expectRefused(await signInWithProvider('alice-sub'), 'account_not_linked');
  });
});

describe('local passwords switched off', () => {
  it('refuses password sign-in, sign-up and reset with a clear message, while single sign-on works', async () => {
    await freshApp({ LOCAL_PASSWORDS: 'false' });
    await createUser(t.app, 'alice7', 'VIEW', centerId);
    const headers = { origin: ORIGIN };
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers,
      payload: { email: 'alice7@stationboard.local', password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({ error: MESSAGES.localPasswordsOff('Warehouse ID') });
    expect(signIn.headers['set-auth-token']).toBeUndefined();
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers,
      payload: { email: 'zed1@stationboard.local', password: 'secret1', name: 'zed1', employee_id: 'zed1', fulfillment_center_id: centerId },
    });
    expect(signUp.statusCode).toBe(403);
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', headers, payload: { email: 'alice7@stationboard.local' } });
    expect(reset.statusCode).toBe(403);
    const config = await t.app.inject({ method: 'GET', url: '/api/config/public' });
    expect(config.json()).toMatchObject({ data: { local_passwords: false } });
    const session = await sessionOf((await signInWithProvider('alice-sub')).cookie!);
    expect((await roleOf(session!.session.token)).role).toBe('VIEW');
  });

  it('without a provider, the single sign-on routes say it is not set up', async () => {
    t = await buildTestApp({ config: testConfig({ APP_ORIGIN: ORIGIN }) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: { origin: ORIGIN },
      payload: { provider: 'oidc', callbackURL: SSO_RETURN_PATHS.signedIn, errorCallbackURL: SSO_RETURN_PATHS.failed },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: MESSAGES.ssoNotConfigured });
  });
});
