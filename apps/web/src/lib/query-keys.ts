/**
 * The first part of every query key whose data an assignment change makes stale. Spec 1 §4
 * Realtime clears "the assignment, quarter-assignment and dashboard caches" and reloads the
 * map; screens built later key their queries under these roots so the one realtime listener
 * reaches them without knowing them (decision 032).
 */
export const QUERY_ROOTS = {
  /** The floor map: stations with their current and next assignment. */
  stations: 'stations',
  assignments: 'assignments',
  quarterAssignments: 'quarter-assignments',
  dashboard: 'dashboard',
} as const;

/** Everything an assignment INSERT, UPDATE or DELETE can change. */
export const ASSIGNMENT_DEPENDENT_ROOTS = [QUERY_ROOTS.stations, QUERY_ROOTS.assignments, QUERY_ROOTS.quarterAssignments, QUERY_ROOTS.dashboard] as const;
