/**
 * Every /api route, called by every kind of caller, on their own center and on another one.
 * A route added without a row here fails the coverage check at the bottom, so later issues
 * extend this one matrix (issue 3).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@stationboard/domain/roles/roles';
import * as s from '../src/db/schema.ts';
import { bearer, createCenter, createUser, signIn } from './accounts.ts';
import { buildTestApp, type TestApp } from './helper.ts';

type Caller = 'anonymous' | 'pending' | Role;
const CALLERS: Caller[] = ['anonymous', 'pending', ...ROLES];

type Fixture = { home: string; other: string; homeRoleId: string; otherRoleId: string };

type Row = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as registered, for the coverage check. */
  route: string;
  /** The request on the caller's own center, and (when the route names a center) on another. */
  own: (f: Fixture) => { url: string; body?: object };
  other?: (f: Fixture) => { url: string; body?: object };
  /** Expected status per caller on their own center. Another center is always 403 for signed-in callers. */
  expect: Record<Caller, number>;
};

const PUBLIC = { anonymous: 200, pending: 200, VIEW: 200, MANAGER: 200, ADMIN: 200, SUDO: 200 };
const SIGNED_IN = { anonymous: 401, pending: 200, VIEW: 200, MANAGER: 200, ADMIN: 200, SUDO: 200 };
const VIEW_UP = { anonymous: 401, pending: 403, VIEW: 200, MANAGER: 200, ADMIN: 200, SUDO: 200 };
const MANAGER_UP = { anonymous: 401, pending: 403, VIEW: 403, MANAGER: 200, ADMIN: 200, SUDO: 200 };
const ADMIN_UP = { anonymous: 401, pending: 403, VIEW: 403, MANAGER: 403, ADMIN: 200, SUDO: 200 };

const MATRIX: Row[] = [
  { method: 'GET', route: '/api/health', own: () => ({ url: '/api/health' }), expect: PUBLIC },
  { method: 'GET', route: '/api/config/public', own: () => ({ url: '/api/config/public' }), expect: PUBLIC },
  { method: 'GET', route: '/api/fulfillment-centers/public', own: () => ({ url: '/api/fulfillment-centers/public' }), expect: PUBLIC },
  { method: 'GET', route: '/api/auth/reset-token', own: () => ({ url: '/api/auth/reset-token?token=nope' }), expect: PUBLIC },
  { method: 'GET', route: '/api/auth/role', own: () => ({ url: '/api/auth/role' }), expect: SIGNED_IN },
  {
    method: 'PUT',
    route: '/api/auth/fulfillment-center',
    own: (f) => ({ url: '/api/auth/fulfillment-center', body: { fulfillment_center_id: f.home } }),
    expect: ADMIN_UP,
  },
  { method: 'GET', route: '/api/fulfillment-centers', own: () => ({ url: '/api/fulfillment-centers' }), expect: VIEW_UP },
  {
    method: 'GET',
    route: '/api/quarters',
    own: (f) => ({ url: `/api/quarters?fulfillment_center_id=${f.home}` }),
    other: (f) => ({ url: `/api/quarters?fulfillment_center_id=${f.other}` }),
    expect: VIEW_UP,
  },
  {
    method: 'GET',
    route: '/api/roles',
    own: (f) => ({ url: `/api/roles?fulfillment_center_id=${f.home}` }),
    other: (f) => ({ url: `/api/roles?fulfillment_center_id=${f.other}` }),
    expect: MANAGER_UP,
  },
  {
    method: 'PUT',
    route: '/api/roles/:id',
    own: (f) => ({ url: `/api/roles/${f.homeRoleId}`, body: { role: 'VIEW' } }),
    other: (f) => ({ url: `/api/roles/${f.otherRoleId}`, body: { role: 'VIEW' } }),
    expect: ADMIN_UP,
  },
];

let t: TestApp;
let fixture: Fixture;
const tokens = new Map<Caller, string>();

beforeAll(async () => {
  t = await buildTestApp();
  const home = await createCenter(t.database, 'HOME');
  const other = await createCenter(t.database, 'AWAY');
  for (const caller of CALLERS) {
    if (caller === 'anonymous') continue;
    await createUser(t.app, `u-${caller.toLowerCase()}`, caller === 'pending' ? null : caller, home);
    tokens.set(caller, await signIn(t.app, `u-${caller.toLowerCase()}`));
  }
  await createUser(t.app, 'target-home', null, home);
  await createUser(t.app, 'target-away', null, other);
  const roleRows = await t.database.db.select().from(s.roles);
  fixture = {
    home,
    other,
    homeRoleId: roleRows.find((r) => r.employeeId === 'target-home')!.id,
    otherRoleId: roleRows.find((r) => r.employeeId === 'target-away')!.id,
  };
}, 60_000);
afterAll(() => t.close());

async function call(caller: Caller, row: Row, request: { url: string; body?: object }) {
  const token = tokens.get(caller);
  return t.app.inject({
    method: row.method,
    url: request.url,
    headers: token ? bearer(token) : {},
    ...(request.body ? { payload: request.body } : {}),
  });
}

describe('authorization matrix', () => {
  for (const row of MATRIX) {
    describe(`${row.method} ${row.route}`, () => {
      for (const caller of CALLERS) {
        it(`answers ${row.expect[caller]} to ${caller} on their own center`, async () => {
          const res = await call(caller, row, row.own(fixture));
          expect(res.statusCode, res.body).toBe(row.expect[caller]);
        });
        if (row.other) {
          const expected = caller === 'anonymous' ? 401 : 403;
          it(`answers ${expected} to ${caller} on another center`, async () => {
            const res = await call(caller, row, row.other!(fixture));
            expect(res.statusCode, res.body).toBe(expected);
          });
        }
      }
    });
  }

  // The OpenAPI description lists every route but better-auth's own endpoints (public by
  // design: better-auth checks sessions itself), so it is the list to cover.
  it('covers every /api route the app describes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const described = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const covered = new Set(MATRIX.map((r) => `${r.method} ${r.route}`));
    expect(described.filter((route) => !covered.has(route))).toEqual([]);
  });
});
