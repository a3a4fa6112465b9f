/** Accounts for the journeys: the seeded demo users and fresh sign-ups, driven over the API. */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

export const MAIL_DOMAIN = 'stationboard.local';
export const DEMO_PASSWORD = 'demo1234';
/** localStorage key of lib/session-token.ts. */
const TOKEN_KEY = 'stationboard.session-token';

export const emailOf = (employeeId: string) => `${employeeId.toLowerCase()}@${MAIL_DOMAIN}`;

/** A fresh employee ID per run, so reruns against a kept database do not collide. */
export function newEmployeeId(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}`;
}

/** better-auth checks that requests come from the app's own origin, as a browser's would. */
export function originHeader(baseURL: string | undefined) {
  return { Origin: baseURL ?? '' };
}

/**
 * Each account signs in once per run and its session is shared (a password hash per sign-in
 * adds up); no journey signs a shared account out. Successful sign-ins are not limited per
 * address (decision 103), so a journey may also sign in through the form.
 */
const sessions = new Map<string, string>();

export async function signInOverApi(request: APIRequestContext, baseURL: string | undefined, employeeId: string, password = DEMO_PASSWORD): Promise<string> {
  const key = `${baseURL}|${employeeId}|${password}`;
  const known = sessions.get(key);
  if (known) return known;
  const response = await request.post('/api/auth/sign-in/email', { data: { email: emailOf(employeeId), password }, headers: originHeader(baseURL) });
  expect(response.status(), await response.text()).toBe(200);
  const token = response.headers()['set-auth-token'] ?? ((await response.json()) as { token: string }).token;
  expect(token).toBeTruthy();
  sessions.set(key, token);
  return token;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The `data` of a GET `path` answered 200 to `token`. */
export async function getData<T>(request: APIRequestContext, token: string, path: string, params?: Record<string, string | number>): Promise<T> {
  const response = await request.get(path, { headers: bearer(token), params });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** Opens the app already signed in, as after a reload. */
export async function useSession(page: Page, token: string): Promise<void> {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
}

export type PublicCenter = { id: string; code: string; name: string };

export async function publicCenter(request: APIRequestContext, code: string): Promise<PublicCenter> {
  const body = (await (await request.get('/api/fulfillment-centers/public')).json()) as { data: PublicCenter[] };
  const center = body.data.find((c) => c.code === code);
  if (!center) throw new Error(`no public center ${code}`);
  return center;
}

/** The center an ADMIN's requests act on (the one they last selected). */
export async function actingCenterOf(request: APIRequestContext, token: string): Promise<string> {
  const body = (await (await request.get('/api/auth/role', { headers: bearer(token) })).json()) as { data: { acting_fulfillment_center_id: string } };
  return body.data.acting_fulfillment_center_id;
}

/** Selects the center an ADMIN acts on, as the warehouse selector does. */
export async function actOn(request: APIRequestContext, baseURL: string | undefined, token: string, centerId: string): Promise<void> {
  const response = await request.put('/api/auth/fulfillment-center', {
    data: { fulfillment_center_id: centerId },
    headers: { ...bearer(token), ...originHeader(baseURL) },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * demo-admin acting on GEG1 for a file's journeys, and back on the center it acted on before
 * once they are done. Answers a getter for its session token.
 */
export function adminOnGeg1(): () => string {
  let token = '';
  let centerBefore = '';
  test.beforeAll(async ({ request, baseURL }) => {
    token = await signInOverApi(request, baseURL, 'demo-admin');
    centerBefore = await actingCenterOf(request, token);
    await actOn(request, baseURL, token, (await publicCenter(request, 'GEG1')).id);
  });
  test.afterAll(async ({ request, baseURL }) => {
    if (centerBefore) await actOn(request, baseURL, token, centerBefore);
  });
  return () => token;
}
