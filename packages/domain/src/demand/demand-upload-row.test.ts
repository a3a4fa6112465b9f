import { describe, expect, it } from 'vitest';
import { matchUploadQuarter, missingDemandColumns, toDemandUploadRow } from './demand-upload-row.ts';

describe('toDemandUploadRow', () => {
  it('reads a row, a blank units cell as a clear', () => {
    expect(toDemandUploadRow({ date: '2026-11-27', quarter: 'Q3', line: '2', units: '1200' }, 2)).toEqual({
      row: { row_number: 2, date: '2026-11-27', quarter: 'Q3', line: 2, units: 1200 },
    });
    expect(toDemandUploadRow({ date: '2026-11-27', quarter: '3', line: 2, units: '' }, 3)).toEqual({
      row: { row_number: 3, date: '2026-11-27', quarter: '3', line: 2, units: null },
    });
  });

  it('lists every problem of a bad row with its number', () => {
    expect(toDemandUploadRow({ date: '2026-11-31', quarter: '', line: '5', units: '-4' }, 7)).toEqual({
      error:
        'Row 7: date must be a date written YYYY-MM-DD; quarter is required; line must be a line from 1 to 4; units must be a whole number of 0 or more, at most 10,000,000',
    });
    expect(toDemandUploadRow({ date: '2026-11-27', quarter: '1', line: '1', units: '2.5' }, 8)).toEqual({
      error: 'Row 8: units must be a whole number of 0 or more, at most 10,000,000',
    });
  });

  it('skips a blank row', () => {
    expect(toDemandUploadRow({ date: '', quarter: ' ', line: '', units: '' }, 4)).toEqual({ blank: true });
  });

  it('names the columns a file lacks', () => {
    expect(missingDemandColumns(['date', 'line'])).toEqual(['quarter', 'units']);
  });
});

describe('matchUploadQuarter', () => {
  const quarters = [
    { quarter_number: 1, quarter_name: 'Q1' },
    { quarter_number: 3, quarter_name: 'Early night' },
  ];
  it('finds a quarter by number, Q-number or name, case aside', () => {
    expect(matchUploadQuarter('3', quarters)?.quarter_number).toBe(3);
    expect(matchUploadQuarter('q3', quarters)?.quarter_number).toBe(3);
    expect(matchUploadQuarter('early NIGHT', quarters)?.quarter_number).toBe(3);
    expect(matchUploadQuarter('Q2', quarters)).toBeNull();
  });
});
