import { describe, it, expect } from 'vitest';
import { assignmentInputSchema, createAndAssignInputSchema, wildcardAssignmentInputSchema } from './assignment.ts';

const STATION = '11111111-1111-4111-8111-111111111111';
const QUARTER = '22222222-2222-4222-8222-222222222222';
const EMPLOYEE = '33333333-3333-4333-8333-333333333333';

const assignment = { station_id: STATION, quarter_id: QUARTER, assignment_date: '2025-06-02', employee_id: EMPLOYEE, employee_name: ' Ann Lee ' };

describe('assignmentInputSchema', () => {
  it('defaults to a regular assignment made by a manager, neither moving the person nor replacing someone checked in', () => {
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

describe('createAndAssignInputSchema (issue 25)', () => {
  const REQUEST = '44444444-4444-4444-8444-444444444444';
  const input = {
    request_id: REQUEST,
    name: '  Jon Smith ',
    employee_id: ' jsmith ',
    badge_barcode_id: ' 4471 ',
    quarter_id: QUARTER,
    assignment_date: '2025-06-02',
  };

  it('trims the person as the employee form does and reads the badge as a number', () => {
    expect(createAndAssignInputSchema.parse(input)).toEqual({
      ...input,
      name: 'Jon Smith',
      employee_id: 'jsmith',
      badge_barcode_id: 4471,
      replace_checked_in: false,
    });
  });

  it('needs a request id, so a retry can be told from a new person', () => {
    expect(createAndAssignInputSchema.safeParse({ ...input, request_id: undefined }).success).toBe(false);
    expect(createAndAssignInputSchema.safeParse({ ...input, request_id: 'retry-1' }).success).toBe(false);
  });

  it('refuses a blank name and a badge that is not a whole number', () => {
    expect(createAndAssignInputSchema.safeParse({ ...input, name: ' ' }).success).toBe(false);
    expect(createAndAssignInputSchema.safeParse({ ...input, badge_barcode_id: 'B-12' }).success).toBe(false);
  });
});
