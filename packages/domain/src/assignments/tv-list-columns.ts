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

/** Rows and the columns grouped from them, as `updateTvListColumns` keeps them from one change to the next. */
export type TvListGrouping<T> = { rows: readonly T[]; columns: T[][] };

/** Past this many rows come or gone, grouping afresh costs less than placing them one by one. */
const MOST_PLACED_ONE_BY_ONE = 32;

/**
 * The columns of `rows`, the same as groupIntoTvListColumns gives, but worked out from the
 * grouping of the rows before (issue 26): a row object still there keeps its place, one gone
 * leaves its column, one new is put in order, and a column nothing touched is the same array,
 * so a screen redraws only the column a change touched. Sorting 400 names with the collator
 * costs a few milliseconds; one change here costs a few comparisons. Rows are told apart by
 * identity: a changed row is a new object, which leaves and comes back; rows that stay keep
 * their order in `rows` (the map's station order), which breaks ties between equal names.
 */
export function updateTvListColumns<T>(before: TvListGrouping<T> | null, rows: readonly T[], nameOf: (row: T) => string): TvListGrouping<T> {
  if (before === null) return { rows, columns: groupIntoTvListColumns(rows, nameOf) };
  if (before.rows === rows) return before;
  const had = new Set(before.rows);
  const has = new Set(rows);
  const added = rows.filter((row) => !had.has(row));
  const gone = before.rows.filter((row) => !has.has(row));
  if (added.length + gone.length > MOST_PLACED_ONE_BY_ONE) return { rows, columns: groupIntoTvListColumns(rows, nameOf) };

  // Ties (the same name twice) keep the order of `rows`, as the stable sort does.
  const position = new Map(rows.map((row, index) => [row, index]));
  const compare = (a: T, b: T) => nameCollator.compare(nameOf(a).trim(), nameOf(b).trim()) || position.get(a)! - position.get(b)!;
  const columns = [...before.columns];
  const touched = new Set<number>();
  const editable = (index: number) => {
    if (!touched.has(index)) columns[index] = [...columns[index]!];
    touched.add(index);
    return columns[index]!;
  };
  for (const row of gone) {
    const column = editable(tvListColumnIndex(nameOf(row)));
    column.splice(column.indexOf(row), 1);
  }
  for (const row of added) {
    const column = editable(tvListColumnIndex(nameOf(row)));
    let low = 0;
    let high = column.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(column[middle]!, row) <= 0) low = middle + 1;
      else high = middle;
    }
    column.splice(low, 0, row);
  }
  return { rows, columns };
}
