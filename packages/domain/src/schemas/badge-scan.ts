import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { QUARTER_NUMBER_MAX, QUARTER_NUMBER_MIN } from './quarter.ts';
import { requiredText, wholeNumber } from './form-fields.ts';
import { idSchema } from './id.ts';

/** Longer than any badge barcode, UID or login; a cap so a stuck scanner cannot send a novel. */
export const BADGE_VALUE_MAX_LENGTH = 64;

/** POST /stations/tv-badge-scan and /stations/tv-auto-assign (spec 1 §7). */
export const badgeScanInputSchema = z.object({
  /** What the badge reader typed: a badge barcode, an employee UID or a login. */
  employee_id: requiredText(MESSAGES.badgeValueRequired).max(BADGE_VALUE_MAX_LENGTH, MESSAGES.badgeValueTooLong),
  fulfillment_center_id: idSchema.optional(),
  quarter_number: wholeNumber(MESSAGES.quarterNumberOutOfRange, QUARTER_NUMBER_MIN, QUARTER_NUMBER_MAX).default(QUARTER_NUMBER_MIN),
});

export type BadgeScanInput = z.output<typeof badgeScanInputSchema>;
