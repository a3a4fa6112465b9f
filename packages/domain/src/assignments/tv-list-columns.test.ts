import { describe, it, expect } from 'vitest';
import { seededRandom } from '../testing/seeded-random.ts';
import { TV_LIST_COLUMNS, groupIntoTvListColumns, tvListColumnIndex, updateTvListColumns, type TvListGrouping } from './tv-list-columns.ts';

const labelOf = (name: string) => TV_LIST_COLUMNS[tvListColumnIndex(name)]!.label;

describe('tvListColumnIndex', () => {
  it('puts each letter in its column of five: A-E, F-J, K-O, P-T, U-Z', () => {
    expect(['Aaliyah', 'Ben', 'Chen', 'Dana', 'Emil'].map(labelOf)).toEqual(['A-E', 'A-E', 'A-E', 'A-E', 'A-E']);
    expect(['Faith', 'Jorge'].map(labelOf)).toEqual(['F-J', 'F-J']);
    expect(['Kim', 'Omar'].map(labelOf)).toEqual(['K-O', 'K-O']);
    expect(['Priya', 'Tomas'].map(labelOf)).toEqual(['P-T', 'P-T']);
    expect(['Uma', 'Zoe'].map(labelOf)).toEqual(['U-Z', 'U-Z']);
  });

  it('reads a lower-case first letter as its capital', () => {
    expect(labelOf('aaliyah edwards')).toBe('A-E');
    expect(labelOf('jorge')).toBe('F-J');
    expect(labelOf('zoe')).toBe('U-Z');
  });

  it('files an accented first letter under its plain letter', () => {
    expect(labelOf('Élodie Martin')).toBe('A-E');
    expect(labelOf('Óscar Ruiz')).toBe('K-O');
  });

  it('ignores leading spaces', () => {
    expect(labelOf('  Kim Lee')).toBe('K-O');
  });

  it('sends names that do not start with a letter A-Z to the last column', () => {
    expect(labelOf('42 Temp')).toBe('U-Z');
    expect(labelOf('#Temp worker')).toBe('U-Z');
    expect(labelOf('Øystein')).toBe('U-Z');
    expect(labelOf('')).toBe('U-Z');
  });
});

describe('groupIntoTvListColumns', () => {
  it('splits rows into five columns, each sorted by name regardless of case', () => {
    const rows = ['zoe', 'Bea', 'adam', 'Kim', 'Carl', '7even'].map((name) => ({ name }));
    const columns = groupIntoTvListColumns(rows, (r) => r.name).map((column) => column.map((r) => r.name));
    expect(columns).toEqual([['adam', 'Bea', 'Carl'], [], ['Kim'], [], ['7even', 'zoe']]);
  });

  it('gives five empty columns for no rows', () => {
    expect(groupIntoTvListColumns([], String)).toEqual([[], [], [], [], []]);
  });
});

describe('updateTvListColumns', () => {
  type Row = { name: string };
  const nameOf = (row: Row) => row.name;
  const NAMES = [
    'Ann Lee',
    'ann lee',
    'Ben Ortiz',
    'Bea',
    'Émile Roy',
    'Kim Lee',
    'Kim Lee',
    'Omar',
    'Priya',
    'Tomas',
    'Uma',
    'Zoe',
    '7even',
    ' Carl',
    'Dana 10',
    'Dana 9',
  ];

  it('gives what grouping afresh gives after every change, ties in the order of the rows', () => {
    const next = seededRandom(26);
    let rows: Row[] = NAMES.slice(0, 8).map((name) => ({ name }));
    let grouping: TvListGrouping<Row> | null = null;
    for (let step = 0; step < 400; step++) {
      grouping = updateTvListColumns(grouping, rows, nameOf);
      const afresh = groupIntoTvListColumns(rows, nameOf);
      // The very row objects, in the same places.
      expect(
        grouping.columns.every((column, index) => column.length === afresh[index]!.length && column.every((row, at) => row === afresh[index]![at])),
        `step ${step}`,
      ).toBe(true);
      // One to three rows come, go or change (a changed row is a new object in the same place).
      rows = [...rows];
      for (let edits = 1 + Math.floor(next() * 3); edits > 0; edits--) {
        const at = Math.floor(next() * (rows.length + 1));
        const kind = next();
        const row = { name: NAMES[Math.floor(next() * NAMES.length)]! };
        if (kind < 0.4 || rows.length === 0) rows.splice(at, 0, row);
        else if (kind < 0.7) rows.splice(Math.min(at, rows.length - 1), 1);
        else rows[Math.min(at, rows.length - 1)] = row;
      }
    }
  });

  it('keeps the columns a change did not touch as the same arrays', () => {
    const rows = ['Ann', 'Kim', 'Zoe'].map((name) => ({ name }));
    const before = updateTvListColumns(null, rows, nameOf);
    const after = updateTvListColumns(before, [...rows, { name: 'Kat' }], nameOf);
    expect(after.columns.map((column, index) => column === before.columns[index])).toEqual([true, true, false, true, true]);
    expect(after.columns[2]!.map(nameOf)).toEqual(['Kat', 'Kim']);
    expect(updateTvListColumns(after, after.rows, nameOf)).toBe(after);
  });
});
