/**
 * Every /api route, called by every kind of caller, on their own center and on another one.
 * A route added without a row here fails the coverage check at the bottom, so later issues
 * extend this one matrix (issue 3).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays } from '@stationboard/domain/quarters/local-time';
import { ROLES, type Role } from '@stationboard/domain/roles/roles';
import { TOKEN_SCOPES, type TokenScope } from '@stationboard/domain/schemas/api-token';
import * as s from '../src/db/schema.ts';
import { ok } from '../src/lib/envelope.ts';
import { bearer, createCenter, createUser, signIn, TEST_PASSWORD } from './accounts.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { getDescribedRoutes, routeKey, type DescribedRoute } from './openapi-routes.ts';

type Caller = 'anonymous' | 'pending' | Role;
const CALLERS: Caller[] = ['anonymous', 'pending', ...ROLES];
/** Who calls: one of the callers, or an integration token holding every scope (decision 166). */
type Credential = Caller | 'token';

/**
 * Decision 166: the routes an integration token may call, each with the scope it needs. A token
 * holding every scope gets an ADMIN's answer from these and 403 from every other route that
 * needs a sign-in; the public ones answer it as they answer anyone.
 */
const TOKEN_ROUTES: Record<string, TokenScope> = {
  'GET /api/plan': 'plan:read',
  'GET /api/stations': 'plan:read',
  'GET /api/stations/:id': 'plan:read',
  'GET /api/station-types': 'plan:read',
  'GET /api/quarters': 'plan:read',
  'GET /api/quarters/:id': 'plan:read',
  'GET /api/quarters/:id/assignments': 'plan:read',
  'GET /api/quarters/:id/stats': 'plan:read',
  'GET /api/quarters/active/current': 'plan:read',
  'GET /api/roster': 'plan:read',
  'GET /api/roster/summary': 'plan:read',
  'PUT /api/roster': 'roster:write',
  'GET /api/demand/standards': 'plan:read',
  'GET /api/demand/:date': 'plan:read',
  'PUT /api/demand/standards': 'demand:write',
  'PUT /api/demand/:date': 'demand:write',
  'POST /api/demand/upload': 'demand:write',
  'POST /api/demand/standards/upload': 'demand:write',
};

type Place = {
  center: string;
  station: string;
  toggleStation: string;
  quarter: string;
  employee: string;
  config: string;
  roleId: string;
  area: string;
  rule: string;
  lineType: string;
  /** An integration token of the center (decision 166). */
  token: string;
};
type Fixture = { home: string; other: string; homeRoleId: string; otherRoleId: string; at: { home: Place; other: Place }; db: TestApp['database']['db'] };
/** `freshSession`: sent on a new session of the caller, for a call that ends the one it comes with. */
type Request = { url: string; body?: object; multipart?: { filename: string; content: string }; freshSession?: true };

type Row = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as registered, for the coverage check. */
  route: string;
  /** The request on the caller's own center, and (when the route names a center) on another. */
  own: (f: Fixture) => Request | Promise<Request>;
  other?: (f: Fixture) => Request | Promise<Request>;
  /** Expected status per caller on their own center. Another center is always 403 for signed-in callers. */
  expect: Record<Caller, number>;
};

const PUBLIC = { anonymous: 200, pending: 200, VIEW: 200, MANAGER: 200, ADMIN: 200, SUDO: 200 };
const SIGNED_IN = { anonymous: 401, pending: 200, VIEW: 200, MANAGER: 200, ADMIN: 200, SUDO: 200 };
const VIEW_UP = { anonymous: 401, pending: 403, VIEW: 200, MANAGER: 200, ADMIN: 200, SUDO: 200 };
const MANAGER_UP = { anonymous: 401, pending: 403, VIEW: 403, MANAGER: 200, ADMIN: 200, SUDO: 200 };
const ADMIN_UP = { anonymous: 401, pending: 403, VIEW: 403, MANAGER: 403, ADMIN: 200, SUDO: 200 };
const REDIRECT = { anonymous: 302, pending: 302, VIEW: 302, MANAGER: 302, ADMIN: 302, SUDO: 302 };
/** A deployment without single sign-on (this suite's): its routes say so to everyone (decision 168; single-sign-on.test.ts has them working). */
const WITHOUT_SSO = { anonymous: 404, pending: 404, VIEW: 404, MANAGER: 404, ADMIN: 404, SUDO: 404 };

