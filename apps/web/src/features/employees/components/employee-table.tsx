import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { ArrowDown, ArrowUp, ArrowUpDown, CalendarX, Pencil, Trash2 } from 'lucide-react';
import type { EmployeeSort, EmployeeSortKey } from '@stationboard/domain/employees/employee-sort';
import type { Employee } from '@stationboard/domain/schemas/employee-record';
import { cn } from '../../../lib/cn.ts';
import { ACTIONS_CELL } from '../../../components/ui/table-actions-cell.ts';
import { patternSummary } from './shift-pattern-form.ts';

export type EmployeeTableProps = {
  /** The page's rows, already in display order. */
  employees: readonly Employee[];
  sort: EmployeeSort;
  onSort: (key: EmployeeSortKey) => void;
  /** Null for those who may only look (VIEW): no actions column. */
  actions: {
    onEdit: (employee: Employee) => void;
    onToggleActive: (employee: Employee) => void;
    onDelete: (employee: Employee) => void;
    /** Decision 153: the person's exceptions (time off, VTO, VET, call-outs). */
    onExceptions: (employee: Employee) => void;
    /** The employee whose status change is on its way, so it is not sent twice. */
    busyId: string | null;
  } | null;
};

const COLUMNS: readonly { key: EmployeeSortKey; label: string; isNumber?: boolean }[] = [
  {
    key: 'name',
    get label() {
      return MESSAGES.columnName;
    },
  },
  {
    key: 'employee_id',
    get label() {
      return MESSAGES.employeeIdLabel;
    },
  },
  {
    key: 'department_id',
    get label() {
      return MESSAGES.columnDepartmentId;
    },
    isNumber: true,
  },
  {
    key: 'badge_barcode_id',
    get label() {
      return MESSAGES.columnBadgeBarcodeId;
    },
    isNumber: true,
  },
  {
    key: 'employee_uid',
    get label() {
      return MESSAGES.columnEmployeeUid;
    },
    isNumber: true,
  },
  {
    key: 'is_active',
    get label() {
      return MESSAGES.columnStatus;
    },
  },
  {
    key: 'created_at',
    get label() {
      return MESSAGES.columnCreated;
    },
  },
];

const createdFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function SortIcon({ direction }: { direction: 'asc' | 'desc' | null }) {
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
  return <Icon aria-hidden className={cn('size-3.5', direction ? 'text-blue-700' : 'text-slate-400')} />;
}

function StatusBadge({ isActive }: { isActive: boolean }) {
  return (
    <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', isActive ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700')}>
      {isActive ? MESSAGES.activeBadge : MESSAGES.inactiveBadge}
    </span>
  );
}

const blank = (value: string | number | null) => (value === null ? <span className="text-slate-400">—</span> : value);

/** Spec 2 §2 Employees tab: the table, each column header a sort button. */
export function EmployeeTable({ employees, sort, onSort, actions }: EmployeeTableProps) {
  const iconButton = 'inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-ink';
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-sm">
        <thead className="text-left text-xs font-semibold tracking-wide text-ink-muted uppercase">
          <tr className="border-b border-slate-200">
            {COLUMNS.map(({ key, label, isNumber }) => {
              const direction = sort?.key === key ? sort.direction : null;
              return (
                <th key={key} scope="col" aria-sort={direction ? ARIA_SORT[direction] : 'none'} className={cn('px-4 py-2', isNumber && 'text-right')}>
                  <button type="button" onClick={() => onSort(key)} className="inline-flex items-center gap-1 uppercase hover:text-ink">
                    {label}
                    <SortIcon direction={direction} />
                  </button>
                </th>
              );
            })}
            <th scope="col" className="px-4 py-2">
              {MESSAGES.columnShiftPattern}
            </th>
            {actions && (
              <th scope="col" className={cn('px-4 py-2 text-right', ACTIONS_CELL)}>
                {MESSAGES.actions}
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {employees.map((employee) => (
            <tr key={employee.id} className={cn('hover:bg-slate-50', !employee.is_active && 'text-ink-muted')}>
              <td className="px-4 py-2 font-medium text-ink">{employee.name}</td>
              <td className="px-4 py-2">{blank(employee.employee_id)}</td>
              <td className="px-4 py-2 text-right tabular-nums">{blank(employee.department_id)}</td>
              <td className="px-4 py-2 text-right tabular-nums">{blank(employee.badge_barcode_id)}</td>
              <td className="px-4 py-2 text-right tabular-nums">{blank(employee.employee_uid)}</td>
              <td className="px-4 py-2">
                <StatusBadge isActive={employee.is_active} />
              </td>
              <td className="px-4 py-2 whitespace-nowrap">{createdFormat.format(new Date(employee.created_at))}</td>
              <td className="px-4 py-2 whitespace-nowrap">{blank(patternSummary(employee))}</td>
              {actions && (
                <td className={cn('px-4 py-1.5', ACTIONS_CELL)}>
                  <div className="flex items-center justify-end gap-1">
                    <button type="button" aria-label={MESSAGES.editItem(employee.name)} className={iconButton} onClick={() => actions.onEdit(employee)}>
                      <Pencil aria-hidden className="size-4" />
                    </button>
                    <button
                      type="button"
                      aria-label={MESSAGES.exceptionsOf(employee.name)}
                      title={MESSAGES.exceptionsButton}
                      className={iconButton}
                      onClick={() => actions.onExceptions(employee)}
                    >
                      <CalendarX aria-hidden className="size-4" />
                    </button>
                    <button
                      type="button"
                      disabled={actions.busyId === employee.id}
                      onClick={() => actions.onToggleActive(employee)}
                      aria-label={MESSAGES.activationItem(employee.is_active, employee.name)}
                      className="w-24 rounded-md border border-slate-300 bg-white px-2 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-50"
                    >
                      {MESSAGES.activationButton(employee.is_active)}
                    </button>
                    <button
                      type="button"
                      aria-label={MESSAGES.deleteItem(employee.name)}
                      className={cn(iconButton, 'hover:bg-red-50 hover:text-red-700')}
                      onClick={() => actions.onDelete(employee)}
                    >
                      <Trash2 aria-hidden className="size-4" />
                    </button>
                  </div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
