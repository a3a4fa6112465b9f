/**
 * Spec 2 §3 employee as the API answers it: a file of its own, so the screens that show
 * stations (the TV List above all) do not load the skill, language and shift-pattern schemas
 * the person's record names (decision 151).
 */
import { z } from 'zod';
import { languageSchema } from '../i18n/languages.ts';
import { ROSTER_REASONS } from '../roster/roster.ts';
import { SHIFT_PATTERNS, SHIFTS } from '../roster/shift-pattern-presets.ts';
import { idSchema } from './id.ts';
import { employeeSkillSchema } from './skill.ts';

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
