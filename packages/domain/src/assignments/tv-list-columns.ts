/** Spec 1 §2 TV List: five columns by the first letter of the employee name. */
export const TV_LIST_COLUMNS = [
  { label: 'A-E', first: 'A', last: 'E' },
  { label: 'F-J', first: 'F', last: 'J' },
  { label: 'K-O', first: 'K', last: 'O' },
  { label: 'P-T', first: 'P', last: 'T' },
  { label: 'U-Z', first: 'U', last: 'Z' },
] as const;

const LAST_COLUMN = TV_LIST_COLUMNS.length - 1;

/**
 * The column of a name: its first letter, upper-cased and stripped of accents ('élodie' goes
 * with E). A name that starts with anything else (a digit, a symbol, a letter outside A-Z, or
 * nothing) goes to the last column, after Z, where lists put their '#' entries (decision 040).
 * Leading spaces are ignored.
 */
export function tvListColumnIndex(name: string): number {
  const first = name.trim().normalize('NFD').charAt(0).toUpperCase();
  if (first < 'A' || first > 'Z' || first.length !== 1) return LAST_COLUMN;
  return TV_LIST_COLUMNS.findIndex((column) => first >= column.first && first <= column.last);
}

/** How the TV screens order names: by letter, ignoring case and accents, numbers by value. */
export const nameCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Rows split into the five columns, each sorted by name as a reader looks for their own. */
export function groupIntoTvListColumns<T>(rows: readonly T[], nameOf: (row: T) => string): T[][] {
  const columns: T[][] = TV_LIST_COLUMNS.map(() => []);
  for (const row of rows) columns[tvListColumnIndex(nameOf(row))]!.push(row);
  for (const column of columns) column.sort((a, b) => nameCollator.compare(nameOf(a).trim(), nameOf(b).trim()));
  return columns;
}
