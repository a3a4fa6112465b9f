/**
 * Limits on the account endpoints (issue 3; anchors: Supabase Auth defaults, OWASP ASVS 5
 * L2 §6.3). Each limit is keyed by client IP and, where the request names an account, by
 * that account, so neither one address nor a spread of addresses can hammer one account.
 * Failed sign-ins count per account; every sign-in counts per address.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { enforceRateLimit, peekRateLimit, RateLimitedError, hitRateLimit, type RateRule } from '../../lib/rate-limiter.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const AUTH_RATE_RULES = {
  signInPerIp: { name: 'sign-in:ip', max: 30, windowSeconds: 5 * MINUTE },
  signInFailuresPerAccount: { name: 'sign-in-failed:account', max: 10, windowSeconds: 15 * MINUTE },
  signUpPerIp: { name: 'sign-up:ip', max: 10, windowSeconds: HOUR },
  signUpPerAccount: { name: 'sign-up:account', max: 5, windowSeconds: HOUR },
  emailPerIp: { name: 'email:ip', max: 20, windowSeconds: HOUR },
  emailPerAccount: { name: 'email:account', max: 5, windowSeconds: HOUR },
  tokenPerIp: { name: 'token:ip', max: 30, windowSeconds: 5 * MINUTE },
} satisfies Record<string, RateRule>;

const R = AUTH_RATE_RULES;

/** Per better-auth path: the limit per address and the one per named account. */
const PATH_RULES: Record<string, { ip: RateRule; account?: RateRule }> = {
  '/sign-in/email': { ip: R.signInPerIp },
  '/sign-up/email': { ip: R.signUpPerIp, account: R.signUpPerAccount },
  '/request-password-reset': { ip: R.emailPerIp, account: R.emailPerAccount },
  '/send-verification-email': { ip: R.emailPerIp, account: R.emailPerAccount },
  '/reset-password': { ip: R.tokenPerIp },
  '/verify-email': { ip: R.tokenPerIp },
};

function accountOf(request: FastifyRequest): string | null {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.length > 0 ? email.trim().toLowerCase() : null;
}

function ruleFor(authPath: string) {
  if (authPath.startsWith('/reset-password/')) return PATH_RULES['/reset-password'];
  return PATH_RULES[authPath];
}

/** Runs before better-auth sees the request; throws RateLimitedError (429) past a burst. */
export async function limitAuthRequest(db: Db, request: FastifyRequest, authPath: string): Promise<void> {
  const rules = ruleFor(authPath);
  if (!rules) return;
  const account = accountOf(request);
  if (authPath === '/sign-in/email' && account) {
    const failures = await peekRateLimit(db, R.signInFailuresPerAccount, account);
    if (failures.count >= R.signInFailuresPerAccount.max) throw new RateLimitedError(failures.retryAfterSeconds);
  }
  await enforceRateLimit(db, rules.ip, request.ip);
  if (rules.account && account) await enforceRateLimit(db, rules.account, account);
}

/** After a sign-in: count a refusal against the account, and log the attempt either way. */
export async function recordSignIn(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const account = accountOf(request);
  const succeeded = reply.statusCode === 200;
  request.log.info({ event: 'sign_in', account, ip: request.ip, outcome: succeeded ? 'success' : 'refused', status: reply.statusCode }, 'sign-in attempt');
  if (!succeeded && account && reply.statusCode < 500 && reply.statusCode !== 429) {
    await hitRateLimit(db, R.signInFailuresPerAccount, account);
  }
}
