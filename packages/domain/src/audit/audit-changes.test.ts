import { describe, expect, it } from 'vitest';
import { auditChangeRows, auditDisplacedPerson, formatAuditValue } from './audit-changes.ts';

describe('auditChangeRows', () => {
  it('lines up every field named before or after, marking the ones that changed', () => {
    expect(auditChangeRows({ name: 'Ann Lee', is_active: true }, { name: 'Ann Li', is_active: true, department_id: 7 })).toEqual([
      { field: 'name', before: 'Ann Lee', after: 'Ann Li', isChanged: true },
      { field: 'is_active', before: 'true', after: 'true', isChanged: false },
      { field: 'department_id', before: '—', after: '7', isChanged: true },
    ]);
  });

  it('shows a created record with nothing before and a deleted one with nothing after', () => {
    expect(auditChangeRows(null, { name: 'Ann' })).toEqual([{ field: 'name', before: '—', after: 'Ann', isChanged: true }]);
    expect(auditChangeRows({ name: 'Ann' }, undefined)).toEqual([{ field: 'name', before: 'Ann', after: '—', isChanged: true }]);
    expect(auditChangeRows(null, null)).toEqual([]);
  });

  it('keeps a value that is not an object of fields under one row', () => {
    expect(auditChangeRows(null, 3)).toEqual([{ field: 'value', before: '—', after: '3', isChanged: true }]);
  });
});

describe('formatAuditValue', () => {
  it('writes nested values as JSON and blanks as a dash', () => {
    expect(formatAuditValue({ created: 2, errors: [] })).toBe('{"created":2,"errors":[]}');
    expect(formatAuditValue('')).toBe('—');
    expect(formatAuditValue(false)).toBe('false');
  });
});

describe('station ids in audit values (issue 25)', () => {
  it("reads a station id as the station's code, and keeps an id the center no longer has", () => {
    const codes = new Map([['a1b2', '1-04']]);
    expect(auditChangeRows({ to_station_id: 'a1b2' }, { to_station_id: 'gone' }, (id) => codes.get(id))).toEqual([
      { field: 'to_station_id', before: '1-04', after: 'gone', isChanged: true },
    ]);
    expect(auditChangeRows({ employee_id: 'a1b2' }, null, (id) => codes.get(id))[0]!.before).toBe('a1b2');
  });
});

describe('auditDisplacedPerson', () => {
  const row = (action: string, employee_name: string, old_values: unknown) => ({ action, table_name: 'assignments', employee_name, old_values });

  it('names the person a replacement took off the station, and whether they had checked in', () => {
    expect(auditDisplacedPerson(row('UPDATE', 'Bob Kim', { employee_name: 'Ann Lee', checked_in: true }))).toEqual({ name: 'Ann Lee', checkedIn: true });
    expect(auditDisplacedPerson(row('MOVE', 'Ann Lee', { station_code: '1-01', replaced_employee_name: 'Bob Kim', replaced_checked_in: false }))).toEqual({
      name: 'Bob Kim',
      checkedIn: false,
    });
  });

  it('names nobody for a new assignment, a move onto a free station or the same person switching to wildcard', () => {
    expect(auditDisplacedPerson(row('CREATE', 'Ann Lee', null))).toBeNull();
    expect(auditDisplacedPerson(row('MOVE', 'Ann Lee', { station_code: '1-01' }))).toBeNull();
    expect(auditDisplacedPerson({ ...row('WILDCARD', 'Ann Lee', { employee_name: 'Ann Lee' }), table_name: 'wildcard_assignments' })).toBeNull();
  });
});