const MATRIX: Row[] = [
  { method: 'GET', route: '/api/health', own: () => ({ url: '/api/health' }), expect: PUBLIC },
  { method: 'GET', route: '/api/health/ready', own: () => ({ url: '/api/health/ready' }), expect: PUBLIC },
  { method: 'GET', route: '/api/config/public', own: () => ({ url: '/api/config/public' }), expect: PUBLIC },
  { method: 'GET', route: '/api/fulfillment-centers/public', own: () => ({ url: '/api/fulfillment-centers/public' }), expect: PUBLIC },
  { method: 'GET', route: '/api/auth/reset-token', own: () => ({ url: '/api/auth/reset-token?token=nope' }), expect: PUBLIC },
  // better-auth's endpoints (decision 133): public ones answer anyone, the rest need a session of any kind.
  {
    method: 'POST',
    route: '/api/auth/sign-in/email',
    own: () => ({ url: '/api/auth/sign-in/email', body: { email: emailOf('u-view'), password: TEST_PASSWORD } }),
    expect: PUBLIC,
  },
  {
    method: 'POST',
    route: '/api/auth/sign-up/email',
    own: (f) => {
      const id = `matrix-new-${++accountSerial}`;
      return {
        url: '/api/auth/sign-up/email',
        body: { email: emailOf(id), password: 'secret1', name: id, employee_id: id, display_name: id, fulfillment_center_id: f.home },
      };
    },
    expect: PUBLIC,
  },
  // On a session of its own: signing out must not end the caller's session the other rows use.
  { method: 'POST', route: '/api/auth/sign-out', own: () => ({ url: '/api/auth/sign-out', body: {}, freshSession: true }), expect: SIGNED_IN },
  { method: 'GET', route: '/api/auth/get-session', own: () => ({ url: '/api/auth/get-session' }), expect: PUBLIC },
  { method: 'POST', route: '/api/auth/update-user', own: () => ({ url: '/api/auth/update-user', body: { name: 'Matrix Name' } }), expect: SIGNED_IN },
  {
    method: 'POST',
    route: '/api/auth/change-password',
    own: () => ({ url: '/api/auth/change-password', body: { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD } }),
    expect: SIGNED_IN,
  },
  {
    method: 'POST',
    route: '/api/auth/request-password-reset',
    own: () => ({ url: '/api/auth/request-password-reset', body: { email: emailOf(`matrix-reset-${++accountSerial}`), redirectTo: '/reset-password' } }),
    expect: PUBLIC,
  },
  {
    method: 'POST',
    route: '/api/auth/reset-password',
    own: async (f) => ({ url: '/api/auth/reset-password', body: { newPassword: TEST_PASSWORD, token: await freshResetToken(f) } }),
    expect: PUBLIC,
  },
  // The mailed links redirect, to the page with the token or with an error.
  {
    method: 'GET',
    route: '/api/auth/reset-password/:token',
    own: async (f) => ({ url: `/api/auth/reset-password/${await freshResetToken(f)}?callbackURL=%2Freset-password` }),
    expect: REDIRECT,
  },
  { method: 'GET', route: '/api/auth/verify-email', own: () => ({ url: '/api/auth/verify-email?token=not-a-token&callbackURL=%2F' }), expect: REDIRECT },
  // Signed in, better-auth mails only the session's own address, which is confirmed already.
  {
    method: 'POST',
    route: '/api/auth/send-verification-email',
    own: () => ({ url: '/api/auth/send-verification-email', body: { email: emailOf(`matrix-unknown-${++accountSerial}`) } }),
    expect: { anonymous: 200, pending: 400, VIEW: 400, MANAGER: 400, ADMIN: 400, SUDO: 400 },
  },
  {
    method: 'POST',
    route: '/api/auth/sign-in/social',
    own: () => ({ url: '/api/auth/sign-in/social', body: { provider: 'oidc', callbackURL: '/?sso=signed-in', errorCallbackURL: '/?sso=failed' } }),
    expect: WITHOUT_SSO,
  },
  { method: 'GET', route: '/api/auth/callback/oidc', own: () => ({ url: '/api/auth/callback/oidc?code=c&state=s' }), expect: WITHOUT_SSO },
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
  {
    method: 'GET',
    route: '/api/stations',
    own: (f) => ({ url: `/api/stations?fulfillment_center_id=${f.home}&quarter_id=${f.at.home.quarter}` }),
    other: (f) => ({ url: `/api/stations?fulfillment_center_id=${f.other}` }),
    expect: VIEW_UP,
  },
  { method: 'POST', route: '/api/stations/:id/assign', own: (f) => assignRequest(f.at.home), other: (f) => assignRequest(f.at.other), expect: MANAGER_UP },
  {
    method: 'POST',
    route: '/api/stations/:id/create-and-assign',
    own: (f) => createAndAssignRequest(f.at.home),
    other: (f) => createAndAssignRequest(f.at.other),
    expect: MANAGER_UP,
  },
  {
    method: 'GET',
    route: '/api/stations/lines/:line/activation',
    own: (f) => ({ url: `/api/stations/lines/1/activation?fulfillment_center_id=${f.home}` }),
    other: (f) => ({ url: `/api/stations/lines/1/activation?fulfillment_center_id=${f.other}` }),
    expect: MANAGER_UP,
  },
  {
    method: 'POST',
    route: '/api/stations/lines/:line/activation',
    // Activating a line that is on changes nothing, so the rows after this one meet the same floor.
    own: (f) => ({ url: '/api/stations/lines/1/activation', body: { is_active: true, fulfillment_center_id: f.home } }),
    other: (f) => ({ url: '/api/stations/lines/1/activation', body: { is_active: true, fulfillment_center_id: f.other } }),
    expect: MANAGER_UP,
  },
  {
    method: 'POST',
    route: '/api/stations/:id/assign-wildcard',
    own: (f) => wildcardRequest(f.at.home),
    other: (f) => wildcardRequest(f.at.other),
    expect: MANAGER_UP,
  },
  {
    method: 'DELETE',
    route: '/api/stations/:id/assignments/:assignmentId',
    own: (f) => removeRequest(f, f.at.home),
    other: (f) => removeRequest(f, f.at.other),
    expect: MANAGER_UP,
  },
  {
    method: 'PATCH',
    route: '/api/stations/:id/toggle-active',
    own: (f) => ({ url: `/api/stations/${f.at.home.toggleStation}/toggle-active` }),
    other: (f) => ({ url: `/api/stations/${f.at.other.toggleStation}/toggle-active` }),
    expect: MANAGER_UP,
  },
  {
    method: 'PUT',
    route: '/api/stations/:id',
    own: (f) => ({ url: `/api/stations/${f.at.home.station}`, body: { position_x: 300, position_y: 200 } }),
    other: (f) => ({ url: `/api/stations/${f.at.other.station}`, body: { position_x: 300, position_y: 200 } }),
    expect: MANAGER_UP,
  },
  {
    method: 'GET',
    route: '/api/quarters/:id/assignments',
    own: (f) => ({ url: `/api/quarters/${f.at.home.quarter}/assignments` }),
    other: (f) => ({ url: `/api/quarters/${f.at.other.quarter}/assignments` }),
    expect: VIEW_UP,
  },
  {
    method: 'GET',
    route: '/api/employees',
    own: (f) => ({ url: `/api/employees?search=ann&fulfillment_center_id=${f.home}` }),
    other: (f) => ({ url: `/api/employees?fulfillment_center_id=${f.other}` }),
    expect: VIEW_UP,
  },
  {
    method: 'POST',
    route: '/api/employees',
    own: (f) => ({ url: '/api/employees', body: { name: 'Matrix Person', fulfillment_center_id: f.home } }),
    other: (f) => ({ url: '/api/employees', body: { name: 'Matrix Person', fulfillment_center_id: f.other } }),
    expect: MANAGER_UP,
  },
  {
    method: 'GET',
    route: '/api/tv/center-config',
    own: (f) => ({ url: `/api/tv/center-config?fulfillment_center_id=${f.home}` }),
    other: (f) => ({ url: `/api/tv/center-config?fulfillment_center_id=${f.other}` }),
    expect: VIEW_UP,
  },
  {
    method: 'GET',
    route: '/api/tv/station-configs',
    own: (f) => ({ url: `/api/tv/station-configs?center_config_id=${f.at.home.config}` }),
    other: (f) => ({ url: `/api/tv/station-configs?center_config_id=${f.at.other.config}` }),
    expect: VIEW_UP,
  },
  {
    method: 'PUT',
    route: '/api/tv/station-configs',
    own: (f) => ({ url: '/api/tv/station-configs', body: { center_config_id: f.at.home.config, station_id: f.at.home.station, critical_station: true } }),
    other: (f) => ({ url: '/api/tv/station-configs', body: { center_config_id: f.at.other.config, station_id: f.at.other.station, critical_station: true } }),
    expect: MANAGER_UP,
  },
  {
    method: 'POST',
    route: '/api/stations/tv-badge-scan',
    own: (f) => ({ url: '/api/stations/tv-badge-scan', body: { employee_id: 'annlee', fulfillment_center_id: f.home } }),
    other: (f) => ({ url: '/api/stations/tv-badge-scan', body: { employee_id: 'annlee', fulfillment_center_id: f.other } }),
    expect: VIEW_UP,
  },
  {
    method: 'POST',
    route: '/api/stations/tv-auto-assign',
    own: (f) => ({ url: '/api/stations/tv-auto-assign', body: { employee_id: 'annlee', fulfillment_center_id: f.home } }),
    other: (f) => ({ url: '/api/stations/tv-auto-assign', body: { employee_id: 'annlee', fulfillment_center_id: f.other } }),
    expect: VIEW_UP,
  },
  {
    method: 'POST',
    route: '/api/tv/center-config',
    own: (f) => ({ url: '/api/tv/center-config', body: { fulfillment_center_id: f.home } }),
    other: (f) => ({ url: '/api/tv/center-config', body: { fulfillment_center_id: f.other } }),
    // Allowed callers reach the rule that a center has one config, which both already have.
    expect: { ...MANAGER_UP, MANAGER: 409, ADMIN: 409, SUDO: 409 },
  },
  {
    method: 'PUT',
    route: '/api/tv/center-config/:id',
    own: (f) => ({ url: `/api/tv/center-config/${f.at.home.config}`, body: { maximum_attendance: 60 } }),
    other: (f) => ({ url: `/api/tv/center-config/${f.at.other.config}`, body: { maximum_attendance: 60 } }),
    expect: MANAGER_UP,
  },
  {
    method: 'GET',
    route: '/api/exports/day-plan',
    own: (f) => ({ url: `/api/exports/day-plan?date=2026-11-22&format=xlsx&fulfillment_center_id=${f.home}` }),
    other: (f) => ({ url: `/api/exports/day-plan?date=2026-11-22&format=csv&fulfillment_center_id=${f.other}` }),
    expect: MANAGER_UP,
  },
  {
    method: 'GET',
    route: '/api/day-plan',
    own: (f) => ({ url: `/api/day-plan?date=2026-11-22&fulfillment_center_id=${f.home}` }),
    other: (f) => ({ url: `/api/day-plan?date=2026-11-22&fulfillment_center_id=${f.other}` }),
    expect: MANAGER_UP,
  },
  // Issue 27: the day plan; every change previewed (dry_run), so no caller has a step to undo or redo.
  {
    method: 'GET',
    route: '/api/plan',
    own: (f) => ({ url: `/api/plan?date=2026-11-23&fulfillment_center_id=${f.home}` }),
    other: (f) => ({ url: `/api/plan?date=2026-11-23&fulfillment_center_id=${f.other}` }),
    expect: VIEW_UP,
  },
  ...(
    [
      ['paste', (p: Place) => ({ date: '2026-11-23', cells: [{ station_id: p.station, quarter_id: p.quarter, value: 'nobody' }] })],
      ['copy', () => ({ from_date: '2026-11-23', to_dates: ['2026-11-24'] })],
      ['roll-forward', (p: Place) => ({ date: '2026-11-23', from_quarter_id: p.quarter })],
      ['clear', () => ({ date: '2026-11-23' })],
      // Issue 29: the auto-plan.
      ['auto', (p: Place) => ({ date: '2026-11-23', quarter_ids: [p.quarter] })],
    ] as const
  ).map(
    ([action, body]): Row => ({
      method: 'POST',
      route: `/api/plan/${action}`,
      own: (f) => ({ url: `/api/plan/${action}`, body: { ...body(f.at.home), dry_run: true, fulfillment_center_id: f.home } }),
      other: (f) => ({ url: `/api/plan/${action}`, body: { ...body(f.at.other), dry_run: true, fulfillment_center_id: f.other } }),
      expect: MANAGER_UP,
    }),
  ),
  ...(['undo', 'redo'] as const).map(
    (direction): Row => ({
      method: 'POST',
      route: `/api/plan/${direction}`,
      own: (f) => ({ url: `/api/plan/${direction}`, body: { fulfillment_center_id: f.home } }),
      other: (f) => ({ url: `/api/plan/${direction}`, body: { fulfillment_center_id: f.other } }),
      // Nothing to undo or redo: 409 once access is granted.
      expect: { ...MANAGER_UP, MANAGER: 409, ADMIN: 409, SUDO: 409 },
    }),
  ),
  {
    method: 'GET',
    route: '/api/routing-areas',
    own: (f) => ({ url: `/api/routing-areas?fulfillment_center_id=${f.home}` }),
    other: (f) => ({ url: `/api/routing-areas?fulfillment_center_id=${f.other}` }),
    expect: VIEW_UP,
  },
  {
    method: 'GET',
    route: '/api/routing-areas/active',
    own: (f) => ({ url: `/api/routing-areas/active?fulfillment_center_id=${f.home}` }),
    other: (f) => ({ url: `/api/routing-areas/active?fulfillment_center_id=${f.other}` }),
    expect: VIEW_UP,
  },
  {
    method: 'POST',
    route: '/api/routing-areas',
    own: (f) => ({ url: '/api/routing-areas', body: { area_name: 'Dock', fulfillment_center_id: f.home } }),
    other: (f) => ({ url: '/api/routing-areas', body: { area_name: 'Dock', fulfillment_center_id: f.other } }),
    expect: MANAGER_UP,
  },
  {
    method: 'PUT',
    route: '/api/routing-areas/:id',
    own: (f) => ({ url: `/api/routing-areas/${f.at.home.area}`, body: { is_routing: true } }),
    other: (f) => ({ url: `/api/routing-areas/${f.at.other.area}`, body: { is_routing: true } }),
    expect: MANAGER_UP,
  },
  {
    method: 'DELETE',
    route: '/api/routing-areas/:id',
    own: (f) => freshAreaRequest(f, f.at.home),
    other: (f) => freshAreaRequest(f, f.at.other),
    expect: MANAGER_UP,
  },
  // Issue 15 (decision 131): a center's skills; every signed-in role reads them, ADMIN and up change them.
  {
    method: 'GET',
    route: '/api/skills',
    own: (f) => ({ url: `/api/skills?fulfillment_center_id=${f.home}` }),
    other: (f) => ({ url: `/api/skills?fulfillment_center_id=${f.other}` }),
    expect: VIEW_UP,
  },
  {
    method: 'POST',
    route: '/api/skills',
    own: (f) => ({ url: '/api/skills', body: { name: uniqueSkillName(), fulfillment_center_id: f.home } }),
    other: (f) => ({ url: '/api/skills', body: { name: uniqueSkillName(), fulfillment_center_id: f.other } }),
    expect: ADMIN_UP,
  },
  {
    method: 'PUT',
    route: '/api/skills/:id',
    own: async (f) => ({ ...(await freshSkillRequest(f, f.at.home)), body: { name: uniqueSkillName() } }),
    other: async (f) => ({ ...(await freshSkillRequest(f, f.at.other)), body: { name: uniqueSkillName() } }),
    expect: ADMIN_UP,
  },
  {
    method: 'DELETE',
    route: '/api/skills/:id',
    own: (f) => freshSkillRequest(f, f.at.home),
    other: (f) => freshSkillRequest(f, f.at.other),
    expect: ADMIN_UP,
  },
  // Issue 30 (decision 167): a center's signed webhook endpoints, ADMIN and up.
  {
    method: 'GET',
    route: '/api/integrations/webhooks',
    own: (f) => ({ url: `/api/integrations/webhooks?fulfillment_center_id=${f.home}` }),
    other: (f) => ({ url: `/api/integrations/webhooks?fulfillment_center_id=${f.other}` }),
    expect: ADMIN_UP,
  },
  {
    method: 'POST',
    route: '/api/integrations/webhooks',
    own: (f) => ({ url: '/api/integrations/webhooks', body: { url: PUBLIC_HOOK_URL, events: ['quarter.changed'], fulfillment_center_id: f.home } }),
    other: (f) => ({ url: '/api/integrations/webhooks', body: { url: PUBLIC_HOOK_URL, events: ['quarter.changed'], fulfillment_center_id: f.other } }),
    expect: ADMIN_UP,
  },
  {
    method: 'DELETE',
    route: '/api/integrations/webhooks/:id',
    own: async (f) => ({ url: `${await freshWebhookUrl(f, f.at.home)}?fulfillment_center_id=${f.home}` }),
    other: async (f) => ({ url: `${await freshWebhookUrl(f, f.at.other)}?fulfillment_center_id=${f.other}` }),
    expect: ADMIN_UP,
  },
  {
    method: 'POST',
    route: '/api/integrations/webhooks/:id/deliveries/:deliveryId/redeliver',
    own: async (f) => ({ url: `${await freshDeliveryUrl(f, f.at.home)}?fulfillment_center_id=${f.home}` }),
    other: async (f) => ({ url: `${await freshDeliveryUrl(f, f.at.other)}?fulfillment_center_id=${f.other}` }),
    expect: ADMIN_UP,
  },
  // Issue 28 (decision 149): a person's exceptions, read by VIEW and up, changed by MANAGER and up; the roster of a date.
  {
    method: 'GET',
    route: '/api/employees/:id/exceptions',
    own: (f) => ({ url: `/api/employees/${f.at.home.employee}/exceptions?from=${DATE}&to=${DATE}` }),
    other: (f) => ({ url: `/api/employees/${f.at.other.employee}/exceptions?from=${DATE}&to=${DATE}` }),
    expect: VIEW_UP,
  },
  {
    method: 'POST',
    route: '/api/employees/:id/exceptions',
    own: (f) => ({ url: `/api/employees/${f.at.home.employee}/exceptions`, body: { date: nextExceptionDate(), kind: 'time_off' } }),
    other: (f) => ({ url: `/api/employees/${f.at.other.employee}/exceptions`, body: { date: nextExceptionDate(), kind: 'time_off' } }),
    expect: MANAGER_UP,
  },
  {
    method: 'DELETE',
    route: '/api/employees/:id/exceptions/:exceptionId',
    own: (f) => freshExceptionDelete(f, f.at.home),
    other: (f) => freshExceptionDelete(f, f.at.other),
    expect: MANAGER_UP,
  },
  {
    method: 'GET',
    route: '/api/roster',
    own: (f) => ({ url: `/api/roster?date=${DATE}&fulfillment_center_id=${f.home}` }),
    other: (f) => ({ url: `/api/roster?date=${DATE}&fulfillment_center_id=${f.other}` }),
    expect: VIEW_UP,
  },
  // Decision 154: the per-shift summary of a date and its forecast.
  {
    method: 'GET',
    route: '/api/roster/summary',
    own: (f) => ({ url: `/api/roster/summary?date=${DATE}&fulfillment_center_id=${f.home}` }),
    other: (f) => ({ url: `/api/roster/summary?date=${DATE}&fulfillment_center_id=${f.other}` }),
    expect: VIEW_UP,
  },
  {
    method: 'GET',
    route: '/api/roster/call-out-openings',
    own: (f) => ({ url: `/api/roster/call-out-openings?date=${DATE}&fulfillment_center_id=${f.home}` }),
    other: (f) => ({ url: `/api/roster/call-out-openings?date=${DATE}&fulfillment_center_id=${f.other}` }),
    expect: VIEW_UP,
  },
  // Issue 29 (decision 156): labour standards, read by VIEW and up and changed by ADMIN and up; the volumes of a date, typed by MANAGER and up.
  {
    method: 'GET',
    route: '/api/demand/standards',
    own: (f) => ({ url: `/api/demand/standards?fulfillment_center_id=${f.home}` }),
    other: (f) => ({ url: `/api/demand/standards?fulfillment_center_id=${f.other}` }),
    expect: VIEW_UP,
  },
  {
    method: 'PUT',
    route: '/api/demand/standards',
    own: (f) => ({ url: '/api/demand/standards', body: { lines: [{ line: 1, min_heads: 1, max_heads: 4 }], fulfillment_center_id: f.home } }),
    other: (f) => ({ url: '/api/demand/standards', body: { lines: [{ line: 1, min_heads: 1, max_heads: 4 }], fulfillment_center_id: f.other } }),
    expect: ADMIN_UP,
  },
  {
    method: 'GET',
    route: '/api/demand/:date',
    own: (f) => ({ url: `/api/demand/${DATE}?fulfillment_center_id=${f.home}` }),
    other: (f) => ({ url: `/api/demand/${DATE}?fulfillment_center_id=${f.other}` }),
    expect: VIEW_UP,
  },
  {
    method: 'PUT',
    route: '/api/demand/:date',
    own: (f) => ({ url: `/api/demand/${DATE}`, body: { volumes: [{ quarter_id: f.at.home.quarter, line: 1, units: 120 }], fulfillment_center_id: f.home } }),
    other: (f) => ({
      url: `/api/demand/${DATE}`,
      body: { volumes: [{ quarter_id: f.at.other.quarter, line: 1, units: 120 }], fulfillment_center_id: f.other },
    }),
    expect: MANAGER_UP,
  },
  {
    method: 'POST',
    route: '/api/demand/upload',
    own: () => ({ url: '/api/demand/upload', multipart: { filename: 'volumes.csv', content: `date,quarter,line,units\n${DATE},Q1,1,120` } }),
    expect: MANAGER_UP,
  },
  // Decision 169: the roster sync (a dry run here: the other rows keep their people).
  {
    method: 'PUT',
    route: '/api/roster',
    own: (f) => ({ url: '/api/roster', body: { people: [{ employee_uid: 77, name: 'Synced Person' }], dry_run: true, fulfillment_center_id: f.home } }),
    other: (f) => ({ url: '/api/roster', body: { people: [{ employee_uid: 77, name: 'Synced Person' }], dry_run: true, fulfillment_center_id: f.other } }),
    expect: ADMIN_UP,
  },
  // Decision 166: integration tokens, ADMIN and up, on the acting center.
  {
    method: 'GET',
    route: '/api/integrations/tokens',
    own: (f) => ({ url: `/api/integrations/tokens?fulfillment_center_id=${f.home}` }),
    other: (f) => ({ url: `/api/integrations/tokens?fulfillment_center_id=${f.other}` }),
    expect: ADMIN_UP,
  },
  {
    method: 'POST',
    route: '/api/integrations/tokens',
    own: (f) => ({ url: '/api/integrations/tokens', body: { name: 'matrix', scopes: ['plan:read'], fulfillment_center_id: f.home } }),
    other: (f) => ({ url: '/api/integrations/tokens', body: { name: 'matrix', scopes: ['plan:read'], fulfillment_center_id: f.other } }),
    expect: ADMIN_UP,
  },
  {
    method: 'DELETE',
    route: '/api/integrations/tokens/:id',
    own: (f) => ({ url: `/api/integrations/tokens/${f.at.home.token}` }),
    other: (f) => ({ url: `/api/integrations/tokens/${f.at.other.token}?fulfillment_center_id=${f.other}` }),
    expect: ADMIN_UP,
  },
  // Decision 161: the standards upload, ADMIN and up, on the acting center.
  {
    method: 'POST',
    route: '/api/demand/standards/upload',
    own: () => ({ url: '/api/demand/standards/upload', multipart: { filename: 'standards.csv', content: 'line,min_heads,max_heads\n2,1,5' } }),
    expect: ADMIN_UP,
  },
  {
    method: 'GET',
    route: '/api/quarters/active/current',
    own: (f) => ({ url: `/api/quarters/active/current?fulfillment_center_id=${f.home}` }),
    other: (f) => ({ url: `/api/quarters/active/current?fulfillment_center_id=${f.other}` }),
    expect: VIEW_UP,
  },
  {
    method: 'GET',
    route: '/api/quarters/:id',
    own: (f) => ({ url: `/api/quarters/${f.at.home.quarter}` }),
    other: (f) => ({ url: `/api/quarters/${f.at.other.quarter}` }),
    expect: VIEW_UP,
  },
  {
    method: 'GET',
    route: '/api/quarters/:id/stats',
    own: (f) => ({ url: `/api/quarters/${f.at.home.quarter}/stats` }),
    other: (f) => ({ url: `/api/quarters/${f.at.other.quarter}/stats` }),
    expect: VIEW_UP,
  },
  {
    method: 'GET',
    route: '/api/employees/indirect-assignment-stats',
    own: (f) => ({ url: `/api/employees/indirect-assignment-stats?fulfillment_center_id=${f.home}` }),
    other: (f) => ({ url: `/api/employees/indirect-assignment-stats?fulfillment_center_id=${f.other}` }),
    expect: VIEW_UP,
  },
  {
    method: 'GET',
    route: '/api/employees/missing-assignments',
    own: (f) => ({ url: `/api/employees/missing-assignments?current_quarter_id=${f.at.home.quarter}` }),
    other: (f) => ({ url: `/api/employees/missing-assignments?current_quarter_id=${f.at.other.quarter}&fulfillment_center_id=${f.other}` }),
    expect: VIEW_UP,
  },
  {
    method: 'GET',
    route: '/api/employees/unchecked-in',
    own: () => ({ url: '/api/employees/unchecked-in?quarter_number=1' }),
    other: (f) => ({ url: `/api/employees/unchecked-in?quarter_number=1&fulfillment_center_id=${f.other}` }),
    expect: VIEW_UP,
  },
  {
    method: 'POST',
    route: '/api/employees/manual-check-in',
    own: (f) => checkInRequest(f, f.at.home),
    other: (f) => checkInRequest(f, f.at.other),
    expect: MANAGER_UP,
  },
  {
    method: 'GET',
    route: '/api/quarters/schedule/:fc',
    own: (f) => ({ url: `/api/quarters/schedule/${f.home}` }),
    other: (f) => ({ url: `/api/quarters/schedule/${f.other}` }),
    expect: VIEW_UP,
  },
  {
    method: 'GET',
    route: '/api/quarters/schedule/:fc/issues',
    own: (f) => ({ url: `/api/quarters/schedule/${f.home}/issues` }),
    other: (f) => ({ url: `/api/quarters/schedule/${f.other}/issues` }),
    expect: VIEW_UP,
  },
  {
    method: 'GET',
    route: '/api/rotation-rules',
    own: (f) => ({ url: `/api/rotation-rules?fulfillment_center_id=${f.home}` }),
    other: (f) => ({ url: `/api/rotation-rules?fulfillment_center_id=${f.other}` }),
    expect: VIEW_UP,
  },
  {
    method: 'GET',
    route: '/api/rotation-rules/:id',
    own: (f) => ({ url: `/api/rotation-rules/${f.at.home.rule}` }),
    other: (f) => ({ url: `/api/rotation-rules/${f.at.other.rule}` }),
    expect: VIEW_UP,
  },
  {
    method: 'POST',
    route: '/api/rotation-rules',
    own: async (f) => ({ url: '/api/rotation-rules', body: await freshStationPair(f, f.at.home) }),
    other: async (f) => ({ url: '/api/rotation-rules', body: { ...(await freshStationPair(f, f.at.other)), fulfillment_center_id: f.other } }),
    expect: MANAGER_UP,
  },
  {
    method: 'PUT',
    route: '/api/rotation-rules/:id',
    own: async (f) => ({ url: `/api/rotation-rules/${f.at.home.rule}`, body: { to_station_id: (await freshStationPair(f, f.at.home)).to_station_id } }),
    other: async (f) => ({ url: `/api/rotation-rules/${f.at.other.rule}`, body: { to_station_id: (await freshStationPair(f, f.at.other)).to_station_id } }),
    expect: MANAGER_UP,
  },
  {
    method: 'DELETE',
    route: '/api/rotation-rules/:id',
    own: (f) => freshRuleRequest(f, f.at.home),
    other: (f) => freshRuleRequest(f, f.at.other),
    expect: ADMIN_UP,
  },
  {
    method: 'POST',
    route: '/api/quarters',
    own: () => ({ url: '/api/quarters', body: freshQuarter() }),
    other: (f) => ({ url: '/api/quarters', body: { ...freshQuarter(), fulfillment_center_id: f.other } }),
    expect: ADMIN_UP,
  },
  {
    method: 'PUT',
    route: '/api/quarters/:id',
    own: (f) => ({
      url: `/api/quarters/${f.at.home.quarter}`,
      body: { quarter_name: 'Q1', quarter_number: 1, start_time: '07:00', end_time: '09:30', shift: 'front_half_day' },
    }),
    other: (f) => ({
      url: `/api/quarters/${f.at.other.quarter}`,
      body: { quarter_name: 'Q1', quarter_number: 1, start_time: '07:00', end_time: '09:30', shift: 'front_half_day' },
    }),
    expect: ADMIN_UP,
  },
  {
    method: 'DELETE',
    route: '/api/quarters/:id',
    own: (f) => freshQuarterDelete(f, f.at.home),
    other: (f) => freshQuarterDelete(f, f.at.other),
    expect: ADMIN_UP,
  },
  {
    method: 'GET',
    route: '/api/stations/:id',
    own: (f) => ({ url: `/api/stations/${f.at.home.station}` }),
    other: (f) => ({ url: `/api/stations/${f.at.other.station}` }),
    expect: VIEW_UP,
  },
  {
    method: 'POST',
    route: '/api/stations',
    own: (f) => ({ url: '/api/stations', body: { station_code: `N-${++stationSerial}`, station_type_id: f.at.home.lineType } }),
    other: (f) => ({
      url: '/api/stations',
      body: { station_code: `N-${++stationSerial}`, station_type_id: f.at.other.lineType, fulfillment_center_id: f.other },
    }),
    expect: MANAGER_UP,
  },
  {
    method: 'DELETE',
    route: '/api/stations/:id',
    own: async (f) => ({ url: `/api/stations/${(await freshStationPair(f, f.at.home)).from_station_id}` }),
    other: async (f) => ({ url: `/api/stations/${(await freshStationPair(f, f.at.other)).from_station_id}` }),
    expect: ADMIN_UP,
  },
  {
    method: 'GET',
    route: '/api/station-types',
    own: (f) => ({ url: `/api/station-types?fulfillment_center_id=${f.home}` }),
    other: (f) => ({ url: `/api/station-types?fulfillment_center_id=${f.other}` }),
    expect: VIEW_UP,
  },
  {
    method: 'GET',
    route: '/api/employees/:id',
    own: (f) => ({ url: `/api/employees/${f.at.home.employee}` }),
    other: (f) => ({ url: `/api/employees/${f.at.other.employee}` }),
    expect: VIEW_UP,
  },
  {
    method: 'GET',
    route: '/api/employees/:id/assignments',
    own: (f) => ({ url: `/api/employees/${f.at.home.employee}/assignments?assignment_date=${DATE}` }),
    other: (f) => ({ url: `/api/employees/${f.at.other.employee}/assignments?assignment_date=${DATE}` }),
    expect: VIEW_UP,
  },
  {
    method: 'GET',
    route: '/api/employees/:id/history',
    own: (f) => ({ url: `/api/employees/${f.at.home.employee}/history` }),
    other: (f) => ({ url: `/api/employees/${f.at.other.employee}/history` }),
    expect: VIEW_UP,
  },
  {
    method: 'PUT',
    route: '/api/employees/:id',
    own: (f) => ({ url: `/api/employees/${f.at.home.employee}`, body: { department_id: 1001 } }),
    other: (f) => ({ url: `/api/employees/${f.at.other.employee}`, body: { department_id: 1001 } }),
    expect: MANAGER_UP,
  },
  {
    method: 'DELETE',
    route: '/api/employees/:id',
    own: (f) => freshEmployeeDelete(f, f.at.home),
    other: (f) => freshEmployeeDelete(f, f.at.other),
    expect: MANAGER_UP,
  },
  {
    method: 'GET',
    route: '/api/audit',
    own: (f) => ({ url: `/api/audit?fulfillment_center_id=${f.home}` }),
    other: (f) => ({ url: `/api/audit?fulfillment_center_id=${f.other}` }),
    expect: MANAGER_UP,
  },
  {
    method: 'GET',
    route: '/api/audit/stats/summary',
    own: (f) => ({ url: `/api/audit/stats/summary?fulfillment_center_id=${f.home}` }),
    other: (f) => ({ url: `/api/audit/stats/summary?fulfillment_center_id=${f.other}` }),
    expect: MANAGER_UP,
  },
  { method: 'GET', route: '/api/audit/employee/:id/history', own: () => ({ url: '/api/audit/employee/annlee/history' }), expect: MANAGER_UP },
  { method: 'GET', route: '/api/audit/station/:id/history', own: (f) => ({ url: `/api/audit/station/${f.at.home.station}/history` }), expect: MANAGER_UP },
  {
    method: 'GET',
    route: '/api/audit/:id',
    own: (f) => freshAuditRequest(f, f.at.home),
    other: (f) => freshAuditRequest(f, f.at.other),
    expect: MANAGER_UP,
  },
  {
    method: 'GET',
    route: '/api/fulfillment-centers/:id',
    own: (f) => ({ url: `/api/fulfillment-centers/${f.home}` }),
    expect: VIEW_UP,
  },
  {
    method: 'POST',
    route: '/api/fulfillment-centers',
    own: () => ({ url: '/api/fulfillment-centers', body: { name: 'New Center', code: `NC${++centerSerial}` } }),
    expect: ADMIN_UP,
  },
  {
    method: 'PUT',
    route: '/api/fulfillment-centers/:id',
    own: (f) => ({ url: `/api/fulfillment-centers/${f.home}`, body: { location: 'Somewhere else' } }),
    expect: ADMIN_UP,
  },
  {
    method: 'DELETE',
    route: '/api/fulfillment-centers/:id',
    own: async (f) => {
      const [center] = await f.db
        .insert(s.fulfillmentCenters)
        .values({ name: 'Doomed', code: `DM${++centerSerial}` })
        .returning();
      return { url: `/api/fulfillment-centers/${center!.id}` };
    },
    expect: { anonymous: 401, pending: 403, VIEW: 403, MANAGER: 403, ADMIN: 403, SUDO: 200 },
  },
  {
    method: 'POST',
    route: '/api/employees/bulk-upload',
    own: () => ({
      url: '/api/employees/bulk-upload',
      multipart: { filename: 'staff.csv', content: '"Employee ID","Employee Name (Last, First)"\n700001,"Lee, Ann"' },
    }),
    expect: MANAGER_UP,
  },
  {
    method: 'POST',
    route: '/api/employees/exceptions/bulk-upload',
    own: () => ({
      url: '/api/employees/exceptions/bulk-upload',
      multipart: { filename: 'exceptions.csv', content: 'employee_id,date,kind\nnobody-here,2026-11-23,vto' },
    }),
    expect: MANAGER_UP,
  },
];

