/**
 * Decision 155: one row of an exceptions upload to an exception of a person. The person by
 * `employee_id` (their login) or `badge_barcode_id`, then `date`, `kind` and an optional `note`.
 * A row that breaks a rule is reported with its row number and skipped, as the employee
 * upload's are; who the person is, the server finds out (`matchExceptionPerson`).
 */
import { cellText, isoDate, wholeNumber } from '../employees/bulk-upload-row.ts';
import { MESSAGES } from '../messages.ts';
import { TEXT_MAX_LENGTH, findTextProblem } from '../schemas/form-fields.ts';
import { dateSchema } from '../schemas/id.ts';
import { EXCEPTION_KINDS, type ExceptionKind } from './roster.ts';

export const EXCEPTION_UPLOAD_COLUMNS = {
  login: 'employee_id',
  badge: 'badge_barcode_id',
  date: 'date',
  kind: 'kind',
  note: 'note',
} as const;

/** The columns a file lacks to be read at all: date, kind, and one of the two that name the person. */
export function missingExceptionColumns(header: readonly string[]): string[] {
  const C = EXCEPTION_UPLOAD_COLUMNS;
  const missing: string[] = header.includes(C.login) || header.includes(C.badge) ? [] : [`${C.login} or ${C.badge}`];
  return [...missing, ...[C.date, C.kind].filter((column) => !header.includes(column))];
}

export type ExceptionUploadRow = {
  /** The spreadsheet's own row number (the header is row 1). */
  row_number: number;
  login: string | null;
  badge: number | null;
  date: string;
  kind: ExceptionKind;
  note: string | null;
};

export type ExceptionRowResult = { row: ExceptionUploadRow } | { error: string } | { blank: true };

export const rowError = (rowNumber: number, problem: string) => `Row ${rowNumber}: ${problem}`;

export function toExceptionUploadRow(record: Record<string, unknown>, rowNumber: number): ExceptionRowResult {
  const C = EXCEPTION_UPLOAD_COLUMNS;
  if (Object.values(C).every((column) => cellText(record[column]) === '')) return { blank: true };
  const problems: string[] = [];
  const login = cellText(record[C.login]);
  const loginProblem = findTextProblem(login, { label: C.login, max: TEXT_MAX_LENGTH.login });
  if (loginProblem) problems.push(loginProblem);
  const badge = wholeNumber(record[C.badge]);
  if (badge === 'invalid') problems.push(`${C.badge} must be a whole number of at least 1`);
  if (login === '' && badge === null) problems.push(MESSAGES.exceptionUploadPersonRequired);
  const date = isoDate(record[C.date]);
  if (date === null || date === 'invalid' || !dateSchema.safeParse(date).success) problems.push(MESSAGES.exceptionUploadDateInvalid);
  const kind = cellText(record[C.kind]).toLowerCase();
  if (!(EXCEPTION_KINDS as readonly string[]).includes(kind)) problems.push(`${C.kind}: ${MESSAGES.exceptionKindInvalid}`);
  const note = cellText(record[C.note]);
  const noteProblem = findTextProblem(note, { label: C.note, max: TEXT_MAX_LENGTH.freeText });
  if (noteProblem) problems.push(noteProblem);
  if (problems.length > 0) return { error: rowError(rowNumber, problems.join('; ')) };
  return {
    row: {
      row_number: rowNumber,
      login: login || null,
      badge: badge as number | null,
      date: date as string,
      kind: kind as ExceptionKind,
      note: note || null,
    },
  };
}

/** A person as the server finds them by login or badge, in any center. */
export type UploadPerson = { id: string; center_id: string; login: string | null; badge: number | null };

/**
 * The person a row names among `people` (everyone whose login or badge the file mentions, in
 * any center): the one of `centerId` its login names (case aside), or its badge when it gives
 * no login; when it gives both they must be one person. A row naming nobody of the center says
 * whether the person is another center's or no one's, and a login or badge that several of the
 * center's people share is refused rather than guessed.
 */
export function matchExceptionPerson<P extends UploadPerson>(
  row: Pick<ExceptionUploadRow, 'row_number' | 'login' | 'badge'>,
  people: readonly P[],
  centerId: string,
): { person: P } | { error: string } {
  const C = EXCEPTION_UPLOAD_COLUMNS;
  const byLogin = row.login === null ? null : people.filter((p) => p.login?.toLowerCase() === row.login!.toLowerCase());
  const named = byLogin ?? people.filter((p) => p.badge === row.badge);
  const who = row.login === null ? `${C.badge} ${row.badge}` : `${C.login} ${row.login}`;
  const here = named.filter((p) => p.center_id === centerId);
  if (here.length === 0) {
    return { error: rowError(row.row_number, named.length > 0 ? MESSAGES.exceptionUploadOtherCenter(who) : MESSAGES.exceptionUploadUnknownPerson(who)) };
  }
  if (here.length > 1) return { error: rowError(row.row_number, MESSAGES.exceptionUploadAmbiguous(who)) };
  const person = here[0]!;
  if (row.login !== null && row.badge !== null && person.badge !== row.badge)
    return { error: rowError(row.row_number, MESSAGES.exceptionUploadPersonMismatch) };
  return { person };
}
