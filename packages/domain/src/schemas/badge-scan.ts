import { z } from 'zod';
import { scanReasonSchema } from '../assignments/scan-reason.ts';
import { languageSchema } from '../i18n/languages.ts';
import { ENTRY_MESSAGES } from '../entry-messages.ts';
import { KIOSK_MESSAGES } from '../kiosk-messages.ts';
import { SCHEMA_MESSAGES } from '../schema-messages.ts';
import { QUARTER_NUMBER_MAX, QUARTER_NUMBER_MIN } from './quarter-record.ts';
import { requiredText, TEXT_MAX_LENGTH, wholeNumber } from './form-fields.ts';
import { DATE_MAX, DATE_MIN, dateSchema, idSchema, isInstantWithinDateRange } from './id.ts';

/** POST /stations/tv-badge-scan and /stations/tv-auto-assign (spec 1 §7). */
export const badgeScanInputSchema = z.object({
  /** What the badge reader typed: a badge barcode, an employee UID or a login. */
  // As long as a login, longer than any badge barcode or UID: a stuck scanner cannot send a novel.
  employee_id: requiredText(KIOSK_MESSAGES.badgeValueRequired, { label: 'Badge value', max: TEXT_MAX_LENGTH.login }),
  fulfillment_center_id: idSchema.optional(),
  quarter_number: wholeNumber(SCHEMA_MESSAGES.quarterNumberOutOfRange, QUARTER_NUMBER_MIN, QUARTER_NUMBER_MAX).default(QUARTER_NUMBER_MIN),
  /**
   * The date of the quarter the screen shows (decision 080): a TV looking ahead past midnight
   * scans into tomorrow's date. Without it the server takes the quarter's date on the operating day.
   */
  assignment_date: dateSchema.optional(),
  /**
   * Issue 14: the kiosk's own id for this badge scan, made when the badge was read. A scan sent
   * again with the same id (a replay after the network came back, a retry) answers what the
   * first one answered and changes nothing.
   */
  scan_id: idSchema.optional(),
  /**
   * Issue 14: when the badge was read, for a scan stored on the kiosk while offline. The scan
   * is judged in the quarter of that moment while it is at most SCAN_REPLAY_WINDOW_MS old.
   */
  // Issue 25: within the dates of decision 107, so no clock arithmetic ever sees year 0001 (a
  // refusal is stored and final, where a failure would have an offline kiosk resend it for ever).
  scanned_at: z.iso
    .datetime({ offset: true })
    .refine((value) => isInstantWithinDateRange(new Date(value)), ENTRY_MESSAGES.dateOutOfRange(DATE_MIN, DATE_MAX))
    .optional(),
});

export type BadgeScanInput = z.output<typeof badgeScanInputSchema>;

/** Spec 1 §3 badge scan result item; one per quarter the scan touched (DESIGN §4 step 6). */
export const scanResultItemSchema = z.object({
  quarter_number: z.number().int(),
  quarter_name: z.string(),
  employee_name: z.string().nullable(),
  station_name: z.string().nullable(),
  is_check_in: z.boolean(),
  checked_in: z.boolean(),
  checked_in_at: z.string().nullable(),
  message: z.string(),
  is_overflow_routing: z.boolean(),
  routing_message: z.string().nullable(),
  routing_areas: z.array(z.string()),
  current_attendance: z.number().int(),
  maximum_attendance: z.number().int(),
  is_critical: z.boolean(),
  assignment_number: z.number().int().nullable(),
  remaining_critical: z.number().int(),
  auto_checked_in: z.boolean(),
  is_conflict: z.boolean(),
  existing_assignment: z.object({ station_code: z.string() }).nullable(),
  /** Issue 14: why here, in one short line under the station. */
  reason: scanReasonSchema,
  /** Issue 14: the person's language, when set: the kiosk shows this result in it. */
  preferred_language: languageSchema.nullable(),
});

export type ScanResultItem = z.infer<typeof scanResultItemSchema>;
