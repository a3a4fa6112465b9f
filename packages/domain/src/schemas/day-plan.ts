import { z } from 'zod';
import { dateSchema, idSchema } from './id.ts';

/** The files the day plan downloads as (issue 15). */
export const DAY_PLAN_FORMATS = ['xlsx', 'csv'] as const;
export type DayPlanFormat = (typeof DAY_PLAN_FORMATS)[number];

/** GET /api/day-plan: the operating day whose plan to read (decision 129). */
export const dayPlanQuerySchema = z.object({
  date: dateSchema,
  fulfillment_center_id: idSchema.optional(),
});

/** GET /api/exports/day-plan: the same, and the kind of file. */
export const dayPlanExportQuerySchema = dayPlanQuerySchema.extend({
  format: z.enum(DAY_PLAN_FORMATS).default('xlsx'),
});

/** A quarter of the operating day, on the date it starts (a night quarter after midnight: the next date). */
export const dayPlanQuarterSchema = z.object({
  id: idSchema,
  quarter_name: z.string(),
  quarter_number: z.number().int(),
  start_time: z.string(),
  end_time: z.string(),
  date: dateSchema,
});
export type DayPlanQuarter = z.infer<typeof dayPlanQuarterSchema>;

/** Who works a station in one quarter: their name as the map shows it (with their login where two share it). */
export const dayPlanPersonCellSchema = z.object({ name: z.string(), is_wildcard: z.boolean() }).nullable();
export type DayPlanPersonCell = z.infer<typeof dayPlanPersonCellSchema>;

/** Where a person works in one quarter. */
export const dayPlanStationCellSchema = z.object({ station_code: z.string(), is_wildcard: z.boolean() }).nullable();
export type DayPlanStationCell = z.infer<typeof dayPlanStationCellSchema>;

/** The plan of one operating day: a row per station and a row per person, a cell per quarter (in `quarters` order). */
export const dayPlanSchema = z.object({
  center: z.object({ code: z.string(), name: z.string() }),
  date: dateSchema,
  quarters: z.array(dayPlanQuarterSchema),
  stations: z.array(z.object({ id: idSchema, station_code: z.string(), is_active: z.boolean(), cells: z.array(dayPlanPersonCellSchema) })),
  people: z.array(z.object({ id: idSchema, name: z.string(), employee_id: z.string().nullable(), cells: z.array(dayPlanStationCellSchema) })),
});
export type DayPlan = z.infer<typeof dayPlanSchema>;
