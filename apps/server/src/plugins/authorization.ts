/**
 * The one authorization layer (issue 3, DESIGN §4). Every /api route declares who may call
 * it in `config.access`; a route without a declaration cannot be registered, so nothing is
 * open by omission. The acting user is resolved once per request from the bearer token (or
 * session cookie) and their role record, and remembered for a moment (decision 144). A change
 * that rides on the session cookie must come from an allowed origin (CSRF, decision 102).
 */
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import { AppError } from '@stationboard/domain/errors/app-error';
import { MESSAGES } from '@stationboard/domain/messages';
import { canSwitchCenter, hasAnyRole, hasMinimumRole, isRole, type Role } from '@stationboard/domain/roles/roles';
import { TOKEN_SCOPES, type TokenScope } from '@stationboard/domain/schemas/api-token';
import { allowedOrigins } from '../config.ts';
import * as s from '../db/schema.ts';
import { hashTokenSecret, isTokenSecret } from '../lib/api-token-secret.ts';
import { enforceRateLimit } from '../lib/rate-limiter.ts';
import { judgeOrigin } from '../lib/request-origin.ts';
import { createActorCache, type Found } from './actor-cache.ts';

/**
 * `public`: anyone. `signedIn`: any signed-in user, even one still waiting for a role (their
 * own role and session). `roles`: membership. `minimum`: at least this role (spec 1 §6: a
 * membership check tests a list, a minimum check compares by order). `token`: the scope an
 * integration token needs to call the route (decision 166); a route without one refuses tokens.
 */
export type Access =
  | { public: true }
  | { signedIn: true }
  | (({ roles: readonly Role[] } | { minimum: Role }) & { deniedMessage?: string; token?: TokenScope });

/** Shared by the requests of one credential for a moment (decision 144), so never changed. */
export type Actor = Readonly<{
  userId: string;
  /** The better-auth session the request came with (the realtime socket re-checks it). */
  sessionId: string;
  email: string;
  employeeId: string;
  displayName: string | null;
  role: Role | null;
  roleRecordId: string | null;
  /** The center of the role record: where the user belongs. */
  homeCenterId: string;
  /** The center the user acts on: their own, or for ADMIN and SUDO the one last selected. */
  centerId: string;
  /**
   * An integration token's request (decision 166): the token, which acts as an ADMIN of its
   * center within its scopes and is named in audit rows as `token:<name>`. Null for a user.
   */
  token: Readonly<{ id: string; name: string; scopes: readonly TokenScope[] }> | null;
}>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyInstance {
    /**
     * Drops every actor this process remembers (decision 144). Call it once a change to a
     * session, a role record or a user's selected center has committed.
     */
    forgetActors(): void;
  }
}

export const FORBIDDEN_CENTER = 'You do not have access to this fulfillment center';

/** Decision 166: a token asked for a route its scopes do not cover, or one no token may call. */
export const TOKEN_SCOPE_DENIED = (scope: TokenScope | undefined) =>
  scope ? `This token does not have the ${scope} scope` : 'Integration tokens cannot call this route';

/** How an integration token is named as the author of an audit row and a realtime change. */
export const tokenAuthor = (name: string) => `token:${name}`;

/** The role a token acts with inside its scopes: no scope reaches a route above ADMIN. */
const TOKEN_ROLE: Role = 'ADMIN';

/** A token's actor stands in for a session under this id, so the realtime socket's checks see it. */
const TOKEN_SESSION_PREFIX = 'token:';

/**
 * The access of the sessions named, for those still valid: better-auth sessions not expired,
 * and integration tokens not revoked (their actor's session id is `token:<id>`).
 */
export async function currentAccessOf(
  db: FastifyInstance['database']['db'],
  sessionIds: readonly string[],
): Promise<Map<string, Pick<Actor, 'role' | 'homeCenterId' | 'centerId'>>> {
  const tokenIds = sessionIds.filter((id) => id.startsWith(TOKEN_SESSION_PREFIX)).map((id) => id.slice(TOKEN_SESSION_PREFIX.length));
  const userSessionIds = sessionIds.filter((id) => !id.startsWith(TOKEN_SESSION_PREFIX));
  const [sessions, tokens] = await Promise.all([
    userSessionIds.length === 0
      ? []
      : db
          .select({ sessionId: s.sessions.id, ...accessColumns })
          .from(s.sessions)
          .innerJoin(s.users, eq(s.users.id, s.sessions.userId))
          .leftJoin(s.roles, eq(s.roles.userId, s.sessions.userId))
          .where(and(inArray(s.sessions.id, userSessionIds), gt(s.sessions.expiresAt, sql`now()`))),
    tokenIds.length === 0
      ? []
      : db
          .select({ id: s.apiTokens.id, centerId: s.apiTokens.fulfillmentCenterId })
          .from(s.apiTokens)
          .where(and(inArray(s.apiTokens.id, tokenIds), isNull(s.apiTokens.revokedAt))),
  ]);
  return new Map([
    ...sessions.map((row) => [row.sessionId, accessOf(row)] as const),
    ...tokens.map((row) => [TOKEN_SESSION_PREFIX + row.id, { role: TOKEN_ROLE, homeCenterId: row.centerId, centerId: row.centerId }] as const),
  ]);
}

