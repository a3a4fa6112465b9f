import { replayVerdict } from '@stationboard/domain/assignments/offline-scans';
import { AppError } from '@stationboard/domain/errors/app-error';
import type { ScanResultItem } from '@stationboard/domain/schemas/badge-scan';
import { clientFailureReason, httpStatusOf } from '../../../lib/api-client.ts';
import { listQueuedScans, removeQueuedScan, type QueuedScan } from './scan-queue-store.ts';

/**
 * The HTTP status a failed scan call was answered with, or null when no answer came (no
 * connection, the time-out). A failure that is not an AppError is an answer this side could
 * not read, which only a 2xx can be (the server did answer, and decided): read as 200.
 */
export function answeredStatus(error: unknown): number | null {
  if (!(error instanceof AppError)) return 200;
  if (clientFailureReason(error) !== null) return null;
  return httpStatusOf(error) ?? error.status;
}

/** How one replayed scan ended: its result items, or the failure that was a final answer. */
export type ReplayOutcome = { kind: 'result'; items: ScanResultItem[] } | { kind: 'refused'; error: unknown };

export type ReplayOptions = {
  /** Runs the whole kiosk flow for a kept scan, with its own scan_id and scanned_at. */
  send: (scan: QueuedScan) => Promise<ScanResultItem[]>;
  /** Called once for each scan that left the queue, in replay order. */
  onOutcome: (scan: QueuedScan, outcome: ReplayOutcome) => void;
};

const LOCK_NAME = 'stationboard-scan-replay';

/** One tab of the kiosk replays at a time (Web Locks); where there are none, this tab alone guards. */
async function withReplayLock(run: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return run();
  await locks.request(LOCK_NAME, { ifAvailable: true }, async (lock) => {
    // Another tab is replaying: it empties the queue, or this tab tries again later.
    if (lock) await run();
  });
}

let replaying: Promise<void> | null = null;

/**
 * Sends the kept scans one at a time, oldest first (decision 127). A scan leaves the queue
 * only on a final answer (2xx, or a 4xx that means no). With no answer or the server down the
 * replay stops and that scan stays first for the next attempt; a scan the server answered 500
 * stays too, but the replay goes on with the ones after it. A call while a replay runs joins it.
 */
export function replayQueuedScans(options: ReplayOptions): Promise<void> {
  replaying ??= withReplayLock(() => replayAll(options)).finally(() => {
    replaying = null;
  });
  return replaying;
}

async function replayAll({ send, onOutcome }: ReplayOptions): Promise<void> {
  // Scans the server failed on in this round: kept, and not sent again until the next one.
  const skipped = new Set<string>();
  for (;;) {
    const next = (await listQueuedScans()).find((scan) => !skipped.has(scan.scan_id));
    if (!next) return;
    let outcome: ReplayOutcome;
    try {
      outcome = { kind: 'result', items: await send(next) };
    } catch (error) {
      const verdict = replayVerdict(answeredStatus(error));
      if (verdict === 'stop') return;
      if (verdict === 'skip') {
        skipped.add(next.scan_id);
        continue;
      }
      outcome = { kind: 'refused', error };
    }
    await removeQueuedScan(next.scan_id);
    onOutcome(next, outcome);
  }
}
