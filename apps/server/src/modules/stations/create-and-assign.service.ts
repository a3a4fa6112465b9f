/**
 * The popover's Create & Assign as one call (issue 25, decision 137): the new person and
 * their assignment in one transaction, so a refused placement (an inactive station, someone
 * checked in there, a skill the station requires) makes nobody. The browser names the call
 * with a request id and sends the same id on every retry; a request id makes at most one
 * person, so a retry after a lost answer finds the person the first try made and assigns them.
 */
import { AppError } from '@stationboard/domain/errors/app-error';
import { MESSAGES } from '@stationboard/domain/messages';
import type { CreateAndAssignInput } from '@stationboard/domain/schemas/assignment';
import type { Assignment } from '@stationboard/domain/schemas/floor-map';
import type { Db } from '../../db/database.ts';
import { auditedChange, auditedEmployee, type Acting, type AuditedChange } from '../../lib/audit.ts';
import { findEmployeeByCreationRequest, insertEmployeeOnce, type EmployeeRow } from '../../floor/employee-row.ts';
import type { PastDayGuard } from '../../floor/past-days.ts';
import { placeEmployee } from './station-assignments.service.ts';

/** The person of this request: made by an earlier try, or made now (audited as any new employee). */
async function personOfRequest(change: AuditedChange, input: CreateAndAssignInput): Promise<EmployeeRow> {
  const { tx, acting, audit } = change;
  const made = await findEmployeeByCreationRequest(tx, input.request_id);
  if (made) {
    if (made.fulfillmentCenterId !== acting.centerId) throw new AppError('CONFLICT', MESSAGES.createRequestUsedElsewhere);
    return made;
  }
  const fields = { name: input.name, employee_id: input.employee_id, badge_barcode_id: input.badge_barcode_id };
  const created = await insertEmployeeOnce(tx, acting.centerId, fields, input.request_id);
  // Null: a try of the same request committed while this one waited; its person is the one.
  if (!created) return personOfRequest(change, input);
  await audit({ action: 'CREATE', tableName: 'employees', recordId: created.id, ...auditedEmployee(created), newValues: fields });
  return created;
}

export async function createAndAssign(
  db: Db,
  stationId: string,
  input: CreateAndAssignInput,
  acting: Acting,
  pastDay: PastDayGuard,
): Promise<{ employee: EmployeeRow; assignment: Assignment }> {
  return auditedChange(db, acting, async (change) => {
    const employee = await personOfRequest(change, input);
    const assignment = await placeEmployee(change, {
      stationId,
      quarterId: input.quarter_id,
      date: input.assignment_date,
      employeeId: employee.id,
      isWildcard: false,
      createdBy: 'manager',
      overrideReason: input.override_reason,
      replaceCheckedIn: input.replace_checked_in,
      pastDay,
    });
    return { employee, assignment };
  });
}
