import { describe, expect, it } from 'vitest';
import { missingStandardsColumns, resolveStandardsRows, toStandardsUploadRow, type StandardsStation, type StandardsUploadRow } from './standards-upload-row.ts';

const blankRecord = { station: '', units_per_hour: '', high_strain: '', line: '', min_heads: '', max_heads: '' };
const record = (cells: Record<string, unknown>) => ({ ...blankRecord, ...cells });

describe('the columns of a standards file', () => {
  it('takes station columns, line columns or both, each set whole', () => {
    expect(missingStandardsColumns(['station', 'units_per_hour', 'high_strain'])).toEqual([]);
    expect(missingStandardsColumns(['line', 'min_heads', 'max_heads'])).toEqual([]);
    expect(missingStandardsColumns(['station', 'units_per_hour', 'high_strain', 'line', 'min_heads', 'max_heads'])).toEqual([]);
    expect(missingStandardsColumns(['station', 'units_per_hour', 'line', 'max_heads'])).toEqual(['high_strain', 'min_heads']);
  });

  it('names both sets when the file has neither', () => {
    expect(missingStandardsColumns(['code', 'rate'])).toEqual(['station with units_per_hour and high_strain, or line with min_heads and max_heads']);
  });
});

describe('a row of a standards file', () => {
  it('reads a station row: a decimal rate, blank for none, and high_strain in words or digits, blank for no', () => {
    expect(toStandardsUploadRow(record({ station: ' 1-01 ', units_per_hour: '120.5', high_strain: 'Yes' }), 2)).toEqual({
      row: { kind: 'station', row: 2, station: '1-01', units_per_hour: 120.5, is_high_strain: true },
    });
    expect(toStandardsUploadRow(record({ station: '1-02', units_per_hour: 80, high_strain: '' }), 3)).toEqual({
      row: { kind: 'station', row: 3, station: '1-02', units_per_hour: 80, is_high_strain: false },
    });
    expect(toStandardsUploadRow(record({ station: '1-03', units_per_hour: '', high_strain: 'x' }), 4)).toEqual({
      row: { kind: 'station', row: 4, station: '1-03', units_per_hour: null, is_high_strain: true },
    });
    expect(toStandardsUploadRow(record({ station: '1-03', high_strain: 'FALSE' }), 5)).toMatchObject({ row: { is_high_strain: false } });
  });

  it('reads a line row: whole bounds from 0 to 1000, blank for none', () => {
    expect(toStandardsUploadRow(record({ line: '2', min_heads: '3', max_heads: '' }), 6)).toEqual({
      row: { kind: 'line', row: 6, line: 2, min_heads: 3, max_heads: null },
    });
    expect(toStandardsUploadRow(record({ line: 4, min_heads: 0, max_heads: 1000 }), 7)).toEqual({
      row: { kind: 'line', row: 7, line: 4, min_heads: 0, max_heads: 1000 },
    });
  });

  it('skips a blank row, and reads a file of only one set of columns', () => {
    expect(toStandardsUploadRow(blankRecord, 8)).toEqual({ blank: true });
    expect(toStandardsUploadRow({ line: '1', min_heads: '1', max_heads: '2' }, 9)).toMatchObject({ row: { kind: 'line', line: 1 } });
    expect(toStandardsUploadRow({ station: '1-01', units_per_hour: '5', high_strain: 'no' }, 9)).toMatchObject({ row: { kind: 'station' } });
  });

  it('lists every bad cell of a row with its column', () => {
    expect(toStandardsUploadRow(record({ station: '1-01', units_per_hour: '0', high_strain: 'maybe' }), 10)).toEqual({
      errors: [
        { row: 10, column: 'units_per_hour', message: 'Units per hour must be a number above 0, at most 100,000' },
        { row: 10, column: 'high_strain', message: 'high_strain must be yes or no (blank is no)' },
      ],
    });
    expect(toStandardsUploadRow(record({ station: '1-01', units_per_hour: '1,000' }), 11)).toMatchObject({ errors: [{ column: 'units_per_hour' }] });
    expect(toStandardsUploadRow(record({ station: '1-01', units_per_hour: '100001' }), 11)).toMatchObject({ errors: [{ column: 'units_per_hour' }] });
    expect(toStandardsUploadRow(record({ line: '5', min_heads: '-1', max_heads: '2.5' }), 12)).toEqual({
      errors: [
        { row: 12, column: 'line', message: 'line must be a line from 1 to 4' },
        { row: 12, column: 'min_heads', message: 'Heads must be a whole number from 0 to 1000' },
        { row: 12, column: 'max_heads', message: 'Heads must be a whole number from 0 to 1000' },
      ],
    });
    expect(toStandardsUploadRow(record({ line: '1', min_heads: '5', max_heads: '4' }), 13)).toEqual({
      errors: [{ row: 13, column: 'min_heads', message: 'The minimum heads may not be above the maximum' }],
    });
  });

  it('refuses a row that names both a station and a line, or neither', () => {
    expect(toStandardsUploadRow(record({ station: '1-01', line: '1' }), 14)).toEqual({
      errors: [{ row: 14, column: null, message: 'A row sets a station or a line, not both' }],
    });
    expect(toStandardsUploadRow(record({ units_per_hour: '12' }), 15)).toEqual({
      errors: [{ row: 15, column: null, message: 'A row names a station or a line' }],
    });
  });
});

