import { MESSAGES } from '../messages.ts';
import { CHECKED_IN_OCCUPANT } from '../schemas/assignment.ts';
import { MISSING_SKILLS } from '../schemas/skill.ts';

/** What the popover needs to know about a refused assignment (spec 1 §8, the three 409 rows). */
export type AssignmentFailure =
  /** The employee holds another station: name it and highlight it on the map. */
  | { kind: 'employeeConflict'; message: string; conflictingStationId: string | null; conflictingStationCode: string | null }
  /** Issue 25: the station's occupant has checked in; the manager is asked before they are replaced. */
  | { kind: 'checkedInOccupant'; message: string; occupantName: string }
  /** Issue 15: the person lacks a skill the station requires; a MANAGER+ may assign anyway with a reason. */
  | { kind: 'missingSkills'; message: string; skills: string[] }
  /** A 409 that says "already assigned" without metadata. */
  | { kind: 'alreadyAssigned'; message: string }
  /** Any other 409: the popover closes after CONFLICT_POPOVER_CLOSE_MS. */
  | { kind: 'conflict'; message: string }
  /** Not a conflict at all: the action's own failure text. */
  | { kind: 'failed'; message: string };

export type FailedCall = { status: number; message: string; metadata?: Record<string, unknown> | undefined };

/** Who a CHECKED_IN_OCCUPANT answer without a name is about. */
const ANOTHER_PERSON = 'Someone';

const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/**
 * The station named in a message such as "Jane Doe is already assigned to 1-03" or
 * "Employee already assigned to station Problem Solve.": the words after "assigned to",
 * without a leading "station" and a trailing full stop. Null when there is none.
 */
export function parseAssignedStation(message: string): string | null {
  const match = /already assigned to\s+(?:station\s+)?(.+?)\s*\.?\s*$/i.exec(message);
  return match ? textOrNull(match[1]) : null;
}

/**
 * Spec 1 §8: turns a refused assign, wildcard or create-and-assign call into the text the
 * popover shows. `employeeName` is the person the manager tried to assign; `fallback` the
 * action's own failure text ('Failed to assign employee', 'Failed to assign wildcard').
 */
export function describeAssignmentFailure(error: FailedCall, employeeName: string, fallback: string): AssignmentFailure {
  if (error.status !== 409) return { kind: 'failed', message: fallback };
  const metadata = error.metadata ?? {};
  if (metadata.type === 'EMPLOYEE_CONFLICT') {
    return {
      kind: 'employeeConflict',
      message: MESSAGES.employeeConflict(employeeName, textOrNull(metadata.conflictingStationCode)),
      conflictingStationId: textOrNull(metadata.conflictingStationId),
      conflictingStationCode: textOrNull(metadata.conflictingStationCode),
    };
  }
  if (metadata.type === CHECKED_IN_OCCUPANT) {
    const occupantName = textOrNull(metadata.employeeName) ?? ANOTHER_PERSON;
    const stationCode = textOrNull(metadata.stationCode);
    return {
      kind: 'checkedInOccupant',
      message: stationCode ? MESSAGES.checkedInOccupant(occupantName, stationCode) : (textOrNull(error.message) ?? MESSAGES.assignmentConflictDetected),
      occupantName,
    };
  }
  if (metadata.type === MISSING_SKILLS && Array.isArray(metadata.skills)) {
    const skills = metadata.skills.map((skill: { name?: unknown }) => textOrNull(skill?.name)).filter((name): name is string => name !== null);
    return { kind: 'missingSkills', message: textOrNull(error.message) ?? MESSAGES.assignmentConflictDetected, skills };
  }
  if (/already assigned/i.test(error.message)) {
    return { kind: 'alreadyAssigned', message: MESSAGES.employeeAlreadyAssigned(parseAssignedStation(error.message)) };
  }
  return { kind: 'conflict', message: textOrNull(error.message) ?? MESSAGES.assignmentConflictDetected };
}
