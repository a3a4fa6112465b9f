import { NO_SHIFT_PATTERN } from '../roster/shift-pattern-presets.ts';
import { describe, expect, it } from 'vitest';
import type { Employee } from '../schemas/employee-record.ts';
import { nextEmployeeSort, sortEmployees } from './employee-sort.ts';

const person = (name: string, overrides: Partial<Employee> = {}): Employee => ({
  id: `id-${name}`,
  fulfillment_center_id: 'c',
  name,
  employee_id: null,
  department_id: null,
  badge_barcode_id: null,
  employee_uid: null,
  preferred_language: null,
  ...NO_SHIFT_PATTERN,
  is_active: true,
  created_at: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

const names = (rows: Employee[]) => rows.map((r) => r.name);

describe('nextEmployeeSort', () => {
  it('cycles a column ascending, then descending, then back to no sort', () => {
    const first = nextEmployeeSort(null, 'name');
    expect(first).toEqual({ key: 'name', direction: 'asc' });
    const second = nextEmployeeSort(first, 'name');
    expect(second).toEqual({ key: 'name', direction: 'desc' });
    expect(nextEmployeeSort(second, 'name')).toBeNull();
  });

  it('starts another column ascending whatever the current column was doing', () => {
    expect(nextEmployeeSort({ key: 'name', direction: 'desc' }, 'department_id')).toEqual({ key: 'department_id', direction: 'asc' });
  });
});

describe('sortEmployees', () => {
  const rows = [person('bob', { department_id: 20 }), person('Ann', { department_id: 3 }), person('carl'), person('ann 10'), person('ann 9')];

  it('keeps the given order without a sort', () => {
    expect(names(sortEmployees(rows, null))).toEqual(names(rows));
  });

  it('sorts names ignoring case, with numbers inside them by value', () => {
    expect(names(sortEmployees(rows, { key: 'name', direction: 'asc' }))).toEqual(['Ann', 'ann 9', 'ann 10', 'bob', 'carl']);
    expect(names(sortEmployees(rows, { key: 'name', direction: 'desc' }))).toEqual(['carl', 'bob', 'ann 10', 'ann 9', 'Ann']);
  });

  it('sorts numbers by value and keeps blanks last in both directions', () => {
    expect(names(sortEmployees(rows, { key: 'department_id', direction: 'asc' }))).toEqual(['Ann', 'bob', 'carl', 'ann 10', 'ann 9']);
    expect(names(sortEmployees(rows, { key: 'department_id', direction: 'desc' }))).toEqual(['bob', 'Ann', 'carl', 'ann 10', 'ann 9']);
  });

  it('puts active people first when the status column is ascending', () => {
    const mixed = [person('a', { is_active: false }), person('b'), person('c', { is_active: false })];
    expect(names(sortEmployees(mixed, { key: 'is_active', direction: 'asc' }))).toEqual(['b', 'a', 'c']);
    expect(names(sortEmployees(mixed, { key: 'is_active', direction: 'desc' }))).toEqual(['a', 'c', 'b']);
  });

  it('sorts by creation time, oldest first when ascending', () => {
    const dated = [person('late', { created_at: '2025-03-01T00:00:00.000Z' }), person('early', { created_at: '2024-12-31T23:00:00.000Z' })];
    expect(names(sortEmployees(dated, { key: 'created_at', direction: 'asc' }))).toEqual(['early', 'late']);
  });

  it('does not change the list it was given', () => {
    const copy = [...rows];
    sortEmployees(rows, { key: 'name', direction: 'asc' });
    expect(rows).toEqual(copy);
  });
});
