import type { RosterDay } from '@stationboard/domain/roster/roster';
import type { EmployeeSort } from '@stationboard/domain/employees/employee-sort';

/**
 * Every query key of the web app, in one place (decision 141): the fetchers, the
 * invalidations after a change and the realtime cache updates (lib/live-data.ts) build their
 * keys here, so two screens reading one resource share one cache entry and a change reaches
 * every entry it makes stale. A key starts with its resource and the center; what follows
 * narrows it, so a shorter key (`queryKeys.stationsOfCenter`, `queryKeys.audit`, …) is the
 * prefix that invalidates them all.
 */

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

/** One quarter of one center on one date. */
type QuarterDay = { centerId: string; quarterId: string; date: string };

export const queryKeys = {
  /** The prefixes of everything an assignment change makes stale: one invalidation each. */
  assignmentDependent: () => ASSIGNMENT_DEPENDENT_ROOTS.map((root) => [root] as const),

  /** Every stations query of a center: the map's, the planner's list and the line previews. */
  stationsOfCenter: (centerId: string) => [QUERY_ROOTS.stations, centerId] as const,
  /** The stations with their assignments in one quarter (null: a break) on one date. */
  stations: ({ centerId, quarterId, date }: { centerId: string; quarterId: string | null; date: string }) =>
    [QUERY_ROOTS.stations, centerId, quarterId, date] as const,
  /** The planner's tables: every station with its flags, no assignments. */
  stationList: (centerId: string) => [QUERY_ROOTS.stations, centerId, 'planner'] as const,
  /** What a line's button would change, on the quarter the screen calls now (null: the server's). */
  lineActivation: ({ centerId, lineNumber, quarterId, date }: { centerId: string; lineNumber: number; quarterId: string | null; date: string | null }) =>
    [QUERY_ROOTS.stations, centerId, 'line-activation', lineNumber, quarterId, date] as const,
  /** One station's record with its required skills, for the station form. */
  stationRecord: (stationId: string) => ['station-record', stationId] as const,
  stationTypes: (centerId: string) => ['station-types', centerId] as const,

  quarters: (centerId: string) => ['quarters', centerId] as const,
  /** The counters of the dashboard and the quarter view, under the dashboard root. */
  quarterStats: ({ centerId, quarterId, date }: QuarterDay) => [QUERY_ROOTS.dashboard, centerId, 'stats', quarterId, date] as const,
  /** Every quarter-assignments query: the lists a kiosk looks a scanned name up in while offline. */
  quarterAssignments: () => [QUERY_ROOTS.quarterAssignments] as const,
  /** The TV's recent assignments of one quarter, under the quarter-assignments root. */
  recentAssignments: ({ centerId, quarterId, date }: QuarterDay) => [QUERY_ROOTS.quarterAssignments, 'tv-recent', centerId, quarterId, date] as const,
  /** The day plan the print view shows, under the assignments root. */
  dayPlan: (centerId: string, date: string) => [QUERY_ROOTS.assignments, centerId, 'day-plan', date] as const,
  /** The day-plan grid of one operating day (issue 27), under the assignments root: every change reloads it. */
  planGrid: (centerId: string, date: string) => [QUERY_ROOTS.assignments, centerId, 'plan-grid', date] as const,
  /** Every day-plan grid of a center: a copy changes days besides the one shown. */
  planGrids: (centerId: string) => [QUERY_ROOTS.assignments, centerId, 'plan-grid'] as const,

  /** Every dashboard query of a center: its counters and tables. */
  dashboardOfCenter: (centerId: string) => [QUERY_ROOTS.dashboard, centerId] as const,
  missingAssignments: ({ centerId, quarterId, date }: QuarterDay) => [QUERY_ROOTS.dashboard, centerId, 'missing-assignments', quarterId, date] as const,
  uncheckedIn: ({ centerId, quarterNumber, date }: { centerId: string; quarterNumber: number; date: string }) =>
    [QUERY_ROOTS.dashboard, centerId, 'unchecked-in', quarterNumber, date] as const,
  indirectHours: ({ centerId, start, end }: { centerId: string; start: string; end: string }) =>
    [QUERY_ROOTS.dashboard, centerId, 'indirect-hours', start, end] as const,
  scheduleIssues: (centerId: string) => [QUERY_ROOTS.dashboard, centerId, 'schedule-issues'] as const,
  /** Decision 154: rostered, planned and checked in per shift of a date, with the forecast; under the dashboard root, so every assignment change reloads it. */
  rosterSummary: (centerId: string, date: string) => [QUERY_ROOTS.dashboard, centerId, 'roster-summary', date] as const,

  /** Every employees query, the map's and the Logs tab's searches included: what a change to a person makes stale. */
  employees: () => ['employees'] as const,
  employeePage: ({ centerId, search, sort, page, filter }: { centerId: string; search: string; sort: EmployeeSort; page: number; filter: string }) =>
    ['employees', 'page', centerId, search, sort?.key, sort?.direction, page, filter] as const,
  /** The popover's search, by the trimmed, lower-cased term. */
  employeeSearch: (centerId: string, term: string, rosterDay: RosterDay | null) =>
    ['employees', 'search', centerId, term.trim().toLowerCase(), rosterDay?.date ?? null, rosterDay?.shift ?? null] as const,
  /** Decision 153: a person's exceptions, listed around `today`. */
  employeeExceptions: (employeeId: string, today: string) => ['employees', 'exceptions', employeeId, today] as const,
  /** Decision 153: the stations call-outs left open on a day (the dashboard's), refreshed with the assignments. */
  callOutOpenings: (centerId: string, date: string) => [QUERY_ROOTS.dashboard, centerId, 'call-out-openings', date] as const,
  /** The Logs tab's person filter, by the trimmed, lower-cased term. */
  auditEmployeeSearch: (centerId: string, term: string) => ['employees', centerId, 'audit-search', term.trim().toLowerCase()] as const,

  /** Decision 156: the labour standards (rates, high-strain flags, line bounds, N), under the stations root: a station change reloads them. */
  demandStandards: (centerId: string) => [QUERY_ROOTS.stations, centerId, 'demand-standards'] as const,
  /** Decision 156: required, planned, expected and checked in per line and quarter of a date, under the assignments root: every assignment change reloads it. */
  demandDay: (centerId: string, date: string) => [QUERY_ROOTS.assignments, centerId, 'demand', date] as const,
  /** Every date's demand of a center: a change of standards changes each. */
  demandDays: (centerId: string) => [QUERY_ROOTS.assignments, centerId, 'demand'] as const,

  skills: (centerId: string) => ['skills', centerId] as const,
  /** Issue 30: the center's integration tokens (decision 166). */
  apiTokens: (centerId: string) => ['api-tokens', centerId] as const,
  /** The center's webhook endpoints with their delivery logs (decision 167). */
  webhooks: (centerId: string) => ['webhooks', centerId] as const,
  routingAreas: (centerId: string) => ['routing-areas', centerId] as const,
  rotationRules: (centerId: string) => ['rotation-rules', centerId] as const,
  roles: (centerId: string) => ['roles', centerId] as const,

  /** Every audit query of a center: one invalidation reloads the list, its counts and an open entry. */
  audit: (centerId: string) => ['audit', centerId] as const,
  auditLogs: (centerId: string, filters: object, page: number) => ['audit', centerId, 'list', filters, page] as const,
  auditSummary: (centerId: string) => ['audit', centerId, 'summary'] as const,
  auditEntry: (centerId: string, entryId: string) => ['audit', centerId, 'entry', entryId] as const,

  fulfillmentCenters: () => ['fulfillment-centers'] as const,
  /** The sign-up form's list, readable signed out. */
  publicFulfillmentCenters: () => ['fulfillment-centers', 'public'] as const,
  /** The TV config of a center: maximum attendance, and the config critical stations hang from. */
  centerConfig: (centerId: string) => ['tv-center-config', centerId] as const,
  publicConfig: () => ['config', 'public'] as const,
  resetToken: (token: string | null) => ['reset-token', token] as const,
};
