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
 */
import { randomUUID } from 'node:crypto';
import { chooseScanStation, type ScanChoice } from '@stationboard/domain/assignments/choose-scan-station';
import { missingSkills } from '@stationboard/domain/skills/missing-skills';
import { scanReason, type ScanReason, type ScanReasonFacts } from '@stationboard/domain/assignments/scan-reason';
import { judgeScanMoment } from '@stationboard/domain/assignments/scan-replay';
import type { AuditAction } from '@stationboard/domain/audit/audit-log';
import { AppError } from '@stationboard/domain/errors/app-error';
import { MESSAGES } from '@stationboard/domain/messages';
import { addDays } from '@stationboard/domain/quarters/local-time';
import { occurrenceEndsAt } from '@stationboard/domain/quarters/operating-day';
import { ENDED_QUARTER_SCAN_MINUTES, selectScanQuarter } from '@stationboard/domain/quarters/select-quarter';
import { formatHHMM } from '@stationboard/domain/quarters/time';
import { isLineStation } from '@stationboard/domain/stations/station-kind';
import { laterOccurrencesInShift, previousOccurrenceInShift } from '@stationboard/domain/quarters/shift-order';
import type { ScanResultItem } from '@stationboard/domain/schemas/badge-scan';
import type { Db, Tx } from '../../db/database.ts';
import { auditedEmployee, writeAudit, type AuditEntry } from '../../lib/audit.ts';
import { readCenterClock, type CenterClock } from '../../floor/center-clock.ts';
import { readHeldSkills } from '../../floor/skills.ts';
import {
  factsOfPlaced,
  findAssignment,
  findScannedEmployee,
  findScanStation,
  findStationCode,
  lockCenterConfig,
  markCheckedIn,
  placeAssignment,
  readAssignmentFacts,
  readScanFloor,
  readScanState,
  type AssignmentFacts,
  type At,
  type HeldAssignment,
  type ScanConfig,
  type ScannedEmployee,
  type ScanStation,
} from './badge-scan.repository.ts';

export type ScanMode = 'scan' | 'auto-assign';

export type ScanRequest = {
  value: string;
  centerId: string;
  quarterNumber: number;
  /** The quarter's date as the kiosk shows it; the operating day's by default (decision 080). */
  date?: string;
  mode: ScanMode;
  actorEmployeeId: string;
  /** When the server received the scan. */
  now: Date;
  /** Issue 14: when the kiosk read the badge, for a scan it stored while offline (decision 126). */
  scannedAt?: Date | null;
  /** Issue 14: the kiosk's id of the scan, named on the audit row of a late scan refused. */
  scanId?: string | null;
};

const TV_CREATED_BY = 'tv';
const RETRIES = 3;
const RETRYABLE = new Set(['40001', '40P01', '23505']);

/** The scan as read before the lock: who, which quarter, and the person's place in the shift. */
type Scan = {
  request: ScanRequest;
  employee: ScannedEmployee;
  at: At;
  previous: At | null;
  later: At[];
  held: HeldAssignment[];
  /** The active routing areas, by name: where overflow goes. */
  routingAreas: string[];
};

type Context = {
  db: Db | Tx;
  config: ScanConfig;
  now: Date;
  actor: string;
  employee: ScannedEmployee;
};

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
  await writeAudit(db, {
    fulfillmentCenterId: request.centerId,
    action: 'LATE_SCAN_REFUSED',
    tableName: 'scan_receipts',
    recordId: request.scanId ?? null,
    ...(employee ? auditedEmployee(employee) : { employeeId: null, employeeName: null }),
    quarterId: quarter?.id ?? null,
    assignmentDate: quarter ? (request.date ?? clock.occurrenceOf(quarter).date) : null,
    newValues: {
      badge_value: request.value,
      scanned_at: scannedAt.toISOString(),
      received_at: request.now.toISOString(),
      quarter_number: request.quarterNumber,
      quarter_name: quarter?.quarter_name ?? null,
      call: request.mode === 'scan' ? 'tv-badge-scan' : 'tv-auto-assign',
      scan_id: request.scanId ?? null,
    },
    createdBy: request.actorEmployeeId,
  });
}

