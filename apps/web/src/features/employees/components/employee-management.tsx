import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { skillsQueryOptions } from '../../../lib/api/skills.ts';
import { CalendarOff, Plus, Search, Upload } from 'lucide-react';
import { nextEmployeeSort, type EmployeeSort } from '@stationboard/domain/employees/employee-sort';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { hasMinimumRole, type Role } from '@stationboard/domain/roles/roles';
import type { Employee } from '@stationboard/domain/schemas/employee-record';
import { EMPLOYEE_TABLE_SEARCH_DEBOUNCE_MS } from '@stationboard/domain/timings';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { failureText } from '../../../lib/failure-text.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { deleteEmployee } from '../api/delete-employee.ts';
import { reloadAfterExceptions } from '../../../lib/api/employee-exceptions.ts';
import { useEmployeePage } from '../api/get-employee-page.ts';
import { updateEmployee } from '../api/update-employee.ts';
import { BulkUploadDialog, type UploadKind } from './bulk-upload-dialog.tsx';
import { EmployeeFormDialog } from './employee-form-dialog.tsx';
import { EmployeeTable } from './employee-table.tsx';
import { ExceptionsDialog } from '../../../components/roster/exceptions-dialog.tsx';
import { LIST_FILTERS, listFilterLabel, type ListFilter } from './shift-pattern-form.ts';

export type EmployeeManagementProps = { centerId: string; role: Role };

type Editing = { employee: Employee | null } | null;

/**
 * Spec 2 §2 Employees tab and /employees: search (500 ms after the last key), the sortable
 * table 20 rows a page, and for MANAGER and up (the server's minimum for every change) Add
 * Employee, Bulk Upload, Upload Exceptions (decision 155), Edit, Activate/Deactivate and
 * Delete. The server sorts the whole center by the chosen column before paging (decision 065).
 */
