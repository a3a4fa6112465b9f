/**
 * Limits on the account endpoints (issue 3; anchors: Supabase Auth defaults, OWASP ASVS 5
 * L2 §6.3). Each limit is keyed by client IP and, where the request names an account, by
 * that account, so neither one address nor a spread of addresses can hammer one account.
 *
 * Sign-in (issue 13, decision 103) throttles guessing without locking anyone out: wrong
 * passwords back off per account *and* address, so an attacker's address waits while the
 * owner at another address signs in; an address has a ceiling of failed sign-ins across
 * accounts; successful sign-ins never count, so a whole shift can sign in behind one NAT
 * (decision 133: an attempt counts as failed only once it has failed).
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
  release,
  reserve,
  setMark,
  type BackoffRule,
  type MarkRule,
  type RateRule,
  type Reservation,
  type ReservationRule,
} from '../../lib/rate-limiter.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const SIGN_IN_RULES = {
  /** Wrong passwords for one account from one address: 5 free, then 30 s, doubling to 15 min. */
  failuresPerAccountAndIp: { name: 'sign-in-failed:account-ip', freeFailures: 5, firstDelaySeconds: 30, maxDelaySeconds: 15 * MINUTE, forgetSeconds: HOUR },
  /** Failed sign-ins from one address, whatever the account (password spraying); attempts in flight count as failures to come. */
  failuresPerIp: { name: 'sign-in-failed:ip', max: 50, windowSeconds: 15 * MINUTE },
  /** Sign-ins from one address still running; a reservation lost with its process is forgotten within two periods. */
  inFlightPerIp: { name: 'sign-in-running:ip', holdSeconds: 30 },
  /** The wait given when only attempts in flight fill the ceiling: they are over in moments. */
  busyRetrySeconds: { min: 2, max: 4 },
  /** Failed sign-ins of one account from every address; past it only known addresses may try. */
  failuresPerAccount: { name: 'sign-in-failed:account', max: 100, windowSeconds: HOUR },
  /** An address the account signed in from lately. */
  knownAddress: { name: 'sign-in-ok:account-ip', keepSeconds: 30 * DAY },
} satisfies {
  failuresPerAccountAndIp: BackoffRule;
  failuresPerIp: RateRule;
  inFlightPerIp: ReservationRule;
  busyRetrySeconds: { min: number; max: number };
  failuresPerAccount: RateRule;
  knownAddress: MarkRule;
};

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
  '/reset-password/:token': { ip: R.tokenPerIp },
  '/verify-email': { ip: R.tokenPerIp },
};

export const SIGN_IN_PATH = '/sign-in/email';

function accountOf(request: FastifyRequest): string | null {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.length > 0 ? email.trim().toLowerCase() : null;
}

/** Runs before better-auth sees the request (`authPath` as routed); throws RateLimitedError (429) past a burst. */
export async function limitAuthRequest(db: Db, request: FastifyRequest, authPath: string): Promise<void> {
  if (authPath === SIGN_IN_PATH) return limitSignIn(db, request);
  const rules = PATH_RULES[authPath];
  if (!rules) return;
  const account = accountOf(request);
  await enforceRateLimit(db, rules.ip, request.ip);
  if (rules.account && account) await enforceRateLimit(db, rules.account, account);
}

/** The reservation each admitted sign-in holds until recordSignIn settles it. */
const heldSignIns = new WeakMap<FastifyRequest, Reservation>();

/**
 * Before a sign-in runs. The account's own limits first (they only read), then the address's
 * ceiling, judged by failures so far *plus attempts in flight*: each in-flight attempt may
 * still fail, so attempts sent all at once cannot slip past the ceiling together, yet an
 * attempt counts as a failure only once it has failed. Past the ceiling because of failures,
 * the address waits for the window's end; past it only because many are in flight (a shift
 * signing in behind one NAT), the answer is to retry in a few seconds (decision 133).
 */
async function limitSignIn(db: Db, request: FastifyRequest): Promise<void> {
  const account = accountOf(request);
  if (account) {
    const pair = `${account}|${request.ip}`;
    const wait = await backoffWaitSeconds(db, S.failuresPerAccountAndIp, pair);
    if (wait > 0) throw new RateLimitedError(wait);
    const perAccount = await peekRateLimit(db, S.failuresPerAccount, account);
    if (perAccount.count >= S.failuresPerAccount.max && !(await hasMark(db, S.knownAddress, pair))) {
      throw new RateLimitedError(perAccount.retryAfterSeconds);
    }
  }
  const reservation = await reserve(db, S.inFlightPerIp, request.ip);
  const failures = await peekRateLimit(db, S.failuresPerIp, request.ip);
  if (failures.count + reservation.heldBefore < S.failuresPerIp.max) {
    heldSignIns.set(request, reservation);
    return;
  }
  await release(db, reservation);
  if (failures.count >= S.failuresPerIp.max) throw new RateLimitedError(failures.retryAfterSeconds);
  throw new RateLimitedError(busyRetrySeconds(), (wait) => `Many people are signing in from this network right now. Please try again in ${wait}.`);
}

/** A few seconds, spread so that the people turned away together do not all come back together. */
function busyRetrySeconds(): number {
  const { min, max } = S.busyRetrySeconds;
  return min + Math.floor(Math.random() * (max - min + 1));
}

/**
 * After a sign-in, before its answer leaves (a client that retries at once already sees it):
 * a refusal counts against the address, the account at this address and the account; a
 * success ends the run of failures of the account there and marks the address as known. Then
 * the attempt's reservation is given back: its outcome is recorded first, so no other attempt
 * sees it neither in flight nor failed. Logged either way.
 */
export async function recordSignIn(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const account = accountOf(request);
  const succeeded = reply.statusCode === 200;
  request.log.info({ event: 'sign_in', account, ip: request.ip, outcome: succeeded ? 'success' : 'refused', status: reply.statusCode }, 'sign-in attempt');
  const reservation = heldSignIns.get(request);
  // Refused before it ran (malformed input, a limit): nothing was held, nothing happened.
  if (!reservation) return;
  heldSignIns.delete(request);
  try {
    await settleSignIn(db, request, account, reply.statusCode);
  } finally {
    await release(db, reservation);
  }
}

async function settleSignIn(db: Db, request: FastifyRequest, account: string | null, status: number): Promise<void> {
  // A 5xx is the server's failure, not the caller's.
  if (status >= 500) return;
  if (status !== 200) await hitRateLimit(db, S.failuresPerIp, request.ip);
  if (!account) return;
  const pair = `${account}|${request.ip}`;
  if (status === 200) {
    await clearBackoff(db, S.failuresPerAccountAndIp, pair);
    await setMark(db, S.knownAddress, pair);
  } else {
    await hitBackoff(db, S.failuresPerAccountAndIp, pair);
    await hitRateLimit(db, S.failuresPerAccount, account);
  }
}
