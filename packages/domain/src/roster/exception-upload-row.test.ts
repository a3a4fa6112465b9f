import { describe, expect, it } from 'vitest';
import { matchExceptionPerson, missingExceptionColumns, toExceptionUploadRow } from './exception-upload-row.ts';

describe('toExceptionUploadRow (decision 155)', () => {
  it('reads the person by login or badge, the date, the kind in any case and an optional note', () => {
    expect(toExceptionUploadRow({ employee_id: ' annlee ', date: '2026-11-23', kind: 'Call_Out', note: ' sick ' }, 2)).toEqual({
      row: { row_number: 2, login: 'annlee', badge: null, date: '2026-11-23', kind: 'call_out', note: 'sick' },
    });
    expect(toExceptionUploadRow({ badge_barcode_id: 20001234, date: new Date('2026-12-01T00:00:00Z'), kind: 'vto' }, 3)).toEqual({
      row: { row_number: 3, login: null, badge: 20001234, date: '2026-12-01', kind: 'vto', note: null },
    });
  });

  it('skips a blank row and names every problem of a bad one with its row number', () => {
    expect(toExceptionUploadRow({ employee_id: '', date: '', kind: '' }, 4)).toEqual({ blank: true });
    expect(toExceptionUploadRow({ employee_id: '', badge_barcode_id: '', date: '2026-02-30', kind: 'holiday', note: 'x' }, 5)).toEqual({
      error: 'Row 5: employee_id or badge_barcode_id is required; date must be a date written YYYY-MM-DD; kind: Kind must be time_off, vto, vet or call_out',
    });
    expect(toExceptionUploadRow({ badge_barcode_id: 'A12', date: '2026-11-23', kind: 'vet' }, 6)).toEqual({
      error: 'Row 6: badge_barcode_id must be a whole number of at least 1',
    });
  });

  it('needs date, kind and one of the columns that name the person', () => {
    expect(missingExceptionColumns(['badge_barcode_id', 'date', 'kind'])).toEqual([]);
    expect(missingExceptionColumns(['note', 'kind'])).toEqual(['employee_id or badge_barcode_id', 'date']);
  });
});

describe('matchExceptionPerson (decision 155)', () => {
  const people = [
    { id: 'ann', center_id: 'here', login: 'AnnLee', badge: 1 },
    { id: 'olga', center_id: 'there', login: 'olga', badge: 2 },
    { id: 'twin-a', center_id: 'here', login: 'twin', badge: 3 },
    { id: 'twin-b', center_id: 'here', login: 'twin', badge: 4 },
  ];
  const row = (login: string | null, badge: number | null) => ({ row_number: 7, login, badge });

  it('finds the center’s person by login, case aside, or by badge', () => {
    expect(matchExceptionPerson(row('annlee', null), people, 'here')).toEqual({ person: people[0] });
    expect(matchExceptionPerson(row(null, 1), people, 'here')).toEqual({ person: people[0] });
    expect(matchExceptionPerson(row('twin', 4), people, 'here')).toEqual({ error: 'Row 7: employee_id twin names more than one person of this center' });
  });

  it('tells another center’s person from no one, and refuses a login and badge of two people', () => {
    expect(matchExceptionPerson(row('olga', null), people, 'here')).toEqual({ error: 'Row 7: employee_id olga is a person of another center' });
    expect(matchExceptionPerson(row(null, 99), people, 'here')).toEqual({ error: 'Row 7: No one has badge_barcode_id 99' });
    expect(matchExceptionPerson(row('annlee', 3), people, 'here')).toEqual({ error: 'Row 7: employee_id and badge_barcode_id name different people' });
  });
});
