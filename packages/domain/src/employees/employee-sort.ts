/**
 * Spec 2 §2 Employees tab: clicking a column header cycles its sort ascending → descending →
 * none; clicking another column starts that one ascending. Blank values stay at the bottom in
 * both directions, where a manager scanning a sorted column expects the unknowns.
 */
import type { Employee } from '../schemas/employee-record.ts';

export const EMPLOYEE_SORT_KEYS = ['name', 'employee_id', 'department_id', 'badge_barcode_id', 'employee_uid', 'is_active', 'created_at'] as const;

export type EmployeeSortKey = (typeof EMPLOYEE_SORT_KEYS)[number];

export type SortDirection = 'asc' | 'desc';

/** null: the order the server gave. */
export type EmployeeSort = { key: EmployeeSortKey; direction: SortDirection } | null;

export function nextEmployeeSort(current: EmployeeSort, clicked: EmployeeSortKey): EmployeeSort {
  if (current?.key !== clicked) return { key: clicked, direction: 'asc' };
  return current.direction === 'asc' ? { key: clicked, direction: 'desc' } : null;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Ascending order of two present values: text by letters (numbers within it by value), Active before Inactive. */
function compareValues(a: string | number | boolean, b: string | number | boolean): number {
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(b) - Number(a);
  return Number(a) - Number(b);
}

/** A sorted copy; equal values keep the server's order. */
export function sortEmployees(rows: readonly Employee[], sort: EmployeeSort): Employee[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((x, y) => {
    const a = x[sort.key];
    const b = y[sort.key];
    if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
    return sign * compareValues(a, b);
  });
}
