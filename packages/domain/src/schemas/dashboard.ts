import { z } from 'zod';
import { dateSchema, idSchema } from './id.ts';

/** Spec 2 §3 indirect stat: hours per employee on indirect stations over the week. */
export const indirectStatSchema = z.object({
  employee_id: idSchema,
  employee_name: z.string(),
  employee_reference_id: z.string(),
  assignment_hours: z.number(),
  is_over_limit: z.boolean(),
});

/** Spec 2 §3 missing-assignment row. */
export const missingAssignmentSchema = z.object({
  employee_id: idSchema,
  employee_name: z.string(),
  current_quarter_name: z.string(),
  missing_quarters: z.array(z.string()),
});

/** Spec 2 §3 unchecked-in row. */
export const uncheckedInSchema = z.object({
  assignment_id: idSchema,
  employee_id: idSchema,
  employee_name: z.string(),
  station_code: z.string(),
});

export const dateRangeQuerySchema = z.object({ start_date: dateSchema.optional(), end_date: dateSchema.optional(), fulfillment_center_id: idSchema.optional() });

/** GET /quarters/schedule/{fc}: the center's quarters in shift order with today's staffing. */
export const scheduleQuarterSchema = z.object({
  id: idSchema,
  quarter_name: z.string(),
  quarter_number: z.number().int(),
  start_time: z.string(),
  end_time: z.string(),
  shift: z.string(),
  is_active: z.boolean(),
  duration_minutes: z.number().int().nullable(),
  assigned: z.number().int(),
  checked_in: z.number().int(),
});

/** GET /quarters/schedule/{fc}/issues: today's problems worth a supervisor's look. */
export const scheduleIssuesSchema = z.object({
  date: dateSchema,
  empty_critical_stations: z.array(z.object({ quarter_id: idSchema, quarter_name: z.string(), station_codes: z.array(z.string()) })),
  missing_future_assignments: z.array(missingAssignmentSchema),
  indirect_over_limit: z.array(indirectStatSchema),
  overlapping_quarters: z.array(z.tuple([z.string(), z.string()])),
});
