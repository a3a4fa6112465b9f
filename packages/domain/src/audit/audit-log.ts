import { z } from 'zod';
import { boundedText, TEXT_MAX_LENGTH } from '../schemas/form-fields.ts';
import { dateSchema, idSchema } from '../schemas/id.ts';

/**
 * Every action the server writes on an audit row, and so every choice of the Logs tab's action
 * filter. The server's `writeAudit` takes nothing else (decision 086). Spec 2 §3 also names
 * AUTO_WILDCARD_INACTIVE_STATION, HARD_DELETE and TV_WILDCARD_INACTIVE_STATION, which nothing
 * here does, so they are not offered.
 */
export const AUDIT_ACTIONS = [
  'AUTO_ASSIGN_REMAINING',
  'BULK_UPLOAD',
  'CASCADE_DELETE',
  'CREATE',
  'DELETE',
  // Issue 14 (decision 126): a kiosk scan replayed more than 30 minutes after it was read, refused and listed for a manager.
  'LATE_SCAN_REFUSED',
  // Issue 25 (decision 137): a person moved from the station they held to another, in one change.
  'MOVE',
  // Issue 27 (decision 146): the day plan's steps, each one row naming what it did, and their undo and redo.
  // Issue 29 (decision 160): an auto-plan applied, one row for the whole step.
  'PLAN_AUTO',
  'PLAN_CLEAR',
  'PLAN_COPY',
  'PLAN_PASTE',
  'PLAN_REDO',
  'PLAN_ROLL_FORWARD',
  'PLAN_UNDO',
  // Issue 30 (decision 169): the HR system's roster sync, one row naming the UIDs it created, updated and deactivated.
  'ROSTER_SYNC',
  'SKIP_INACTIVE_STATION',
  'TV_ASSIGNMENT_CONFIG_INITIALIZED',
  'TV_BADGE_SCAN_ASSIGNMENT',
  'UPDATE',
  // Issue 30 (decision 167): a webhook delivery sent again on an ADMIN's request.
  'WEBHOOK_REDELIVER',
  'WILDCARD',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * Every table an audit row is about, as the server writes it: spec 2 §3's list without
 * station_types (no endpoint changes them), with the TV config and routing areas the Stations
 * tab edits (decision 086).
 */
export const AUDIT_TABLES = [
  'assignments',
  'wildcard_assignments',
  'employees',
  'stations',
  'rotation_rules',
  'quarters',
  'fulfillment_centers',
  'roles',
  'tv_center_configs',
  'external_routing_areas',
  // Issue 14: a kiosk scan's receipt (record_id = its scan_id), for a late scan refused.
  'scan_receipts',
  // Issue 15: a center's skills (added, renamed, deleted).
  'skills',
  // Issue 28 (decision 149): a person's exceptions on dates (time off, VTO, VET, call-outs).
  'employee_exceptions',
  // Issue 29 (decision 156): a line's labour standard, and the volumes of an operating day (record_id = the date).
  'line_standards',
  'demand_volumes',
  // Issue 30 (decision 166): integration tokens made and revoked.
  'api_tokens',
  // Issue 30 (decision 167): a center's signed webhook endpoints (registered, removed, a delivery sent again).
  'webhook_endpoints',
] as const;

export type AuditTable = (typeof AUDIT_TABLES)[number];

/** Spec 2 §2: a blank created_by is the system, shown (and filtered for) as this word. */
export const AUDIT_SYSTEM_AUTHOR = 'System';

export function auditAuthorLabel(createdBy: string | null): string {
  return createdBy?.trim() ? createdBy : AUDIT_SYSTEM_AUTHOR;
}

/**
 * Decision 019: an audit row names an employee by their login when they have one, else by
 * their row id, so the Logs tab's employee filter finds every change to a person.
 */
export function auditEmployeeRef(employee: { id: string; login: string | null }): string {
  return employee.login ?? employee.id;
}

/** Spec 2 §3: one audit log entry as GET /audit and GET /audit/{id} answer it. */
export const auditEntrySchema = z.object({
  id: idSchema,
  action: z.string(),
  table_name: z.string(),
  record_id: z.string().nullable(),
  employee_name: z.string().nullable(),
  employee_id: z.string().nullable(),
  station_name: z.string().nullable(),
  station_id: z.string().nullable(),
  quarter_id: z.string().nullable(),
  assignment_date: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  old_values: z.unknown(),
  new_values: z.unknown(),
});

export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** How audit rows name an employee, station or author: a login or a row id. */
export function auditReference(label: string) {
  return boundedText({ label, max: TEXT_MAX_LENGTH.login });
}

/** Spec 2 §2: the seven filters of the Logs tab, each optional. */
export const auditFiltersSchema = z.object({
  action: z.enum(AUDIT_ACTIONS).optional(),
  table_name: z.enum(AUDIT_TABLES).optional(),
  start_date: dateSchema.optional(),
  end_date: dateSchema.optional(),
  employee_id: auditReference('Employee').optional(),
  station_id: auditReference('Station').optional(),
  created_by: auditReference('Created by').optional(),
});

export type AuditFilters = z.infer<typeof auditFiltersSchema>;

export type AuditFilterKey = keyof AuditFilters;

export const AUDIT_FILTER_KEYS = Object.keys(auditFiltersSchema.shape) as AuditFilterKey[];

/**
 * Reads the filters from loose text (a URL's search params): a value that is blank or not
 * valid for its filter is left out rather than failing the whole list.
 */
export function readAuditFilters(read: (key: AuditFilterKey) => string | null): AuditFilters {
  const valid: Partial<Record<AuditFilterKey, string>> = {};
  for (const key of AUDIT_FILTER_KEYS) {
    const value = read(key)?.trim();
    if (value && auditFiltersSchema.shape[key].safeParse(value).success) valid[key] = value;
  }
  return auditFiltersSchema.parse(valid);
}

/** Spec 2 §2: changing a filter resets the page to 1. A blank (or unknown) value removes the filter. */
export function changeAuditFilter(filters: AuditFilters, key: AuditFilterKey, value: string): { filters: AuditFilters; page: 1 } {
  return { filters: readAuditFilters((k) => (k === key ? value : (filters[k] ?? null))), page: 1 };
}

export function hasAuditFilters(filters: AuditFilters): boolean {
  return AUDIT_FILTER_KEYS.some((key) => filters[key] !== undefined);
}