let centerSerial = 0;
let accountSerial = 0;

const emailOf = (employeeId: string) => `${employeeId}@${t.app.config.mailDomain}`;

/** A reset link's token for a throwaway account, as the reset mail would carry it. */
async function freshResetToken(f: Fixture): Promise<string> {
  const [user] = await f.db.select({ id: s.users.id }).from(s.users).where(eq(s.users.employee_id, 'target-home'));
  const token = `matrix-reset-${++accountSerial}`;
  await f.db
    .insert(s.verifications)
    .values({ id: token, identifier: `reset-password:${token}`, value: user!.id, expiresAt: new Date(Date.now() + 60 * 60 * 1000) });
  return token;
}

async function freshEmployeeDelete(f: Fixture, p: Place): Promise<Request> {
  const [employee] = await f.db.insert(s.employees).values({ fulfillmentCenterId: p.center, name: 'Leaving Soon' }).returning();
  return { url: `/api/employees/${employee!.id}` };
}

async function freshAuditRequest(f: Fixture, p: Place): Promise<Request> {
  const [row] = await f.db.insert(s.auditLogs).values({ fulfillmentCenterId: p.center, action: 'UPDATE', tableName: 'stations' }).returning();
  return { url: `/api/audit/${row!.id}` };
}

let quarterSerial = 1;

