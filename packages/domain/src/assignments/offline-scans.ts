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
 * What the answer to a replayed scan means for the copy on the device:
 * - 'final': the server decided (a 2xx, or a 4xx that means no, e.g. 409 too old, 404 no such
 *   badge): the scan leaves the queue and its outcome is shown.
 * - 'stop': no answer, or the server is down (502, 503, 504), or a 4xx that means "not now":
 *   401 (the kiosk's session ended; the scan waits for a sign-in instead of being lost), 408
 *   (time-out), 429 (too many requests). The scan stays first and the replay stops until the
 *   next attempt, since the scans after it would meet the same.
 * - 'skip': the server answered but failed on this scan (500 and the other 5xx): it stays in
 *   the queue for the next attempt, and the replay goes on with the next one, so one scan the
 *   server trips over does not hold back everybody scanned after it.
 */
export type ReplayVerdict = 'final' | 'stop' | 'skip';

const NOT_NOW_STATUSES: ReadonlySet<number> = new Set([401, 408, 429]);

export function replayVerdict(status: number | null): ReplayVerdict {
  if (status === null || SERVER_DOWN_STATUSES.has(status) || NOT_NOW_STATUSES.has(status)) return 'stop';
  return status >= 500 ? 'skip' : 'final';
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
