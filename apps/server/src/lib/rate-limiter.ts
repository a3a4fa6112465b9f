/**
 * Counters in the database: one atomic upsert per hit, so every server process sees the same
 * count. Three kinds: fixed windows (a count that starts over when its window ends), backoff
 * (failures in a row, each one making the next wait longer, forgotten some time after the
 * last) and reservations (attempts in flight, each holding one until it is settled).
 * Hand-written rather than @fastify/rate-limit because that plugin needs a custom store for
 * this anyway and cannot count only failed sign-ins (docs/decisions/006, 103, 133).
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { AppError } from '@stationboard/domain/errors/app-error';
import type { Db } from '../db/database.ts';
import { rateLimits } from '../db/schema.ts';

export type RateRule = { name: string; max: number; windowSeconds: number };

export type RateState = { count: number; retryAfterSeconds: number };

/**
 * Failures in a row: the first `freeFailures` cost nothing, then each one makes the next try
 * wait `firstDelaySeconds`, doubling up to `maxDelaySeconds`. The count is forgotten
 * `forgetSeconds` after the last failure.
 */
export type BackoffRule = { name: string; freeFailures: number; firstDelaySeconds: number; maxDelaySeconds: number; forgetSeconds: number };

/**
 * One more hit on the counter `id`. A fixed window keeps its end; a sliding one ends
 * `windowSeconds` after this hit. An ended window starts over at 1.
 */
async function countHit(db: Db, id: string, windowSeconds: number, slide: boolean) {
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const ended = sql`${rateLimits.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: id, count: 1, resetAt: sql`now() + ${window}` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${ended} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: slide ? sql`now() + ${window}` : sql`case when ${ended} then now() + ${window} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  return row!;
}

/** Counts one hit against `key` under `rule` and answers the count within the window. */
export async function hitRateLimit(db: Db, rule: RateRule, key: string): Promise<RateState> {
  return toState(await countHit(db, `${rule.name}:${key}`, rule.windowSeconds, false));
}

/** The counter `id` while its window lasts, else null. */
async function readCounter(db: Db, id: string) {
  const [row] = await db.select({ count: rateLimits.count, resetAt: rateLimits.resetAt }).from(rateLimits).where(eq(rateLimits.key, id));
  return row && row.resetAt.getTime() > Date.now() ? row : null;
}

/** The count within the window without adding to it (zero once the window has passed). */
export async function peekRateLimit(db: Db, rule: RateRule, key: string): Promise<RateState> {
  const row = await readCounter(db, `${rule.name}:${key}`);
  return row ? toState(row) : { count: 0, retryAfterSeconds: 0 };
}

function toState(row: { count: number; resetAt: Date }): RateState {
  return { count: row.count, retryAfterSeconds: Math.max(1, Math.ceil((row.resetAt.getTime() - Date.now()) / 1000)) };
}

export class RateLimitedError extends AppError {
  /** `explain` words the refusal around the wait; by default it says there were too many attempts. */
  constructor(
    readonly retryAfterSeconds: number,
    explain: (wait: string) => string = (wait) => `Too many attempts. Please try again in ${wait}.`,
  ) {
    super('TOO_MANY_REQUESTS', explain(formatWait(retryAfterSeconds)), { retryAfterSeconds });
  }
}

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** Throws RateLimitedError once `key` has used up `rule` (counting this hit), worded by `explain` when given. */
export async function enforceRateLimit(db: Db, rule: RateRule, key: string, explain?: (wait: string) => string): Promise<void> {
  const state = await hitRateLimit(db, rule, key);
  if (state.count > rule.max) throw new RateLimitedError(state.retryAfterSeconds, explain);
}

/** The wait after `failures` failures in a row. */
export function backoffDelaySeconds(rule: BackoffRule, failures: number): number {
  if (failures < rule.freeFailures) return 0;
  return Math.min(rule.firstDelaySeconds * 2 ** (failures - rule.freeFailures), rule.maxDelaySeconds);
}

/** Counts one failure against `key`. */
export async function hitBackoff(db: Db, rule: BackoffRule, key: string): Promise<void> {
  await countHit(db, `${rule.name}:${key}`, rule.forgetSeconds, true);
}

/** Seconds `key` must still wait before its next try (0: it may try now). */
export async function backoffWaitSeconds(db: Db, rule: BackoffRule, key: string): Promise<number> {
  const row = await readCounter(db, `${rule.name}:${key}`);
  if (!row) return 0;
  const lastFailureAt = row.resetAt.getTime() - rule.forgetSeconds * 1000;
  const waitUntil = lastFailureAt + backoffDelaySeconds(rule, row.count) * 1000;
  return Math.max(0, Math.ceil((waitUntil - Date.now()) / 1000));
}

/** Forgets `key`'s failures (a success ends a run of them). */
export async function clearBackoff(db: Db, rule: BackoffRule, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, `${rule.name}:${key}`));
}

/** A mark that lasts `keepSeconds` after it was last set, such as an address an account signed in from. */
export type MarkRule = { name: string; keepSeconds: number };

export async function setMark(db: Db, rule: MarkRule, key: string): Promise<void> {
  await countHit(db, `${rule.name}:${key}`, rule.keepSeconds, true);
}

export async function hasMark(db: Db, rule: MarkRule, key: string): Promise<boolean> {
  return (await readCounter(db, `${rule.name}:${key}`)) !== null;
}

/**
 * Attempts in flight, counted so that a burst is judged by what may still fail rather than by
 * what already did (decision 133). Each attempt holds a reservation until it is settled. Time
 * is cut into periods of `holdSeconds` (database time, the same for every process); the
 * reservations of one period share a counter, one of two kept per key, which lives until the
 * end of the next period and is then started over. So a reservation whose release never came
 * (its process died) is forgotten after one to two periods, and a late release never touches
 * the counter of a later period.
 */
export type ReservationRule = { name: string; holdSeconds: number };

/** One attempt's place: the counter it was counted in and that counter's end. */
export type Reservation = { id: string; endsAt: Date; heldBefore: number };

function periodOf(rule: ReservationRule) {
  return sql`floor(extract(epoch from now()) / ${rule.holdSeconds})::bigint`;
}

/**
 * Counts one more attempt in flight for `key`. `heldBefore` is how many attempts were in flight
 * at that moment, this one left out: those that reserved earlier and have not been released,
 * in this period's counter and the previous one's.
 */
export async function reserve(db: Db, rule: ReservationRule, key: string): Promise<Reservation> {
  const period = periodOf(rule);
  const ended = sql`${rateLimits.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({
      key: sql`${`${rule.name}:${key}:`} || (${period} % 2)::text`,
      count: 1,
      resetAt: sql`to_timestamp((${period} + 2) * ${rule.holdSeconds})`,
    })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${ended} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${ended} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ key: rateLimits.key, count: rateLimits.count, resetAt: rateLimits.resetAt });
  const other = row!.key.endsWith(':0') ? `${rule.name}:${key}:1` : `${rule.name}:${key}:0`;
  // Read after this reservation was counted: an earlier attempt released since then has
  // already recorded its outcome, so the caller, reading outcomes next, sees it either way.
  const previous = await readCounter(db, other);
  return { id: row!.key, endsAt: row!.resetAt, heldBefore: row!.count - 1 + (previous?.count ?? 0) };
}

/** Gives a reservation back; a no-op once its counter has ended and started over. */
export async function release(db: Db, reservation: Reservation): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, reservation.id), eq(rateLimits.resetAt, reservation.endsAt), gt(rateLimits.resetAt, sql`now()`)));
}
