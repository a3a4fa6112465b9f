import { describe, expect, it } from 'vitest';
import { auditChangeRows, formatAuditValue } from './audit-changes.ts';

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
