import { useCallback, useEffect, useRef, useState } from 'react';
import { FIRST_KIOSK_SCAN_CALL, nextKioskScanCall, type KioskScanCall } from '@stationboard/domain/assignments/kiosk-scan-flow';
import {
  addKioskResult,
  badgeEnding,
  kioskResultsOnScreen,
  msUntilNextKioskResultChange,
  type KioskResult,
  type KioskResultLimits,
} from '@stationboard/domain/assignments/kiosk-results';
import { shouldKeepScanOnDevice } from '@stationboard/domain/assignments/offline-scans';
import { describeScanFailure, type FailedScan, type ScanSurface } from '@stationboard/domain/assignments/scan-outcome';
import { AppError } from '@stationboard/domain/errors/app-error';
import type { ScanResultItem } from '@stationboard/domain/schemas/badge-scan';
import { clientFailureReason } from '../../../lib/api-client.ts';
import { prepareLanguage } from '../../../lib/i18n/kiosk-language.ts';
import { useAutoAssign } from '../api/auto-assign.ts';
import { useScanBadge, type ScanBadgeInput } from '../api/scan-badge.ts';
import { newUuid } from '../../../lib/new-uuid.ts';
import { rememberName, type QueuedScan } from '../offline/scan-queue-store.ts';
import { answeredStatus, type ReplayOutcome } from '../offline/scan-replay.ts';
import { useOfflineScans } from './use-offline-scans.ts';

/** What a scan left to show: the result items, or the spec 1 §8 error text. */
export type ScanFeedback = { kind: 'result'; items: ScanResultItem[] } | { kind: 'error'; message: string };

/**
 * One answer on the kiosk's screen (issue 25, decision 138): what it says, and whose it is:
 * the person's name when the answer gives one, else the last characters of the badge.
 */
export type ScanResultShown = KioskResult<ScanFeedback> & { name: string | null; badgeEnding: string };

/**
 * How a failed scan call reads to describeScanFailure: no answer at all has no status; an
 * answer this side could not read (not an AppError) is a failure without words.
 */
export function toFailedScan(error: unknown): FailedScan {
  if (!(error instanceof AppError)) return { status: 500, message: null };
  if (clientFailureReason(error) !== null) return { status: null, message: error.message };
  return { status: error.status, message: error.message };
}

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

type Options = {
  centerId: string;
  /**
   * False while the screen's quarters are on their way: a scan read then waits for them and goes
   * into the quarter the screen then shows, not the server's default (decision 177).
   */
  quartersKnown: boolean;
  /** The quarter scanned into; null (no quarters) lets the server use its default, quarter 1. */
  quarterNumber: number | null;
  /** The date of that quarter as the screen shows it (decision 080); null lets the server decide. */
  assignmentDate: string | null;
  surface: ScanSurface;
  /** How many answers stay on screen at once (decision 138): what the surface has room for. */
  limits: KioskResultLimits;
  /** Called with every successful answer, e.g. to highlight the row of the person checked in. */
  onResult?: (items: ScanResultItem[]) => void;
};

/**
 * Runs badge scans and keeps their answers on screen, newest first, each for 10 s (spec 1 §9:
 * messages clear after 10 s) or until as many newer ones as the screen holds have come (issue
 * 25, decision 138: kioskResultsOnScreen), each saying whose it is; a second scan of the same
 * badge replaces that badge's answer, and a scan kept on the device takes its badge's answer
 * away (the "Saved — will sync" line speaks for it). A scan is tv-auto-assign, then tv-badge-scan
 * when its answer asks for a check-in (nextKioskScanCall, decision 095); the last answer is the
 * outcome, and a failure of either call is worded by describeScanFailure. Scans are never
 * queued or refused while one is running: a scanner does not wait.
 *
 * Issue 14 (decision 127): each scan gets its scan_id and scanned_at when the badge is read.
 * With no answer (offline, time-out) or a gateway saying the server is down, the scan is kept
 * on the device ("Saved — will sync") and replayed later through the same flow, oldest first,
 * when the server answers again (useOfflineScans).
 */
