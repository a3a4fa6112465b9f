/**
 * Manual assignment from the map and the quarter view (spec 1 §5, DESIGN §4): each change
 * runs in one transaction with its audit row, with the station row locked so two managers
 * on one station queue instead of racing. The database's unique keys are the last word.
 */
import { and, eq, ne } from 'drizzle-orm';
import { AppError } from '@stationboard/domain/errors/app-error';
import type { Assignment } from '@stationboard/domain/schemas/floor-map';
import { CHECKED_IN_OCCUPANT, type AssignmentInput, type WildcardAssignmentInput } from '@stationboard/domain/schemas/assignment';
import type { StationCreateInput, StationPutInput } from '@stationboard/domain/schemas/station';
import type { Db, Tx } from '../../db/database.ts';
import * as s from '../../db/schema.ts';
import { auditedEmployee, auditedEmployeeById, writeAudit } from '../../lib/audit.ts';
import { deleteWithCascade } from '../../lib/cascade-delete.ts';
import { selectAssignments, toAssignment } from '../../floor/assignment-row.ts';
import { lockStation } from './stations.repository.ts';
import { MESSAGES } from '@stationboard/domain/messages';
import { MISSING_SKILLS } from '@stationboard/domain/schemas/skill';
import { missingSkills, skillNameList } from '@stationboard/domain/skills/missing-skills';
import { checkSkillIds, readHeldSkills, readStationSkills, replaceStationSkills } from '../../floor/skills.ts';

export const STATION_INACTIVE = 'Station is inactive';

export type Acting = { centerId: string; employeeId: string };

/** The station of the acting center, locked; 404 when unknown, 403 when another center's. */
export async function loadStation(tx: Tx, stationId: string, acting: Acting) {
  const station = await lockStation(tx, stationId);
  if (!station) throw new AppError('NOT_FOUND', 'Station not found');
  if (station.fulfillmentCenterId !== acting.centerId) throw new AppError('FORBIDDEN', 'You do not have access to this fulfillment center');
  return station;
}

async function loadEmployee(tx: Tx, employeeId: string, acting: Acting) {
  const [employee] = await tx.select().from(s.employees).where(eq(s.employees.id, employeeId));
  if (!employee || employee.fulfillmentCenterId !== acting.centerId) throw new AppError('NOT_FOUND', 'Employee not found');
  if (!employee.isActive) throw new AppError('CONFLICT', `${employee.name} is inactive`);
  return employee;
}

async function checkQuarter(tx: Tx, quarterId: string, acting: Acting) {
  const [quarter] = await tx.select({ centerId: s.quarters.fulfillmentCenterId }).from(s.quarters).where(eq(s.quarters.id, quarterId));
  if (!quarter || quarter.centerId !== acting.centerId) throw new AppError('NOT_FOUND', 'Quarter not found');
}

async function findAssignment(tx: Tx, where: ReturnType<typeof and>) {
  const [row] = await selectAssignments(tx).where(where);
  return row ?? null;
}

type Placement = {
  stationId: string;
  quarterId: string;
  date: string;
  employeeId: string;
  isWildcard: boolean;
  createdBy: string;
  /** Filled in for a wildcard: the wildcard_assignments row is written with the assignment. */
  wildcardReason?: string;
  /** Issue 15: a MANAGER+'s reason to place someone lacking a required skill. */
  overrideReason?: string | undefined;
  /** Issue 25: take the person off the station they hold then, instead of refusing (decision 137). */
  move?: boolean;
  /** Issue 25: the manager confirmed displacing an occupant who has checked in. */
  replaceCheckedIn?: boolean;
};

/**
 * Issue 15: 409 MISSING_SKILLS naming each required skill the person lacks, or holds expired,
 * on the date (missingSkills), unless an override reason was given. The reason to store: the
 * override's when it was needed, else null.
 */
async function checkSkills(tx: Tx, station: { id: string; stationCode: string }, employee: { id: string; name: string }, p: Placement): Promise<string | null> {
  const required = await readStationSkills(tx, station.id);
  if (required.length === 0) return null;
  const missing = missingSkills(required, await readHeldSkills(tx, employee.id), p.date);
  if (missing.length === 0) return null;
  if (p.overrideReason) return p.overrideReason;
  throw new AppError('CONFLICT', MESSAGES.missingSkills(employee.name, station.stationCode, skillNameList(missing)), {
    type: MISSING_SKILLS,
    skills: missing,
    stationCode: station.stationCode,
  });
}

/**
 * The station the person holds in the same quarter and date, if another: refused with 409
 * EMPLOYEE_CONFLICT naming it, unless the placement moves them (issue 25). A move locks that
 * station too, so a manager changing it at the same moment queues behind the move.
 */
