/** Spec 2 §6: a MANAGER checks in one assignment by hand, audited; one checked in already stays as it was. */
import { AppError } from '@stationboard/domain/errors/app-error';
import type { Db } from '../../db/database.ts';
import { auditedChange, auditedEmployeeById, type Acting } from '../../lib/audit.ts';
import { enqueueCheckin } from '../../lib/webhooks/events.ts';
import { lockAssignment, setCheckedIn, type AssignmentRecord } from './manual-check-in.repository.ts';

/** `clock` is read once the assignment is locked: the check-in time is when it happened. */
export function checkInByHand(db: Db, assignmentId: string, clock: () => Date, acting: Acting): Promise<AssignmentRecord> {
  return auditedChange(db, acting, async ({ tx, audit }) => {
    const assignment = await lockAssignment(tx, assignmentId);
    if (!assignment) throw new AppError('NOT_FOUND', 'Assignment not found');
    if (assignment.checkedIn && assignment.checkedInAt) return assignment;
    const updated = await setCheckedIn(tx, assignment.id, clock());
    await audit({
      action: 'UPDATE',
      tableName: 'assignments',
      recordId: assignment.id,
      ...(await auditedEmployeeById(tx, assignment.employeeId)),
      stationId: assignment.stationId,
      quarterId: assignment.quarterId,
      assignmentDate: assignment.assignmentDate,
      oldValues: { checked_in: false },
      newValues: { checked_in: true },
    });
    await enqueueCheckin(tx, acting.centerId, {
      assignment_id: assignment.id,
      employee_id: assignment.employeeId,
      station_id: assignment.stationId,
      quarter_id: assignment.quarterId,
      date: assignment.assignmentDate,
      checked_in_at: updated.checkedInAt,
      source: 'manual',
    });
    return updated;
  });
}
