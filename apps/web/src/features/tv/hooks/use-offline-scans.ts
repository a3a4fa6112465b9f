import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { OFFLINE_SCAN_RETRY_MS } from '@stationboard/domain/assignments/offline-scans';
import type { ScanResultItem } from '@stationboard/domain/schemas/badge-scan';
import { TV_LIST_MESSAGE_CLEAR_MS } from '@stationboard/domain/timings';
import { nameForBadge } from '../offline/known-name.ts';
import { addQueuedScan, countQueuedScans, onScanQueueChange, type NewQueuedScan, type QueuedScan } from '../offline/scan-queue-store.ts';
import { replayQueuedScans, type ReplayOutcome } from '../offline/scan-replay.ts';

/** The scan just kept on the device, shown as "Saved — will sync" for 10 s. */
export type SavedScan = { name: string | null; at: number };

/** What the kiosk screens show about scans kept on the device. */
export type OfflineScanState = { waiting: number; saved: SavedScan | null };

type Options = {
  /** The whole kiosk flow for a kept scan (its own scan_id and scanned_at). */
  send: (scan: QueuedScan) => Promise<ScanResultItem[]>;
  /** A kept scan was answered for good: show it as a scan outcome. */
  onReplayed: (scan: QueuedScan, outcome: ReplayOutcome) => void;
};

/**
 * Issue 14 (decision 127): badge scans kept on this device while the server cannot be reached.
 * Keeps the count of waiting scans (in this tab and the kiosk's other tabs), stores a scan with
 * the name the device knows for the badge, and replays the queue oldest first when the browser
 * comes online, every few seconds while scans wait, and when asked (after a scan got through).
 */
export function useOfflineScans({ send, onReplayed }: Options) {
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState(0);
  const [saved, setSaved] = useState<SavedScan | null>(null);
  const sendRef = useRef(send);
  const onReplayedRef = useRef(onReplayed);
  useEffect(() => {
    sendRef.current = send;
    onReplayedRef.current = onReplayed;
  }, [send, onReplayed]);

  useEffect(() => {
    let live = true;
    const count = () =>
      void countQueuedScans()
        .then((n) => live && setWaiting(n))
        // No IndexedDB (storage blocked): nothing can wait.
        .catch(() => undefined);
    count();
    const stop = onScanQueueChange(count);
    return () => {
      live = false;
      stop();
    };
  }, []);

  /** Replays what waits, if anything does and the browser thinks it is online. */
  const replay = useCallback(() => {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
    void countQueuedScans()
      .then((n) => {
        if (n === 0) return;
        return replayQueuedScans({ send: (scan) => sendRef.current(scan), onOutcome: (scan, outcome) => onReplayedRef.current(scan, outcome) });
      })
      .catch(() => undefined);
  }, []);

  useEffect(() => {
    replay();
    window.addEventListener('online', replay);
    const timer = setInterval(replay, OFFLINE_SCAN_RETRY_MS);
    return () => {
      window.removeEventListener('online', replay);
      clearInterval(timer);
    };
  }, [replay]);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(null), TV_LIST_MESSAGE_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  /** Stores a scan on the device and shows "Saved — will sync"; throws if the device cannot store it. */
  const keep = useCallback(
    async (scan: Omit<NewQueuedScan, 'employee_name'>) => {
      const employeeName = await nameForBadge(queryClient, scan.employee_id);
      await addQueuedScan({ ...scan, employee_name: employeeName });
      setSaved({ name: employeeName, at: Date.now() });
    },
    [queryClient],
  );

  const state: OfflineScanState = { waiting, saved };
  return { state, keep, replay, clearSaved: () => setSaved(null) };
}