const MATRIX_CLOCK = new Date('2026-11-22T16:00:00Z');

/**
 * A quarter to create or delete. Each number has its own half hour from 10:00 on, after the
 * fixture's Q1: a center's quarters must not overlap (decision 136).
 */
function freshQuarter() {
  quarterSerial = (quarterSerial % 19) + 2;
  const start = 10 * 60 + (quarterSerial - 2) * 30;
  const time = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return { quarter_name: `M${quarterSerial}`, quarter_number: quarterSerial, start_time: time(start), end_time: time(start + 30), shift: 'front_half_day' };
}

async function freshQuarterDelete(f: Fixture, p: Place): Promise<Request> {
  const q = freshQuarter();
  await f.db.delete(s.quarters).where(and(eq(s.quarters.fulfillmentCenterId, p.center), eq(s.quarters.quarterNumber, q.quarter_number)));
  const [row] = await f.db
    .insert(s.quarters)
    .values({
      fulfillmentCenterId: p.center,
      quarterName: q.quarter_name,
      quarterNumber: q.quarter_number,
      startTime: q.start_time,
      endTime: q.end_time,
      shift: q.shift,
    })
    .returning();
  return { url: `/api/quarters/${row!.id}` };
}

let stationSerial = 0;

/** Two new stations on line 1, for a rule that does not exist yet. */
async function freshStationPair(f: Fixture, p: Place) {
  const codes = [`R-${++stationSerial}`, `R-${++stationSerial}`];
  const [from, to] = await f.db
    .insert(s.stations)
    .values(codes.map((code) => ({ fulfillmentCenterId: p.center, stationCode: code, stationTypeId: p.lineType, lineNumber: 1 })))
    .returning();
  return { from_station_id: from!.id, to_station_id: to!.id };
}

