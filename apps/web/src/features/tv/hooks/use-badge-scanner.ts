import { useCallback, useEffect, useRef, useState } from 'react';
import { FIRST_KIOSK_SCAN_CALL, nextKioskScanCall, type KioskScanCall } from '@stationboard/domain/assignments/kiosk-scan-flow';
import { describeScanFailure, type FailedScan, type ScanSurface } from '@stationboard/domain/assignments/scan-outcome';
import { AppError } from '@stationboard/domain/errors/app-error';
import type { ScanResultItem } from '@stationboard/domain/schemas/badge-scan';
import { TV_LIST_MESSAGE_CLEAR_MS } from '@stationboard/domain/timings';
import { clientFailureReason } from '../../../lib/api-client.ts';
import { useAutoAssign } from '../api/auto-assign.ts';
import { useScanBadge, type ScanBadgeInput } from '../api/scan-badge.ts';

/** What a scan left to show: the result items, or the spec 1 §8 error text. */
export type ScanFeedback = { kind: 'result'; items: ScanResultItem[] } | { kind: 'error'; message: string };

/**
 * How a failed scan call reads to describeScanFailure: no answer at all has no status; an
 * answer this side could not read (not an AppError) is a failure without words.
 */
export function toFailedScan(error: unknown): FailedScan {
  if (!(error instanceof AppError)) return { status: 500, message: null };
  if (clientFailureReason(error) !== null) return { status: null, message: error.message };
  return { status: error.status, message: error.message };
}

type Options = {
  centerId: string;
  /** The quarter scanned into; null (no quarters) lets the server use its default, quarter 1. */
  quarterNumber: number | null;
  /** The date of that quarter as the screen shows it (decision 080); null lets the server decide. */
  assignmentDate: string | null;
  surface: ScanSurface;
  /** Called with every successful answer, e.g. to highlight the row of the person checked in. */
  onResult?: (items: ScanResultItem[]) => void;
};

/**
 * Runs badge scans and keeps the latest outcome on screen for 10 s (spec 1 §9: messages clear
 * after 10 s). A scan is tv-auto-assign, then tv-badge-scan when its answer asks for a check-in
 * (nextKioskScanCall, decision 095); the last answer is the outcome, and a failure of either call
 * is worded by describeScanFailure. Scans are never queued or refused while one is running: a
 * scanner does not wait, and each answer replaces the outcome shown when it arrives.
 */
export function useBadgeScanner({ centerId, quarterNumber, assignmentDate, surface, onResult }: Options) {
  const { mutateAsync: autoAssign } = useAutoAssign();
  const { mutateAsync: scanBadge } = useScanBadge();
  const [feedback, setFeedback] = useState<ScanFeedback | null>(null);
  const [pending, setPending] = useState(0);
  const onResultRef = useRef(onResult);
  useEffect(() => {
    onResultRef.current = onResult;
  }, [onResult]);

  useEffect(() => {
    if (!feedback) return;
    const timer = setTimeout(() => setFeedback(null), TV_LIST_MESSAGE_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [feedback]);

  const scan = useCallback(
    async (value: string) => {
      setPending((n) => n + 1);
      try {
        const input: ScanBadgeInput = {
          employee_id: value,
          quarter_number: quarterNumber ?? undefined,
          assignment_date: assignmentDate ?? undefined,
          fulfillment_center_id: centerId,
        };
        const calls: Record<KioskScanCall, typeof autoAssign> = { 'tv-auto-assign': autoAssign, 'tv-badge-scan': scanBadge };
        let items: ScanResultItem[] = [];
        let call: KioskScanCall | null = FIRST_KIOSK_SCAN_CALL;
        while (call) {
          items = await calls[call](input);
          call = nextKioskScanCall(call, items);
        }
        setFeedback({ kind: 'result', items });
        onResultRef.current?.(items);
      } catch (error) {
        setFeedback({ kind: 'error', message: describeScanFailure(toFailedScan(error), surface) });
      } finally {
        setPending((n) => n - 1);
      }
    },
    [autoAssign, scanBadge, quarterNumber, assignmentDate, centerId, surface],
  );

  return { scan, feedback, isScanning: pending > 0, clearFeedback: () => setFeedback(null) };
}
