/** The reads and writes of the day plan (issue 27, decision 146): a center's stations, its assignments on some dates, its people, its steps. */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { MANUAL_ASSIGNMENT_CREATED_BY } from '@stationboard/domain/schemas/assignment';
import type { PlanAction, PlanReason } from '@stationboard/domain/schemas/plan';
import type { PlanPerson } from '@stationboard/domain/plan/plan-changes';
import type { Db, Tx } from '../../db/database.ts';
import { inIdList } from '../../db/id-list.ts';
import * as s from '../../db/schema.ts';
import { selectStationFacts } from '../../floor/station-row.ts';

/** How many steps a user keeps at a center to undo; older ones go. */
export const PLAN_STEPS_KEPT = 20;

/** Every station of the center in code order, with its type, critical flag and required skills. */
export async function readPlanStations(db: Db | Tx, centerId: string) {
  const stations = await selectStationFacts(db, centerId, { id: s.stations.id });
  const skills = await db
    .select({ stationId: s.stationSkills.stationId, id: s.skills.id, name: s.skills.name })
    .from(s.stationSkills)
    .innerJoin(s.skills, eq(s.skills.id, s.stationSkills.skillId))
    .where(eq(s.skills.fulfillmentCenterId, centerId))
    .orderBy(asc(sql`lower(${s.skills.name})`));
  const required = new Map<string, { id: string; name: string }[]>();
  for (const { stationId, ...skill } of skills) required.set(stationId, [...(required.get(stationId) ?? []), skill]);
  return stations.map((station) => ({ ...station, required_skills: required.get(station.id) ?? [] }));
}

export type PlanStationRow = Awaited<ReturnType<typeof readPlanStations>>[number];

/** The center's assignments on the dates, as the grid shows them. */
export async function readPlanAssignments(db: Db | Tx, centerId: string, dates: readonly string[]) {
  if (dates.length === 0) return [];
  return db
    .select({
      id: s.assignments.id,
      station_id: s.assignments.stationId,
      quarter_id: s.assignments.quarterId,
      assignment_date: s.assignments.assignmentDate,
      employee_id: s.assignments.employeeId,
      employee_name: s.assignments.employeeName,
      employee_login: s.employees.employeeId,
      is_wildcard: s.assignments.isWildcard,
      override_reason: s.assignments.overrideReason,
      checked_in: s.assignments.checkedIn,
      plan_reason: s.assignments.planReason,
    })
    .from(s.assignments)
    .innerJoin(s.employees, eq(s.employees.id, s.assignments.employeeId))
    .where(and(eq(s.assignments.fulfillmentCenterId, centerId), inArray(s.assignments.assignmentDate, [...dates])));
}

export type PlanAssignmentRow = Awaited<ReturnType<typeof readPlanAssignments>>[number];

/** The center's active people, as a pasted cell may name them. */
export function readPastablePeople(db: Db | Tx, centerId: string) {
  return db
    .select({ id: s.employees.id, name: s.employees.name, employee_id: s.employees.employeeId, badge_barcode_id: s.employees.badgeBarcodeId })
    .from(s.employees)
    .where(and(eq(s.employees.fulfillmentCenterId, centerId), eq(s.employees.isActive, true)));
}

