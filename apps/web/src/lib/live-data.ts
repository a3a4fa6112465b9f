/**
 * The data screens keep live (issue 12, decision 119): the floor map's stations, the quarter
 * counters and the TV's recent assignments follow each realtime change by patching the cache
 * (packages/domain realtime/apply-change.ts), and their 15 s polls ask with the ETag of the
 * answer they hold, so a poll with nothing new costs a 304 and no download.
 *
 * Every full answer comes with the center's change sequence it reflects (`x-change-seq`): a
 * change already in the answer is not applied again, and a change that arrived while the
 * answer was on its way is applied to it when it lands. What cannot be patched (another list,
 * a change the patch cannot place) is reloaded, at most once a second.
 */
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { applyToQuarterStats, applyToRecentAssignments, applyToStations, RELOAD, type Reload } from '@stationboard/domain/realtime/apply-change';
import type { AssignmentChange } from '@stationboard/domain/realtime/messages';
import { findFollowingOccurrence, type QuarterTiming } from '@stationboard/domain/quarters/select-quarter';
import type { Assignment, Station } from '@stationboard/domain/schemas/floor-map';
import type { QuarterStats } from '@stationboard/domain/schemas/quarter-stats';
import { TV_RECENT_ASSIGNMENTS_KEEP } from '@stationboard/domain/timings';
import { apiRequest, type ApiRequestOptions } from './api-client.ts';
import { ASSIGNMENT_DEPENDENT_ROOTS, QUERY_ROOTS, queryKeys } from './query-keys.ts';
import { getRealtimeStatus } from './realtime-status.ts';

/** Queries that cannot be patched reload this long after the first change, whatever follows. */
export const LIVE_RELOAD_AFTER_MS = 1000;
/** How many of the latest changes are kept for answers still on their way. */
const RECENT_CHANGES = 500;

type Patch = (data: never, change: AssignmentChange) => unknown;
type Patcher = Patch | 'unaffected' | null;

/**
 * How a cached query takes an assignment change: a patch, 'unaffected' (its data holds no
 * assignment), or null when it cannot be patched and reloads instead.
 */
export function patcherFor(client: QueryClient, key: QueryKey): Patcher {
  const [root, ...rest] = key;
  if (root === QUERY_ROOTS.stations && rest.length === 3) {
    const [centerId, quarterId, date] = rest as [string, string | null, string];
    if (quarterId === null) return 'unaffected';
    const quarters = client.getQueryData<QuarterTiming[]>(queryKeys.quarters(centerId));
    const quarter = quarters?.find((q) => q.id === quarterId);
    if (!quarters || !quarter) return null;
    const following = findFollowingOccurrence(quarters, { quarter, date });
    const view = { current: { quarterId, date }, next: following && { quarterId: following.quarter.id, date: following.date } };
    return (stations: Station[], change) => applyToStations(stations, change, view);
  }
  if (root === QUERY_ROOTS.stations && rest[1] === 'planner') return 'unaffected';
  if (root === QUERY_ROOTS.dashboard && rest[1] === 'stats') {
    const [, , quarterId, date] = rest as [string, string, string, string];
    return (stats: QuarterStats, change) => applyToQuarterStats(stats, change, { quarterId, date });
  }
  if (root === QUERY_ROOTS.quarterAssignments && rest[0] === 'tv-recent') {
    const [, , quarterId, date] = rest as [string, string, string, string];
    return (list: Assignment[], change) => applyToRecentAssignments(list, change, { quarterId, date }, TV_RECENT_ASSIGNMENTS_KEEP);
  }
  return null;
}

/** What a full answer was: its ETag, and the change sequence it holds everything up to. */
type Answered = { etag: string | null; seq: number | null };

/**
 * The live state of one query client: what each query's last full answer was, the latest
 * changes, and the reloads waiting.
 */
