/**
 * Issue 15, skills and certifications (decision 131): the reads and writes of a center's
 * skills, the skills a station requires and the skills a person holds. A skill id from
 * another center (or none) is refused: every list is checked against the acting center.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '@stationboard/domain/errors/app-error';
import { MESSAGES } from '@stationboard/domain/messages';
import type { EmployeeSkill, EmployeeSkillInput } from '@stationboard/domain/schemas/skill';
import type { HeldSkill, RequiredSkill } from '@stationboard/domain/skills/missing-skills';
import { skillNameKey } from '@stationboard/domain/skills/missing-skills';
import type { Db, Tx } from '../db/database.ts';
import { inIdList } from '../db/id-list.ts';
import * as s from '../db/schema.ts';

/** A skill as the API answers it. */
export const skillColumns = { id: s.skills.id, fulfillment_center_id: s.skills.fulfillmentCenterId, name: s.skills.name };

/** The center's skills by name. */
export function listSkills(db: Db | Tx, centerId: string) {
  return db
    .select(skillColumns)
    .from(s.skills)
    .where(eq(s.skills.fulfillmentCenterId, centerId))
    .orderBy(asc(sql`lower(${s.skills.name})`), asc(s.skills.id));
}

/** 409 when another skill of the center has the name, without regard to case. */
export async function checkSkillNameFree(tx: Db | Tx, centerId: string, name: string, exceptId: string | null = null): Promise<void> {
  const [taken] = await tx
    .select({ id: s.skills.id })
    .from(s.skills)
    .where(and(eq(s.skills.fulfillmentCenterId, centerId), sql`lower(${s.skills.name}) = ${skillNameKey(name)}`));
  if (taken && taken.id !== exceptId) throw new AppError('CONFLICT', MESSAGES.skillNameTaken(name));
}

/** 400 unless every id is a skill of the center. */
export async function checkSkillIds(tx: Db | Tx, centerId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: s.skills.id })
    .from(s.skills)
    .where(and(eq(s.skills.fulfillmentCenterId, centerId), inArray(s.skills.id, [...ids])));
  if (found.length !== new Set(ids).size) throw new AppError('BAD_REQUEST', MESSAGES.skillsNotInCenter);
}

/** The skills a station requires, by name. */
export async function readStationSkills(db: Db | Tx, stationId: string): Promise<RequiredSkill[]> {
  return db
    .select({ id: s.skills.id, name: s.skills.name })
    .from(s.stationSkills)
    .innerJoin(s.skills, eq(s.skills.id, s.stationSkills.skillId))
    .where(eq(s.stationSkills.stationId, stationId))
    .orderBy(asc(sql`lower(${s.skills.name})`));
}

/** Replaces the skills a station requires (ids checked by the caller). */
export async function replaceStationSkills(tx: Tx, stationId: string, ids: readonly string[]): Promise<void> {
  await tx.delete(s.stationSkills).where(eq(s.stationSkills.stationId, stationId));
  if (ids.length > 0) await tx.insert(s.stationSkills).values(ids.map((skillId) => ({ stationId, skillId })));
}

/** The skills people hold, with names, by person. */
export async function readEmployeeSkills(db: Db | Tx, employeeIds: readonly string[]): Promise<Map<string, EmployeeSkill[]>> {
  const bySkill = new Map<string, EmployeeSkill[]>();
  if (employeeIds.length === 0) return bySkill;
  const rows = await db
    .select({ employeeId: s.employeeSkills.employeeId, skill_id: s.employeeSkills.skillId, name: s.skills.name, expires_on: s.employeeSkills.expiresOn })
    .from(s.employeeSkills)
    .innerJoin(s.skills, eq(s.skills.id, s.employeeSkills.skillId))
    .where(inIdList(s.employeeSkills.employeeId, employeeIds))
    .orderBy(asc(sql`lower(${s.skills.name})`));
  for (const { employeeId, ...skill } of rows) bySkill.set(employeeId, [...(bySkill.get(employeeId) ?? []), skill]);
  return bySkill;
}

/** The skills one person holds, as missingSkills takes them. */
export async function readHeldSkills(db: Db | Tx, employeeId: string): Promise<HeldSkill[]> {
  return db
    .select({ skill_id: s.employeeSkills.skillId, expires_on: s.employeeSkills.expiresOn })
    .from(s.employeeSkills)
    .where(eq(s.employeeSkills.employeeId, employeeId));
}

/** Replaces the skills a person holds (ids checked by the caller). */
export async function replaceEmployeeSkills(tx: Tx, employeeId: string, skills: readonly EmployeeSkillInput[]): Promise<void> {
  await tx.delete(s.employeeSkills).where(eq(s.employeeSkills.employeeId, employeeId));
  if (skills.length > 0)
    await tx.insert(s.employeeSkills).values(skills.map((skill) => ({ employeeId, skillId: skill.skill_id, expiresOn: skill.expires_on })));
}
