import { z } from 'zod';
import { dateSchema, idSchema } from './id.ts';

/**
 * A station in a quarter on a date: where a dashboard row leads (issue 25, decision 138), the
 * quarter view opening that station's popover.
 */
export const stationInQuarterSchema = z.object({
  quarter_id: idSchema,
  quarter_name: z.string(),
  quarter_number: z.number().int(),
  date: dateSchema,
  station_id: idSchema,
  station_code: z.string(),
});
export type StationInQuarter = z.infer<typeof stationInQuarterSchema>;

/**
 * Spec 2 §3 indirect stat: hours per employee on indirect stations over the week. Decision 138:
 * `hours_worked` are quarters over and checked in, `hours_planned` quarters not over yet;
 * `assignment_hours` is their sum, which 'Over Limit' judges. A quarter over without a
 * check-in counts in neither.
 */
export const indirectStatSchema = z.object({
  employee_id: idSchema,
  employee_name: z.string(),
  employee_reference_id: z.string(),
  assignment_hours: z.number(),
  hours_worked: z.number(),
  hours_planned: z.number(),
  is_over_limit: z.boolean(),
});

/**
 * Spec 2 §3 missing-assignment row; `missing_stations` names, for each missing quarter in
 * order, the station the person's rotation leads to there (decision 138).
 */
export const missingAssignmentSchema = z.object({
  employee_id: idSchema,
  employee_name: z.string(),
  current_quarter_name: z.string(),
  missing_quarters: z.array(z.string()),
  missing_stations: z.array(stationInQuarterSchema),
});

/** Spec 2 §3 unchecked-in row, with the station's id the row opens (decision 138). */
export const uncheckedInSchema = z.object({
  assignment_id: idSchema,
  employee_id: idSchema,
  employee_name: z.string(),
  station_id: idSchema,
  station_code: z.string(),
});

export const dateRangeQuerySchema = z.object({
  start_date: dateSchema.optional(),
  end_date: dateSchema.optional(),
  fulfillment_center_id: idSchema.optional(),
});

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
export type ScheduleQuarter = z.infer<typeof scheduleQuarterSchema>;

/**
 * GET /quarters/schedule/{fc}/issues: today's problems worth a supervisor's look. Each quarter
 * with empty critical stations says whether it is over and names the stations with their ids;
 * each person over the indirect limit names their next indirect station today, if any
 * (decision 138), so the dashboard can lead to the fix.
 */
export const scheduleIssuesSchema = z.object({
  date: dateSchema,
  empty_critical_stations: z.array(
    z.object({
      quarter_id: idSchema,
      quarter_name: z.string(),
      quarter_number: z.number().int(),
      date: dateSchema,
      has_ended: z.boolean(),
      station_codes: z.array(z.string()),
      stations: z.array(z.object({ id: idSchema, station_code: z.string() })),
    }),
  ),
  missing_future_assignments: z.array(missingAssignmentSchema),
  indirect_over_limit: z.array(indirectStatSchema.extend({ next_indirect: stationInQuarterSchema.nullable() })),
  overlapping_quarters: z.array(z.tuple([z.string(), z.string()])),
});
export type ScheduleIssues = z.infer<typeof scheduleIssuesSchema>;