export function EmployeeManagement({ centerId, role }: EmployeeManagementProps) {
  const queryClient = useQueryClient();
  const canManage = hasMinimumRole(role, 'MANAGER');
  const [term, setTerm] = useState('');
  const search = useDebouncedValue(term.trim(), EMPLOYEE_TABLE_SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<EmployeeSort>(null);
  const [filter, setFilter] = useState<ListFilter>('');
  // The page belongs to the search, filter and sort it was chosen for; a new one starts at page 1.
  const [paging, setPaging] = useState({ search, sort, filter, page: 1 });
  const page = paging.search === search && paging.sort === sort && paging.filter === filter ? paging.page : 1;
  const [editing, setEditing] = useState<Editing>(null);
  // Issue 15: the center's skills for the employee form, read once a form is open.
  const skills = useQuery({ ...skillsQueryOptions(centerId), enabled: editing !== null });
  const [deleting, setDeleting] = useState<Employee | null>(null);
  const [uploading, setUploading] = useState<UploadKind | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [exceptionsOf, setExceptionsOf] = useState<Employee | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const employees = useEmployeePage({ centerId, search, sort, page, filter });
  const reload = () => queryClient.invalidateQueries({ queryKey: queryKeys.employees() });
  const goToPage = (next: number) => setPaging({ search, sort, filter, page: next });

  async function toggleActive(employee: Employee) {
    setBusyId(employee.id);
    setActionError(null);
    try {
      await updateEmployee(employee.id, { is_active: !employee.is_active });
    } catch (caught) {
      setActionError(failureText(caught, MESSAGES.employeeStatusUpdateFailed));
    } finally {
      await reload();
      setBusyId(null);
    }
  }

  async function remove(employee: Employee) {
    try {
      await deleteEmployee(employee.id);
    } catch (caught) {
      throw new Error(failureText(caught, MESSAGES.employeeDeleteFailed), { cause: caught });
    }
    // The last person on the last page: show the page before instead of an empty one.
    if (employees.data?.data.length === 1 && page > 1) goToPage(page - 1);
    await reload();
  }

  const data = employees.data;
  const rows = data?.data ?? [];

  return (
    <section aria-labelledby="employees-heading" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <div className="flex items-center gap-2">
          <h2 id="employees-heading" className="text-base font-semibold text-ink">
            {MESSAGES.employeeList}
          </h2>
          {data && <span className="text-sm text-ink-muted">{MESSAGES.employeeCount(data.total)}</span>}
          {employees.isFetching && data && <Spinner className="size-4 text-slate-400" />}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <div className="relative">
            <Search aria-hidden className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-slate-400" />
            <input
              type="search"
              aria-label={MESSAGES.searchEmployees}
              placeholder={MESSAGES.searchEmployeesPlaceholder}
              value={term}
              onChange={(event) => setTerm(event.target.value)}
              className="w-64 rounded-md border border-slate-300 py-1.5 pr-3 pl-8 text-sm shadow-sm outline-none focus:ring-2 focus:ring-focus"
            />
          </div>
          <select
            aria-label={MESSAGES.patternFilterLabel}
            value={filter}
            onChange={(event) => setFilter(event.target.value as ListFilter)}
            className="rounded-md border border-slate-300 bg-white py-1.5 pr-8 pl-2 text-sm shadow-sm"
          >
            {LIST_FILTERS.map((option) => (
              <option key={option} value={option}>
                {listFilterLabel(option)}
              </option>
            ))}
          </select>
          {canManage && (
            <>
              <Button variant="secondary" className="px-3 py-1.5" onClick={() => setUploading('employees')}>
                <Upload aria-hidden className="size-4" />
                {MESSAGES.bulkUpload}
              </Button>
              <Button variant="secondary" className="px-3 py-1.5" onClick={() => setUploading('exceptions')}>
                <CalendarOff aria-hidden className="size-4" />
                {MESSAGES.uploadExceptions}
              </Button>
              <Button className="px-3 py-1.5" onClick={() => setEditing({ employee: null })}>
                <Plus aria-hidden className="size-4" />
                {MESSAGES.addEmployee}
              </Button>
            </>
          )}
        </div>
      </div>

      {actionError && (
        <Alert tone="error" className="mx-4 mt-3">
          {actionError}
        </Alert>
      )}
      {employees.isError && data && (
        <Alert tone="error" className="mx-4 mt-3">
          {failureText(employees.error, MESSAGES.employeesLoadFailed)}
        </Alert>
      )}

      {employees.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner className="text-slate-400" />
        </div>
      ) : !data ? (
        <div className="space-y-3 p-4">
          <Alert tone="error">{failureText(employees.error, MESSAGES.employeesLoadFailedRetry)}</Alert>
          <Button variant="secondary" onClick={() => void employees.refetch()}>
            {MESSAGES.tryAgain}
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <p className="px-4 py-10 text-center text-sm text-ink-muted">{search ? MESSAGES.noEmployeesMatch(search) : MESSAGES.noEmployeesYet}</p>
      ) : (
        <EmployeeTable
          employees={rows}
          sort={sort}
          onSort={(key) => setSort((current) => nextEmployeeSort(current, key))}
          actions={
            canManage
              ? {
                  onEdit: (employee) => setEditing({ employee }),
                  onToggleActive: (employee) => void toggleActive(employee),
                  onDelete: setDeleting,
                  onExceptions: setExceptionsOf,
                  busyId,
                }
              : null
          }
        />
      )}
      {data && (
        <div className="border-t border-slate-200 px-4 py-2 empty:hidden">
          <Pager page={page} pageCount={data.totalPages} onPageChange={goToPage} label={MESSAGES.employeePages} />
        </div>
      )}

      {editing && (
        <EmployeeFormDialog
          centerId={centerId}
          employee={editing.employee}
          onOpenChange={(open) => !open && setEditing(null)}
          onSaved={reload}
          centerSkills={skills.data}
        />
      )}
      {exceptionsOf && <ExceptionsDialog employee={exceptionsOf} onClose={() => setExceptionsOf(null)} />}
      {uploading && (
        <BulkUploadDialog
          upload={uploading}
          onOpenChange={(open) => !open && setUploading(null)}
          onUploaded={uploading === 'exceptions' ? () => reloadAfterExceptions(queryClient) : reload}
        />
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={MESSAGES.deleteEmployeeTitle}
        confirmLabel={MESSAGES.delete}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
      >
        {deleting && (
          <p>
            Delete <strong>{deleting.name}</strong>? Their station assignments are deleted with them. This cannot be undone.
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}
