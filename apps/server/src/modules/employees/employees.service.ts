/**
 * Spec 2 §7: creating, editing and deleting an employee, each audited naming the person
 * (decision 019). The skills a person holds change with them (issue 15, decision 131).
 */
import { AppError } from '@stationboard/domain/errors/app-error';
import { findPatternDatesProblem } from '@stationboard/domain/roster/shift-pattern';
import type { EmployeeCreateInput, EmployeeUpdateInput } from '@stationboard/domain/schemas/employee';
import type { Db } from '../../db/database.ts';
import { auditedChange, auditedEmployee, type Acting } from '../../lib/audit.ts';
import { deleteWithCascade } from '../../lib/cascade-delete.ts';
import { insertEmployee, patternColumns, type EmployeeRow } from '../../floor/employee-row.ts';
import { checkSkillIds, readHeldSkills, replaceEmployeeSkills } from '../../floor/skills.ts';
import { employeeCascade, updateEmployee } from './employees.repository.ts';

export function createEmployee(db: Db, input: EmployeeCreateInput, acting: Acting): Promise<EmployeeRow> {
  return auditedChange(db, acting, async ({ tx, audit }) => {
    if (input.skills)
      await checkSkillIds(
        tx,
        acting.centerId,
        input.skills.map((skill) => skill.skill_id),
      );
    const row = await insertEmployee(tx, acting.centerId, input);
    if (input.skills) await replaceEmployeeSkills(tx, row.id, input.skills);
    await audit({ action: 'CREATE', tableName: 'employees', recordId: row.id, ...auditedEmployee(row), newValues: input });
    return row;
  });
}

/** The fields sent, and the skills when sent; the audit row holds the old and new of those only. */
export function editEmployee(db: Db, before: EmployeeRow, input: EmployeeUpdateInput, acting: Acting): Promise<EmployeeRow> {
  const changes = {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.employee_id !== undefined && { employeeId: input.employee_id }),
    ...(input.department_id !== undefined && { departmentId: input.department_id }),
    ...(input.badge_barcode_id !== undefined && { badgeBarcodeId: input.badge_barcode_id }),
    ...(input.employee_uid !== undefined && { employeeUid: input.employee_uid }),
    ...(input.preferred_language !== undefined && { preferredLanguage: input.preferred_language }),
    ...(input.is_active !== undefined && { isActive: input.is_active }),
    ...patternColumns(input),
  };
  // The dates' order with the one not sent as the person has it (the schema checked two sent together).
  const datesProblem = findPatternDatesProblem(
    input.pattern_starts_on !== undefined ? input.pattern_starts_on : before.patternStartsOn,
    input.pattern_ends_on !== undefined ? input.pattern_ends_on : before.patternEndsOn,
  );
  if (datesProblem) throw new AppError('BAD_REQUEST', datesProblem);
  return auditedChange(db, acting, async ({ tx, audit }) => {
    const row = Object.keys(changes).length > 0 ? await updateEmployee(tx, before.id, changes) : before;
    const oldValues: Record<string, unknown> = Object.fromEntries(Object.keys(changes).map((key) => [key, before[key as keyof typeof before]]));
    const newValues: Record<string, unknown> = { ...changes };
    if (input.skills !== undefined) {
      await checkSkillIds(
        tx,
        before.fulfillmentCenterId,
        input.skills.map((skill) => skill.skill_id),
      );
      oldValues.skills = (await readHeldSkills(tx, before.id)).map((skill) => ({ ...skill }));
      await replaceEmployeeSkills(tx, before.id, input.skills);
      newValues.skills = input.skills;
    }
    await audit({ action: 'UPDATE', tableName: 'employees', recordId: before.id, ...auditedEmployee(row), oldValues, newValues });
    return row;
  });
}

/** The person with their assignments (DESIGN §4 Deletion). */
export function deleteEmployee(db: Db, employee: EmployeeRow, acting: Acting): Promise<void> {
  return auditedChange(db, acting, (change) =>
    deleteWithCascade(change, employeeCascade(employee.id), {
      tableName: 'employees',
      recordId: employee.id,
      ...auditedEmployee(employee),
      oldValues: { name: employee.name, employee_id: employee.employeeId },
    }),
  );
}