class LiveData {
  readonly answered = new Map<string, Answered>();
  recent: AssignmentChange[] = [];
  private readonly pending = new Map<string, QueryKey>();
  private readonly listeners = new Set<(change: AssignmentChange) => void>();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly client: QueryClient) {}

  /** Reloads `key` once, LIVE_RELOAD_AFTER_MS after the first call, however many follow. */
  reloadSoon(key: QueryKey): void {
    this.pending.set(hashKey(key), key);
    this.timer ??= setTimeout(() => {
      this.timer = null;
      const keys = [...this.pending.values()];
      this.pending.clear();
      for (const queryKey of keys) void this.client.invalidateQueries({ queryKey, exact: true });
    }, LIVE_RELOAD_AFTER_MS);
  }

  /** Calls `listener` with each change applied from now on, until the returned function is called. */
  subscribe(listener: (change: AssignmentChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** One change, in sequence, to every cached query it touches, then to whoever listens. */
  apply(change: AssignmentChange): void {
    this.recent.push(change);
    if (this.recent.length > RECENT_CHANGES) this.recent.splice(0, this.recent.length - RECENT_CHANGES);
    const roots = new Set<unknown>(ASSIGNMENT_DEPENDENT_ROOTS);
    for (const query of this.client.getQueryCache().findAll({ predicate: (q) => roots.has(q.queryKey[0]) })) {
      const patch = patcherFor(this.client, query.queryKey);
      if (patch === 'unaffected') continue;
      if (patch === null) {
        this.reloadSoon(query.queryKey);
        continue;
      }
      const data = query.state.data;
      const seq = this.answered.get(query.queryHash)?.seq;
      if (data === undefined || (seq != null && change.seq <= seq)) continue;
      const patched = patch(data as never, change) as unknown;
      if (patched === RELOAD) this.reloadSoon(query.queryKey);
      else if (patched !== data) this.client.setQueryData(query.queryKey, patched);
    }
    for (const listener of this.listeners) listener(change);
  }

  /** Changes after `seq` that an answer arriving now does not hold yet, applied to it. */
  catchUp<T>(key: QueryKey, data: T, seq: number): T | Reload {
    const patch = patcherFor(this.client, key);
    if (typeof patch !== 'function') return data;
    let result: unknown = data;
    for (const change of this.recent) {
      if (change.seq <= seq) continue;
      result = patch(result as never, change);
      if (result === RELOAD) return RELOAD;
    }
    return result as T;
  }

  /** Another center, or signed out: nothing held applies any more. */
  clear(): void {
    this.recent = [];
    this.answered.clear();
  }
}

const liveByClient = new WeakMap<QueryClient, LiveData>();

export function liveData(client: QueryClient): LiveData {
  let live = liveByClient.get(client);
  if (!live) {
    live = new LiveData(client);
    liveByClient.set(client, live);
  }
  return live;
}

/**
 * After a change this screen made itself (a kiosk's scan, an assignment from the map): while
 * the realtime socket is joined, the change comes back on it like anyone else's and patches
 * every cached query it touches, and a gap in the sequence reloads; so nothing reloads here
 * (issue 26: reloading the whole floor after each scan downloaded it once per scan). Without
 * the socket, whatever shows assignments reloads at once.
 */
export function refreshAfterOwnChange(client: QueryClient): void {
  if (getRealtimeStatus() === 'joined') return;
  for (const queryKey of queryKeys.assignmentDependent()) void client.invalidateQueries({ queryKey });
}

/** The part of react-query's queryFn context a live read uses. */
export type LiveQueryContext = { client: QueryClient; queryKey: QueryKey; signal?: AbortSignal };

/**
 * GET for a live query: asks with the ETag of the answer the cache holds and keeps that on
 * 304; else parses the answer and brings it up to the changes heard meanwhile.
 */
export async function getLive<T>(context: LiveQueryContext, path: string, query: ApiRequestOptions['query'], parse: (data: unknown) => T): Promise<T> {
  const live = liveData(context.client);
  const hash = hashKey(context.queryKey);
  const cached = context.client.getQueryData<T>(context.queryKey);
  const held = cached === undefined ? undefined : live.answered.get(hash);
  // The signal aborts a load nobody waits for any more (cancelled, or superseded by a newer one), so loads never pile up.
  const response = await apiRequest<unknown>(path, { query, ifNoneMatch: held?.etag ?? undefined, signal: context.signal });
  if (response.notModified && cached !== undefined) return cached;
  const seqHeader = response.headers.get('x-change-seq');
  const seq = seqHeader === null ? null : Number(seqHeader);
  live.answered.set(hash, { etag: response.headers.get('etag'), seq });
  const data = parse(response.data);
  if (seq === null) return data;
  const current = live.catchUp(context.queryKey, data, seq);
  if (current !== RELOAD) return current;
  live.reloadSoon(context.queryKey);
  return data;
}
