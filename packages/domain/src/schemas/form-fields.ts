import { z } from 'zod';

/**
 * Building blocks for schemas that read what a browser form sends: text inputs give strings,
 * and a cleared input gives '' that the API stores as null (spec 2 §5).
 */

/** Blank or whitespace-only text counts as a missing value. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, message);
}

/** Trimmed; blank becomes null. */
export const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

const NUMBER_TEXT = /^[+-]?\d+(\.\d+)?$/;

/** Number inputs reach schemas as text; '' is a cleared field. Anything else is left for the check to refuse. */
function numberFromForm(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return null;
  return NUMBER_TEXT.test(text) ? Number(text) : value;
}

/** One message for every way of getting the number wrong: the forms show a single line. */
function intInRange(message: string, min: number, max: number) {
  return z.int({ error: message }).min(min, message).max(max, message);
}

/** A whole number in [min, max]. */
export function wholeNumber(message: string, min: number, max: number = Number.MAX_SAFE_INTEGER) {
  return z.preprocess(numberFromForm, intInRange(message, min, max));
}

/** Optional and clearable: absent stays absent, cleared becomes null. */
export function optionalWholeNumber(message: string, min: number, max: number = Number.MAX_SAFE_INTEGER) {
  return z.preprocess(numberFromForm, intInRange(message, min, max).nullable()).optional();
}