export function useBadgeScanner({ centerId, quartersKnown, quarterNumber, assignmentDate, surface, limits, onResult }: Options) {
  const { mutateAsync: autoAssign } = useAutoAssign();
  const { mutateAsync: scanBadge } = useScanBadge();
  const [results, setResults] = useState<ScanResultShown[]>([]);
  const [pending, setPending] = useState(0);
  const onResultRef = useRef(onResult);
  const limitsRef = useRef(limits);
  const nextId = useRef(0);
  useEffect(() => {
    onResultRef.current = onResult;
    limitsRef.current = limits;
  }, [onResult, limits]);

  // The quarter a scan goes into, read when it is sent; scans read before it is known wait here.
  const target = useRef({ quartersKnown, quarterNumber, assignmentDate });
  const waitingForQuarter = useRef<(() => void)[]>([]);
  useEffect(() => {
    target.current = { quartersKnown, quarterNumber, assignmentDate };
    if (quartersKnown) for (const send of waitingForQuarter.current.splice(0)) send();
  }, [quartersKnown, quarterNumber, assignmentDate]);

  // Each answer leaves when its time on screen is up: one timer, for the next to leave.
  useEffect(() => {
    const wait = msUntilNextKioskResultChange(results, Date.now(), limitsRef.current);
    if (wait === null) return;
    const timer = setTimeout(() => setResults((list) => kioskResultsOnScreen(list, Date.now(), limitsRef.current)), wait);
    return () => clearTimeout(timer);
  }, [results]);

  /** Puts an answer for `badge` on top of the screen's list. */
  const show = useCallback((badge: string, feedback: ScanFeedback) => {
    const name = feedback.kind === 'result' ? (feedback.items[0]?.employee_name ?? null) : null;
    const now = Date.now();
    const result: ScanResultShown = {
      id: String(++nextId.current),
      badge: badge.trim().toLowerCase(),
      at: now,
      outcome: feedback,
      name,
      badgeEnding: badgeEnding(badge),
    };
    setResults((list) => addKioskResult(list, result, now, limitsRef.current));
  }, []);

  /** A badge's answer taken off the screen: its scan was kept on the device instead. */
  const forget = useCallback((badge: string) => {
    const key = badge.trim().toLowerCase();
    setResults((list) => list.filter((r) => r.badge !== key));
  }, []);

  /** The kiosk flow of decision 095 for one physical scan: every call carries its scan_id. */
  const runFlow = useCallback(
    async (input: ScanBadgeInput) => {
      const calls: Record<KioskScanCall, typeof autoAssign> = { 'tv-auto-assign': autoAssign, 'tv-badge-scan': scanBadge };
      let items: ScanResultItem[] = [];
      let call: KioskScanCall | null = FIRST_KIOSK_SCAN_CALL;
      while (call) {
        items = await calls[call](input);
        call = nextKioskScanCall(call, items);
      }
      const name = items[0]?.employee_name;
      if (name) void rememberName(input.employee_id, name).catch(() => undefined);
      // A result in the person's language shows in it from the first frame: its texts are fetched first (decision 143).
      await prepareLanguage(items[0]?.preferred_language).catch(() => undefined);
      return items;
    },
    [autoAssign, scanBadge],
  );

  const showResult = useCallback(
    (badge: string, items: ScanResultItem[]) => {
      show(badge, { kind: 'result', items });
      onResultRef.current?.(items);
    },
    [show],
  );

  // Issue 14 (decision 127): scans kept on the device while the server cannot be reached.
  const offline = useOfflineScans({
    send: (scan: QueuedScan) =>
      runFlow({
        employee_id: scan.employee_id,
        fulfillment_center_id: scan.fulfillment_center_id,
        quarter_number: scan.quarter_number ?? undefined,
        assignment_date: scan.assignment_date ?? undefined,
        scan_id: scan.scan_id,
        scanned_at: scan.scanned_at,
      }),
    onReplayed: (scan: QueuedScan, outcome: ReplayOutcome) => {
      if (outcome.kind === 'result') showResult(scan.employee_id, outcome.items);
      else show(scan.employee_id, { kind: 'error', message: describeScanFailure(toFailedScan(outcome.error), surface) });
    },
  });
  const { keep, replay, clearSaved } = offline;

  const scan = useCallback(
    async (value: string) => {
      setPending((n) => n + 1);
      // Made when the badge is read and sent even online: a retry of this scan changes nothing twice.
      const scanId = newUuid();
      const scannedAt = new Date().toISOString();
      if (!target.current.quartersKnown && isOnline()) await new Promise<void>((send) => waitingForQuarter.current.push(send));
      const { quarterNumber, assignmentDate } = target.current;
      const input: ScanBadgeInput = {
        employee_id: value,
        quarter_number: quarterNumber ?? undefined,
        assignment_date: assignmentDate ?? undefined,
        fulfillment_center_id: centerId,
        scan_id: scanId,
        scanned_at: scannedAt,
      };
      const keepOnDevice = async () => {
        await keep({
          scan_id: scanId,
          scanned_at: scannedAt,
          employee_id: value,
          fulfillment_center_id: centerId,
          quarter_number: quarterNumber,
          assignment_date: assignmentDate,
        });
        forget(value);
      };
      try {
        if (!isOnline()) {
          await keepOnDevice();
          return;
        }
        const items = await runFlow(input);
        clearSaved();
        showResult(value, items);
        // The server answers: whatever waits on the device goes now.
        replay();
      } catch (error) {
        if (shouldKeepScanOnDevice(answeredStatus(error), isOnline())) {
          try {
            await keepOnDevice();
            return;
          } catch {
            // The device could not store it either: say the scan failed, as before issue 14.
          }
        }
        show(value, { kind: 'error', message: describeScanFailure(toFailedScan(error), surface) });
      } finally {
        setPending((n) => n - 1);
      }
    },
    [runFlow, showResult, show, forget, keep, replay, clearSaved, centerId, surface],
  );

  return { scan, results, isScanning: pending > 0, offline: offline.state };
}