async function freshRuleRequest(f: Fixture, p: Place): Promise<Request> {
  const pair = await freshStationPair(f, p);
  const [rule] = await f.db
    .insert(s.rotationRules)
    .values({ fulfillmentCenterId: p.center, fromStationId: pair.from_station_id, toStationId: pair.to_station_id })
    .returning();
  return { url: `/api/rotation-rules/${rule!.id}` };
}

async function checkInRequest(f: Fixture, p: Place): Promise<Request> {
  return { url: '/api/employees/manual-check-in', body: { assignment_id: await freshAssignment(f, p) } };
}

let skillNames = 0;
/** Skill names are unique per center: each call names a new one. */
const uniqueSkillName = () => `Matrix skill ${++skillNames}`;

async function freshSkillRequest(f: Fixture, p: Place): Promise<Request> {
  const [skill] = await f.db.insert(s.skills).values({ fulfillmentCenterId: p.center, name: uniqueSkillName() }).returning();
  return { url: `/api/skills/${skill!.id}?fulfillment_center_id=${p.center}` };
}

/** A documentation address (TEST-NET-1): public to the SSRF guard, and subscribed to an event nothing here sends. */
const PUBLIC_HOOK_URL = 'https://192.0.2.10/hooks';

async function freshWebhookUrl(f: Fixture, p: Place): Promise<string> {
  const [endpoint] = await f.db
    .insert(s.webhookEndpoints)
    .values({ fulfillmentCenterId: p.center, url: PUBLIC_HOOK_URL, events: ['quarter.changed'], secret: 'whsec_AAAA' })
    .returning();
  return `/api/integrations/webhooks/${endpoint!.id}`;
}

