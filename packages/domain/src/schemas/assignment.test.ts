import { describe, it, expect } from 'vitest';
import { assignmentInputSchema, wildcardAssignmentInputSchema } from './assignment.ts';

const STATION = '11111111-1111-4111-8111-111111111111';
const QUARTER = '22222222-2222-4222-8222-222222222222';
const EMPLOYEE = '33333333-3333-4333-8333-333333333333';

const assignment = { station_id: STATION, quarter_id: QUARTER, assignment_date: '2025-06-02', employee_id: EMPLOYEE, employee_name: ' Ann Lee ' };

describe('assignmentInputSchema', () => {
  it('defaults to a regular assignment made by a manager, neither a move nor a replacement of someone checked in', () => {
    expect(assignmentInputSchema.parse(assignment)).toEqual({
      ...assignment,
      employee_name: 'Ann Lee',
      is_wildcard: false,
      created_by: 'manager',
      move: false,
      replace_checked_in: false,
    });
  });

  it('keeps the wildcard flag when the wildcard button is used', () => {
    expect(assignmentInputSchema.parse({ ...assignment, is_wildcard: true }).is_wildcard).toBe(true);
  });

  it('refuses a date that is not a real YYYY-MM-DD date', () => {
    for (const bad of ['2025-6-2', '2025-02-30', '02/06/2025']) {
      expect(assignmentInputSchema.safeParse({ ...assignment, assignment_date: bad }).success).toBe(false);
    }
  });

  it('refuses ids that are not uuids and a blank employee name', () => {
    expect(assignmentInputSchema.safeParse({ ...assignment, station_id: '42' }).success).toBe(false);
    expect(assignmentInputSchema.safeParse({ ...assignment, employee_name: '  ' }).success).toBe(false);
  });

  it('refuses another author than manager', () => {
    expect(assignmentInputSchema.safeParse({ ...assignment, created_by: 'tv' }).success).toBe(false);
  });
});

describe('wildcardAssignmentInputSchema', () => {
  const wildcard = { wildcard_employee_id: EMPLOYEE, wildcard_employee_name: 'Ann Lee', quarter_id: QUARTER, assignment_date: '2025-06-02' };

  it('fills in the fixed reason', () => {
    expect(wildcardAssignmentInputSchema.parse(wildcard).reason).toBe('Quick wildcard assignment');
  });

  it('refuses any other reason', () => {
    expect(wildcardAssignmentInputSchema.safeParse({ ...wildcard, reason: 'Because' }).success).toBe(false);
  });
});
