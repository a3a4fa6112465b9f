/**
 * DESIGN §4 Bulk upload: one spreadsheet row to an employee. Columns by their header text;
 * "Employee Name (Last, First)" becomes "First Last"; "Employee Status" Active or anything
 * else (inactive). A row that breaks a rule is reported with its row number and skipped.
 */
import { EMPLOYEE_NAME } from '../schemas/employee.ts';
import { findTextProblem, TEXT_MAX_LENGTH } from '../schemas/form-fields.ts';
import { LANGUAGES, type Language } from '../i18n/languages.ts';
import { MESSAGES } from '../messages.ts';
import { parseSkillsCell, skillNameKey } from '../skills/missing-skills.ts';
import { findShiftPatternProblem } from '../roster/shift-pattern.ts';
import { SHIFT_PATTERNS, SHIFTS, storedShiftPattern, type Shift, type ShiftPatternName, type StoredShiftPattern } from '../roster/shift-pattern-presets.ts';

export const BULK_UPLOAD_COLUMNS = {
  employeeUid: 'Employee ID',
  badgeBarcodeId: 'Badge Barcode ID',
  name: 'Employee Name (Last, First)',
  departmentId: 'Department ID',
  login: 'User ID',
  startDate: 'Employment Start Date',
  status: 'Employee Status',
  /** Issue 14: optional, en or es; blank keeps what the person has (none for someone new). */
  preferredLanguage: 'preferred_language',
  /** Issue 15: optional, skill names separated by semicolons; blank keeps what the person holds. */
  skills: 'Skills',
  /**
   * Issue 28 (decision 149): optional, FHD, BHD, FHN, BHN or custom; work_days as weekday
   * numbers (Sunday = 0) separated by semicolons, commas or spaces, and shift (day or night),
   * which custom needs. All three blank keep the person's pattern.
   */
  shiftPattern: 'shift_pattern',
  workDays: 'work_days',
  shift: 'shift',
} as const;

/** Without these the file cannot be read at all; the rest may be missing or blank. */
export const REQUIRED_BULK_COLUMNS = [BULK_UPLOAD_COLUMNS.employeeUid, BULK_UPLOAD_COLUMNS.name] as const;

export type BulkEmployeeRow = {
  employee_uid: number;
  name: string;
  badge_barcode_id: number | null;
  department_id: number | null;
  employee_id: string | null;
  employment_start_date: string | null;
  is_active: boolean;
  /** Null: blank or no such column, so an existing person keeps theirs (decision 126). */
  preferred_language: Language | null;
  /**
   * Issue 15: the skills named in the row's Skills cell, with the row's number for the error
   * when a name is none of the center's (the server knows them). Absent: blank or no such
   * column, so an existing person keeps theirs.
   */
  skills?: { names: string[]; row_number: number };
} & Partial<StoredShiftPattern>;

export type BulkRowResult = { row: BulkEmployeeRow } | { error: string } | { blank: true };

/** A cell's text, trimmed; blank for an empty cell. */
export const cellText = (value: unknown): string => (value === undefined || value === null ? '' : String(value).trim());

/** A whole number of at least 1; null when blank. */
export function wholeNumber(value: unknown): number | null | 'invalid' {
  const raw = cellText(value);
  if (raw === '') return null;
  if (!/^\d{1,15}$/.test(raw) || Number(raw) < 1) return 'invalid';
  return Number(raw);
}

/** "Lee, Ann" → "Ann Lee"; a name without a comma is kept as it is. */
export function firstLastName(lastCommaFirst: string): string {
  const [last, ...rest] = lastCommaFirst.split(',');
  const first = rest.join(',').trim();
  return first ? `${first} ${last!.trim()}` : lastCommaFirst.trim();
}

/** A date cell (a date, YYYY-MM-DD or M/D/YYYY) as YYYY-MM-DD; null when blank. */
export function isoDate(value: unknown): string | null | 'invalid' {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'invalid' : value.toISOString().slice(0, 10);
  const raw = cellText(value);
  if (raw === '') return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(raw);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(raw);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1]!.padStart(2, '0'), us[2]!.padStart(2, '0')] : [];
  if (!y) return 'invalid';
  const date = `${y}-${m}-${d}`;
  return new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date ? date : 'invalid';
}

/**
 * Issue 28: the row's shift pattern as the person's row keeps it; undefined when the three cells
 * are blank (the person keeps theirs) or a problem was found (pushed onto `problems`).
 */
