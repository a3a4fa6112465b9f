/**
 * Limits on the account endpoints (issue 3; anchors: Supabase Auth defaults, OWASP ASVS 5
 * L2 §6.3). Each limit is keyed by client IP and, where the request names an account, by
 * that account, so neither one address nor a spread of addresses can hammer one account.
 *
 * Sign-in (issue 13, decision 103) throttles guessing without locking anyone out: wrong
 * passwords back off per account *and* address, so an attacker's address waits while the
 * owner at another address signs in; an address has a ceiling of failed sign-ins across
 * accounts; successful sign-ins never count, so a whole shift can sign in behind one NAT.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import {
  backoffWaitSeconds,
  clearBackoff,
  enforceRateLimit,
  hasMark,
  hitBackoff,
  hitRateLimit,
  peekRateLimit,
  RateLimitedError,
  refundRateLimit,
  setMark,
  type BackoffRule,
  type MarkRule,
  type RateRule,
} from '../../lib/rate-limiter.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const SIGN_IN_RULES = {
  /** Wrong passwords for one account from one address: 5 free, then 30 s, doubling to 15 min. */
  failuresPerAccountAndIp: { name: 'sign-in-failed:account-ip', freeFailures: 5, firstDelaySeconds: 30, maxDelaySeconds: 15 * MINUTE, forgetSeconds: HOUR },
  /** Failed sign-ins from one address, whatever the account (password spraying). */
  failuresPerIp: { name: 'sign-in-failed:ip', max: 50, windowSeconds: 15 * MINUTE },
  /** Failed sign-ins of one account from every address; past it only known addresses may try. */
  failuresPerAccount: { name: 'sign-in-failed:account', max: 100, windowSeconds: HOUR },
  /** An address the account signed in from lately. */
  knownAddress: { name: 'sign-in-ok:account-ip', keepSeconds: 30 * DAY },
} satisfies { failuresPerAccountAndIp: BackoffRule; failuresPerIp: RateRule; failuresPerAccount: RateRule; knownAddress: MarkRule };

export const AUTH_RATE_RULES = {
  signUpPerIp: { name: 'sign-up:ip', max: 10, windowSeconds: HOUR },
  signUpPerAccount: { name: 'sign-up:account', max: 5, windowSeconds: HOUR },
  emailPerIp: { name: 'email:ip', max: 20, windowSeconds: HOUR },
  emailPerAccount: { name: 'email:account', max: 5, windowSeconds: HOUR },
  tokenPerIp: { name: 'token:ip', max: 30, windowSeconds: 5 * MINUTE },
} satisfies Record<string, RateRule>;

const R = AUTH_RATE_RULES;
const S = SIGN_IN_RULES;

/** Per better-auth path: the limit per address and the one per named account. */
const PATH_RULES: Record<string, { ip: RateRule; account?: RateRule }> = {
  '/sign-up/email': { ip: R.signUpPerIp, account: R.signUpPerAccount },
  '/request-password-reset': { ip: R.emailPerIp, account: R.emailPerAccount },
  '/send-verification-email': { ip: R.emailPerIp, account: R.emailPerAccount },
  '/reset-password': { ip: R.tokenPerIp },
  '/verify-email': { ip: R.tokenPerIp },
};

const SIGN_IN_PATH = '/sign-in/email';

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
  if (authPath === SIGN_IN_PATH) return limitSignIn(db, request);
  const rules = ruleFor(authPath);
  if (!rules) return;
  const account = accountOf(request);
  await enforceRateLimit(db, rules.ip, request.ip);
  if (rules.account && account) await enforceRateLimit(db, rules.account, account);
}

/** Sign-ins counted by limitSignIn, the only ones recordSignIn settles. */
const countedSignIns = new WeakSet<FastifyRequest>();

/**
 * Every attempt is counted against its address as failed in advance, so attempts sent all at
 * once cannot slip past the ceiling together; recordSignIn takes a success back.
 */
async function limitSignIn(db: Db, request: FastifyRequest): Promise<void> {
  countedSignIns.add(request);
  await enforceRateLimit(db, S.failuresPerIp, request.ip);
  const account = accountOf(request);
  if (!account) return;
  const pair = `${account}|${request.ip}`;
  const wait = await backoffWaitSeconds(db, S.failuresPerAccountAndIp, pair);
  if (wait > 0) throw new RateLimitedError(wait);
  const perAccount = await peekRateLimit(db, S.failuresPerAccount, account);
  if (perAccount.count >= S.failuresPerAccount.max && !(await hasMark(db, S.knownAddress, pair))) {
    throw new RateLimitedError(perAccount.retryAfterSeconds);
  }
}

/**
 * After a sign-in, before its answer leaves (a client that retries at once already sees it):
 * a success is taken back from the address's failures, ends the run of failures of the
 * account there and marks the address as known; a refusal counts against the account at this
 * address and against the account. Logged either way.
 */
export async function recordSignIn(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const account = accountOf(request);
  const succeeded = reply.statusCode === 200;
  request.log.info({ event: 'sign_in', account, ip: request.ip, outcome: succeeded ? 'success' : 'refused', status: reply.statusCode }, 'sign-in attempt');
  // Refused before the limits (malformed input): nothing was counted, nothing to settle.
  if (!countedSignIns.has(request)) return;
  if (succeeded || reply.statusCode >= 500) await refundRateLimit(db, S.failuresPerIp, request.ip);
  if (!account || reply.statusCode >= 500 || reply.statusCode === 429) return;
  const pair = `${account}|${request.ip}`;
  if (succeeded) {
    await clearBackoff(db, S.failuresPerAccountAndIp, pair);
    await setMark(db, S.knownAddress, pair);
  } else {
    await hitBackoff(db, S.failuresPerAccountAndIp, pair);
    await hitRateLimit(db, S.failuresPerAccount, account);
  }
}
