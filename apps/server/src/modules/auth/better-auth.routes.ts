/**
 * better-auth's endpoints, each one the app uses registered as a route of its own (issue 24,
 * decision 133): its input is validated by its schema from packages/domain before better-auth
 * sees it, it is described in the OpenAPI document (so the authorization matrix and the
 * hostile-input fuzz suite reach it), and a refusal answers the app's error envelope. Any other
 * /api/auth path is not a route: 404 like every unknown address.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { MESSAGES } from '@stationboard/domain/messages';
import {
  changePasswordRequestSchema,
  passwordResetRequestSchema,
  resetLinkParamsSchema,
  resetLinkQuerySchema,
  resetPasswordRequestSchema,
  signInRequestSchema,
  signOutRequestSchema,
  signUpRequestSchema,
  SSO_PROVIDER_ID,
  ssoCallbackQuerySchema,
  ssoSignInRequestSchema,
  updateUserRequestSchema,
  verificationEmailRequestSchema,
  verifyEmailQuerySchema,
} from '@stationboard/domain/schemas/auth-requests';
import { AppError } from '@stationboard/domain/errors/app-error';
import { allowedOrigins, type Config } from '../../config.ts';
import { failure } from '../../lib/envelope.ts';
import { judgeOrigin } from '../../lib/request-origin.ts';
import type { Access } from '../../plugins/authorization.ts';
import { CLIENT_IP_HEADER, refuseAccountFields, type Auth } from './auth.ts';
import { limitAuthRequest, recordSignIn, SIGN_IN_PATH } from './auth-rate-limits.ts';

const AUTH_PREFIX = '/api/auth';

type Endpoint = {
  method: 'GET' | 'POST';
  /** better-auth's path, in Fastify's syntax. */
  path: string;
  access: Access;
  summary: string;
  body?: z.ZodType;
  querystring?: z.ZodType<Record<string, string | undefined>>;
  params?: z.ZodType<Record<string, string>>;
  /** A check of the raw body, before its schema drops what it does not name. */
  checkRawBody?: (body: unknown) => void;
  /** What the deployment must have for the endpoint to work (decision 168): passwords, or a provider. */
  needs?: 'localPasswords' | 'singleSignOn';
};

const PUBLIC: Access = { public: true };
/** better-auth checks the session too; declared here so a caller without one gets our 401. */
const SIGNED_IN: Access = { signedIn: true };

const ENDPOINTS: Endpoint[] = [
  {
    method: 'POST',
    path: SIGN_IN_PATH,
    needs: 'localPasswords',
    access: PUBLIC,
    summary: 'Sign in; answers the user, and the bearer token in the set-auth-token header. Throttled per account and address (decisions 103, 133)',
    body: signInRequestSchema,
  },
  {
    method: 'POST',
    path: '/sign-up/email',
    needs: 'localPasswords',
    access: PUBLIC,
    summary: 'Create an unconfirmed account with a pending role and mail its confirmation link (spec 1 §4, decision 007)',
    body: signUpRequestSchema,
  },
  { method: 'POST', path: '/sign-out', access: SIGNED_IN, summary: 'End the session the request carries', body: signOutRequestSchema },
  { method: 'GET', path: '/get-session', access: PUBLIC, summary: 'The session and user of the token sent, or null; may renew the token (set-auth-token)' },
  {
    method: 'POST',
    path: '/update-user',
    access: SIGNED_IN,
    summary: "Change better-auth's own name or image; the employee ID, display name and center cannot be changed (decision 104)",
    body: updateUserRequestSchema,
    checkRawBody: refuseAccountFields,
  },
  {
    method: 'POST',
    path: '/change-password',
    needs: 'localPasswords',
    access: SIGNED_IN,
    summary: 'Change the password, given the current one',
    body: changePasswordRequestSchema,
  },
  {
    method: 'POST',
    path: '/request-password-reset',
    needs: 'localPasswords',
    access: PUBLIC,
    summary: 'Mail a reset link; answers the same for known and unknown IDs (decision 007)',
    body: passwordResetRequestSchema,
  },
  {
    method: 'POST',
    path: '/reset-password',
    needs: 'localPasswords',
    access: PUBLIC,
    summary: "Set a new password with a reset link's token; ends every session of the account",
    body: resetPasswordRequestSchema,
  },
  {
    method: 'GET',
    path: '/reset-password/:token',
    needs: 'localPasswords',
    access: PUBLIC,
    summary: 'The mailed reset link: redirects to the callback URL with the token, or with error=INVALID_TOKEN',
    params: resetLinkParamsSchema,
    querystring: resetLinkQuerySchema,
  },
  {
    method: 'GET',
    path: '/verify-email',
    access: PUBLIC,
    summary: 'The mailed confirmation link: confirms the account and redirects to the callback URL',
    querystring: verifyEmailQuerySchema,
  },
  {
    method: 'POST',
    path: '/send-verification-email',
    needs: 'localPasswords',
    access: PUBLIC,
    summary: 'Mail a fresh confirmation link (signing in unconfirmed also does)',
    body: verificationEmailRequestSchema,
  },
  {
    method: 'POST',
    path: '/sign-in/social',
    needs: 'singleSignOn',
    access: PUBLIC,
    summary: "Start single sign-on with the deployment's OpenID Connect provider: answers the provider's address to send the browser to (decision 168)",
    body: ssoSignInRequestSchema,
  },
  {
    method: 'GET',
    path: `/callback/${SSO_PROVIDER_ID}`,
    needs: 'singleSignOn',
    access: PUBLIC,
    summary: "The provider's answer: signs in (session cookie) and redirects to the app, or to the sign-in screen with error=<code>",
    querystring: ssoCallbackQuerySchema,
  },
];