/** Which of these people are still the center's (a step may name someone deleted since). */
export async function readExistingEmployees(db: Db | Tx, centerId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: s.employees.id })
    .from(s.employees)
    .where(and(eq(s.employees.fulfillmentCenterId, centerId), inIdList(s.employees.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** The center's rotation rules, source station to destination. */
export async function readRotations(db: Db | Tx, centerId: string): Promise<Map<string, string>> {
  const rules = await db
    .select({ from: s.rotationRules.fromStationId, to: s.rotationRules.toStationId })
    .from(s.rotationRules)
    .where(eq(s.rotationRules.fulfillmentCenterId, centerId));
  return new Map(rules.map((rule) => [rule.from, rule.to]));
}

/** The center's row, locked: the plan's whole-plan changes at a center queue behind each other. */
export async function lockCenterPlan(tx: Tx, centerId: string): Promise<void> {
  await tx.select({ id: s.fulfillmentCenters.id }).from(s.fulfillmentCenters).where(eq(s.fulfillmentCenters.id, centerId)).for('update');
}

/** A cell to write: who it should hold and, for an auto-plan's cell, why (decision 160). */
export type PlanCellWrite = { station_id: string; quarter_id: string; assignment_date: string; after: PlanPerson | null; reason?: PlanReason | undefined };

/**
 * Writes cells: the assignments there go (`replaced`, their ids), then the new ones are
 * inserted, so a person moving between two cells of one change never holds both. Set-based:
 * one delete and one insert, each given its rows as one JSON parameter (decision 152), however
 * many cells: a multi-row VALUES list of 1,000 rows has 9,000 parameters to bind, and a day of
 * 8,000 cells took eight of them.
 */
export async function writePlanCells(tx: Tx, centerId: string, replaced: readonly string[], cells: readonly PlanCellWrite[]): Promise<void> {
  if (replaced.length > 0) await tx.delete(s.assignments).where(inIdList(s.assignments.id, replaced));
  const rows = cells.flatMap(({ after, station_id, quarter_id, assignment_date, reason }) =>
    after
      ? [
          {
            station_id,
            quarter_id,
            assignment_date,
            employee_id: after.employee_id,
            employee_name: after.employee_name,
            is_wildcard: after.is_wildcard,
            override_reason: after.override_reason,
            plan_reason: reason ?? null,
          },
        ]
      : [],
  );
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into ${s.assignments} (fulfillment_center_id, station_id, quarter_id, assignment_date, employee_id, employee_name, is_wildcard, override_reason, plan_reason, created_by)
    select ${centerId}, r.station_id, r.quarter_id, r.assignment_date, r.employee_id, r.employee_name, r.is_wildcard, r.override_reason, r.plan_reason, ${MANUAL_ASSIGNMENT_CREATED_BY}
    from json_to_recordset(${JSON.stringify(rows)}::json) as r(station_id uuid, quarter_id uuid, assignment_date date, employee_id uuid, employee_name text,
      is_wildcard boolean, override_reason text, plan_reason jsonb)`);
}

export type PlanStepState = 'done' | 'undone';
/** A step without its cells (a large copy's run to megabytes): what the history shows. */
const stepColumns = {
  id: s.planSteps.id,
  fulfillmentCenterId: s.planSteps.fulfillmentCenterId,
  author: s.planSteps.author,
  action: s.planSteps.action,
  dates: s.planSteps.dates,
  createdAt: s.planSteps.createdAt,
  cells: sql<number>`jsonb_array_length(${s.planSteps.changes})::int`,
};
export type PlanStepRow = { id: string; fulfillmentCenterId: string; author: string; action: string; dates: string[]; createdAt: Date; cells: number };

const stepOf = (centerId: string, author: string) => and(eq(s.planSteps.fulfillmentCenterId, centerId), eq(s.planSteps.author, author));

async function nextPosition(tx: Tx, centerId: string, author: string): Promise<number> {
  const [row] = await tx
    .select({ position: sql<number>`coalesce(max(${s.planSteps.position}), 0)::int` })
    .from(s.planSteps)
    .where(stepOf(centerId, author));
  return (row?.position ?? 0) + 1;
}

/** The author's latest step in that state at the center. */
export async function findLatestStep(db: Db | Tx, centerId: string, author: string, state: PlanStepState): Promise<PlanStepRow | null> {
  const [row] = await db
    .select(stepColumns)
    .from(s.planSteps)
    .where(and(stepOf(centerId, author), eq(s.planSteps.state, state)))
    .orderBy(desc(s.planSteps.position))
    .limit(1);
  return row ?? null;
}

/**
 * Records a new step: what the author had undone can no longer be redone, and only their
 * PLAN_STEPS_KEPT latest steps stay.
 */
export async function insertStep(
  tx: Tx,
  step: { centerId: string; author: string; action: PlanAction; dates: string[]; changes: unknown },
): Promise<PlanStepRow> {
  await tx.delete(s.planSteps).where(and(stepOf(step.centerId, step.author), eq(s.planSteps.state, 'undone')));
  const position = await nextPosition(tx, step.centerId, step.author);
  const [row] = await tx
    .insert(s.planSteps)
    .values({ fulfillmentCenterId: step.centerId, author: step.author, action: step.action, state: 'done', position, dates: step.dates, changes: step.changes })
    .returning(stepColumns);
  await tx.delete(s.planSteps).where(and(stepOf(step.centerId, step.author), sql`${s.planSteps.position} <= ${position - PLAN_STEPS_KEPT}`));
  return row!;
}

/** The cells a step changed, before and after. */
export async function readStepChanges(tx: Tx, id: string): Promise<unknown> {
  const [row] = await tx.select({ changes: s.planSteps.changes }).from(s.planSteps).where(eq(s.planSteps.id, id));
  return row?.changes ?? [];
}

/** Undone or done again: the step takes the next position, so undo and redo find it first. */
export async function setStepState(tx: Tx, step: PlanStepRow, state: PlanStepState): Promise<void> {
  const position = await nextPosition(tx, step.fulfillmentCenterId, step.author);
  await tx.update(s.planSteps).set({ state, position }).where(eq(s.planSteps.id, step.id));
}