let deliverySerial = 0;
/** A delivered message of an endpoint on loopback: sent again, the guard refuses it at once, without a connection. */
async function freshDeliveryUrl(f: Fixture, p: Place): Promise<string> {
  const [endpoint] = await f.db
    .insert(s.webhookEndpoints)
    .values({ fulfillmentCenterId: p.center, url: 'http://127.0.0.1:9/hooks', events: ['checkin'], secret: 'whsec_AAAA' })
    .returning();
  const id = `msg_matrix${++deliverySerial}`;
  await f.db
    .insert(s.webhookDeliveries)
    .values({ id, endpointId: endpoint!.id, eventType: 'checkin', payload: {}, status: 'delivered', attempts: 1, retryUntil: new Date() });
  return `/api/integrations/webhooks/${endpoint!.id}/deliveries/${id}/redeliver`;
}

let exceptionDays = 0;
/** One exception of a kind per person and date: each call names a new date. */
const nextExceptionDate = () => addDays('2027-01-01', ++exceptionDays);

async function freshExceptionDelete(f: Fixture, p: Place): Promise<Request> {
  const [exception] = await f.db
    .insert(s.employeeExceptions)
    .values({ fulfillmentCenterId: p.center, employeeId: p.employee, date: nextExceptionDate(), kind: 'vto' })
    .returning();
  return { url: `/api/employees/${p.employee}/exceptions/${exception!.id}` };
}

