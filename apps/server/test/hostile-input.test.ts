/**
 * Issue 13: every route of the OpenAPI document, called by every kind of caller with
 * malformed and hostile input (NUL bytes, huge strings, wrong types, missing and extra fields,
 * odd numbers and dates, broken ids in the path, malformed JSON, wrong content types), must
 * answer without a 5xx, without a stack trace or SQL, and with the error envelope on a 4xx.
 *
 * Bounded: FUZZ_RUNS requests per route (default below) from a fixed seed, so a run is the
 * same every time. To look further, or to replay a failure, set FUZZ_SEED (the failure
 * message prints the one to use) and FUZZ_RUNS, and pick the route with `-t`.
 */
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@stationboard/domain/roles/roles';
import { errorEnvelopeSchema } from '@stationboard/domain/schemas/envelope';
import * as s from '../src/db/schema.ts';
import { bearer, createUser, signIn } from './accounts.ts';
import { buildFloor, type Floor } from './floor-fixture.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { anyJson, hostileText, hostileValue, plausibleValue, type ValueContext } from './hostile-values.ts';
import { getDescribedRoutes, routeKey, type DescribedRoute, type JsonSchema } from './openapi-routes.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 13);
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

/**
 * A route's runs, shrinking a failure included (each step replays a request), stop here: a
 * route this slow fails, and a failure still shrinking is reported as it stands.
 */
const ROUTE_TIME_LIMIT_MS = 20_000;

type Caller = 'anonymous' | 'pending' | Role;

type HostileRequest = { method: DescribedRoute['method']; caller: Caller; url: string; contentType?: string; payload?: string; remoteAddress?: string };

/** The same seed per route whatever routes come before it, so a replay needs only the route. */
function routeSeed(key: string): number {
  let hash = SEED | 0;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function encode(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE, '\ufffd'));
}

/** URL pieces a browser would never send: broken escapes, encoded slashes and dots, NUL. */
const RAW_URL_PIECES = ['%', '%00', '%zz', '%E0%A4%A', '%ED%A0%80', '%C0%AF', '..', '%2e%2e', '%2F', 'a%2Fb', '%20', ''];

function asQueryText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/** The route's query parameters as one object schema, so plausible and hostile values come as for a body. */
function querySchema(route: DescribedRoute): JsonSchema {
  const params = route.parameters.filter((p) => p.in === 'query');
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
    required: params.filter((p) => p.required).map((p) => p.name),
  };
}

function toQueryString(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return `q=${encode(asQueryText(value))}`;
  return Object.entries(value)
    .flatMap(([name, v]) => (Array.isArray(v) ? v : [v]).map((item) => `${encode(name)}=${encode(asQueryText(item))}`)) // an array repeats the key
    .join('&');
}

function queryFor(route: DescribedRoute, context: ValueContext, hostile: boolean): fc.Arbitrary<string> {
  const schema = querySchema(route);
  if (!hostile) return plausibleValue(schema, context).map(toQueryString);
  const raw = fc.constantFrom(...RAW_URL_PIECES.map((piece) => `${piece}=${piece}`), 'a[b]=c', '&&=&', `${'x=1&'.repeat(2000)}x=1`);
  return fc.oneof(
    { arbitrary: hostileValue(schema, context).map(toQueryString), weight: 5 },
    { arbitrary: fc.tuple(plausibleValue(schema, context).map(toQueryString), raw).map((parts) => parts.filter(Boolean).join('&')), weight: 1 },
  );
}

function pathFor(route: DescribedRoute, context: ValueContext, hostile: boolean): fc.Arbitrary<string> {
  const segments = route.route.split('/').map((segment, i, all) => {
    if (!segment.startsWith(':')) return fc.constant(segment);
    // A real row makes the handler go further; a DELETE gets none, so the fixture stays whole.
    const known = route.method === 'DELETE' ? [] : context.ids(all[i - 1] ?? '');
    const plausible = known.length > 0 ? fc.constantFrom(...known) : fc.uuid();
    if (!hostile) return plausible;
    return fc.oneof(
      { arbitrary: plausible, weight: 1 },
      { arbitrary: fc.uuid(), weight: 1 },
      { arbitrary: hostileText.map(encode), weight: 4 },
      { arbitrary: fc.constantFrom(...RAW_URL_PIECES), weight: 2 },
    );
  });
  return fc.tuple(...segments).map((parts) => parts.join('/'));
}

