/**
 * The badge-scan engine (DESIGN §4 Badge scan; issues 5 and 12; decisions 017 and 111).
 *
 * Most scans assign nothing: someone placed already is checked in, and a floor at its maximum
 * sends people elsewhere. Those answers hold as the floor stands when they are read, so they
 * are given from plain reads. A scan that assigns takes the center's lock, its TV config row,
 * in a short transaction: scans of one center assign one after another, so the attendance
 * count, the free stations and the insert all see the same floor, with any number of kiosks
 * and server processes. Behind the lock it reads the floor once, in one statement, and writes
 * the assignment with its audit row in another. The unique keys on assignments stay the last
 * word: a scan that loses a race on them starts again.
 *
 * Here: the moment and the quarter a scan is judged in, and the retries. Steps 3 and 4 are in
 * scan-check-in.ts, steps 5 and 6 behind the lock in scan-placement.ts, the answers in
 * scan-answers.ts.
 */
import { judgeScanMoment } from '@stationboard/domain/assignments/scan-replay';
import { AppError } from '@stationboard/domain/errors/app-error';
import { MESSAGES } from '@stationboard/domain/messages';
import { addDays } from '@stationboard/domain/quarters/local-time';
import { scanReason } from '@stationboard/domain/assignments/scan-reason';
import { occurrenceEndsAt, operatingDayOf } from '@stationboard/domain/quarters/operating-day';
import { rosterShiftOfQuarter } from '@stationboard/domain/roster/roster';
import { ENDED_QUARTER_SCAN_MINUTES, nearestOccurrence, selectScanQuarter } from '@stationboard/domain/quarters/select-quarter';
import { laterOccurrencesInShift, previousOccurrenceInShift } from '@stationboard/domain/quarters/shift-order';
import { formatHHMM } from '@stationboard/domain/quarters/time';
import type { ScanResultItem } from '@stationboard/domain/schemas/badge-scan';
import type { Db } from '../../db/database.ts';
import { auditedChange, auditedEmployee } from '../../lib/audit.ts';
import { readCenterClock, type CenterClock } from '../../floor/center-clock.ts';
import { findScannedEmployee, readScanState, type At } from './badge-scan.repository.ts';
import { settleWithoutAssigning } from './scan-check-in.ts';
import { actingOfScan, context, heldIn, type Scan, type ScanRequest } from './scan-context.ts';
import { assignInTurn } from './scan-placement.ts';
import { findOffRosterReason } from '../../floor/roster-standing.ts';

const RETRIES = 3;
const RETRYABLE = new Set(['40001', '40P01', '23505']);

/**
 * Runs a scan, trying again when a concurrent writer forced a rollback. A scan read at
 * `scannedAt` is judged at that moment while it is recent enough (decision 126): the quarter's
 * date, the floor, the check-in time. An older one is refused and listed for a manager.
 */
export async function runBadgeScan(db: Db, request: ScanRequest): Promise<ScanResultItem[]> {
  const verdict = judgeScanMoment(request.scannedAt, request.now);
  if (verdict.kind === 'in_future') throw new AppError('BAD_REQUEST', MESSAGES.scanInFuture);
  if (verdict.kind === 'too_old') {
    await listLateScan(db, request, request.scannedAt!);
    throw new AppError('CONFLICT', MESSAGES.scanTooOld);
  }
  const judged = { ...request, now: verdict.at };
  for (let attempt = 1; ; attempt++) {
    try {
      return await scan(db, judged);
    } catch (err) {
      const code = (err as { cause?: { code?: string }; code?: string }).cause?.code ?? (err as { code?: string }).code;
      if (attempt >= RETRIES || !code || !RETRYABLE.has(code)) throw err;
    }
  }
}

/**
 * A late scan refused, as a manager finds it in Planner → Logs: who (when the badge names
 * someone), the badge value, when it was read and received, and the quarter it was meant for.
 */
