/** Issue 28 (decision 149): a person's exceptions on dates, and the roster of an operating day, as the API has them. */
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { EXCEPTION_KINDS, ROSTER_REASONS } from '../roster/roster.ts';
import { SHIFTS } from '../roster/shift-pattern-presets.ts';
import { employeeSchema } from './employee-record.ts';
import { checkShiftPattern, employeeCreateFields } from './employee.ts';
import { optionalText, TEXT_MAX_LENGTH, wholeNumber } from './form-fields.ts';
import { dateSchema, idSchema } from './id.ts';

/** POST /employees/{id}/exceptions. */
export const employeeExceptionInputSchema = z.object({
  date: dateSchema,
  kind: z.enum(EXCEPTION_KINDS, MESSAGES.exceptionKindInvalid),
  note: optionalText({ label: 'Note', max: TEXT_MAX_LENGTH.freeText }),
  fulfillment_center_id: idSchema.optional(),
});

export type EmployeeExceptionInput = z.output<typeof employeeExceptionInputSchema>;

export const employeeExceptionSchema = z.object({
  id: idSchema,
  employee_id: idSchema,
  fulfillment_center_id: idSchema,
  date: z.string(),
  kind: z.enum(EXCEPTION_KINDS),
  note: z.string().nullable(),
  /** Decision 153: the stations a call-out took the person off that day (empty for other kinds). */
  freed_stations: z.array(z.object({ station_id: idSchema, quarter_id: idSchema })),
  created_at: z.string(),
});

export type EmployeeException = z.infer<typeof employeeExceptionSchema>;

/** The longest range GET /employees/{id}/exceptions answers in one call: a year, leap day included. */
export const EXCEPTION_RANGE_MAX_DAYS = 366;

const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** GET /employees/{id}/exceptions: from and to, both included. */
export const exceptionRangeQuerySchema = z
  .object({ from: dateSchema, to: dateSchema })
  .refine(({ from, to }) => to >= from && daysBetween(from, to) < EXCEPTION_RANGE_MAX_DAYS, { message: MESSAGES.exceptionRangeInvalid, path: ['to'] });

/** GET /roster: an operating day, and optionally one shift of it. */
export const rosterQuerySchema = z.object({
  date: dateSchema,
  shift: z.enum(SHIFTS, MESSAGES.shiftInvalid).optional(),
  fulfillment_center_id: idSchema.optional(),
});

/** One active person of the center on that day: on the roster or not, and why. */
export const rosterEntrySchema = z.object({
  employee: employeeSchema,
  on_roster: z.boolean(),
  reason: z.enum(ROSTER_REASONS),
});

export type RosterEntryAnswer = z.infer<typeof rosterEntrySchema>;

/** GET /roster/summary (decision 154): an operating day. */
export const rosterSummaryQuerySchema = z.object({
  date: dateSchema,
  fulfillment_center_id: idSchema.optional(),
});

/** The attendance forecast of a shift or a quarter (roster/attendance-forecast.ts); null on a day that is over. */
const attendanceForecastSchema = z
  .object({
    rostered: z.int(),
    weeks: z.int(),
    is_short_history: z.boolean(),
    rate: z.number().nullable(),
    low: z.number().nullable(),
    high: z.number().nullable(),
    expected: z.int().nullable(),
  })
  .nullable();

/** Per shift of an operating day: rostered, planned, checked in, who is rostered but not planned, and the forecast. */
export const rosterSummarySchema = z.object({
  date: z.string(),
  /** The operating day the center is on: a summary of it or a later day carries a forecast. */
  today: z.string(),
  shifts: z.array(
    z.object({
      shift: z.enum(SHIFTS),
      rostered: z.int(),
      planned: z.int(),
      checked_in: z.int(),
      rostered_not_planned: z.array(z.object({ id: idSchema, name: z.string(), employee_id: z.string().nullable() })),
      forecast: attendanceForecastSchema,
      quarters: z.array(
        z.object({
          quarter_id: idSchema,
          quarter_name: z.string(),
          quarter_number: z.int(),
          date: z.string(),
          planned: z.int(),
          checked_in: z.int(),
          forecast: attendanceForecastSchema,
        }),
      ),
    }),
  ),
});

export type RosterSummary = z.infer<typeof rosterSummarySchema>;
/** GET /api/roster/call-out-openings?date=: a station a call-out freed that nobody holds again (decision 153). */
export const callOutOpeningSchema = z.object({
  employee_name: z.string(),
  station_id: idSchema,
  station_code: z.string(),
  quarter_id: idSchema,
  quarter_name: z.string(),
  quarter_number: z.number().int(),
  date: z.string(),
});

export type CallOutOpening = z.infer<typeof callOutOpeningSchema>;

export const callOutOpeningsQuerySchema = z.object({ date: dateSchema, fulfillment_center_id: idSchema.optional() });

const shiftPatternKeys = { shift_pattern: true, work_days: true, shift: true, pattern_starts_on: true, pattern_ends_on: true } as const;

/** The most people one roster sync sends: a large center's whole staff, several times over. */
export const ROSTER_SYNC_MAX_PEOPLE = 20_000;

/** One person of the HR system's list (decision 169): the UID is the key; the pattern is kept when not sent. */
export const rosterSyncPersonSchema = employeeCreateFields
  .pick({ name: true, employee_id: true, badge_barcode_id: true, ...shiftPatternKeys })
  .extend({
    employee_uid: wholeNumber(MESSAGES.employeeUidInvalid, 1),
    is_active: z.boolean().default(true),
  })
  .superRefine(checkShiftPattern);

/** PUT /api/roster: the center's whole list; `dry_run` answers the diff and changes nothing. */
export const rosterSyncInputSchema = z.object({
  people: z
    .array(rosterSyncPersonSchema)
    .max(ROSTER_SYNC_MAX_PEOPLE)
    .superRefine((people, context) => {
      const seen = new Map<number, number>();
      people.forEach((person, index) => {
        const first = seen.get(person.employee_uid);
        if (first === undefined) seen.set(person.employee_uid, index);
        else context.addIssue({ code: 'custom', path: [index, 'employee_uid'], message: MESSAGES.rosterSyncUidTwice(person.employee_uid, first) });
      });
    }),
  dry_run: z.boolean().default(false),
  fulfillment_center_id: idSchema.optional(),
});

export type RosterSyncInput = z.output<typeof rosterSyncInputSchema>;

const fieldChangeSchema = z.object({ from: z.unknown(), to: z.unknown() });

/** The sync's answer: what it created, updated and deactivated (or would, on a dry run), and how many it left. */
export const rosterSyncResultSchema = z.object({
  dry_run: z.boolean(),
  created: z.array(z.object({ employee_uid: z.number(), name: z.string() })),
  updated: z.array(z.object({ employee_uid: z.number(), name: z.string(), changes: z.record(z.string(), fieldChangeSchema) })),
  deactivated: z.array(z.object({ employee_uid: z.number(), name: z.string() })),
  unchanged: z.number(),
});

export type RosterSyncResult = z.infer<typeof rosterSyncResultSchema>;