async function scan(db: Db, request: ScanRequest): Promise<ScanResultItem[]> {
  const clock = await readCenterClock(db, request.centerId, request.now);
  const quarter = clock.quarters.find((q) => q.quarter_number === request.quarterNumber);
  const at: At | null = quarter ? { quarter, date: request.date ?? clock.occurrenceOf(quarter).date } : null;
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
  if (state.config) {
    const settled = await settleWithoutAssigning(context(db, state.config, scanned), scanned, heldIn(scanned, at), state.attendance);
    if (settled) return settled;
  }
  return db.transaction((tx) => assignInTurn(tx, scanned));
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

function context(db: Db | Tx, config: ScanConfig, scanned: Scan): Context {
  return { db, config, now: scanned.request.now, actor: scanned.request.actorEmployeeId, employee: scanned.employee };
}

function heldIn(scanned: Scan, at: At): HeldAssignment | null {
  return scanned.held.find((a) => a.quarterId === at.quarter.id && a.assignmentDate === at.date) ?? null;
}

/**
 * Steps 3 and 4: the answer for someone who holds a station in the quarter, or for a floor at
 * its maximum. Null when the scan must assign, or the station held was removed meanwhile.
 */
async function settleWithoutAssigning(ctx: Context, scanned: Scan, existing: HeldAssignment | null, attendance: number): Promise<ScanResultItem[] | null> {
  const { at, request } = scanned;
  if (existing) {
    const item = request.mode === 'scan' ? await checkIn(ctx, at, existing) : await conflictItem(ctx, at, existing);
    if (item) return [item];
  }
  if (attendance >= ctx.config.maximumAttendance) return [routingItem(ctx, at, attendance, MESSAGES.scanMaximumAttendance, scanned.routingAreas)];
  return null;
}

/** Steps 3 to 6 with the center's lock held: nothing another scan does can come between the read and the write. */
async function assignInTurn(tx: Tx, scanned: Scan): Promise<ScanResultItem[]> {
  const { at, previous, later, request } = scanned;
  const ctx = context(tx, await lockCenterConfig(tx, request.centerId, request.actorEmployeeId), scanned);
  const destination = previous ? (heldIn(scanned, previous)?.rotatesTo ?? null) : null;
  const floor = await readScanFloor(tx, ctx.config, at, scanned.employee.id, destination);
  const existing = floor.heldId ? await findAssignment(tx, floor.heldId) : null;
  const settled = await settleWithoutAssigning(ctx, scanned, existing, floor.attendance);
  if (settled) return settled;

  const taken = new Set(floor.candidates.filter((c) => c.is_taken).map((c) => c.id));
  // Issue 15: only stations whose skills the person holds on the date.
  const held = await readHeldSkills(tx, scanned.employee.id);
  const choice = chooseScanStation(floor.candidates, taken, destination, { held, onDate: at.date });
  if (!choice) {
    if (scanned.routingAreas.length > 0) return [routingItem(ctx, at, floor.attendance, MESSAGES.scanAdditionalSupport, scanned.routingAreas)];
    return [baseItem(ctx, at, { message: MESSAGES.scanNoStations, current_attendance: floor.attendance, reason: scanReason({ code: 'no_station' }) })];
  }
  const reason = await reasonOfChoice(tx, scanned, choice);
  await place(tx, ctx, at, choice.station, { checkedIn: true, action: 'TV_BADGE_SCAN_ASSIGNMENT', reason });
  const items = [assignedItem(ctx, at, factsOfPlaced(floor, choice.station, true), { message: MESSAGES.scanAssigned, checkedIn: true, reason })];

  // Step 6: the rest of the shift follows the rotation rules from the station of the quarter before.
  let nextId = choice.station.rotates_to;
  let fromCode: string | null = choice.station.station_code;
  for (const laterAt of later) {
    const planned = heldIn(scanned, laterAt);
    if (planned) {
      // Already planned for that quarter: the chain goes on from where they will be.
      nextId = planned.rotatesTo;
      fromCode = null;
      continue;
    }
    const next = nextId ? await findScanStation(tx, ctx.config, laterAt, nextId) : null;
    if (!next) break;
    nextId = next.rotates_to;
    const skipped = scanReason({ code: 'skipped', from_station: next.station_code });
    if (!next.is_active) {
      await writeAudit(tx, auditEntry(ctx, 'SKIP_INACTIVE_STATION', laterAt, next, null, skipped));
      items.push(baseItem(ctx, laterAt, { station_name: next.station_code, message: `${next.station_code} is inactive; skipped`, reason: skipped }));
      fromCode = next.station_code;
      continue;
    }
    if (next.is_taken) {
      items.push(baseItem(ctx, laterAt, { station_name: next.station_code, message: `${next.station_code} is already taken`, reason: skipped }));
      fromCode = next.station_code;
      continue;
    }
    if (missingSkills(next.required_skills, held, laterAt.date).length > 0) {
      const lacking = scanReason({ code: 'skills_skipped', from_station: next.station_code });
      items.push(baseItem(ctx, laterAt, { station_name: next.station_code, message: MESSAGES.scanStationNeedsSkills(next.station_code), reason: lacking }));
      fromCode = next.station_code;
      continue;
    }
    const rotation = scanReason({ code: 'rotation', from_station: fromCode });
    const id = await place(tx, ctx, laterAt, next, { checkedIn: false, action: 'AUTO_ASSIGN_REMAINING', reason: rotation });
    const facts = await readAssignmentFacts(tx, ctx.config, laterAt, { id, stationId: next.id });
    items.push(assignedItem(ctx, laterAt, facts, { message: `Assigned to ${next.station_code}`, checkedIn: false, reason: rotation }));
    fromCode = next.station_code;
  }
  return items;
}

/**
 * Why chooseScanStation chose the station: for a rotation, the station of the quarter before
 * it rotated from (read by id, once, only then); for a line station, its line.
 */
async function reasonOfChoice(tx: Tx, scanned: Scan, choice: ScanChoice<ScanStation>): Promise<ScanReason> {
  // Issue 15: passing over the station the rules pointed at is what the line must say.
  if (choice.skippedForSkills) return scanReason({ code: 'skills_skipped', from_station: choice.skippedForSkills.station.station_code });
  const facts: ScanReasonFacts = { code: choice.reason };
  if (choice.reason === 'rotation' && scanned.previous) {
    const from = heldIn(scanned, scanned.previous);
    facts.from_station = from ? await findStationCode(tx, from.stationId) : null;
  }
  if (choice.reason === 'line' && isLineStation(choice.station)) facts.line = choice.station.line_number;
  return scanReason(facts);
}

/** The reason as an audit row keeps it: the code and its English line. */
function auditedReason(reason: ScanReason) {
  return { code: reason.code, text: reason.text };
}

function auditEntry(ctx: Context, action: AuditAction, at: At, station: ScanStation, recordId: string | null, reason: ScanReason): AuditEntry {
  return {
    fulfillmentCenterId: ctx.config.fulfillmentCenterId,
    action,
    tableName: 'assignments',
    recordId,
    ...auditedEmployee(ctx.employee),
    stationId: station.id,
    stationName: station.station_code,
    quarterId: at.quarter.id,
    assignmentDate: at.date,
    newValues: { station_code: station.station_code, quarter_number: at.quarter.quarter_number, reason: auditedReason(reason) },
    createdBy: ctx.actor,
  };
}

/** Places the person on `station` in `at` (created_by `tv`), audited; answers the assignment's id. */
async function place(tx: Tx, ctx: Context, at: At, station: ScanStation, options: { checkedIn: boolean; action: AuditAction; reason: ScanReason }): Promise<string> {
  const id = randomUUID();
  await placeAssignment(
    tx,
    {
      id,
      fulfillmentCenterId: ctx.config.fulfillmentCenterId,
      stationId: station.id,
      quarterId: at.quarter.id,
      assignmentDate: at.date,
      employeeId: ctx.employee.id,
      employeeName: ctx.employee.name,
      createdBy: TV_CREATED_BY,
      checkedIn: options.checkedIn,
      checkedInAt: options.checkedIn ? ctx.now : null,
    },
    auditEntry(ctx, options.action, at, station, id, options.reason),
  );
  return id;
}

function baseItem(ctx: Context, at: At, overrides: Partial<ScanResultItem> & { reason: ScanReason }): ScanResultItem {
  return {
    quarter_number: at.quarter.quarter_number,
    quarter_name: at.quarter.quarter_name,
    employee_name: ctx.employee.name,
    station_name: null,
    is_check_in: false,
    checked_in: false,
    checked_in_at: null,
    message: '',
    is_overflow_routing: false,
    routing_message: null,
    routing_areas: [],
    current_attendance: 0,
    maximum_attendance: ctx.config.maximumAttendance,
    is_critical: false,
    assignment_number: null,
    remaining_critical: 0,
    auto_checked_in: false,
    is_conflict: false,
    existing_assignment: null,
    preferred_language: ctx.employee.preferredLanguage,
    ...overrides,
  };
}

/** An assignment the scan made: checked in (step 5) when the person is here for that quarter. */
function assignedItem(ctx: Context, at: At, facts: AssignmentFacts, options: { message: string; checkedIn: boolean; reason: ScanReason }): ScanResultItem {
  return baseItem(ctx, at, {
    station_name: facts.code,
    checked_in: options.checkedIn,
    checked_in_at: options.checkedIn ? ctx.now.toISOString() : null,
    message: options.message,
    current_attendance: facts.attendance,
    is_critical: facts.isCritical,
    assignment_number: facts.assignmentNumber,
    remaining_critical: facts.remainingCritical,
    auto_checked_in: options.checkedIn,
    reason: options.reason,
  });
}

/**
 * Step 3: already assigned, so the scan checks them in; a second scan changes nothing, even
 * one at another kiosk at the same moment. Null when the assignment was removed meanwhile.
 */
async function checkIn(ctx: Context, at: At, existing: HeldAssignment): Promise<ScanResultItem | null> {
  const checkedInAt = existing.checkedIn
    ? existing.checkedInAt
    : await ctx.db.transaction(async (tx) => {
        const marked = await markCheckedIn(tx, existing.id, ctx.now);
        if (marked) {
          await writeAudit(tx, {
            fulfillmentCenterId: ctx.config.fulfillmentCenterId,
            action: 'UPDATE',
            tableName: 'assignments',
            recordId: existing.id,
            ...auditedEmployee(ctx.employee),
            stationId: existing.stationId,
            quarterId: at.quarter.id,
            assignmentDate: at.date,
            oldValues: { checked_in: false },
            newValues: { checked_in: true },
            createdBy: ctx.actor,
          });
          return marked;
        }
        // Checked in by another kiosk a moment ago, or removed.
        const current = await findAssignment(tx, existing.id);
        return current ? current.checkedInAt : undefined;
      });
  if (checkedInAt === undefined) return null;
  const facts = await readAssignmentFacts(ctx.db, ctx.config, at, existing);
  return baseItem(ctx, at, {
    station_name: facts.code,
    is_check_in: true,
    checked_in: true,
    checked_in_at: checkedInAt?.toISOString() ?? null,
    message: MESSAGES.scanCheckedIn,
    reason: scanReason({ code: 'already_assigned' }),
    current_attendance: facts.attendance,
    is_critical: facts.isCritical,
    assignment_number: facts.assignmentNumber,
    remaining_critical: facts.remainingCritical,
  });
}

async function conflictItem(ctx: Context, at: At, existing: HeldAssignment): Promise<ScanResultItem> {
  const facts = await readAssignmentFacts(ctx.db, ctx.config, at, existing);
  return baseItem(ctx, at, {
    station_name: facts.code,
    checked_in: existing.checkedIn,
    checked_in_at: existing.checkedInAt?.toISOString() ?? null,
    message: MESSAGES.scanAlreadyAssigned,
    reason: scanReason({ code: 'already_assigned' }),
    is_conflict: true,
    existing_assignment: { station_code: facts.code },
    current_attendance: facts.attendance,
  });
}

function routingItem(ctx: Context, at: At, attendance: number, message: string, areas: string[]): ScanResultItem {
  return baseItem(ctx, at, {
    message,
    is_overflow_routing: true,
    routing_message: message,
    routing_areas: areas,
    current_attendance: attendance,
    reason: scanReason({ code: 'overflow', areas }),
  });
}