/** The refusal of an endpoint this deployment has switched off, or null. */
function switchedOff(endpoint: Endpoint, config: Config): AppError | null {
  if (endpoint.needs === 'localPasswords' && !config.localPasswords) {
    return new AppError('FORBIDDEN', MESSAGES.localPasswordsOff(config.oidc?.providerName ?? ''), { authCode: 'LOCAL_PASSWORDS_OFF' });
  }
  if (endpoint.needs === 'singleSignOn' && !config.oidc) return new AppError('NOT_FOUND', MESSAGES.ssoNotConfigured);
  return null;
}

/** The better-auth URL of a request: the validated path parameters and query, nothing else of what was sent. */
function betterAuthUrl(endpoint: Endpoint, request: FastifyRequest, appOrigin: string): URL {
  const params = (request.params ?? {}) as Record<string, string>;
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const url = new URL(`${AUTH_PREFIX}${path}`, appOrigin);
  const query = endpoint.querystring ? (request.query as Record<string, string | undefined>) : {};
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(name, value);
  }
  return url;
}

function betterAuthRequest(endpoint: Endpoint, request: FastifyRequest, appOrigin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER || name === 'content-length') continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  const hasBody = endpoint.method === 'POST';
  if (hasBody) headers.set('content-type', 'application/json');
  return new Request(betterAuthUrl(endpoint, request, appOrigin), {
    method: endpoint.method,
    headers,
    body: hasBody ? JSON.stringify(request.body ?? {}) : undefined,
  });
}

/** better-auth's own error answer: `{code, message}`, or anything else it may send. */
async function readRefusal(response: Response): Promise<{ code?: string; message?: string }> {
  try {
    const answer = (await response.json()) as unknown;
    if (typeof answer !== 'object' || answer === null) return {};
    const { code, message } = answer as Record<string, unknown>;
    return { code: typeof code === 'string' ? code : undefined, message: typeof message === 'string' && message !== '' ? message : undefined };
  } catch {
    return {};
  }
}

function registerEndpoint(app: FastifyInstance, auth: Auth, endpoint: Endpoint): void {
  const { db } = app.database;
  const { appOrigin } = app.config;
  const origins = allowedOrigins(app.config);

  /** better-auth's bare 'Invalid origin', said so that the person knows where to open the app (decision 102). */
  function refusalMessage(request: FastifyRequest, refusal: { code?: string; message?: string }, status: number): string {
    if (refusal.code === 'INVALID_ORIGIN') {
      const verdict = judgeOrigin(request.headers, origins);
      if (!verdict.trusted && verdict.origin) return MESSAGES.wrongOrigin(verdict.origin, appOrigin);
    }
    return refusal.message ?? refusal.code ?? `The request was refused (${status})`;
  }

  async function answer(request: FastifyRequest, reply: FastifyReply, response: Response): Promise<FastifyReply> {
    reply.status(response.status);
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie' && name !== 'content-length' && name !== 'content-type') reply.header(name, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    if (response.status < 400) {
      const contentType = response.headers.get('content-type');
      if (contentType) reply.header('content-type', contentType);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    }
    const refusal = await readRefusal(response);
    if (response.status >= 500) {
      request.log.error({ status: response.status, code: refusal.code, authMessage: refusal.message }, 'better-auth failed');
      return reply.status(500).send(failure());
    }
    return reply.send(failure(refusalMessage(request, refusal, response.status), refusal.code ? { authCode: refusal.code } : undefined));
  }

  app.route({
    method: endpoint.method,
    url: `/auth${endpoint.path}`,
    config: { access: endpoint.access },
    schema: {
      tags: ['auth'],
      summary: endpoint.summary,
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.querystring ? { querystring: endpoint.querystring } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
    },
    preValidation: async (request) => endpoint.checkRawBody?.(request.body),
    preHandler: async (request) => {
      const refusal = switchedOff(endpoint, app.config);
      if (refusal) throw refusal;
      await limitAuthRequest(db, request, endpoint.path);
    },
    // Before the answer leaves: a client that retries at once must already see the outcome.
    onSend: async (request, reply, payload) => {
      if (endpoint.path === SIGN_IN_PATH) await recordSignIn(db, request, reply);
      return payload;
    },
    handler: async (request, reply) => answer(request, reply, await auth.handler(betterAuthRequest(endpoint, request, appOrigin))),
  });
}

export const betterAuthRoutes: FastifyPluginAsyncZod<{ auth: Auth }> = async (app, { auth }) => {
  for (const endpoint of ENDPOINTS) registerEndpoint(app, auth, endpoint);
};
