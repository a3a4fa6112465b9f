/**
 * The badge-scan engine (DESIGN §4 Badge scan; issue 5). One transaction per scan that first
 * locks the center's TV config row: scans of one center queue behind each other, so the
 * attendance count, the free stations and the insert all see the same floor, with any number
 * of kiosks and server processes. The unique keys on assignments stay the last word.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { chooseScanStation } from '@stationboard/domain/assignments/choose-scan-station';
import type { AuditAction } from '@stationboard/domain/audit/audit-log';
import { AppError } from '@stationboard/domain/errors/app-error';
import { MESSAGES } from '@stationboard/domain/messages';
import { addDays } from '@stationboard/domain/quarters/local-time';
import type { Occurrence } from '@stationboard/domain/quarters/operating-day';
import { laterOccurrencesInShift, previousOccurrenceInShift } from '@stationboard/domain/quarters/shift-order';
import type { ScanResultItem } from '@stationboard/domain/schemas/badge-scan';
import { DEFAULT_MAXIMUM_ATTENDANCE } from '@stationboard/domain/schemas/maximum-attendance';
import type { Db, Tx } from '../../db/database.ts';
import * as s from '../../db/schema.ts';
import { auditedEmployee, writeAudit, type AuditEntry } from '../../lib/audit.ts';
import { readCenterClock } from '../quarters/center-clock.ts';
import type { Quarter } from '@stationboard/domain/schemas/quarter';

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

/** A quarter on the date of its assignments: scans chain across midnight (decision 080). */
type At = Occurrence<Quarter>;

