import { z } from 'zod';
import { employeeSkillSchema } from './skill.ts';
import { languageSchema } from '../i18n/languages.ts';
import { dateSchema, idSchema } from './id.ts';
import { ROSTER_REASONS } from '../roster/roster.ts';
import { SHIFT_PATTERNS, SHIFTS } from '../roster/shift-pattern-presets.ts';

/** Spec 1 §3 assignment, as the API answers it (timestamps as ISO strings). */
export const assignmentSchema = z.object({
  id: idSchema,
  station_id: idSchema,
  /** Not in spec 1 §3; carried so lists of assignments (TV recent list) need no second call. */
  station_code: z.string(),
  quarter_id: idSchema,
  assignment_date: dateSchema,
  employee_id: idSchema,
  employee_name: z.string(),
  employee: z.object({ name: z.string(), employee_id: z.string().nullable() }),
  is_wildcard: z.boolean(),
  wildcard_assignment: z.object({ id: idSchema }).nullable(),
  created_by: z.string().nullable(),
  fulfillment_center_id: idSchema,
  checked_in: z.boolean(),
  checked_in_at: z.string().nullable(),
  /** Issue 15: the reason a MANAGER+ gave to assign someone lacking a required skill; null when no override. */
  override_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Assignment = z.infer<typeof assignmentSchema>;

export const stationTypeSchema = z.object({ id: idSchema, name: z.string(), description: z.string().nullable() });
export type StationType = z.infer<typeof stationTypeSchema>;

/** Spec 2 §3 station as the Stations tab edits it. */
export const stationRecordSchema = z.object({
  id: idSchema,
  fulfillment_center_id: idSchema,
  station_code: z.string(),
  station_type_id: idSchema,
  station_type: stationTypeSchema,
  line_number: z.number().int().nullable(),
  position_x: z.number().int().nullable(),
  position_y: z.number().int().nullable(),
  is_active: z.boolean(),
  is_manual: z.boolean(),
  is_right_handed: z.boolean().nullable(),
  /** Issue 15: the skills the station requires, by name. */
  required_skills: z.array(z.object({ id: idSchema, name: z.string() })),
});
export type StationRecord = z.infer<typeof stationRecordSchema>;

/**
 * An assignment as the floor map, the quarter view and the TV List show it (decision 117):
 * who, whether as a wildcard, their login (the quarter view's tile) and the id to remove it
 * by; the person's record id and whether they checked in tell the changeover wallboard who
 * moves and who is on the floor (decision 130). Every field is the full assignment's, under
 * its name, so a whole `Assignment` (the assign call's answer, a realtime event) can take its
 * place in the cached map.
 */
export const mapAssignmentSchema = assignmentSchema
  .pick({ id: true, employee_id: true, employee_name: true, is_wildcard: true, checked_in: true, override_reason: true })
  .extend({
    employee: assignmentSchema.shape.employee.pick({ employee_id: true }),
  });
export type MapAssignment = z.infer<typeof mapAssignmentSchema>;

/** The next quarter's assignment as the popover shows it: 'Next quarter: <name>'. */
export const mapNextAssignmentSchema = mapAssignmentSchema.pick({ id: true, employee_name: true });
export type MapNextAssignment = z.infer<typeof mapNextAssignmentSchema>;

/**
 * Spec 1 §3 station as GET /stations answers it for the map, the quarter view, the TV List
 * and the planner's tables: with its assignment in the asked quarter and date, and the next
 * one (DESIGN §4 Next assignment). `is_critical` comes from the center's TV station config.
 * Lean (decision 117): the center is the one asked for, and the type is told by its name.
 */
export const stationSchema = stationRecordSchema.omit({ fulfillment_center_id: true, required_skills: true }).extend({
  station_type: stationTypeSchema.pick({ name: true }),
  is_critical: z.boolean(),
  current_assignment: mapAssignmentSchema.nullable(),
  /** The station whose assignment in the next quarter this card shows: its rotation destination, else itself. */
  next_station_id: idSchema,
  next_assignment: mapNextAssignmentSchema.nullable(),
});
export type Station = z.infer<typeof stationSchema>;

/** Spec 2 §3 employee as the API answers it. */
export const employeeSchema = z.object({
  id: idSchema,
  fulfillment_center_id: idSchema,
  name: z.string(),
  employee_id: z.string().nullable(),
  department_id: z.number().int().nullable(),
  badge_barcode_id: z.number().int().nullable(),
  employee_uid: z.number().int().nullable(),
  is_active: z.boolean(),
  /** Issue 14: the language a kiosk shows this person's scan result in; null when not set. */
  preferred_language: languageSchema.nullable(),
  /** Issue 15: the skills the person holds, with their expiry; the employee calls of the API always fill it. */
  skills: z.array(employeeSkillSchema).optional(),
  /** Issue 28 (decision 149): the shift pattern; null, [] and null when the person has none. */
  shift_pattern: z.enum(SHIFT_PATTERNS).nullable(),
  work_days: z.array(z.int()),
  shift: z.enum(SHIFTS).nullable(),
  pattern_starts_on: z.string().nullable(),
  pattern_ends_on: z.string().nullable(),
  /** Decision 153: on a search asked with `roster_date`, whether and why the person is on that day's roster. */
  roster_reason: z.enum(ROSTER_REASONS).optional(),
  created_at: z.string(),
});
export type Employee = z.infer<typeof employeeSchema>;

/** The map's query: one center, one quarter, one date. */
export const stationsQuerySchema = z.object({
  fulfillment_center_id: idSchema.optional(),
  quarter_id: idSchema.optional(),
  assignment_date: dateSchema.optional(),
  forceRefresh: z.unknown().optional(),
});