function readShiftPattern(record: Record<string, unknown>, problems: string[]): StoredShiftPattern | undefined {
  const C = BULK_UPLOAD_COLUMNS;
  const name = cellText(record[C.shiftPattern]);
  const daysCell = cellText(record[C.workDays]);
  const shift = cellText(record[C.shift]).toLowerCase();
  if (name === '' && daysCell === '' && shift === '') return undefined;
  const pattern = name.toLowerCase() === 'custom' ? 'custom' : name.toUpperCase();
  const days = daysCell === '' ? undefined : daysCell.split(/[\s,;]+/).map(Number);
  const cellProblem =
    name !== '' && !(SHIFT_PATTERNS as readonly string[]).includes(pattern)
      ? `${C.shiftPattern}: ${MESSAGES.shiftPatternInvalid}`
      : days?.some((day) => !Number.isInteger(day) || day < 0 || day > 6)
        ? `${C.workDays}: ${MESSAGES.workDaysInvalid}`
        : shift !== '' && !(SHIFTS as readonly string[]).includes(shift)
          ? `${C.shift}: ${MESSAGES.shiftInvalid}`
          : null;
  const input = { shift_pattern: name === '' ? undefined : (pattern as ShiftPatternName), work_days: days, shift: shift === '' ? undefined : (shift as Shift) };
  const problem = cellProblem ?? findShiftPatternProblem(input);
  if (problem) {
    problems.push(cellProblem ?? `${C.shiftPattern}: ${problem}`);
    return undefined;
  }
  return storedShiftPattern(input);
}

/** `rowNumber` is the spreadsheet's own (the header is row 1). */
export function toBulkEmployeeRow(record: Record<string, unknown>, rowNumber: number): BulkRowResult {
  const C = BULK_UPLOAD_COLUMNS;
  if (Object.values(C).every((column) => cellText(record[column]) === '')) return { blank: true };
  const problems: string[] = [];
  const uid = wholeNumber(record[C.employeeUid]);
  if (uid === null) problems.push(`${C.employeeUid} is required`);
  if (uid === 'invalid') problems.push(`${C.employeeUid} must be a whole number of at least 1`);
  const rawName = cellText(record[C.name]);
  const name = firstLastName(rawName);
  // The same limits as the employee form (decision 107), so an imported name can be assigned.
  const nameProblem = rawName === '' ? 'Employee name is required' : findTextProblem(name, EMPLOYEE_NAME);
  if (nameProblem) problems.push(nameProblem);
  const login = cellText(record[C.login]);
  const loginProblem = findTextProblem(login, { label: C.login, max: TEXT_MAX_LENGTH.login });
  if (loginProblem) problems.push(loginProblem);
  const badge = wholeNumber(record[C.badgeBarcodeId]);
  if (badge === 'invalid') problems.push(`${C.badgeBarcodeId} must be a whole number of at least 1`);
  const department = wholeNumber(record[C.departmentId]);
  if (department === 'invalid') problems.push(`${C.departmentId} must be a whole number of at least 1`);
  const start = isoDate(record[C.startDate]);
  if (start === 'invalid') problems.push(`${C.startDate} is not a date`);
  const language = cellText(record[C.preferredLanguage]).toLowerCase();
  if (language !== '' && !(LANGUAGES as readonly string[]).includes(language)) problems.push(`${C.preferredLanguage}: ${MESSAGES.preferredLanguageInvalid}`);
  const skillNames = parseSkillsCell(cellText(record[C.skills]));
  for (const skill of skillNames) {
    const skillProblem = findTextProblem(skill, { label: C.skills, max: TEXT_MAX_LENGTH.name });
    if (skillProblem) problems.push(skillProblem);
  }
  const pattern = readShiftPattern(record, problems);
  if (problems.length > 0) return { error: `Row ${rowNumber}: ${problems.join('; ')}` };
  return {
    row: {
      employee_uid: uid as number,
      name,
      badge_barcode_id: badge as number | null,
      department_id: department as number | null,
      employee_id: login || null,
      employment_start_date: start as string | null,
      is_active: cellText(record[C.status]).toLowerCase() === 'active',
      preferred_language: language === '' ? null : (language as Language),
      ...(skillNames.length > 0 && { skills: { names: skillNames, row_number: rowNumber } }),
      ...pattern,
    },
  };
}

/**
 * Issue 15: a row's Skills names against the center's skills (by skillNameKey): their ids,
 * or the row's error naming the unknown ones.
 */
export function resolveRowSkills(row: BulkEmployeeRow, centerSkills: ReadonlyMap<string, string>): { skillIds: string[] | null } | { error: string } {
  if (!row.skills) return { skillIds: null };
  const unknown = row.skills.names.filter((name) => !centerSkills.has(skillNameKey(name)));
  if (unknown.length > 0) return { error: `Row ${row.skills.row_number}: ${MESSAGES.unknownSkills(unknown.join(', '))}` };
  return { skillIds: row.skills.names.map((name) => centerSkills.get(skillNameKey(name))!) };
}
