/** Spec 2 §2 Roles tab: setting a role, audited; a SUDO role changes only through the command line. */
import { AppError } from '@stationboard/domain/errors/app-error';
import type { Db } from '../../db/database.ts';
import { auditedChange, type Acting } from '../../lib/audit.ts';
import { findRole, updateRole } from './roles.repository.ts';

type RoleRecord = NonNullable<Awaited<ReturnType<typeof findRole>>>;

/** The role record as it is after the change. */
export async function setRole(db: Db, before: RoleRecord, role: string, acting: Acting): Promise<RoleRecord> {
  if (before.role === 'SUDO') throw new AppError('FORBIDDEN', 'A SUDO role can only be changed from the command line');
  return auditedChange(db, acting, async ({ tx, audit }) => {
    await updateRole(tx, before.id, acting.centerId, role);
    await audit({
      action: 'UPDATE',
      tableName: 'roles',
      recordId: before.id,
      employeeId: before.employee_id,
      employeeName: before.display_name ?? before.employee_id,
      oldValues: { role: before.role },
      newValues: { role },
    });
    return (await findRole(tx, before.id))!;
  });
}
