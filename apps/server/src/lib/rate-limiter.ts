/**
 * Fixed-window counters in the database: one atomic upsert per hit, so every server process
 * sees the same count. Hand-written rather than @fastify/rate-limit because that plugin
 * needs a custom store for this anyway and cannot count only failed sign-ins per account
 * (docs/decisions/006).
 */
import { eq, sql } from 'drizzle-orm';
import { AppError } from '@stationboard/domain/errors/app-error';
import type { Db } from '../db/database.ts';
import { rateLimits } from '../db/schema.ts';

export type RateRule = { name: string; max: number; windowSeconds: number };

export type RateState = { count: number; retryAfterSeconds: number };

/** Counts one hit against `key` under `rule` and answers the count within the window. */
export async function hitRateLimit(db: Db, rule: RateRule, key: string): Promise<RateState> {
  const id = `${rule.name}:${key}`;
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: id, count: 1, resetAt: sql`now() + ${window}` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then now() + ${window} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  return toState(row!);
}

/** The count within the window without adding to it (zero once the window has passed). */
export async function peekRateLimit(db: Db, rule: RateRule, key: string): Promise<RateState> {
  const [row] = await db
    .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(eq(rateLimits.key, `${rule.name}:${key}`));
  if (!row || row.resetAt.getTime() <= Date.now()) return { count: 0, retryAfterSeconds: 0 };
  return toState(row);
}

function toState(row: { count: number; resetAt: Date }): RateState {
  return { count: row.count, retryAfterSeconds: Math.max(1, Math.ceil((row.resetAt.getTime() - Date.now()) / 1000)) };
}

export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('TOO_MANY_REQUESTS', `Too many attempts. Please try again in ${formatWait(retryAfterSeconds)}.`, { retryAfterSeconds });
  }
}

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** Throws RateLimitedError once `key` has used up `rule` (counting this hit). */
export async function enforceRateLimit(db: Db, rule: RateRule, key: string): Promise<void> {
  const state = await hitRateLimit(db, rule, key);
  if (state.count > rule.max) throw new RateLimitedError(state.retryAfterSeconds);
}
