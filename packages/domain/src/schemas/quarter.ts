import { z } from 'zod';
import { SCHEMA_MESSAGES } from '../schema-messages.ts';
import { normalizeTime, quarterDurationMinutes } from '../quarters/time.ts';
import { requiredText, TEXT_MAX_LENGTH, wholeNumber } from './form-fields.ts';
import { idSchema } from './id.ts';
import { QUARTER_NUMBER_MAX, QUARTER_NUMBER_MIN } from './quarter-record.ts';

/** The shifts the quarter form offers. */
export const QUARTER_SHIFTS = ['front_half_day', 'back_half_day'] as const;

/** Decision 136: no shift period runs longer; a longer one is a mistyped time (05:00–04:00 is 23 hours). */
export const QUARTER_MAX_HOURS = 16;

export type QuarterShift = (typeof QUARTER_SHIFTS)[number];

/** Spec 2 §3: stored quarters may also carry overnight or weekend, which are shown but not offered. */
const SHIFT_LABELS: Record<string, string> = {
  front_half_day: SCHEMA_MESSAGES.shiftDay,
  back_half_day: SCHEMA_MESSAGES.shiftNight,
  overnight: SCHEMA_MESSAGES.shiftOvernight,
  weekend: SCHEMA_MESSAGES.shiftWeekend,
};

/** An unknown value is shown as stored rather than hidden. */
export function shiftLabel(shift: string): string {
  return SHIFT_LABELS[shift] ?? shift;
}

/** Spec 2 §5: a new quarter is numbered after the existing ones, within the allowed range. */
export function defaultQuarterNumber(existingCount: number): number {
  return Math.min(Math.max(existingCount + 1, QUARTER_NUMBER_MIN), QUARTER_NUMBER_MAX);
}

const timeOfDay = requiredText(SCHEMA_MESSAGES.requiredFieldsMissing, { label: 'Time', max: TEXT_MAX_LENGTH.code }).transform((value, ctx) => {
  const time = normalizeTime(value);
  if (time === null) {
    ctx.addIssue({ code: 'custom', message: SCHEMA_MESSAGES.invalidTime });
    return z.NEVER;
  }
  return time;
});

/**
 * POST /quarters and PUT /quarters/{id}. Times come out as HH:MM:SS. An end earlier than the
 * start is an overnight quarter; an end equal to the start is refused (decision 010), and so is
 * a quarter longer than QUARTER_MAX_HOURS (decision 136).
 */
export const quarterInputSchema = z
  .object({
    quarter_name: requiredText(SCHEMA_MESSAGES.requiredFieldsMissing, { label: 'Quarter name', max: TEXT_MAX_LENGTH.name }),
    quarter_number: wholeNumber(SCHEMA_MESSAGES.quarterNumberOutOfRange, QUARTER_NUMBER_MIN, QUARTER_NUMBER_MAX).default(QUARTER_NUMBER_MIN),
    start_time: timeOfDay,
    end_time: timeOfDay,
    shift: z.enum(QUARTER_SHIFTS, { error: SCHEMA_MESSAGES.requiredFieldsMissing }),
    fulfillment_center_id: idSchema.optional(),
  })
  .refine((q) => quarterDurationMinutes(q.start_time, q.end_time) !== null, {
    message: SCHEMA_MESSAGES.quarterEndEqualsStart,
    path: ['end_time'],
    // Zod runs object checks after recoverable field issues too; the times must be valid first.
    when: (payload) => payload.issues.length === 0,
  })
  .refine((q) => (quarterDurationMinutes(q.start_time, q.end_time) ?? 0) <= QUARTER_MAX_HOURS * 60, {
    message: SCHEMA_MESSAGES.quarterTooLong(QUARTER_MAX_HOURS),
    path: ['end_time'],
    when: (payload) => payload.issues.length === 0,
  });

export type QuarterInput = z.output<typeof quarterInputSchema>;

const absent = z.never().optional();

/**
 * The Quarters tab's Set active / Clear active: the flag alone (decision 092). A form field
 * here is refused outright, so a body carrying any is judged as the form and named by its
 * messages, never read as a bare flag change.
 */
export const quarterActiveInputSchema = z
  .object({
    is_active: z.boolean(),
    fulfillment_center_id: idSchema.optional(),
    quarter_name: absent,
    quarter_number: absent,
    start_time: absent,
    end_time: absent,
    shift: absent,
  })
  .strict();

/** PUT /quarters/{id}: the whole form, with or without is_active, or is_active alone. */
export const quarterUpdateSchema = z.union([quarterInputSchema.extend({ is_active: z.boolean().optional() }), quarterActiveInputSchema], {
  // Neither shape fits: say what the form says about missing fields.
  error: SCHEMA_MESSAGES.requiredFieldsMissing,
});

export type QuarterUpdateInput = z.output<typeof quarterUpdateSchema>;