type Context = {
  tx: Tx;
  centerId: string;
  now: Date;
  maximum: number;
  actor: string;
  employee: typeof s.employees.$inferSelect;
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

async function lockCenterConfig(tx: Tx, centerId: string, actor: string) {
  const inserted = await tx
    .insert(s.tvCenterConfigs)
    .values({ fulfillmentCenterId: centerId, maximumAttendance: DEFAULT_MAXIMUM_ATTENDANCE })
    .onConflictDoNothing()
    .returning({ id: s.tvCenterConfigs.id });
  if (inserted.length > 0) {
    await writeAudit(tx, {
      fulfillmentCenterId: centerId,
      action: 'TV_ASSIGNMENT_CONFIG_INITIALIZED',
      tableName: 'tv_center_configs',
      recordId: inserted[0]!.id,
      newValues: { maximum_attendance: DEFAULT_MAXIMUM_ATTENDANCE },
      createdBy: actor,
    });
  }
  const [config] = await tx.select().from(s.tvCenterConfigs).where(eq(s.tvCenterConfigs.fulfillmentCenterId, centerId)).for('update');
  return config!;
}

/** Step 1: the first active employee whose badge barcode, employee UID or login is the value. */
async function findScannedEmployee(tx: Tx, centerId: string, value: string) {
  const numeric = /^\d{1,15}$/.test(value) ? Number(value) : null;
  const matches = sql`(${numeric !== null ? sql`${s.employees.badgeBarcodeId} = ${numeric} or ${s.employees.employeeUid} = ${numeric} or ` : sql``}lower(${s.employees.employeeId}) = lower(${value}))`;
  const [employee] = await tx
    .select()
    .from(s.employees)
    .where(and(eq(s.employees.fulfillmentCenterId, centerId), eq(s.employees.isActive, true), matches))
    .orderBy(asc(s.employees.createdAt), asc(s.employees.id))
    .limit(1);
  return employee ?? null;
}

async function scanInTransaction(tx: Tx, request: ScanRequest): Promise<ScanResultItem[]> {
  const config = await lockCenterConfig(tx, request.centerId, request.actorEmployeeId);
  const employee = await findScannedEmployee(tx, request.centerId, request.value);
  if (!employee) throw new AppError('NOT_FOUND', MESSAGES.scanEmployeeNotFound);
  const clock = await readCenterClock(tx, request.centerId, request.now);
  const quarter = clock.quarters.find((q) => q.quarter_number === request.quarterNumber);
  if (!quarter) throw new AppError('NOT_FOUND', 'Quarter not found');
  const at = { quarter, date: request.date ?? clock.occurrenceOf(quarter).date };
  // A kiosk scans into the floor's day or, looking ahead or back across midnight, the one beside it.
  if (![-1, 0, 1].some((days) => addDays(clock.operatingDay, days) === at.date)) {
    throw new AppError('BAD_REQUEST', `assignment_date: must be within a day of the operating day ${clock.operatingDay}`);
  }
  const ctx: Context = { tx, centerId: request.centerId, now: request.now, maximum: config.maximumAttendance, actor: request.actorEmployeeId, employee };

  const existing = await findAssignmentOf(ctx, at);
  if (existing) return [request.mode === 'scan' ? await checkIn(ctx, at, existing) : await conflictItem(ctx, at, existing)];

  const attendance = await checkedInCount(ctx, at);
  if (attendance >= ctx.maximum) return [await routingItem(ctx, at, attendance, MESSAGES.scanMaximumAttendance)];

  const floor = await loadFloor(ctx, at);
  const previous = previousOccurrenceInShift(clock.quarters, at);
  const before = previous ? await findAssignmentOf(ctx, previous) : null;
  const destination = before ? floor.rules.get(before.stationId) ?? null : null;
  const choice = chooseScanStation(floor.stations, floor.occupied, destination);
  if (!choice) {
    const areas = await routingAreas(ctx);
    if (areas.length > 0) return [await routingItem(ctx, at, attendance, MESSAGES.scanAdditionalSupport, areas)];
    return [baseItem(ctx, at, { message: MESSAGES.scanNoStations, current_attendance: attendance })];
  }
  const first = await assign(ctx, at, choice.station, { checkedIn: true, action: 'TV_BADGE_SCAN_ASSIGNMENT' });
  const items = [await assignedItem(ctx, at, choice.station, first, { message: MESSAGES.scanAssigned, attendance: attendance + 1, autoCheckedIn: true })];

  // Step 6: the rest of the shift follows the rotation rules from the station of the quarter before.
  let from: FloorStation | undefined = choice.station;
  for (const later of laterOccurrencesInShift(clock.quarters, at)) {
    const held = await findAssignmentOf(ctx, later);
    if (held) {
      // Already planned for that quarter: the chain goes on from where they will be.
      from = floor.stations.find((st) => st.id === held.stationId);
      continue;
    }
    const nextId = from ? floor.rules.get(from.id) : undefined;
    const next = nextId ? floor.stations.find((st) => st.id === nextId) : undefined;
    if (!next) break;
    from = next;
    if (!next.is_active) {
      await writeAudit(tx, auditEntry(ctx, 'SKIP_INACTIVE_STATION', later, next, null));
      items.push(baseItem(ctx, later, { station_name: next.station_code, message: `${next.station_code} is inactive; skipped` }));
      continue;
    }
    if (await isTaken(ctx, later, next.id)) {
      items.push(baseItem(ctx, later, { station_name: next.station_code, message: `${next.station_code} is already taken` }));
      continue;
    }
    const row = await assign(ctx, later, next, { checkedIn: false, action: 'AUTO_ASSIGN_REMAINING' });
    items.push(await assignedItem(ctx, later, next, row, { message: `Assigned to ${next.station_code}`, attendance: await checkedInCount(ctx, later), autoCheckedIn: false }));
  }
  return items;
}

type FloorStation = { id: string; station_code: string; is_active: boolean; is_critical: boolean; line_number: number | null; station_type: { name: string } };

async function loadFloor(ctx: Context, at: At) {
  const rows = await ctx.tx
    .select({
      id: s.stations.id,
      station_code: s.stations.stationCode,
      is_active: s.stations.isActive,
      line_number: s.stations.lineNumber,
      type: s.stationTypes.name,
      critical: s.tvStationConfigs.criticalStation,
    })
    .from(s.stations)
    .innerJoin(s.stationTypes, eq(s.stationTypes.id, s.stations.stationTypeId))
    .leftJoin(s.tvStationConfigs, eq(s.tvStationConfigs.stationId, s.stations.id))
    .where(eq(s.stations.fulfillmentCenterId, ctx.centerId));
  const stations: FloorStation[] = rows.map((r) => ({ ...r, is_critical: r.critical ?? false, station_type: { name: r.type } }));
  const taken = await ctx.tx
    .select({ stationId: s.assignments.stationId })
    .from(s.assignments)
    .where(and(eq(s.assignments.fulfillmentCenterId, ctx.centerId), eq(s.assignments.assignmentDate, at.date), eq(s.assignments.quarterId, at.quarter.id)));
  const rules = await ctx.tx
    .select({ from: s.rotationRules.fromStationId, to: s.rotationRules.toStationId })
    .from(s.rotationRules)
    .where(eq(s.rotationRules.fulfillmentCenterId, ctx.centerId));
  return { stations, occupied: new Set(taken.map((t) => t.stationId)), rules: new Map(rules.map((r) => [r.from, r.to])) };
}

async function findAssignmentOf(ctx: Context, at: At) {
  const [row] = await ctx.tx
    .select()
    .from(s.assignments)
    .where(and(eq(s.assignments.employeeId, ctx.employee.id), eq(s.assignments.quarterId, at.quarter.id), eq(s.assignments.assignmentDate, at.date)));
  return row ?? null;
}

async function isTaken(ctx: Context, at: At, stationId: string): Promise<boolean> {
  const [row] = await ctx.tx
    .select({ id: s.assignments.id })
    .from(s.assignments)
    .where(and(eq(s.assignments.stationId, stationId), eq(s.assignments.quarterId, at.quarter.id), eq(s.assignments.assignmentDate, at.date)));
  return Boolean(row);
}

function checkedInFilter(ctx: Context, at: At) {
  return and(
    eq(s.assignments.fulfillmentCenterId, ctx.centerId),
    eq(s.assignments.assignmentDate, at.date),
    eq(s.assignments.quarterId, at.quarter.id),
    eq(s.assignments.checkedIn, true),
  );
}

async function checkedInCount(ctx: Context, at: At): Promise<number> {
  const [row] = await ctx.tx.select({ n: count() }).from(s.assignments).where(checkedInFilter(ctx, at));
  return row?.n ?? 0;
}

async function routingAreas(ctx: Context): Promise<string[]> {
  const rows = await ctx.tx
    .select({ name: s.externalRoutingAreas.areaName })
    .from(s.externalRoutingAreas)
    .where(and(eq(s.externalRoutingAreas.fulfillmentCenterId, ctx.centerId), eq(s.externalRoutingAreas.isRouting, true)))
    .orderBy(asc(s.externalRoutingAreas.areaName));
  return rows.map((r) => r.name);
}

function auditEntry(ctx: Context, action: AuditAction, at: At, station: FloorStation, recordId: string | null): AuditEntry {
  return {
    fulfillmentCenterId: ctx.centerId,
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

async function assign(ctx: Context, at: At, station: FloorStation, options: { checkedIn: boolean; action: AuditAction }) {
  const [row] = await ctx.tx
    .insert(s.assignments)
    .values({
      fulfillmentCenterId: ctx.centerId,
      stationId: station.id,
      quarterId: at.quarter.id,
      assignmentDate: at.date,
      employeeId: ctx.employee.id,
      employeeName: ctx.employee.name,
      createdBy: TV_CREATED_BY,
      checkedIn: options.checkedIn,
      checkedInAt: options.checkedIn ? ctx.now : null,
    })
    .returning();
  await writeAudit(ctx.tx, auditEntry(ctx, options.action, at, station, row!.id));
  return row!;
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
    maximum_attendance: ctx.maximum,
    is_critical: false,
    assignment_number: null,
    remaining_critical: 0,
    auto_checked_in: false,
    is_conflict: false,
    existing_assignment: null,
    ...overrides,
  };
}

type AssignmentRow = typeof s.assignments.$inferSelect;

async function stationFacts(ctx: Context, at: At, assignment: AssignmentRow) {
  const { stationId } = assignment;
  const [row] = await ctx.tx
    .select({
      code: s.stations.stationCode,
      critical: sql<boolean>`coalesce(${s.tvStationConfigs.criticalStation}, false)`,
    })
    .from(s.stations)
    .leftJoin(s.tvStationConfigs, eq(s.tvStationConfigs.stationId, s.stations.id))
    .where(eq(s.stations.id, stationId));
  // DESIGN §4: the assignment's ordinal among the quarter's assignments that day, by when they were made.
  const [ordinal] = await ctx.tx
    .select({ n: count() })
    .from(s.assignments)
    .where(
      and(
        eq(s.assignments.fulfillmentCenterId, ctx.centerId),
        eq(s.assignments.assignmentDate, at.date),
        eq(s.assignments.quarterId, at.quarter.id),
        // Compared in the database: a JavaScript Date drops the microseconds PostgreSQL keeps.
        sql`(${s.assignments.createdAt}, ${s.assignments.id}) <= (select mine.created_at, mine.id from ${s.assignments} mine where mine.id = ${assignment.id})`,
      ),
    );
  const criticalIds = ctx.tx
    .select({ id: s.tvStationConfigs.stationId })
    .from(s.tvStationConfigs)
    .where(and(eq(s.tvStationConfigs.fulfillmentCenterId, ctx.centerId), eq(s.tvStationConfigs.criticalStation, true)));
  const [emptyCritical] = await ctx.tx
    .select({ n: count() })
    .from(s.stations)
    .where(
      and(
        eq(s.stations.fulfillmentCenterId, ctx.centerId),
        eq(s.stations.isActive, true),
        inArray(s.stations.id, criticalIds),
        sql`not exists (select 1 from ${s.assignments} a where a.station_id = ${s.stations.id} and a.quarter_id = ${at.quarter.id} and a.assignment_date = ${at.date})`,
      ),
    );
  return { code: row?.code ?? '', isCritical: row?.critical ?? false, assignmentNumber: ordinal?.n ?? 0, remainingCritical: emptyCritical?.n ?? 0 };
}

async function assignedItem(
  ctx: Context,
  at: At,
  station: FloorStation,
  row: AssignmentRow,
  options: { message: string; attendance: number; autoCheckedIn: boolean },
): Promise<ScanResultItem> {
  const facts = await stationFacts(ctx, at, row);
  return baseItem(ctx, at, {
    station_name: station.station_code,
    checked_in: row.checkedIn,
    checked_in_at: row.checkedInAt?.toISOString() ?? null,
    message: options.message,
    current_attendance: options.attendance,
    is_critical: facts.isCritical,
    assignment_number: facts.assignmentNumber,
    remaining_critical: facts.remainingCritical,
    auto_checked_in: options.autoCheckedIn,
  });
}

/** Step 3: already assigned, so the scan checks them in; a second scan changes nothing. */
async function checkIn(ctx: Context, at: At, existing: AssignmentRow): Promise<ScanResultItem> {
  let row = existing;
  if (!existing.checkedIn) {
    [row] = (await ctx.tx
      .update(s.assignments)
      .set({ checkedIn: true, checkedInAt: ctx.now })
      .where(eq(s.assignments.id, existing.id))
      .returning()) as [typeof existing];
    await writeAudit(ctx.tx, {
      fulfillmentCenterId: ctx.centerId,
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
  const facts = await stationFacts(ctx, at, existing);
  return baseItem(ctx, at, {
    station_name: facts.code,
    is_check_in: true,
    checked_in: true,
    checked_in_at: row.checkedInAt?.toISOString() ?? null,
    message: MESSAGES.scanCheckedIn,
    current_attendance: await checkedInCount(ctx, at),
    is_critical: facts.isCritical,
    assignment_number: facts.assignmentNumber,
    remaining_critical: facts.remainingCritical,
  });
}

async function conflictItem(ctx: Context, at: At, existing: AssignmentRow): Promise<ScanResultItem> {
  const facts = await stationFacts(ctx, at, existing);
  return baseItem(ctx, at, {
    station_name: facts.code,
    checked_in: existing.checkedIn,
    checked_in_at: existing.checkedInAt?.toISOString() ?? null,
    message: MESSAGES.scanAlreadyAssigned,
    is_conflict: true,
    existing_assignment: { station_code: facts.code },
    current_attendance: await checkedInCount(ctx, at),
  });
}

async function routingItem(ctx: Context, at: At, attendance: number, message: string, areas?: string[]): Promise<ScanResultItem> {
  return baseItem(ctx, at, {
    message,
    is_overflow_routing: true,
    routing_message: message,
    routing_areas: areas ?? (await routingAreas(ctx)),
    current_attendance: attendance,
  });
}
