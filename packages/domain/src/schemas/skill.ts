import { z } from 'zod';
import { SCHEMA_MESSAGES } from '../schema-messages.ts';
import { boundedText, requiredText, TEXT_MAX_LENGTH } from './form-fields.ts';
import { dateSchema, idSchema } from './id.ts';

/** Issue 15: a skill's name, unique in its center without regard to case (the server checks that). */
export const skillName = requiredText(SCHEMA_MESSAGES.skillNameRequired, { label: 'Skill name', max: TEXT_MAX_LENGTH.name });

/** POST /skills and PUT /skills/{id} (ADMIN+): a skill of the acting center. */
export const skillInputSchema = z.object({ name: skillName, fulfillment_center_id: idSchema.optional() });

export type SkillInput = z.output<typeof skillInputSchema>;

/** A skill as the API answers it. */
export const skillSchema = z.object({ id: idSchema, fulfillment_center_id: idSchema, name: z.string() });

export type Skill = z.infer<typeof skillSchema>;

/** The most skills one station may require or one person may hold: far more than any floor uses. */
export const SKILLS_MAX = 50;

/** A station's required skills, by id, each once; [] requires none. */
export const stationSkillIdsSchema = z
  .array(idSchema)
  .max(SKILLS_MAX)
  .transform((ids) => [...new Set(ids)]);

/** A skill a person holds; `expires_on` is the last valid day (null or '' = never expires). */
export const employeeSkillInputSchema = z.object({
  skill_id: idSchema,
  expires_on: z
    .union([dateSchema, z.literal('')])
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
});

export type EmployeeSkillInput = z.output<typeof employeeSkillInputSchema>;

/** An employee's skills as the employee form sends them: each skill once. */
export const employeeSkillsSchema = z
  .array(employeeSkillInputSchema)
  .max(SKILLS_MAX)
  .refine((skills) => new Set(skills.map((s) => s.skill_id)).size === skills.length, SCHEMA_MESSAGES.skillListedTwice);

/** An employee's skill as the API answers it. */
export const employeeSkillSchema = z.object({ skill_id: idSchema, name: z.string(), expires_on: z.string().nullable() });

export type EmployeeSkill = z.infer<typeof employeeSkillSchema>;

/** A station's required skill as the API answers it. */
export const stationSkillSchema = z.object({ id: idSchema, name: z.string() });

/** The longest override reason a manager may give (decision 131). */
export const OVERRIDE_REASON_MAX = 500;

/** The reason a MANAGER+ gives to assign someone who lacks a required skill: non-empty, one line, bounded. */
export const overrideReasonSchema = boundedText({ label: 'Override reason', max: OVERRIDE_REASON_MAX }).min(1, SCHEMA_MESSAGES.overrideReasonRequired);

/** The 409 metadata type of an assignment refused for skills. */
export const MISSING_SKILLS = 'MISSING_SKILLS';
