/**
 * Manual assignment from the map and the quarter view (spec 1 §5, DESIGN §4): each change
 * runs in one transaction with its audit row, with the station row locked so two managers
 * on one station queue instead of racing. The database's unique keys are the last word.
 */
import { AppError } from '@stationboard/domain/errors/app-error';
import { MESSAGES } from '@stationboard/domain/messages';
import type { Assignment } from '@stationboard/domain/schemas/floor-map';
import { CHECKED_IN_OCCUPANT, type AssignmentInput, type WildcardAssignmentInput } from '@stationboard/domain/schemas/assignment';
import { MISSING_SKILLS } from '@stationboard/domain/schemas/skill';
import { missingSkills, skillNameList } from '@stationboard/domain/skills/missing-skills';
import type { Db, Tx } from '../../db/database.ts';
import { auditedChange, auditedEmployee, auditedEmployeeById, type Acting, type AuditedChange } from '../../lib/audit.ts';
import { toAssignment } from '../../floor/assignment-row.ts';
import { findEmployee } from '../../floor/employee-row.ts';
import { checkAssignmentDay, type PastDayGuard } from '../../floor/past-days.ts';
import { readHeldSkills, readStationSkills } from '../../floor/skills.ts';
import {
  deleteAssignment,
  deleteStationAssignment,
  findAssignmentElsewhere,
  findOccupant,
  findQuarterCenterId,
  insertAssignment,
  insertWildcardAssignment,
  updateAssignment,
} from './station-assignments.repository.ts';
import { lockStation } from './stations.repository.ts';
import { loadStation } from './stations.service.ts';

export const STATION_INACTIVE = 'Station is inactive';

async function loadEmployee(tx: Tx, employeeId: string, acting: Acting) {
  const employee = await findEmployee(tx, employeeId);
  if (!employee || employee.fulfillmentCenterId !== acting.centerId) throw new AppError('NOT_FOUND', 'Employee not found');
  if (!employee.isActive) throw new AppError('CONFLICT', `${employee.name} is inactive`);
  return employee;
}

