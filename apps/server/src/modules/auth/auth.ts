/**
 * better-auth, configured for Stationboard (DESIGN §2 and §4): email and password where the
 * email is the employee ID at MAIL_DOMAIN, confirmation required before sign-in, reset links
 * that return to APP_ORIGIN/reset-password, sessions in the database, bearer tokens.
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { bearer } from 'better-auth/plugins';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { employeeIdToEmail } from '@stationboard/domain/auth/employee-email';
import { AppError } from '@stationboard/domain/errors/app-error';
import { MESSAGES } from '@stationboard/domain/messages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, signUpInputSchema } from '@stationboard/domain/schemas/auth-form';
import { SSO_RETURN_PATHS } from '@stationboard/domain/schemas/auth-requests';
import { allowedOrigins, type Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import * as s from '../../db/schema.ts';
import type { Mailer } from '../../plugins/mail.ts';
import { confirmationEmail, passwordResetEmail } from './auth-emails.ts';
import { passwordHashing } from './password-hashing.ts';
import { createRoleRecord, singleSignOnPlugin, validateSingleSignOn } from './single-sign-on.ts';

/** Header the Fastify bridge sets from request.ip, so better-auth records the real client. */
export const CLIENT_IP_HEADER = 'x-stationboard-client-ip';

const RESET_LINK_SECONDS = 60 * 60;
const CONFIRMATION_LINK_SECONDS = 24 * 60 * 60;

/**
 * Stationboard's fields on a user, given at sign-up (spec 1 §3 metadata). The person cannot
 * change them afterwards (decision 104): the employee ID is their sign-in identity, the center
 * decides what data they see, and the display name is how ADMINs and the logs know them.
 */
const ACCOUNT_FIELDS = {
  employee_id: { type: 'string', required: true, input: true },
  display_name: { type: 'string', required: false, input: true },
  fulfillment_center_id: { type: 'string', required: true, input: true },
} as const;

type AuthDeps = {
  config: Config;
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Called once sessions were deleted (sign-out, a reset or changed password that ends them), after their transaction. */
  onSessionsEnded: () => void;
};

/**
 * Mail goes out in the background: the answer to a reset request must not take longer for a
 * known employee ID than for an unknown one.
 */
function sendInBackground(deps: AuthDeps, mail: Parameters<Mailer['send']>[0]): void {
  deps.mailer.send(mail).catch((err: unknown) => deps.log.error({ err, to: mail.to }, 'sending mail failed'));
}

export function createAuth(deps: AuthDeps) {
  const { config, db } = deps;
  return betterAuth({
    appName: 'Stationboard',
    // Our own log carries sign-in attempts (auth-rate-limits.ts); better-auth's would repeat them.
    logger: { level: 'error' },
    baseURL: config.appOrigin,
    basePath: '/api/auth',
    secret: config.sessionSecret,
    trustedOrigins: allowedOrigins(config),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: s.users, session: s.sessions, account: s.accounts, verification: s.verifications },
    }),
    user: { additionalFields: ACCOUNT_FIELDS, validateUserInfo: validateSingleSignOn(db) },
    emailAndPassword: {
      // Off when the deployment signs in with its provider only (LOCAL_PASSWORDS=false); the routes refuse first.
      enabled: config.localPasswords,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      password: passwordHashing(config.env),
      sendResetPassword: async ({ user, url }) => sendInBackground(deps, passwordResetEmail(user.email, url)),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: CONFIRMATION_LINK_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        const employeeId = (user as { employee_id?: string }).employee_id ?? user.email;
        sendInBackground(deps, confirmationEmail(user.email, employeeId, url));
      },
    },
    // Our own limits run before the handler (auth-rate-limits.ts), in the database.
    rateLimit: { enabled: false },
    // better-auth skips its origin checks when NODE_ENV is 'test'; tests must meet the real ones.
    advanced: { ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] }, disableOriginCheck: false },
    // A single sign-on that fails before its own error page is known (no state) lands on the sign-in screen too.
    onAPIError: { errorURL: `${config.appOrigin}${SSO_RETURN_PATHS.failed}` },
    plugins: [bearer(), ...(config.oidc ? [singleSignOnPlugin({ config, db }, config.oidc)] : [])],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-up/email') await checkSignUp(config, db, ctx.body as Record<string, unknown>);
      }),
    },
    databaseHooks: {
      session: { delete: { after: async () => deps.onSessionsEnded() } },
      user: {
        create: {
          // DESIGN §4: a new account waits for an ADMIN with an empty role in its center, unless a provider's group gives one.
          after: async (user) => createRoleRecord({ config, db }, user as typeof user & { employee_id: string; fulfillment_center_id: string }),
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * better-auth's update-user would store any of ACCOUNT_FIELDS; the person may change none of
 * them. Checked on the raw body, before its schema drops the fields it does not name, so the
 * person learns why nothing changed.
 */
export function refuseAccountFields(body: unknown): void {
  if (typeof body !== 'object' || body === null) return;
  const named = Object.keys(ACCOUNT_FIELDS).filter((field) => Object.hasOwn(body, field));
  if (named.length > 0)
    throw new AppError('BAD_REQUEST', `These account details cannot be changed here: ${named.join(', ')}`, { authCode: 'FIELD_NOT_ALLOWED' });
}

/**
 * The sign-up screen's rules again on the server (spec 1 §5), plus what only the server can
 * tell: the email is exactly the employee ID at MAIL_DOMAIN, the center exists and is open,
 * and the ID has no account yet. Spec 1 §4 shows 'already registered' to the person signing
 * up, so it is answered as an error rather than hidden (docs/decisions/007).
 */
async function checkSignUp(config: Config, db: Db, body: Record<string, unknown>): Promise<void> {
  const parsed = signUpInputSchema.safeParse({
    employeeId: body.employee_id,
    password: body.password,
    fulfillmentCenterId: body.fulfillment_center_id,
  });
  if (!parsed.success) throw new APIError('BAD_REQUEST', { message: parsed.error.issues[0]!.message, code: 'INVALID_SIGN_UP' });
  const { employeeId, fulfillmentCenterId } = parsed.data;
  if (body.email !== employeeIdToEmail(employeeId, config.mailDomain)) {
    throw new APIError('BAD_REQUEST', { message: MESSAGES.employeeIdWithoutDomain, code: 'INVALID_SIGN_UP' });
  }
  const [center] = await db
    .select({ id: s.fulfillmentCenters.id })
    .from(s.fulfillmentCenters)
    .where(and(eq(s.fulfillmentCenters.id, fulfillmentCenterId), eq(s.fulfillmentCenters.isActive, true)));
  if (!center) throw new APIError('BAD_REQUEST', { message: MESSAGES.fulfillmentCenterRequired, code: 'INVALID_SIGN_UP' });
  const [existing] = await db.select({ id: s.users.id }).from(s.users).where(eq(s.users.email, body.email));
  if (existing) throw new APIError('UNPROCESSABLE_ENTITY', { message: 'User already registered', code: 'USER_ALREADY_EXISTS' });
}
