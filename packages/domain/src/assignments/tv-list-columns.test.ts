import { describe, it, expect } from 'vitest';
import { TV_LIST_COLUMNS, groupIntoTvListColumns, tvListColumnIndex } from './tv-list-columns.ts';

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
