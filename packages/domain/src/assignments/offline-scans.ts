/**
 * Issue 14, decision 127: badge scans a kiosk (TV Mode, TV List) keeps on the device while the
 * server cannot be reached, and replays when it answers again. These are the rules of that
 * queue; the kiosk stores the scans, the server makes a replay harmless (scan_id receipts).
 */

/** Answers that say the server, or the way to it, is down rather than that the scan is wrong. */
const SERVER_DOWN_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/**
 * A live scan is kept on the device, instead of showing an error, when the browser is offline,
 * the call got no answer at all (`status` null: no connection, or the 10 s time-out), or a
 * gateway answered that the server is down (502, 503, 504). Any other answer is the outcome.
 */
export function shouldKeepScanOnDevice(status: number | null, online: boolean): boolean {
  return !online || status === null || SERVER_DOWN_STATUSES.has(status);
}

/**
 * What the answer to a replayed scan means for the copy on the device: 'final' removes it
 * (the server decided: applied, or refused for good, e.g. 409 too old or 404 no such badge);
 * 'retry' keeps it for the next attempt. No answer and any 5xx are retried. Of the 4xx, three
 * say "not now" rather than "no": 401 (the kiosk's session ended; the scan waits for a sign-in
 * instead of being lost), 408 (time-out) and 429 (too many requests).
 */
export type ReplayVerdict = 'final' | 'retry';

const RETRYABLE_CLIENT_STATUSES: ReadonlySet<number> = new Set([401, 408, 429]);

export function replayVerdict(status: number | null): ReplayVerdict {
  if (status === null || status >= 500) return 'retry';
  return RETRYABLE_CLIENT_STATUSES.has(status) ? 'retry' : 'final';
}

/** What orders kept scans: when the badge was read, then the order the device stored them. */
export type QueuedScanOrder = { scanned_at: string; seq: number };

/** Oldest scan first; two scans in the same millisecond keep the order they were stored in. */
export function compareQueuedScans(a: QueuedScanOrder, b: QueuedScanOrder): number {
  return Date.parse(a.scanned_at) - Date.parse(b.scanned_at) || a.seq - b.seq;
}

/** The kept scans in the order they are replayed, one at a time. */
export function replayOrder<T extends QueuedScanOrder>(scans: readonly T[]): T[] {
  return [...scans].sort(compareQueuedScans);
}

/** While scans wait, the kiosk tries the oldest again this often (besides the online event). */
export const OFFLINE_SCAN_RETRY_MS = 5_000;
