/**
 * The badge-scan engine (DESIGN §4 Badge scan; issues 5 and 12). One transaction per scan. It
 * first reads what no scan changes (the person, the center's quarters), then locks the
 * center's TV config row: scans of one center queue behind each other from there, so the
 * attendance count, the free stations and the insert all see the same floor, with any number
 * of kiosks and server processes (decision 017). Behind the lock it reads only the rows it
 * needs, never the whole floor, so the queue moves fast (decision 111). The unique keys on
 * assignments stay the last word.
 */
import { chooseScanStation } from '@stationboard/domain/assignments/choose-scan-station';
import type { AuditAction } from '@stationboard/domain/audit/audit-log';
import { AppError } from '@stationboard/domain/errors/app-error';
import { MESSAGES } from '@stationboard/domain/messages';
import { addDays } from '@stationboard/domain/quarters/local-time';
import { laterOccurrencesInShift, previousOccurrenceInShift } from '@stationboard/domain/quarters/shift-order';
import type { ScanResultItem } from '@stationboard/domain/schemas/badge-scan';
import type { Db, Tx } from '../../db/database.ts';
import { auditedEmployee, writeAudit, type AuditEntry } from '../../lib/audit.ts';
import { readCenterClock } from '../quarters/center-clock.ts';
import {
  findAssignment,
  findScanCandidates,
  findScannedEmployee,
  findScanStation,
  insertAssignment,
  listRoutingAreas,
  lockCenterConfig,
  markCheckedIn,
  readAssignmentFacts,
  readScanState,
  type AssignmentRow,
  type At,
  type CenterConfig,
  type ScanState,
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
  now: Date;
};

const TV_CREATED_BY = 'tv';
const RETRIES = 3;
const RETRYABLE = new Set(['40001', '40P01', '23505']);

type Context = {
  tx: Tx;
  config: CenterConfig;
  now: Date;
  actor: string;
  employee: ScannedEmployee;
};

/** Runs a scan, trying again when a concurrent writer forced a rollback. */
export async function runBadgeScan(db: Db, request: ScanRequest): Promise<ScanResultItem[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => scanInTransaction(tx, request));
    } catch (err) {
      const code = (err as { cause?: { code?: string }; code?: string }).cause?.code ?? (err as { code?: string }).code;
      if (attempt >= RETRIES || !code || !RETRYABLE.has(code)) throw err;
    }
  }
}

async function scanInTransaction(tx: Tx, request: ScanRequest): Promise<ScanResultItem[]> {
  const employee = await findScannedEmployee(tx, request.centerId, request.value);
  if (!employee) throw new AppError('NOT_FOUND', MESSAGES.scanEmployeeNotFound);
  const clock = await readCenterClock(tx, request.centerId, request.now);
  const quarter = clock.quarters.find((q) => q.quarter_number === request.quarterNumber);
  if (!quarter) throw new AppError('NOT_FOUND', 'Quarter not found');
  const at: At = { quarter, date: request.date ?? clock.occurrenceOf(quarter).date };
  // A kiosk scans into the floor's day or, looking ahead or back across midnight, the one beside it.
  if (![-1, 0, 1].some((days) => addDays(clock.operatingDay, days) === at.date)) {
    throw new AppError('BAD_REQUEST', `assignment_date: must be within a day of the operating day ${clock.operatingDay}`);
  }
  const previous = previousOccurrenceInShift(clock.quarters, at);
  const later = laterOccurrencesInShift(clock.quarters, at);
  const shift = [...(previous ? [previous] : []), at, ...later];
  const context = (config: CenterConfig): Context => ({ tx, config, now: request.now, actor: request.actorEmployeeId, employee });

  // Most scans assign nothing: someone placed already is checked in, and a full floor routes
  // them elsewhere. Those answers hold as the floor stands now, so they need no turn at the lock.
  const seen = await readScanState(tx, request.centerId, employee.id, at, shift);
  if (seen.config) {
    const settled = await settleWithoutAssigning(context(seen.config), at, seen, request.mode);
    if (settled) return settled;
  }

  // Assigning takes turns: from here the attendance and the free stations cannot change under us.
  const ctx = context(await lockCenterConfig(tx, request.centerId, request.actorEmployeeId));
  const state = await readScanState(tx, request.centerId, employee.id, at, shift);
  const settled = await settleWithoutAssigning(ctx, at, state, request.mode);
  if (settled) return settled;
  const heldIn = (o: At) => state.held.find((a) => a.quarterId === o.quarter.id && a.assignmentDate === o.date) ?? null;

  const destination = previous ? (heldIn(previous)?.rotatesTo ?? null) : null;
  const candidates = await findScanCandidates(tx, ctx.config, at, destination);
  const taken = new Set(candidates.filter((c) => c.is_taken).map((c) => c.id));
  const choice = chooseScanStation(candidates, taken, destination);
  if (!choice) {
    const areas = await listRoutingAreas(tx, ctx.config.fulfillmentCenterId);
    if (areas.length > 0) return [await routingItem(ctx, at, state.attendance, MESSAGES.scanAdditionalSupport, areas)];
    return [baseItem(ctx, at, { message: MESSAGES.scanNoStations, current_attendance: state.attendance })];
  }
  const first = await assign(ctx, at, choice.station, { checkedIn: true, action: 'TV_BADGE_SCAN_ASSIGNMENT' });
  const items = [await assignedItem(ctx, at, choice.station, first, { message: MESSAGES.scanAssigned, autoCheckedIn: true })];

  // Step 6: the rest of the shift follows the rotation rules from the station of the quarter before.
  let nextId = choice.station.rotates_to;
  for (const laterAt of later) {
    const planned = heldIn(laterAt);
    if (planned) {
      // Already planned for that quarter: the chain goes on from where they will be.
      nextId = planned.rotatesTo;
      continue;
    }
    const next = nextId ? await findScanStation(tx, ctx.config, laterAt, nextId) : null;
    if (!next) break;
    nextId = next.rotates_to;
    if (!next.is_active) {
      await writeAudit(tx, auditEntry(ctx, 'SKIP_INACTIVE_STATION', laterAt, next, null));
      items.push(baseItem(ctx, laterAt, { station_name: next.station_code, message: `${next.station_code} is inactive; skipped` }));
      continue;
    }
    if (next.is_taken) {
      items.push(baseItem(ctx, laterAt, { station_name: next.station_code, message: `${next.station_code} is already taken` }));
      continue;
    }
    const row = await assign(ctx, laterAt, next, { checkedIn: false, action: 'AUTO_ASSIGN_REMAINING' });
    items.push(await assignedItem(ctx, laterAt, next, row, { message: `Assigned to ${next.station_code}`, autoCheckedIn: false }));
  }
  return items;
}