/** Browsers cannot set headers on a WebSocket, so the realtime client sends its token as a subprotocol. */
export const SOCKET_TOKEN_PREFIX = 'bearer.';

/**
 * The credential of a request: the bearer token when there is one (and then the cookie is not
 * looked at, so a bad token never falls back to it), else the session cookie.
 */
function credentialHeaders(request: FastifyRequest): Headers {
  const headers = fromNodeHeaders(request.headers);
  const protocols = request.headers['sec-websocket-protocol'];
  if (!headers.has('authorization') && typeof protocols === 'string') {
    const offered = protocols
      .split(',')
      .map((p) => p.trim())
      .find((p) => p.startsWith(SOCKET_TOKEN_PREFIX));
    if (offered) headers.set('authorization', `Bearer ${Buffer.from(offered.slice(SOCKET_TOKEN_PREFIX.length), 'base64url').toString()}`);
  }
  if (headers.has('authorization')) headers.delete('cookie');
  return headers;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A browser sends the session cookie along with any page's request, so a change that relies on
 * the cookie alone must show it comes from one of our own pages. Bearer tokens are not sent
 * by browsers on their own and need no check. Judged before the session is looked up, so a
 * refused request changes nothing, not even the session's expiry.
 */
function refuseForeignCookieChange(request: FastifyRequest, headers: Headers, origins: readonly string[], appOrigin: string): void {
  if (SAFE_METHODS.has(request.method) || headers.has('authorization') || !headers.has('cookie')) return;
  const verdict = judgeOrigin(request.headers, origins);
  if (verdict.trusted) return;
  request.log.warn({ event: 'access_denied', method: request.method, route: request.routeOptions.url, origin: verdict.origin }, 'access denied: origin');
  throw new AppError('FORBIDDEN', verdict.origin ? MESSAGES.wrongOrigin(verdict.origin, appOrigin) : MESSAGES.unknownOrigin(appOrigin));
}

/** The columns that decide what a user may do: their role record and selected center. */
export const accessColumns = {
  role: s.roles.role,
  homeCenterId: s.roles.fulfillmentCenterId,
  selectedCenterId: s.users.fulfillment_center_id,
};

type AccessRow = { role: string | null; homeCenterId: string | null; selectedCenterId: string | null };

/** The role of an access row, and the center the user belongs to and the one they act on. */
export function accessOf(row: AccessRow): Pick<Actor, 'role' | 'homeCenterId' | 'centerId'> {
  const role = isRole(row.role) ? row.role : null;
  const homeCenterId = row.homeCenterId ?? row.selectedCenterId ?? '';
  return { role, homeCenterId, centerId: canSwitchCenter(role) ? (row.selectedCenterId ?? homeCenterId) : homeCenterId };
}

/** What this plugin needs of better-auth (modules/auth/auth.ts): the session a request's headers carry. */
export type SessionLookup = {
  api: { getSession(context: { headers: Headers }): Promise<{ user: { id: string }; session: { id: string; expiresAt: Date } } | null> };
};

/** What identifies a request's credential, the key its actor is remembered by: the bearer token, else the cookies. */
function credentialOf(headers: Headers): string | null {
  const authorization = headers.get('authorization');
  if (authorization) return `authorization ${authorization}`;
  const cookie = headers.get('cookie');
  return cookie ? `cookie ${cookie}` : null;
}

async function findActor(app: FastifyInstance, auth: SessionLookup, headers: Headers): Promise<Found<Actor> | null> {
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const [row] = await app.database.db
    .select({
      ...accessColumns,
      email: s.users.email,
      userEmployeeId: s.users.employee_id,
      displayName: s.users.display_name,
      roleRecordId: s.roles.id,
      roleEmployeeId: s.roles.employeeId,
    })
    .from(s.users)
    .leftJoin(s.roles, eq(s.roles.userId, s.users.id))
    .where(eq(s.users.id, session.user.id));
  if (!row) return null;
  const actor: Actor = {
    userId: session.user.id,
    sessionId: session.session.id,
    email: row.email,
    employeeId: row.roleEmployeeId ?? row.userEmployeeId ?? row.email,
    displayName: row.displayName,
    roleRecordId: row.roleRecordId,
    ...accessOf(row),
    token: null,
  };
  return { actor, expiresAt: session.session.expiresAt };
}

/** How long a token's answer may be kept: the actor cache's own bound decides (decision 144). */
const TOKEN_KEEP_MS = 60 * 60 * 1000;

/**
 * The actor of an integration token's secret, or null when no unrevoked token has it. Each
 * lookup stamps the token's last use: the actor cache holds an answer for ACTOR_CACHE_MS, so
 * a busy token writes its stamp about once in that time.
 */
async function findTokenActor(app: FastifyInstance, secret: string): Promise<Found<Actor> | null> {
  const [token] = await app.database.db
    .update(s.apiTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(s.apiTokens.secretHash, hashTokenSecret(secret)), isNull(s.apiTokens.revokedAt)))
    .returning({ id: s.apiTokens.id, name: s.apiTokens.name, scopes: s.apiTokens.scopes, centerId: s.apiTokens.fulfillmentCenterId });
  if (!token) return null;
  const scopes = TOKEN_SCOPES.filter((scope) => token.scopes.includes(scope));
  const actor: Actor = {
    userId: TOKEN_SESSION_PREFIX + token.id,
    sessionId: TOKEN_SESSION_PREFIX + token.id,
    email: '',
    employeeId: tokenAuthor(token.name),
    displayName: token.name,
    role: TOKEN_ROLE,
    roleRecordId: null,
    homeCenterId: token.centerId,
    centerId: token.centerId,
    token: { id: token.id, name: token.name, scopes },
  };
  return { actor, expiresAt: new Date(app.clock().getTime() + TOKEN_KEEP_MS) };
}