async function freshAreaRequest(f: Fixture, p: Place): Promise<Request> {
  const [area] = await f.db.insert(s.externalRoutingAreas).values({ fulfillmentCenterId: p.center, areaName: 'Temporary' }).returning();
  return { url: `/api/routing-areas/${area!.id}` };
}

const DATE = '2026-11-22';

function assignRequest(p: Place): Request {
  return {
    url: `/api/stations/${p.station}/assign`,
    body: {
      station_id: p.station,
      quarter_id: p.quarter,
      assignment_date: DATE,
      employee_id: p.employee,
      employee_name: 'Ann Lee',
      is_wildcard: false,
      created_by: 'manager',
    },
  };
}

/** A new person each call (a fresh request id), replacing the last one on the station. */
function createAndAssignRequest(p: Place): Request {
  return {
    url: `/api/stations/${p.station}/create-and-assign`,
    body: { request_id: randomUUID(), name: 'New Starter', quarter_id: p.quarter, assignment_date: '2026-11-25', fulfillment_center_id: p.center },
  };
}

function wildcardRequest(p: Place): Request {
  return {
    url: `/api/stations/${p.station}/assign-wildcard`,
    body: {
      wildcard_employee_id: p.employee,
      wildcard_employee_name: 'Ann Lee',
      quarter_id: p.quarter,
      assignment_date: '2026-11-23',
      reason: 'Quick wildcard assignment',
    },
  };
}

/** A fresh assignment for every call, so each caller meets the same situation. */
async function freshAssignment(f: Fixture, p: Place): Promise<string> {
  await f.db.delete(s.assignments).where(eq(s.assignments.stationId, p.station));
  const [row] = await f.db
    .insert(s.assignments)
    .values({
      fulfillmentCenterId: p.center,
      stationId: p.station,
      quarterId: p.quarter,
      assignmentDate: '2026-11-24',
      employeeId: p.employee,
      employeeName: 'Ann Lee',
    })
    .returning();
  return row!.id;
}

