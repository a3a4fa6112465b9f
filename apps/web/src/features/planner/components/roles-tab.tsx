import { useState } from 'react';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { hasMinimumRole } from '@stationboard/domain/roles/roles';
import { Alert } from '../../../components/ui/alert.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { ACTIONS_CELL } from '../../../components/ui/table-actions-cell.ts';
import { cn } from '../../../lib/cn.ts';
import { failureText } from '../../../lib/failure-text.ts';
import { useRoles } from '../api/get-roles.ts';
import { RoleRow } from './role-row.tsx';
import type { PlannerTabProps } from './tab-props.ts';

/**
 * Spec 2 §2 Roles tab: the center's role records, accounts waiting for approval first
 * (DESIGN §4). MANAGER reads the list; ADMIN and up change a role (spec 2 §6).
 */
export function RolesTab({ centerId, role }: PlannerTabProps) {
  const roles = useRoles(centerId);
  const [saveError, setSaveError] = useState<string | null>(null);
  const canEdit = hasMinimumRole(role, 'ADMIN');

  if (roles.error) return <Alert tone="error">{failureText(roles.error, MESSAGES.loadRolesFailed)}</Alert>;
  if (!roles.data) return <LoadingBlock />;

  return (
    <div className="space-y-4">
      <p className="max-w-3xl text-sm text-slate-600">
        {MESSAGES.rolesIntro}
        {canEdit ? ' SUDO is granted only from the command line.' : ' Only an ADMIN can change a role.'}
      </p>
      {saveError && <Alert tone="error">{saveError}</Alert>}
      <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full text-sm">
          <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-ink-muted uppercase">
            <tr>
              <th scope="col" className="w-1/5 px-4 py-2">
                {MESSAGES.employeeIdLabel}
              </th>
              <th scope="col" className="px-4 py-2">
                {MESSAGES.roleAccount}
              </th>
              <th scope="col" className="w-48 px-4 py-2">
                {MESSAGES.roleColumn}
              </th>
              <th scope="col" className={cn('w-80 px-4 py-2', ACTIONS_CELL)}>
                <span className="sr-only">{MESSAGES.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {roles.data.length === 0 ? (
              <tr>
                <td colSpan={4} className="px-4 py-6 text-center text-ink-muted">
                  {MESSAGES.noAccountsYet}
                </td>
              </tr>
            ) : (
              roles.data.map((row) => <RoleRow key={row.id} centerId={centerId} row={row} canEdit={canEdit} onError={setSaveError} />)
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