const MALFORMED_JSON = [
  '',
  ' ',
  '{',
  '{"a":',
  '[',
  'nul',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}{"b":2}',
  '\u0000',
  '"\\u0000"',
  '{"a":"\\ud800"}',
  '1e999',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"a":"${'x'.repeat(1_100_000)}"}`,
];

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/vnd.api+json',
  'application/json',
];

type Body = Pick<HostileRequest, 'contentType' | 'payload'>;

const asJson = (value: fc.Arbitrary<unknown>): fc.Arbitrary<Body> =>
  value.map((v) => ({ contentType: 'application/json', payload: JSON.stringify(v) ?? 'null' }));

function bodyFor(route: DescribedRoute, context: ValueContext, hostile: boolean): fc.Arbitrary<Body> {
  if (!hostile) return route.body ? asJson(plausibleValue(route.body, context)) : fc.constant({});
  // The bulk upload documents no JSON body: it reads multipart itself, whose content another
  // suite owns (bulk-upload.test.ts), so it gets only what is not multipart.
  const contentTypes = route.body ? [...WRONG_CONTENT_TYPES, 'multipart/form-data; boundary=x'] : WRONG_CONTENT_TYPES;
  const garbage = fc.record({ contentType: fc.constantFrom(...contentTypes), payload: fc.oneof(fc.constantFrom(...MALFORMED_JSON), hostileText) });
  return fc.oneof(
    { arbitrary: route.body ? asJson(hostileValue(route.body, context)) : asJson(anyJson), weight: 5 },
    { arbitrary: garbage, weight: 2 },
    { arbitrary: fc.constant({}), weight: 1 },
  );
}

/**
 * The account endpoints limit each address (decisions 006, 103, 133): their requests come from
 * addresses spread over a /16, so the limits seldom answer in place of the handler.
 */
const spreadAddress = fc.nat(0xffff).map((n) => `198.18.${n >> 8}.${n & 0xff}`);

const isAccountRoute = (route: DescribedRoute) => route.route.startsWith('/api/auth/');

/** Every kind of caller, mostly those who get past the role check and so reach the handler. */
const callerArbitrary = fc.oneof(
  { arbitrary: fc.constantFrom<Caller>('anonymous', 'pending', 'VIEW'), weight: 1 },
  { arbitrary: fc.constantFrom<Caller>('MANAGER', 'ADMIN', 'SUDO'), weight: 3 },
);

type Part = 'path' | 'query' | 'body';

/**
 * One part of the request hostile and the others plausible, so the hostile part is what the
 * route meets; now and then all three at once.
 */
function requestFor(route: DescribedRoute, context: ValueContext): fc.Arbitrary<HostileRequest> {
  const parts: Part[] = ['body'];
  if (route.route.includes('/:')) parts.push('path');
  if (route.parameters.some((p) => p.in === 'query')) parts.push('query');
  const focus = fc.oneof({ arbitrary: fc.constantFrom(...parts.map((part) => [part])), weight: 6 }, { arbitrary: fc.constant(parts), weight: 1 });
  const request = fc
    .tuple(callerArbitrary, focus)
    .chain(([caller, hostileParts]) =>
      fc
        .tuple(
          pathFor(route, context, hostileParts.includes('path')),
          queryFor(route, context, hostileParts.includes('query')),
          bodyFor(route, context, hostileParts.includes('body')),
        )
        .map(([path, query, body]): HostileRequest => ({ method: route.method, caller, url: query ? `${path}?${query}` : path, ...body })),
    );
  if (!isAccountRoute(route)) return request;
  return fc.tuple(request, spreadAddress).map(([r, remoteAddress]) => ({ ...r, remoteAddress }));
}

/** What a stack trace, a file of the server or the database's own words look like in an answer. */
const LEAKS = [
  /\n\s+at \S/,
  /\bat [\w.<>]+ \(/,
  /node_modules/,
  /[\w-]+\.(ts|js|mjs):\d+/,
  /Failed query/i,
  /\b(select|insert into|delete from|update)\b[\s\S]*\b(from|values|set|where)\b/i,
  /syntax error at/i,
  /violates|duplicate key|invalid byte sequence|index row size|out of range for type/i,
  /PGlite|postgres|drizzle/i,
];

const t: TestApp = await buildTestApp();
const routes = await getDescribedRoutes(t.app);
let floor: Floor;
const tokens = new Map<Caller, string>();
const ids = new Map<string, string[]>();

/** Ids by the path segment or field naming them; an unknown name gets any id of the fixture. */
const context: ValueContext = {
  ids: (name) => ids.get(name) ?? [...new Set([...ids.values()].flat())],
};

beforeAll(async () => {
  floor = await buildFloor(t, [...ROLES]);
  for (const role of ROLES) tokens.set(role, floor.as(role).authorization.replace('Bearer ', ''));
  await createUser(t.app, 'fuzz-pending', null, floor.centerId);
  tokens.set('pending', await signIn(t.app, 'fuzz-pending'));
  await createUser(t.app, 'fuzz-target', null, floor.centerId);
  const { db } = t.database;
  const column = async <T>(rows: Promise<T[]>, pick: (row: T) => string) => (await rows).map(pick);
  const [assignment] = await db
    .insert(s.assignments)
    .values({
      fulfillmentCenterId: floor.centerId,
      stationId: floor.s1.id,
      quarterId: floor.q1.id,
      assignmentDate: '2026-11-22',
      employeeId: floor.ann.id,
      employeeName: floor.ann.name,
    })
    .returning();
  await db.insert(s.externalRoutingAreas).values({ fulfillmentCenterId: floor.centerId, areaName: 'Receive Dock' });
  // Issue 30: an endpoint on loopback with a delivered message; sent again, the guard refuses it without a connection.
  const [endpoint] = await db
    .insert(s.webhookEndpoints)
    .values({ fulfillmentCenterId: floor.centerId, url: 'http://127.0.0.1:9/hooks', events: ['checkin'], secret: 'whsec_AAAA' })
    .returning();
  await db
    .insert(s.webhookDeliveries)
    .values({ id: 'msg_fuzz', endpointId: endpoint!.id, eventType: 'checkin', payload: {}, status: 'delivered', attempts: 1, retryUntil: new Date() });
  await db.insert(s.auditLogs).values({ fulfillmentCenterId: floor.centerId, action: 'UPDATE', tableName: 'stations' });
  const stations = await column(db.select().from(s.stations), (r) => r.id);
  const quarters = await column(db.select().from(s.quarters), (r) => r.id);
  const employees = await column(db.select().from(s.employees), (r) => r.id);
  // Roles, centers by id: only rows no caller stands on, so a lucky body cannot lock callers out.
  const targetRoles = await column(db.select().from(s.roles), (r) => (r.employeeId === 'fuzz-target' ? r.id : ''));
  const entries: Record<string, string[]> = {
    stations,
    station: stations,
    station_id: stations,
    from_station_id: stations,
    to_station_id: stations,
    assignments: [assignment!.id],
    assignment_id: [assignment!.id],
    quarters,
    quarter_id: quarters,
    current_quarter_id: quarters,
    employees,
    employee: employees,
    employee_id: employees,
    wildcard_employee_id: employees,
    schedule: [floor.centerId],
    // The caller's own center: another one is the authorization matrix's business.
    fulfillment_center_id: [floor.centerId],
    'fulfillment-centers': [floor.otherCenterId],
    roles: targetRoles.filter(Boolean),
    'rotation-rules': await column(db.select().from(s.rotationRules), (r) => r.id),
    'routing-areas': await column(db.select().from(s.externalRoutingAreas), (r) => r.id),
    'center-config': [floor.config.id],
    center_config_id: [floor.config.id],
    station_type_id: await column(db.select().from(s.stationTypes), (r) => r.id),
    audit: await column(db.select().from(s.auditLogs), (r) => r.id),
    webhooks: [endpoint!.id],
    deliveries: ['msg_fuzz'],
  };
  for (const [name, values] of Object.entries(entries)) ids.set(name, values);
}, 60_000);
afterEach(restoreEndedSessions);
afterAll(() => t.close());

async function send(request: HostileRequest) {
  const token = tokens.get(request.caller);
  const headers: Record<string, string> = token ? bearer(token) : {};
  if (request.contentType !== undefined) headers['content-type'] = request.contentType;
  return t.app.inject({
    method: request.method,
    url: request.url,
    headers,
    payload: request.payload,
    ...(request.remoteAddress ? { remoteAddress: request.remoteAddress } : {}),
  });
}

/** The callers' accounts, to sign in again when a request ended a session (a sign-out that got through). */
const accountOf = (caller: Caller) => (caller === 'pending' ? 'fuzz-pending' : `floor-${caller.toLowerCase()}`);

async function restoreEndedSessions() {
  for (const [caller, token] of tokens) {
    const role = await t.app.inject({ method: 'GET', url: '/api/auth/role', headers: bearer(token) });
    if (role.statusCode === 401) tokens.set(caller, await signIn(t.app, accountOf(caller)));
  }
}

function checkAnswer(res: { statusCode: number; body: string }) {
  expect(res.statusCode, res.body.slice(0, 500)).toBeLessThan(500);
  if (res.statusCode < 400) return;
  for (const leak of LEAKS) expect(res.body, `answer leaks ${leak}`).not.toMatch(leak);
  let body: unknown;
  expect(() => (body = JSON.parse(res.body)), `a ${res.statusCode} answers JSON: ${res.body.slice(0, 200)}`).not.toThrow();
  const envelope = errorEnvelopeSchema.safeParse(body);
  expect(envelope.success, `a ${res.statusCode} answers the error envelope: ${res.body.slice(0, 200)}`).toBe(true);
  expect(envelope.data?.error).not.toBe('');
}

describe('every described route survives hostile input', () => {
  it('reads routes from the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(50);
  });

  for (const route of routes) {
    const key = routeKey(route);
    it(`${key} answers no 5xx, no stack trace or SQL, and the error envelope on a 4xx`, { timeout: 2 * ROUTE_TIME_LIMIT_MS }, async () => {
      const seed = routeSeed(key);
      const property = fc.asyncProperty(requestFor(route, context), async (request) => {
        checkAnswer(await send(request));
      });
      try {
        await fc.assert(property, { seed, numRuns: RUNS, interruptAfterTimeLimit: ROUTE_TIME_LIMIT_MS, markInterruptAsFailure: true });
      } catch (error) {
        throw new Error(
          `${(error as Error).message}\n\nReplay: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} npx vitest run --project 'server (pglite)' test/hostile-input.test.ts -t '${key}'`,
          { cause: error },
        );
      }
    });
  }
});