async function removeRequest(f: Fixture, p: Place): Promise<Request> {
  return { url: `/api/stations/${p.station}/assignments/${await freshAssignment(f, p)}` };
}

async function place(t: TestApp, center: string, roleId: string): Promise<Place> {
  const { db } = t.database;
  const [type] = await db.insert(s.stationTypes).values({ fulfillmentCenterId: center, name: 'LINE' }).returning();
  const [station, toggleStation] = await db
    .insert(s.stations)
    .values([
      { fulfillmentCenterId: center, stationCode: '1-01', stationTypeId: type!.id, lineNumber: 1 },
      { fulfillmentCenterId: center, stationCode: '1-02', stationTypeId: type!.id, lineNumber: 1 },
    ])
    .returning();
  const [quarter] = await db
    .insert(s.quarters)
    .values({ fulfillmentCenterId: center, quarterName: 'Q1', quarterNumber: 1, startTime: '07:00:00', endTime: '09:30:00', shift: 'front_half_day' })
    .returning();
  const [employee] = await db.insert(s.employees).values({ fulfillmentCenterId: center, name: 'Ann Lee', employeeId: 'annlee' }).returning();
  const [config] = await db.insert(s.tvCenterConfigs).values({ fulfillmentCenterId: center }).returning();
  const [area] = await db.insert(s.externalRoutingAreas).values({ fulfillmentCenterId: center, areaName: 'Receive Dock' }).returning();
  const [ruleFrom, ruleTo] = await db
    .insert(s.stations)
    .values(['1-10', '1-11'].map((code) => ({ fulfillmentCenterId: center, stationCode: code, stationTypeId: type!.id, lineNumber: 1 })))
    .returning();
  const [rule] = await db.insert(s.rotationRules).values({ fulfillmentCenterId: center, fromStationId: ruleFrom!.id, toStationId: ruleTo!.id }).returning();
  const [token] = await db
    .insert(s.apiTokens)
    .values({ fulfillmentCenterId: center, name: 'matrix', scopes: ['plan:read'], secretHash: `hash-${center}`, hint: 'sbt_matr', createdBy: 'test' })
    .returning();
  return {
    center,
    station: station!.id,
    toggleStation: toggleStation!.id,
    quarter: quarter!.id,
    employee: employee!.id,
    config: config!.id,
    roleId,
    area: area!.id,
    rule: rule!.id,
    lineType: type!.id,
    token: token!.id,
  };
}

let t: TestApp;
let fixture: Fixture;
const tokens = new Map<Credential, string>();

beforeAll(async () => {
  // 08:00 in Spokane, in the fixture's Q1: the kiosk rows scan into a quarter that is running, whatever the hour the suite runs.
  t = await buildTestApp({ clock: () => MATRIX_CLOCK });
  const home = await createCenter(t.database, 'HOME');
  const other = await createCenter(t.database, 'AWAY');
  for (const caller of CALLERS) {
    if (caller === 'anonymous') continue;
    await createUser(t.app, `u-${caller.toLowerCase()}`, caller === 'pending' ? null : caller, home);
    tokens.set(caller, await signIn(t.app, `u-${caller.toLowerCase()}`));
  }
  const everyScope = await t.app.inject({
    method: 'POST',
    url: '/api/integrations/tokens',
    headers: bearer(tokens.get('ADMIN')!),
    payload: { name: 'every scope', scopes: TOKEN_SCOPES },
  });
  tokens.set('token', everyScope.json().data.token);
  await createUser(t.app, 'target-home', null, home);
  await createUser(t.app, 'target-away', null, other);
  const roleRows = await t.database.db.select().from(s.roles);
  const homeRoleId = roleRows.find((r) => r.employeeId === 'target-home')!.id;
  const otherRoleId = roleRows.find((r) => r.employeeId === 'target-away')!.id;
  fixture = {
    home,
    other,
    homeRoleId,
    otherRoleId,
    at: { home: await place(t, home, homeRoleId), other: await place(t, other, otherRoleId) },
    db: t.database.db,
  };
}, 60_000);
afterAll(() => t.close());

function routesWithoutRow(described: DescribedRoute[]): string[] {
  const covered = new Set(MATRIX.map(routeKey));
  return described.map(routeKey).filter((key) => !covered.has(key));
}

async function call(caller: Credential, row: Row, pending: Request | Promise<Request>) {
  const request = await pending;
  const token = request.freshSession && caller !== 'anonymous' && caller !== 'token' ? await signIn(t.app, `u-${caller.toLowerCase()}`) : tokens.get(caller);
  const headers: Record<string, string> = token ? bearer(token) : {};
  if (request.multipart) {
    const boundary = 'matrix-boundary';
    headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
    const { filename, content } = request.multipart;
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n\r\n${content}\r\n--${boundary}--\r\n`;
    return t.app.inject({ method: row.method, url: request.url, headers, payload });
  }
  return t.app.inject({ method: row.method, url: request.url, headers, ...(request.body ? { payload: request.body } : {}) });
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

  describe('with an integration token holding every scope', () => {
    for (const row of MATRIX) {
      const scoped = routeKey(row) in TOKEN_ROUTES;
      const expected = scoped ? row.expect.ADMIN : row.expect.anonymous === 401 ? 403 : row.expect.anonymous;
      it(`${row.method} ${row.route} answers ${expected} on its own center`, async () => {
        const res = await call('token', row, row.own(fixture));
        expect(res.statusCode, res.body).toBe(expected);
      });
      if (row.other) {
        it(`${row.method} ${row.route} answers 403 on another center`, async () => {
          const res = await call('token', row, row.other!(fixture));
          expect(res.statusCode, res.body).toBe(403);
        });
      }
    }
  });

  // The OpenAPI description lists every /api route, better-auth's endpoints included
  // (decision 133), so it is the list to cover.
  it('covers every /api route the app describes', async () => {
    const described = await getDescribedRoutes(t.app);
    expect(routesWithoutRow(described)).toEqual([]);
    // Every row names a described route too: a stale row, or a document gone empty, fails here.
    const describedKeys = new Set(described.map(routeKey));
    expect(MATRIX.map(routeKey).filter((key) => !describedKeys.has(key))).toEqual([]);
  });

  it('fails the coverage check for a route added without a row', async () => {
    const withNewRoute = await buildTestApp({
      beforeReady(app) {
        app.get('/api/unlisted/:id', { config: { access: { minimum: 'VIEW' } } }, async () => ok(null));
      },
    });
    try {
      expect(routesWithoutRow(await getDescribedRoutes(withNewRoute.app))).toEqual(['GET /api/unlisted/:id']);
    } finally {
      await withNewRoute.close();
    }
  });
});
