/**
 * Who a credential belongs to, remembered for a moment (decision 144). Looking a request's
 * session up in better-auth and reading the user's role record cost about 3 ms on PostgreSQL,
 * as much as the floor answer's own query; a screen's burst of calls, and a kiosk's scan with
 * the reads that follow it, carry the same token within a second or two.
 *
 * An answer is kept at most ACTOR_CACHE_MS, and never past its session's expiry. `forget()`
 * drops everything this process holds: it is called once a change to a session, a role or a
 * selected center has committed, so this process never serves the old answer again. Another
 * process (a replica, the command line) does not hear of it: there the old answer lives on for
 * at most ACTOR_CACHE_MS. A lookup that was under way when `forget()` ran is not kept, since it
 * may have read the state from before the change.
 */

/** How long an answer is kept: the bound on a replica serving a revoked session or an old role. */
export const ACTOR_CACHE_MS = 2000;

/** Enough for every signed-in screen of a large site within ACTOR_CACHE_MS; beyond it the oldest go. */
const MAX_ENTRIES = 10_000;

export type Found<A> = { actor: A; expiresAt: Date };

export type ActorCache<A> = {
  /**
   * The actor of `credential`: remembered, or found by `lookup` (null: no valid session, which
   * is not remembered). Calls that arrive while a lookup for the same credential runs share it.
   */
  resolve(credential: string, lookup: () => Promise<Found<A> | null>): Promise<A | null>;
  /** Drops every answer, and keeps none of the lookups under way. */
  forget(): void;
};

export function createActorCache<A>(now: () => number = Date.now): ActorCache<A> {
  const entries = new Map<string, { actor: A; until: number }>();
  const lookups = new Map<string, Promise<A | null>>();
  let generation = 0;

  const remember = (credential: string, entry: { actor: A; until: number }) => {
    if (entries.size >= MAX_ENTRIES) {
      for (const [key, held] of entries) if (held.until <= now()) entries.delete(key);
      // Still full of live answers: the oldest goes (a Map keeps insertion order).
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    }
    entries.set(credential, entry);
  };

  return {
    resolve(credential, lookup) {
      const entry = entries.get(credential);
      if (entry && entry.until > now()) return Promise.resolve(entry.actor);
      if (entry) entries.delete(credential);
      const running = lookups.get(credential);
      if (running) return running;

      const startedIn = generation;
      const started = now();
      const shared: Promise<A | null> = lookup()
        .then((found) => {
          if (!found) return null;
          const until = Math.min(started + ACTOR_CACHE_MS, found.expiresAt.getTime());
          if (startedIn === generation && until > now()) remember(credential, { actor: found.actor, until });
          return found.actor;
        })
        .finally(() => {
          if (lookups.get(credential) === shared) lookups.delete(credential);
        });
      lookups.set(credential, shared);
      return shared;
    },
    forget() {
      generation += 1;
      entries.clear();
      lookups.clear();
    },
  };
}
