import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { ASSIGNABLE_ROLES, type AssignableRole } from '@stationboard/domain/roles/roles';
import { Button } from '../../../components/ui/button.tsx';
import { RoleBadge } from '../../../components/ui/role-badge.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { failureText } from '../../../lib/failure-text.ts';
import type { RoleRow as RoleRecordRow } from '../api/get-roles.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { updateRole } from '../api/update-role.ts';
import { ACTIONS_CELL } from '../../../components/ui/table-actions-cell.ts';
import { cn } from '../../../lib/cn.ts';

/** A pending account starts at the least access; anyone else at the role they have. */
function startingChoice(role: RoleRecordRow['role']): AssignableRole {
  return role === null || role === 'SUDO' ? 'VIEW' : role;
}

export type RoleRowProps = {
  centerId: string;
  row: RoleRecordRow;
  /** ADMIN and up edit roles (spec 2 §6). */
  canEdit: boolean;
  /** Where a failed save is reported: the tab's red banner. */
  onError: (message: string | null) => void;
};

/** One role record: its badge, or a select of VIEW, MANAGER and ADMIN with Save and Cancel (spec 2 §4 role edit). */
export function RoleRow({ centerId, row, canEdit, onError }: RoleRowProps) {
  const queryClient = useQueryClient();
  /** The role being chosen; null while the row is only shown. */
  const [draft, setDraft] = useState<AssignableRole | null>(null);
  const save = useMutation({
    mutationFn: (role: AssignableRole) => updateRole({ roleId: row.id, centerId, role }),
    onMutate: () => onError(null),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.roles(centerId) });
      setDraft(null);
    },
    onError: (error) => onError(failureText(error, MESSAGES.updateRoleFailed)),
  });
  const isSudo = row.role === 'SUDO';
  const name = row.display_name && row.display_name !== row.employee_id ? row.display_name : null;
  const selectId = `role-${row.id}`;

  return (
    <tr className="border-t border-slate-100">
      <th scope="row" className="px-4 py-2.5 text-left font-semibold text-ink">
        {row.employee_id}
      </th>
      <td className="px-4 py-2.5 text-slate-700">
        {name && <span className="block text-ink">{name}</span>}
        <span className="block text-ink-muted">{row.email}</span>
      </td>
      <td className="px-4 py-2.5">
        {draft !== null ? (
          <>
            <label htmlFor={selectId} className="sr-only">
              {MESSAGES.roleFor(row.employee_id)}
            </label>
            <select
              id={selectId}
              value={draft}
              disabled={save.isPending}
              onChange={(event) => setDraft(event.target.value as AssignableRole)}
              className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-ink"
            >
              {ASSIGNABLE_ROLES.map((role) => (
                <option key={role} value={role}>
                  {role}
                </option>
              ))}
            </select>
          </>
        ) : row.role ? (
          <RoleBadge role={row.role} />
        ) : (
          <span className="inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200 ring-inset">
            {MESSAGES.rolePending}
          </span>
        )}
      </td>
      <td className={cn('px-4 py-2.5 text-right whitespace-nowrap', ACTIONS_CELL)}>
        {canEdit && draft === null && !isSudo && (
          <Button
            variant="secondary"
            className="px-3 py-1.5"
            aria-label={MESSAGES.editRoleOf(row.employee_id)}
            onClick={() => setDraft(startingChoice(row.role))}
          >
            {MESSAGES.edit}
          </Button>
        )}
        {canEdit && isSudo && <span className="text-xs text-ink-muted">{MESSAGES.sudoRoleLocked}</span>}
        {draft !== null && (
          <span className="inline-flex gap-2">
            <Button className="px-3 py-1.5" disabled={save.isPending || draft === row.role} onClick={() => save.mutate(draft)}>
              {save.isPending && <Spinner className="size-4" />}
              {MESSAGES.save}
            </Button>
            <Button variant="secondary" className="px-3 py-1.5" disabled={save.isPending} onClick={() => setDraft(null)}>
              {MESSAGES.cancel}
            </Button>
          </span>
        )}
      </td>
    </tr>
  );
}
