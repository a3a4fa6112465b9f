/**
 * Steps 5 and 6 of a badge scan (DESIGN §4 Badge scan, decisions 017 and 111): with the
 * center's lock held, the station chosen for the person, their assignment and check-in, and
 * the rest of the shift by the rotation rules. Nothing another scan does can come between the
 * read and the write.
 */
import { randomUUID } from 'node:crypto';
import { chooseScanStation, type ScanChoice } from '@stationboard/domain/assignments/choose-scan-station';
import { scanReason, type ScanReason, type ScanReasonFacts } from '@stationboard/domain/assignments/scan-reason';
import type { AuditAction } from '@stationboard/domain/audit/audit-log';
import { MESSAGES } from '@stationboard/domain/messages';
import type { ScanResultItem } from '@stationboard/domain/schemas/badge-scan';
import { DEFAULT_MAXIMUM_ATTENDANCE } from '@stationboard/domain/schemas/maximum-attendance';
import { missingSkills } from '@stationboard/domain/skills/missing-skills';
import { isLineStation } from '@stationboard/domain/stations/station-kind';
import type { Tx } from '../../db/database.ts';
import { auditedEmployee, type AuditedChange, type AuditRecord } from '../../lib/audit.ts';
import { readHeldSkills } from '../../floor/skills.ts';
import {
  factsOfPlaced,
  findAssignment,
  findScanStation,
  findStationCode,
  lockCenterConfig,
  placeAssignment,
  readAssignmentFacts,
  readScanFloor,
  type At,
  type ScanConfig,
  type ScanStation,
} from './badge-scan.repository.ts';
import { assignedItem, baseItem, routingItem } from './scan-answers.ts';
import { settleWithoutAssigning } from './scan-check-in.ts';
import { context, heldIn, type Context, type Scan } from './scan-context.ts';
import { initializeCenterConfig } from './tv-configs.service.ts';

const TV_CREATED_BY = 'tv';

/** The center's scan lock; a center's first scan makes its TV config with the default maximum. */
async function lockCenter(change: AuditedChange): Promise<ScanConfig> {
  const centerId = change.acting.centerId;
  const config = await lockCenterConfig(change.tx, centerId);
  if (config) return config;
  await initializeCenterConfig(change, DEFAULT_MAXIMUM_ATTENDANCE);
  return (await lockCenterConfig(change.tx, centerId))!;
}

/** Steps 3 to 6 with the center's lock held. */
export async function assignInTurn(change: AuditedChange, scanned: Scan): Promise<ScanResultItem[]> {
  const { tx } = change;
  const { at, previous, later } = scanned;
  const ctx = context(tx, await lockCenter(change), scanned);
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
  await place(change, ctx, at, choice.station, { checkedIn: true, action: 'TV_BADGE_SCAN_ASSIGNMENT', reason });
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
      await change.audit(auditRecord(ctx, 'SKIP_INACTIVE_STATION', laterAt, next, null, skipped));
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
    const id = await place(change, ctx, laterAt, next, { checkedIn: false, action: 'AUTO_ASSIGN_REMAINING', reason: rotation });
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

function auditRecord(ctx: Context, action: AuditAction, at: At, station: ScanStation, recordId: string | null, reason: ScanReason): AuditRecord {
  return {
    action,
    tableName: 'assignments',
    recordId,
    ...auditedEmployee(ctx.employee),
    stationId: station.id,
    stationName: station.station_code,
    quarterId: at.quarter.id,
    assignmentDate: at.date,
    // The reason as an audit row keeps it: the code and its English line.
    newValues: { station_code: station.station_code, quarter_number: at.quarter.quarter_number, reason: { code: reason.code, text: reason.text } },
  };
}

/** Places the person on `station` in `at` (created_by `tv`), audited; answers the assignment's id. */
async function place(
  change: AuditedChange,
  ctx: Context,
  at: At,
  station: ScanStation,
  options: { checkedIn: boolean; action: AuditAction; reason: ScanReason },
): Promise<string> {
  const id = randomUUID();
  await placeAssignment(
    change.tx,
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
    change.auditSql(auditRecord(ctx, options.action, at, station, id, options.reason)),
  );
  return id;
}