async function checkQuarter(tx: Tx, quarterId: string, acting: Acting) {
  if ((await findQuarterCenterId(tx, quarterId)) !== acting.centerId) throw new AppError('NOT_FOUND', 'Quarter not found');
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
  /** Decision 147: who asks, and when; a past operating day is theirs to change only as an ADMIN with a reason. */
  pastDay: PastDayGuard;
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
  const elsewhere = await findAssignmentElsewhere(tx, { quarterId: p.quarterId, date: p.date }, employee.id, stationId);
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
 * Puts an employee on a station for a quarter and date, inside the caller's change.
 * Already there: nothing changes. Holding another station then: 409 EMPLOYEE_CONFLICT naming
 * it, or, with `move`, taken off it in the same change (one MOVE audit row). Station taken
 * by someone else: they are replaced (DESIGN §4), but someone who has checked in only when
 * the manager confirmed it (409 CHECKED_IN_OCCUPANT naming them otherwise); the audit row
 * names whoever was displaced.
 */
export async function placeEmployee(change: AuditedChange, p: Placement): Promise<Assignment> {
  const { tx, acting, audit } = change;
  const station = await loadStation(tx, p.stationId, acting);
  if (!station.isActive) throw new AppError('CONFLICT', STATION_INACTIVE);
  await checkQuarter(tx, p.quarterId, acting);
  const correctionReason = await checkAssignmentDay(tx, acting.centerId, { quarterId: p.quarterId, date: p.date }, p.pastDay);
  const employee = await loadEmployee(tx, p.employeeId, acting);

  const origin = await findOrigin(tx, p, employee, station.id);
  const occupant = await findOccupant(tx, { quarterId: p.quarterId, date: p.date }, station.id);
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

  const wildcardAssignmentId = p.isWildcard
    ? await insertWildcardAssignment(tx, {
        fulfillmentCenterId: acting.centerId,
        wildcardEmployeeId: employee.id,
        wildcardEmployeeName: employee.name,
        stationId: station.id,
        quarterId: p.quarterId,
        assignmentDate: p.date,
        reason: p.wildcardReason ?? '',
        createdBy: acting.employeeId,
      })
    : null;
  const values = {
    employeeId: employee.id,
    employeeName: employee.name,
    isWildcard: p.isWildcard,
    wildcardAssignmentId,
    createdBy: p.createdBy,
    overrideReason,
  };
  const newValues = {
    employee_id: employee.id,
    employee_name: employee.name,
    is_wildcard: p.isWildcard,
    ...(overrideReason && { override_reason: overrideReason }),
    ...(correctionReason && { correction_reason: correctionReason }),
  };
  const audited = {
    ...auditedEmployee(employee),
    stationId: station.id,
    stationName: station.stationCode,
    quarterId: p.quarterId,
    assignmentDate: p.date,
  };

  if (origin) {
    // The person keeps their assignment row, check-in included (they are on the floor); the
    // station's occupant, if any, goes first, as a station holds one person a quarter.
    if (occupant) await deleteAssignment(tx, occupant.id);
    const moved = await updateAssignment(tx, origin.assignment.id, { ...values, stationId: station.id });
    await audit({
      ...audited,
      action: 'MOVE',
      tableName: 'assignments',
      recordId: moved.id,
      oldValues: {
        station_id: origin.assignment.stationId,
        station_code: origin.stationCode,
        is_wildcard: origin.assignment.isWildcard,
        ...(displaced && {
          replaced_employee_id: displaced.employeeId,
          replaced_employee_name: displaced.employeeName,
          replaced_checked_in: displaced.checkedIn,
        }),
      },
      newValues: { station_id: station.id, station_code: station.stationCode, ...newValues },
    });
    return toAssignment({ ...moved, employeeLogin: employee.employeeId, stationCode: station.stationCode });
  }

  // A new person starts not checked in; the same person switching between regular and wildcard stays as they were.
  const row = displaced || !occupant ? { ...values, checkedIn: false, checkedInAt: null } : values;
  const saved = occupant
    ? await updateAssignment(tx, occupant.id, row)
    : await insertAssignment(tx, { ...row, fulfillmentCenterId: acting.centerId, stationId: station.id, quarterId: p.quarterId, assignmentDate: p.date });
  await audit({
    ...audited,
    action: p.isWildcard ? 'WILDCARD' : occupant ? 'UPDATE' : 'CREATE',
    tableName: p.isWildcard ? 'wildcard_assignments' : 'assignments',
    recordId: saved.id,
    oldValues: occupant
      ? { employee_id: occupant.employeeId, employee_name: occupant.employeeName, is_wildcard: occupant.isWildcard, checked_in: occupant.checkedIn }
      : null,
    newValues,
  });
  return toAssignment({ ...saved, employeeLogin: employee.employeeId, stationCode: station.stationCode });
}

export function assignEmployee(db: Db, stationId: string, input: AssignmentInput, acting: Acting, pastDay: PastDayGuard) {
  return auditedChange(db, acting, (change) =>
    placeEmployee(change, {
      stationId,
      quarterId: input.quarter_id,
      date: input.assignment_date,
      employeeId: input.employee_id,
      isWildcard: input.is_wildcard,
      createdBy: input.created_by,
      overrideReason: input.override_reason,
      move: input.move,
      replaceCheckedIn: input.replace_checked_in,
      pastDay,
    }),
  );
}

export function assignWildcard(db: Db, stationId: string, input: WildcardAssignmentInput, acting: Acting, pastDay: PastDayGuard) {
  return auditedChange(db, acting, (change) =>
    placeEmployee(change, {
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
      pastDay,
    }),
  );
}

export function removeAssignment(db: Db, stationId: string, assignmentId: string, acting: Acting, pastDay: PastDayGuard): Promise<void> {
  return auditedChange(db, acting, async ({ tx, audit }) => {
    const station = await loadStation(tx, stationId, acting);
    if (!station.isActive) throw new AppError('CONFLICT', STATION_INACTIVE);
    const removed = await deleteStationAssignment(tx, assignmentId, station.id);
    if (!removed) throw new AppError('NOT_FOUND', 'Assignment not found');
    const correctionReason = await checkAssignmentDay(tx, acting.centerId, { quarterId: removed.quarterId, date: removed.assignmentDate }, pastDay);
    await audit({
      action: 'DELETE',
      tableName: 'assignments',
      recordId: removed.id,
      ...(await auditedEmployeeById(tx, removed.employeeId)),
      stationId: station.id,
      stationName: station.stationCode,
      quarterId: removed.quarterId,
      assignmentDate: removed.assignmentDate,
      oldValues: { employee_id: removed.employeeId, employee_name: removed.employeeName, is_wildcard: removed.isWildcard },
      ...(correctionReason && { newValues: { correction_reason: correctionReason } }),
    });
  });
}
