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