/** The token's secret when a request's bearer credential is one, else null. */
function tokenSecretOf(headers: Headers): string | null {
  const secret = /^Bearer (.+)$/i.exec(headers.get('authorization') ?? '')?.[1]?.trim();
  return secret && isTokenSecret(secret) ? secret : null;
}

function isAllowed(access: Access, actor: Actor): boolean {
  if (actor.token) return 'token' in access && access.token !== undefined && actor.token.scopes.includes(access.token);
  if ('signedIn' in access) return true;
  if ('roles' in access) return hasAnyRole(actor.role, access.roles);
  if ('minimum' in access) return hasMinimumRole(actor.role, access.minimum);
  return true;
}

/** Requests one token may make in a minute (decision 166): far above a sync, well below a flood. */
export const TOKEN_REQUESTS_PER_MINUTE = 600;
const TOKEN_RATE_RULE = { name: 'api-token', max: TOKEN_REQUESTS_PER_MINUTE, windowSeconds: 60 };
const tooManyTokenRequests = (wait: string) => `Too many requests with this token. Please try again in ${wait}.`;

export const authorization = fp<{ auth: SessionLookup }>(async (app, { auth }) => {
  app.decorateRequest('actor', null);
  const origins = allowedOrigins(app.config);
  // The app's clock, so that tests can step past the cache's bound rather than sleep through it.
  const actors = createActorCache<Actor>(() => app.clock().getTime());
  app.decorate('forgetActors', () => actors.forget());

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    if (!route.config?.access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule`);
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || 'public' in access) return;
    const headers = credentialHeaders(request);
    refuseForeignCookieChange(request, headers, origins, app.config.appOrigin);
    const credential = credentialOf(headers);
    const secret = tokenSecretOf(headers);
    const lookup = () => (secret ? findTokenActor(app, secret) : findActor(app, auth, headers));
    const actor = credential && (await actors.resolve(credential, lookup));
    if (!actor) throw new AppError('UNAUTHORIZED', 'Authentication required');
    request.actor = actor;
    if (actor.token) await enforceRateLimit(app.database.db, TOKEN_RATE_RULE, actor.token.id, tooManyTokenRequests);
    if (!isAllowed(access, actor)) {
      request.log.warn(
        {
          event: 'access_denied',
          userId: actor.userId,
          employeeId: actor.employeeId,
          role: actor.role,
          method: request.method,
          route: request.routeOptions.url,
        },
        'access denied: role',
      );
      const message = actor.token
        ? TOKEN_SCOPE_DENIED('token' in access ? access.token : undefined)
        : actor.role
          ? ('deniedMessage' in access && access.deniedMessage) || 'Access denied. Insufficient permissions.'
          : 'Account pending approval';
      throw new AppError('FORBIDDEN', message);
    }
  });
});

/** The signed-in actor of a route that is not public. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHORIZED', 'Authentication required');
  return request.actor;
}

/**
 * The center a request works on. A request may name a center (the spec's calls send
 * `fulfillment_center_id`); naming another one than the acting center is refused (DESIGN §4).
 */
export function actingCenterId(request: FastifyRequest, named?: string | null): string {
  const actor = requireActor(request);
  if (named && named !== actor.centerId) {
    request.log.warn(
      {
        event: 'access_denied',
        userId: actor.userId,
        employeeId: actor.employeeId,
        role: actor.role,
        method: request.method,
        route: request.routeOptions.url,
        centerId: named,
      },
      'access denied: center',
    );
    throw new AppError('FORBIDDEN', FORBIDDEN_CENTER);
  }
  return actor.centerId;
}