/**
 * Steps 3 and 4: the answer for someone who holds a station in the quarter, or for a floor at
 * its maximum. Null when the scan must assign, or the station held was removed meanwhile.
 */
async function settleWithoutAssigning(ctx: Context, at: At, state: ScanState, mode: ScanMode): Promise<ScanResultItem[] | null> {
  const existing = state.held.find((a) => a.quarterId === at.quarter.id && a.assignmentDate === at.date);
  if (existing) {
    const item = mode === 'scan' ? await checkIn(ctx, at, existing) : await conflictItem(ctx, at, existing);
    if (item) return [item];
  }
  if (state.attendance >= ctx.config.maximumAttendance) return [await routingItem(ctx, at, state.attendance, MESSAGES.scanMaximumAttendance)];
  return null;
}

function auditEntry(ctx: Context, action: AuditAction, at: At, station: ScanStation, recordId: string | null): AuditEntry {
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
    newValues: { station_code: station.station_code, quarter_number: at.quarter.quarter_number },
    createdBy: ctx.actor,
  };
}

async function assign(ctx: Context, at: At, station: ScanStation, options: { checkedIn: boolean; action: AuditAction }) {
  const row = await insertAssignment(ctx.tx, {
    fulfillmentCenterId: ctx.config.fulfillmentCenterId,
    stationId: station.id,
    quarterId: at.quarter.id,
    assignmentDate: at.date,
    employeeId: ctx.employee.id,
    employeeName: ctx.employee.name,
    createdBy: TV_CREATED_BY,
    checkedIn: options.checkedIn,
    checkedInAt: options.checkedIn ? ctx.now : null,
  });
  await writeAudit(ctx.tx, auditEntry(ctx, options.action, at, station, row.id));
  return row;
}

function baseItem(ctx: Context, at: At, overrides: Partial<ScanResultItem>): ScanResultItem {
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
    ...overrides,
  };
}

async function assignedItem(
  ctx: Context,
  at: At,
  station: ScanStation,
  row: AssignmentRow,
  options: { message: string; autoCheckedIn: boolean },
): Promise<ScanResultItem> {
  const facts = await readAssignmentFacts(ctx.tx, ctx.config, at, row);
  return baseItem(ctx, at, {
    station_name: station.station_code,
    checked_in: row.checkedIn,
    checked_in_at: row.checkedInAt?.toISOString() ?? null,
    message: options.message,
    current_attendance: facts.attendance,
    is_critical: facts.isCritical,
    assignment_number: facts.assignmentNumber,
    remaining_critical: facts.remainingCritical,
    auto_checked_in: options.autoCheckedIn,
  });
}

/**
 * Step 3: already assigned, so the scan checks them in; a second scan changes nothing, even
 * one at another kiosk at the same moment. Null when the assignment was removed meanwhile.
 */
async function checkIn(ctx: Context, at: At, existing: AssignmentRow): Promise<ScanResultItem | null> {
  const marked = existing.checkedIn ? null : await markCheckedIn(ctx.tx, existing.id, ctx.now);
  if (marked) {
    await writeAudit(ctx.tx, {
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
  }
  const row = marked ?? (existing.checkedIn ? existing : await findAssignment(ctx.tx, existing.id));
  if (!row) return null;
  const facts = await readAssignmentFacts(ctx.tx, ctx.config, at, row);
  return baseItem(ctx, at, {
    station_name: facts.code,
    is_check_in: true,
    checked_in: true,
    checked_in_at: row.checkedInAt?.toISOString() ?? null,
    message: MESSAGES.scanCheckedIn,
    current_attendance: facts.attendance,
    is_critical: facts.isCritical,
    assignment_number: facts.assignmentNumber,
    remaining_critical: facts.remainingCritical,
  });
}

async function conflictItem(ctx: Context, at: At, existing: AssignmentRow): Promise<ScanResultItem> {
  const facts = await readAssignmentFacts(ctx.tx, ctx.config, at, existing);
  return baseItem(ctx, at, {
    station_name: facts.code,
    checked_in: existing.checkedIn,
    checked_in_at: existing.checkedInAt?.toISOString() ?? null,
    message: MESSAGES.scanAlreadyAssigned,
    is_conflict: true,
    existing_assignment: { station_code: facts.code },
    current_attendance: facts.attendance,
  });
}

async function routingItem(ctx: Context, at: At, attendance: number, message: string, areas?: string[]): Promise<ScanResultItem> {
  return baseItem(ctx, at, {
    message,
    is_overflow_routing: true,
    routing_message: message,
    routing_areas: areas ?? (await listRoutingAreas(ctx.tx, ctx.config.fulfillmentCenterId)),
    current_attendance: attendance,
  });
}
