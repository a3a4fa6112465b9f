import { z } from 'zod';
import { SCHEMA_MESSAGES } from '../schema-messages.ts';

/**
 * Building blocks for schemas that read what a browser form sends: text inputs give strings,
 * and a cleared input gives '' that the API stores as null (spec 2 §5).
 */

/**
 * The longest text each kind of field takes (issue 13, decision 107). Every text a request
 * carries has one, so nothing long enough to trouble the database (an index row holds about
 * 2.7 kB) or the log gets past the schema.
 */
export const TEXT_MAX_LENGTH = {
  /** Station codes; also times of day and time-zone names, which are shorter still. */
  code: 50,
  /** Logins and aliases, badge values, and the references the Logs tab filters by. */
  login: 64,
  /** Names of people, centers, quarters and routing areas; the employee search. */
  name: 100,
  /** Locations and addresses; links a request carries (where to land after a mailed link). */
  freeText: 500,
  /** An email address (RFC 5321); also a key of the sign-in limits and of a unique index. */
  email: 254,
  /** Tokens of mailed links; a confirmation token carries the address it confirms. */
  token: 1000,
} as const;

/** What a message calls the field, and how long it may be. */
export type TextLimit = { label: string; max: number };

// Control characters are the point here: NUL cannot be stored in PostgreSQL text at all, no
// one-line field of the product takes tabs, line breaks or escapes, and text shown to another
// person must look like what it is (decision 133). So: C0 and DEL, the C1 controls (U+0085 is
// a line break, U+009B starts a terminal escape as ESC [ does), the Unicode line and paragraph
// separators, and the bidirectional embeddings, overrides and isolates that make a name read
// in another order than it is stored. Joiners and direction marks stay: Persian, Hindi and
// emoji sequences need them.
const WITHOUT_CONTROL_CHARACTERS = /^[^\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]*$/; // eslint-disable-line no-control-regex

function withinLimit(text: z.ZodString, { label, max }: TextLimit) {
  return text.max(max, SCHEMA_MESSAGES.textTooLong(label, max)).regex(WITHOUT_CONTROL_CHARACTERS, SCHEMA_MESSAGES.textHasControlCharacters(label));
}

/**
 * The one rule for text from outside: trimmed, at most `max` characters, and no control
 * characters (NUL, tabs, line breaks, escapes), each refused with a message naming the field.
 */
export function boundedText(limit: TextLimit, params?: { error: string }) {
  return withinLimit(z.string(params).trim(), limit);
}

/** The same rule for a secret, which is taken as typed: a password's spaces are part of it. */
export function boundedSecret(limit: TextLimit, params?: { error: string }) {
  return withinLimit(z.string(params), limit);
}

/** The rule's message for `value`, or null when it passes: for text read outside a schema (a spreadsheet cell). */
export function findTextProblem(value: string, limit: TextLimit): string | null {
  return boundedText(limit).safeParse(value).error?.issues[0]?.message ?? null;
}

/** Blank or whitespace-only text counts as a missing value. */
export function requiredText(message: string, limit: TextLimit) {
  return boundedText(limit, { error: message }).min(1, message);
}

/** Trimmed; blank becomes null. */
export function optionalText(limit: TextLimit) {
  return boundedText(limit)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();
}

/**
 * An edit must change something: `{}`, or a body naming only the center to act on, is refused
 * with a message instead of reaching the database as an UPDATE without columns.
 */
export function requireSomeChange<T extends z.ZodType<Record<string, unknown>>>(schema: T) {
  return schema.refine(
    (value) => Object.entries(value).some(([key, field]) => field !== undefined && key !== 'fulfillment_center_id'),
    SCHEMA_MESSAGES.nothingToChange,
  );
}

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