describe('the rows against the center', () => {
  const stations: StandardsStation[] = [
    { station_id: 's1', station_code: '1-01', line_number: 1, is_indirect: false },
    { station_id: 's2', station_code: 'PK-A', line_number: 2, is_indirect: false },
    { station_id: 'ws', station_code: 'Water Spider-L1', line_number: 1, is_indirect: true },
    { station_id: 'dock', station_code: 'Dock', line_number: null, is_indirect: false },
  ];
  const station = (row: number, code: string, rate: number | null, strain = false): StandardsUploadRow => ({
    kind: 'station',
    row,
    station: code,
    units_per_hour: rate,
    is_high_strain: strain,
  });
  const line = (row: number, n: number, min: number | null, max: number | null): StandardsUploadRow => ({
    kind: 'line',
    row,
    line: n,
    min_heads: min,
    max_heads: max,
  });

  it('turns good rows into the change PUT /api/demand/standards makes, a code matched with case aside', () => {
    expect(
      resolveStandardsRows([station(2, '1-01', 120, true), station(3, 'pk-a', null), line(4, 1, 2, 6), station(5, 'Water Spider-L1', null, true)], stations),
    ).toEqual({
      change: {
        stations: [
          { station_id: 's1', units_per_hour: 120, is_high_strain: true },
          { station_id: 's2', units_per_hour: null, is_high_strain: false },
          { station_id: 'ws', units_per_hour: null, is_high_strain: true },
        ],
        lines: [{ line: 1, min_heads: 2, max_heads: 6 }],
      },
      errors: [],
    });
  });

  it('lists a station of no such code, a rate no line reads, and a station or line named twice', () => {
    const { errors } = resolveStandardsRows(
      [
        station(2, '9-99', 10),
        station(3, 'Water Spider-L1', 10),
        station(4, 'Dock', 5),
        station(5, '1-01', 1),
        station(6, '1-01', 2),
        line(7, 3, 1, 2),
        line(8, 3, 1, 3),
      ],
      stations,
    );
    expect(errors).toEqual([
      { row: 2, column: 'station', message: 'No station 9-99 at this center' },
      { row: 3, column: 'units_per_hour', message: 'Water Spider-L1 is indirect or on no line: its rate would not count' },
      { row: 4, column: 'units_per_hour', message: 'Dock is indirect or on no line: its rate would not count' },
      { row: 6, column: 'station', message: '1-01 is also in row 5' },
      { row: 8, column: 'line', message: 'Line 3 is also in row 7' },
    ]);
  });

  it('matches two codes that differ only in case exactly, never loosely', () => {
    const twins: StandardsStation[] = [
      { station_id: 'a', station_code: 'ab', line_number: 1, is_indirect: false },
      { station_id: 'b', station_code: 'AB', line_number: 1, is_indirect: false },
    ];
    expect(resolveStandardsRows([station(2, 'AB', 5)], twins).change.stations).toEqual([{ station_id: 'b', units_per_hour: 5, is_high_strain: false }]);
    expect(resolveStandardsRows([station(2, 'Ab', 5)], twins).errors).toEqual([{ row: 2, column: 'station', message: 'No station Ab at this center' }]);
  });
});