async function listLateScan(db: Db, request: ScanRequest, scannedAt: Date): Promise<void> {
  const clock = await readCenterClock(db, request.centerId, scannedAt);
  const quarter = clock.quarters.find((q) => q.quarter_number === request.quarterNumber);
  const employee = await findScannedEmployee(db, request.centerId, request.value);
  await auditedChange(db, actingOfScan(request), ({ audit }) =>
    audit({
      action: 'LATE_SCAN_REFUSED',
      tableName: 'scan_receipts',
      recordId: request.scanId ?? null,
      ...(employee ? auditedEmployee(employee) : { employeeId: null, employeeName: null }),
      quarterId: quarter?.id ?? null,
      assignmentDate: quarter ? (request.date ?? nearestOccurrence(quarter, clock.now).date) : null,
      newValues: {
        badge_value: request.value,
        scanned_at: scannedAt.toISOString(),
        received_at: request.now.toISOString(),
        quarter_number: request.quarterNumber,
        quarter_name: quarter?.quarter_name ?? null,
        call: request.mode === 'scan' ? 'tv-badge-scan' : 'tv-auto-assign',
        scan_id: request.scanId ?? null,
      },
    }),
  );
}

async function scan(db: Db, request: ScanRequest): Promise<ScanResultItem[]> {
  const clock = await readCenterClock(db, request.centerId, request.now);
  const quarter = clock.quarters.find((q) => q.quarter_number === request.quarterNumber);
  const at: At | null = quarter ? { quarter, date: request.date ?? nearestOccurrence(quarter, clock.now).date } : null;
  // A kiosk scans into the floor's day or, looking ahead or back across midnight, the one beside it.
  const isDateNear = at !== null && [-1, 0, 1].some((days) => addDays(clock.operatingDay, days) === at.date);
  const refusal = at && isDateNear ? endedQuarterRefusal(clock, at, request.now) : null;
  if (!at || !isDateNear || refusal) {
    // An unknown badge says so first, whatever else the request gets wrong.
    if (!(await findScannedEmployee(db, request.centerId, request.value))) throw new AppError('NOT_FOUND', MESSAGES.scanEmployeeNotFound);
    if (!at) throw new AppError('NOT_FOUND', 'Quarter not found');
    throw refusal ?? new AppError('BAD_REQUEST', `assignment_date: must be within a day of the operating day ${clock.operatingDay}`);
  }
  const previous = previousOccurrenceInShift(clock.quarters, at);
  const later = laterOccurrencesInShift(clock.quarters, at);
  const state = await readScanState(db, request.centerId, request.value, at, [...(previous ? [previous] : []), at, ...later]);
  if (!state) throw new AppError('NOT_FOUND', MESSAGES.scanEmployeeNotFound);
  const scanned: Scan = { request, employee: state.employee, at, previous, later, held: state.held, routingAreas: state.routingAreas };
  const settled = state.config ? await settleWithoutAssigning(context(db, state.config, scanned), scanned, heldIn(scanned, at), state.attendance) : null;
  const items = settled ?? (await auditedChange(db, actingOfScan(request), (change) => assignInTurn(change, scanned)));
  return withRosterLine(db, clock, state.employee.id, at, items);
}

/**
 * Decision 153: a scan works for someone off the day's roster as for anyone, and its reason
 * lines say they were not rostered. Read after the scan, outside its lock.
 */
async function withRosterLine(db: Db, clock: CenterClock, employeeId: string, at: At, items: ScanResultItem[]): Promise<ScanResultItem[]> {
  if (!items.some((item) => item.reason)) return items;
  const off = await findOffRosterReason(db, employeeId, operatingDayOf(at, clock.quarters), rosterShiftOfQuarter(at.quarter.shift));
  if (!off) return items;
  return items.map((item) => (item.reason ? { ...item, reason: scanReason({ ...item.reason, not_rostered: true }) } : item));
}

/**
 * Decision 136: a scan never lands in a quarter occurrence that ended more than 30 minutes
 * before the scan's moment (a kiosk left on a finished quarter, a replay, a hand-picked quarter).
 * The refusal names the quarter the scan belongs in now, by the kiosks' own rule.
 */
function endedQuarterRefusal(clock: CenterClock, at: At, scannedAt: Date): AppError | null {
  const endedMs = scannedAt.getTime() - occurrenceEndsAt(at, clock.timeZone).getTime();
  if (endedMs <= ENDED_QUARTER_SCAN_MINUTES * 60_000) return null;
  const into = selectScanQuarter(clock.quarters, clock.now);
  if (!into) return null;
  const intoName = into.quarter.id === at.quarter.id ? `${into.quarter.quarter_name} of ${into.date}` : into.quarter.quarter_name;
  return new AppError('CONFLICT', MESSAGES.scanQuarterEnded(at.quarter.quarter_name, formatHHMM(at.quarter.end_time), intoName), {
    type: 'QUARTER_ENDED',
    quarter_number: into.quarter.quarter_number,
    quarter_name: into.quarter.quarter_name,
    assignment_date: into.date,
  });
}