async function findOrigin(tx: Tx, p: Placement, employee: { id: string; name: string }, stationId: string) {
  const sameSlot = and(eq(s.assignments.quarterId, p.quarterId), eq(s.assignments.assignmentDate, p.date));
  const elsewhere = await findAssignment(tx, and(sameSlot, eq(s.assignments.employeeId, employee.id), ne(s.assignments.stationId, stationId)));
  if (!elsewhere) return null;
  if (p.move) {
    const origin = await lockStation(tx, elsewhere.stationId);
    return { assignment: elsewhere, stationCode: origin?.stationCode ?? elsewhere.stationCode };
  }
  throw new AppError('CONFLICT', `${employee.name} is already assigned to ${elsewhere.stationCode}`, {
    type: 'EMPLOYEE_CONFLICT',
    conflictingStationId: elsewhere.stationId,
    conflictingStationCode: elsewhere.stationCode,
  });
}

/**
 * Puts an employee on a station for a quarter and date, inside the caller's transaction.
 * Already there: nothing changes. Holding another station then: 409 EMPLOYEE_CONFLICT naming
 * it, or, with `move`, taken off it in the same change (one MOVE audit row). Station taken
 * by someone else: they are replaced (DESIGN §4), but someone who has checked in only when
 * the manager confirmed it (409 CHECKED_IN_OCCUPANT naming them otherwise); the audit row
 * names whoever was displaced.
 */
export async function placeEmployeeInTransaction(tx: Tx, p: Placement, acting: Acting): Promise<Assignment> {
  const station = await loadStation(tx, p.stationId, acting);
  if (!station.isActive) throw new AppError('CONFLICT', STATION_INACTIVE);
  await checkQuarter(tx, p.quarterId, acting);
  const employee = await loadEmployee(tx, p.employeeId, acting);

  const origin = await findOrigin(tx, p, employee, station.id);
  const sameSlot = and(eq(s.assignments.quarterId, p.quarterId), eq(s.assignments.assignmentDate, p.date));
  const occupant = await findAssignment(tx, and(sameSlot, eq(s.assignments.stationId, station.id)));
  if (occupant && occupant.employeeId === employee.id && occupant.isWildcard === p.isWildcard) return toAssignment(occupant);
  const displaced = occupant && occupant.employeeId !== employee.id ? occupant : null;
  if (displaced?.checkedIn && !p.replaceCheckedIn) {
    throw new AppError('CONFLICT', MESSAGES.checkedInOccupant(displaced.employeeName, station.stationCode), {
      type: CHECKED_IN_OCCUPANT,
      employeeId: displaced.employeeId,
      employeeName: displaced.employeeName,
      stationCode: station.stationCode,
    });
  }
  const overrideReason = await checkSkills(tx, station, employee, p);

  let wildcardAssignmentId: string | null = null;
  if (p.isWildcard) {
    const [wildcard] = await tx
      .insert(s.wildcardAssignments)
      .values({
        fulfillmentCenterId: acting.centerId,
        wildcardEmployeeId: employee.id,
        wildcardEmployeeName: employee.name,
        stationId: station.id,
        quarterId: p.quarterId,
        assignmentDate: p.date,
        reason: p.wildcardReason ?? '',
        createdBy: acting.employeeId,
      })
      .returning({ id: s.wildcardAssignments.id });
    wildcardAssignmentId = wildcard!.id;
  }
  const values = {
    employeeId: employee.id,
    employeeName: employee.name,
    isWildcard: p.isWildcard,
    wildcardAssignmentId,
    createdBy: p.createdBy,
    overrideReason,
  };
  const newValues = { employee_id: employee.id, employee_name: employee.name, is_wildcard: p.isWildcard, ...(overrideReason && { override_reason: overrideReason }) };
  const audited = {
    fulfillmentCenterId: acting.centerId,
    ...auditedEmployee(employee),
    stationId: station.id,
    stationName: station.stationCode,
    quarterId: p.quarterId,
    assignmentDate: p.date,
    createdBy: acting.employeeId,
  };

  if (origin) {
    // The person keeps their assignment row, check-in included (they are on the floor); the
    // station's occupant, if any, goes first, as a station holds one person a quarter.
    if (occupant) await tx.delete(s.assignments).where(eq(s.assignments.id, occupant.id));
    const [moved] = await tx.update(s.assignments).set({ ...values, stationId: station.id }).where(eq(s.assignments.id, origin.assignment.id)).returning();
    await writeAudit(tx, {
      ...audited,
      action: 'MOVE',
      tableName: 'assignments',
      recordId: moved!.id,
      oldValues: {
        station_id: origin.assignment.stationId,
        station_code: origin.stationCode,
        is_wildcard: origin.assignment.isWildcard,
        ...(displaced && { replaced_employee_id: displaced.employeeId, replaced_employee_name: displaced.employeeName, replaced_checked_in: displaced.checkedIn }),
      },
      newValues: { station_id: station.id, station_code: station.stationCode, ...newValues },
    });
    return toAssignment({ ...moved!, employeeLogin: employee.employeeId, stationCode: station.stationCode });
  }

  // A new person starts not checked in; the same person switching between regular and wildcard stays as they were.
  const row = displaced || !occupant ? { ...values, checkedIn: false, checkedInAt: null } : values;
  const [saved] = occupant
    ? await tx.update(s.assignments).set(row).where(eq(s.assignments.id, occupant.id)).returning()
    : await tx
        .insert(s.assignments)
        .values({ ...row, fulfillmentCenterId: acting.centerId, stationId: station.id, quarterId: p.quarterId, assignmentDate: p.date })
        .returning();
  await writeAudit(tx, {
    ...audited,
    action: p.isWildcard ? 'WILDCARD' : occupant ? 'UPDATE' : 'CREATE',
    tableName: p.isWildcard ? 'wildcard_assignments' : 'assignments',
    recordId: saved!.id,
    oldValues: occupant ? { employee_id: occupant.employeeId, employee_name: occupant.employeeName, is_wildcard: occupant.isWildcard, checked_in: occupant.checkedIn } : null,
    newValues,
  });
  return toAssignment({ ...saved!, employeeLogin: employee.employeeId, stationCode: station.stationCode });
}

