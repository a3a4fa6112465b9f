import { describe, expect, it } from 'vitest';
import { describeAssignmentFailure, parseAssignedStation } from './assignment-failure.ts';

const FALLBACK = 'Failed to assign employee';

describe('describeAssignmentFailure', () => {
  it('names the employee and the conflicting station for EMPLOYEE_CONFLICT, and says which station to highlight', () => {
    const failure = describeAssignmentFailure(
      {
        status: 409,
        message: 'Jane Doe is already assigned to 1-03',
        metadata: { type: 'EMPLOYEE_CONFLICT', conflictingStationId: 'st-3', conflictingStationCode: '1-03' },
      },
      'Jane Doe',
      FALLBACK,
    );
    expect(failure).toEqual({
      kind: 'employeeConflict',
      message: 'Jane Doe is already assigned to 1-03.',
      conflictingStationId: 'st-3',
      conflictingStationCode: '1-03',
    });
  });

  it('says "another station" when the conflict metadata carries no code', () => {
    const failure = describeAssignmentFailure(
      { status: 409, message: 'x', metadata: { type: 'EMPLOYEE_CONFLICT', conflictingStationId: null, conflictingStationCode: null } },
      'Jane Doe',
      FALLBACK,
    );
    expect(failure).toEqual({
      kind: 'employeeConflict',
      message: 'Jane Doe is already assigned to another station.',
      conflictingStationId: null,
      conflictingStationCode: null,
    });
  });

  it('parses the station from a 409 without metadata whose message says "already assigned"', () => {
    expect(describeAssignmentFailure({ status: 409, message: 'Jane Doe is already assigned to Problem Solve' }, 'Jane Doe', FALLBACK)).toEqual({
      kind: 'alreadyAssigned',
      message: 'Employee already assigned to Problem Solve',
    });
  });

  it('falls back to "another station" when such a message names none', () => {
    expect(describeAssignmentFailure({ status: 409, message: 'Employee is Already Assigned' }, 'Jane', FALLBACK)).toEqual({
      kind: 'alreadyAssigned',
      message: 'Employee already assigned to another station',
    });
  });

  it('shows any other 409 message as it is, or "Assignment conflict detected" when it is blank', () => {
    expect(describeAssignmentFailure({ status: 409, message: 'Station is inactive' }, 'Jane', FALLBACK)).toEqual({
      kind: 'conflict',
      message: 'Station is inactive',
    });
    expect(describeAssignmentFailure({ status: 409, message: '' }, 'Jane', FALLBACK)).toEqual({ kind: 'conflict', message: 'Assignment conflict detected' });
  });

  it("uses the action's own text for every failure that is not a conflict", () => {
    for (const status of [400, 403, 404, 500, 503]) {
      expect(describeAssignmentFailure({ status, message: 'already assigned to 1-01' }, 'Jane', 'Failed to assign wildcard')).toEqual({
        kind: 'failed',
        message: 'Failed to assign wildcard',
      });
    }
  });
});

describe('parseAssignedStation', () => {
  it('takes the words after "assigned to", without "station" or a full stop', () => {
    expect(parseAssignedStation('Jane is already assigned to 1-03')).toBe('1-03');
    expect(parseAssignedStation('Employee already assigned to station Tote Buffer-01.')).toBe('Tote Buffer-01');
  });

  it('is null when the message names no station', () => {
    expect(parseAssignedStation('Employee already assigned')).toBeNull();
    expect(parseAssignedStation('Conflict')).toBeNull();
  });

  it('keeps the message and the skill names of a MISSING_SKILLS refusal (issue 15)', () => {
    const failure = describeAssignmentFailure(
      {
        status: 409,
        message: 'Ann Lee lacks the skills 1-01 requires: Forklift',
        metadata: { type: 'MISSING_SKILLS', skills: [{ id: 'sk', name: 'Forklift' }] },
      },
      'Ann Lee',
      FALLBACK,
    );
    expect(failure).toEqual({ kind: 'missingSkills', message: 'Ann Lee lacks the skills 1-01 requires: Forklift', skills: ['Forklift'] });
  });

  it('names the checked-in occupant the manager is asked about (issue 25)', () => {
    const failure = describeAssignmentFailure(
      { status: 409, message: 'Ann Lee has checked in at 1-01.', metadata: { type: 'CHECKED_IN_OCCUPANT', employeeName: 'Ann Lee', stationCode: '1-01' } },
      'Bob Kim',
      FALLBACK,
    );
    expect(failure).toEqual({ kind: 'checkedInOccupant', message: 'Ann Lee has checked in at 1-01.', occupantName: 'Ann Lee' });
  });
});
