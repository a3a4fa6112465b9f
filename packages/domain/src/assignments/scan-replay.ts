import { SCAN_FUTURE_SKEW_MS, SCAN_REPLAY_WINDOW_MS } from '../timings.ts';

/**
 * Issue 14 (decision 126): how a scan that says when it was read is judged. Within the replay
 * window it is judged at that moment (its quarter, its check-in time); older, it is refused and
 * listed for a manager; later than the server's clock by more than a kiosk clock's forgiven
 * skew, it is refused as a mistake. A moment slightly ahead is judged at the server's now.
 */
export type ScanMomentVerdict = { kind: 'judge'; at: Date } | { kind: 'too_old' } | { kind: 'in_future' };

export function judgeScanMoment(scannedAt: Date | null | undefined, now: Date): ScanMomentVerdict {
  if (!scannedAt) return { kind: 'judge', at: now };
  const age = now.getTime() - scannedAt.getTime();
  if (age > SCAN_REPLAY_WINDOW_MS) return { kind: 'too_old' };
  if (-age > SCAN_FUTURE_SKEW_MS) return { kind: 'in_future' };
  return { kind: 'judge', at: age < 0 ? now : scannedAt };
}