export function assignEmployee(db: Db, stationId: string, input: AssignmentInput, acting: Acting) {
  return db.transaction((tx) =>
    placeEmployeeInTransaction(
      tx,
      {
        stationId,
        quarterId: input.quarter_id,
        date: input.assignment_date,
        employeeId: input.employee_id,
        isWildcard: input.is_wildcard,
        createdBy: input.created_by,
        overrideReason: input.override_reason,
        move: input.move,
        replaceCheckedIn: input.replace_checked_in,
      },
      acting,
    ),
  );
}

export function assignWildcard(db: Db, stationId: string, input: WildcardAssignmentInput, acting: Acting) {
  return db.transaction((tx) =>
    placeEmployeeInTransaction(
      tx,
      {
        stationId,
        quarterId: input.quarter_id,
        date: input.assignment_date,
        employeeId: input.wildcard_employee_id,
        isWildcard: true,
        createdBy: 'manager',
        wildcardReason: input.reason,
        overrideReason: input.override_reason,
        move: input.move,
        replaceCheckedIn: input.replace_checked_in,
      },
      acting,
    ),
  );
}

export async function removeAssignment(db: Db, stationId: string, assignmentId: string, acting: Acting): Promise<void> {
  await db.transaction(async (tx) => {
    const station = await loadStation(tx, stationId, acting);
    if (!station.isActive) throw new AppError('CONFLICT', STATION_INACTIVE);
    const [removed] = await tx
      .delete(s.assignments)
      .where(and(eq(s.assignments.id, assignmentId), eq(s.assignments.stationId, station.id)))
      .returning();
    if (!removed) throw new AppError('NOT_FOUND', 'Assignment not found');
    await writeAudit(tx, {
      fulfillmentCenterId: acting.centerId,
      action: 'DELETE',
      tableName: 'assignments',
      recordId: removed.id,
      ...(await auditedEmployeeById(tx, removed.employeeId)),
      stationId: station.id,
      stationName: station.stationCode,
      quarterId: removed.quarterId,
      assignmentDate: removed.assignmentDate,
      oldValues: { employee_id: removed.employeeId, employee_name: removed.employeeName, is_wildcard: removed.isWildcard },
      createdBy: acting.employeeId,
    });
  });
}

/** One station's change, audited as an UPDATE of the stations table by the acting user. */
export function auditStationChange(tx: Tx, station: Pick<typeof s.stations.$inferSelect, 'id' | 'stationCode'>, acting: Acting, oldValues: object, newValues: object) {
  return writeAudit(tx, {
    fulfillmentCenterId: acting.centerId,
    action: 'UPDATE',
    tableName: 'stations',
    recordId: station.id,
    stationId: station.id,
    stationName: station.stationCode,
    oldValues,
    newValues,
    createdBy: acting.employeeId,
  });
}

export async function toggleStationActive(db: Db, stationId: string, acting: Acting): Promise<boolean> {
  return db.transaction(async (tx) => {
    const station = await loadStation(tx, stationId, acting);
    const isActive = !station.isActive;
    // Switched by hand, the station is no longer one the last Deactivate Line switched off (decision 137).
    await tx.update(s.stations).set({ isActive, lineDeactivatedAt: null }).where(eq(s.stations.id, station.id));
    await auditStationChange(tx, station, acting, { is_active: station.isActive }, { is_active: isActive });
    return isActive;
  });
}

/** The Stations tab's fields and the map's position, whichever were sent (PUT /stations/{id}). */
export async function updateStation(db: Db, stationId: string, input: StationPutInput, acting: Acting): Promise<typeof s.stations.$inferSelect> {
  return db.transaction(async (tx) => {
    const station = await loadStation(tx, stationId, acting);
    if (input.station_type_id) await checkStationType(tx, input.station_type_id, acting);
    if (input.station_code && input.station_code !== station.stationCode) await checkCodeFree(tx, input.station_code, acting);
    const changes = {
      ...(input.station_code !== undefined && { stationCode: input.station_code }),
      ...(input.station_type_id !== undefined && { stationTypeId: input.station_type_id }),
      ...(input.line_number !== undefined && { lineNumber: input.line_number }),
      ...(input.is_manual !== undefined && { isManual: input.is_manual }),
      ...(input.is_right_handed !== undefined && { isRightHanded: input.is_right_handed }),
      ...(input.position_x !== undefined && { positionX: input.position_x, positionY: input.position_y ?? null }),
    };
    // On another line, the station no longer belongs to its old line's last deactivation (decision 137).
    const leavesLine = input.line_number !== undefined && input.line_number !== station.lineNumber;
    const [updated] =
      Object.keys(changes).length > 0
        ? await tx
            .update(s.stations)
            .set({ ...changes, ...(leavesLine && { lineDeactivatedAt: null }) })
            .where(eq(s.stations.id, station.id))
            .returning()
        : [station];
    const before: Record<string, unknown> = Object.fromEntries(Object.keys(changes).map((key) => [key, station[key as keyof typeof station]]));
    const after: Record<string, unknown> = { ...changes };
    if (input.skill_ids !== undefined) {
      await checkSkillIds(tx, acting.centerId, input.skill_ids);
      before.skill_ids = (await readStationSkills(tx, station.id)).map((skill) => skill.id);
      await replaceStationSkills(tx, station.id, input.skill_ids);
      after.skill_ids = input.skill_ids;
    }
    await auditStationChange(tx, station, acting, before, after);
    return updated!;
  });
}

export async function checkStationType(tx: Tx, typeId: string, acting: Acting): Promise<void> {
  const [type] = await tx.select({ centerId: s.stationTypes.fulfillmentCenterId }).from(s.stationTypes).where(eq(s.stationTypes.id, typeId));
  if (!type || type.centerId !== acting.centerId) throw new AppError('BAD_REQUEST', 'station_type_id: no such station type in this center');
}

export async function checkCodeFree(tx: Tx, code: string, acting: Acting): Promise<void> {
  const [taken] = await tx
    .select({ id: s.stations.id })
    .from(s.stations)
    .where(and(eq(s.stations.fulfillmentCenterId, acting.centerId), eq(s.stations.stationCode, code)));
  if (taken) throw new AppError('CONFLICT', `Station code ${code} already exists`);
}

export async function createStation(db: Db, input: StationCreateInput, acting: Acting): Promise<string> {
  return db.transaction(async (tx) => {
    await checkStationType(tx, input.station_type_id, acting);
    await checkCodeFree(tx, input.station_code, acting);
    if (input.skill_ids) await checkSkillIds(tx, acting.centerId, input.skill_ids);
    const [station] = await tx
      .insert(s.stations)
      .values({
        fulfillmentCenterId: acting.centerId,
        stationCode: input.station_code,
        stationTypeId: input.station_type_id,
        lineNumber: input.line_number ?? null,
        isManual: input.is_manual,
        isRightHanded: input.is_right_handed,
      })
      .returning();
    if (input.skill_ids) await replaceStationSkills(tx, station!.id, input.skill_ids);
    await writeAudit(tx, {
      fulfillmentCenterId: acting.centerId,
      action: 'CREATE',
      tableName: 'stations',
      recordId: station!.id,
      stationId: station!.id,
      stationName: station!.stationCode,
      newValues: input,
      createdBy: acting.employeeId,
    });
    return station!.id;
  });
}

export async function deleteStation(db: Db, stationId: string, acting: Acting): Promise<void> {
  await db.transaction(async (tx) => {
    const station = await loadStation(tx, stationId, acting);
    await deleteWithCascade(
      tx,
      { table: s.stations, where: eq(s.stations.id, station.id), assignmentsWhere: eq(s.assignments.stationId, station.id) },
      {
        fulfillmentCenterId: acting.centerId,
        tableName: 'stations',
        recordId: station.id,
        stationId: station.id,
        stationName: station.stationCode,
        oldValues: { station_code: station.stationCode, line_number: station.lineNumber },
        createdBy: acting.employeeId,
      },
    );
  });
}
