import { describe, expect, it } from 'vitest';
import { firstLastName, resolveRowSkills, toBulkEmployeeRow, type BulkEmployeeRow } from './bulk-upload-row.ts';

const good = {
  'Employee ID': '100200300',
  'Badge Barcode ID': 20001234,
  'Employee Name (Last, First)': 'Lee, Ann',
  'Department ID': '1001',
  'User ID': ' annlee ',
  'Employment Start Date': '2024-03-15',
  'Employee Status': 'Active',
};

describe('toBulkEmployeeRow', () => {
  it('maps the columns of DESIGN §4, name as First Last', () => {
    expect(toBulkEmployeeRow(good, 2)).toEqual({
      row: {
        employee_uid: 100200300,
        name: 'Ann Lee',
        badge_barcode_id: 20001234,
        department_id: 1001,
        employee_id: 'annlee',
        employment_start_date: '2024-03-15',
        is_active: true,
        preferred_language: null,
      },
    });
  });

  it('reads an optional preferred_language, en or es in any case, and refuses any other (issue 14)', () => {
    expect(toBulkEmployeeRow({ ...good, preferred_language: ' ES ' }, 2)).toMatchObject({ row: { preferred_language: 'es' } });
    expect(toBulkEmployeeRow({ ...good, preferred_language: 'en' }, 2)).toMatchObject({ row: { preferred_language: 'en' } });
    expect(toBulkEmployeeRow({ ...good, preferred_language: '' }, 2)).toMatchObject({ row: { preferred_language: null } });
    expect(toBulkEmployeeRow({ ...good, preferred_language: 'fr' }, 9)).toEqual({
      error: 'Row 9: preferred_language: Preferred language must be en (English) or es (Español)',
    });
  });

  it('reads optional shift_pattern, work_days and shift columns, a preset written out (issue 28)', () => {
    expect(toBulkEmployeeRow({ ...good, shift_pattern: 'bhn', work_days: '', shift: '' }, 2)).toMatchObject({
      row: { shift_pattern: 'BHN', work_days: [3, 4, 5, 6], shift: 'night' },
    });
    expect(toBulkEmployeeRow({ ...good, shift_pattern: 'Custom', work_days: '5; 1,2', shift: 'Day' }, 2)).toMatchObject({
      row: { shift_pattern: 'custom', work_days: [1, 2, 5], shift: 'day' },
    });
    expect(toBulkEmployeeRow({ ...good, shift_pattern: '', work_days: '', shift: '' }, 2)).not.toHaveProperty('row.shift_pattern');
  });

  it('reports a shift pattern that breaks a rule with the row number', () => {
    expect(toBulkEmployeeRow({ ...good, shift_pattern: 'custom', work_days: '1;2' }, 4)).toEqual({
      error: 'Row 4: shift_pattern: A custom shift pattern needs a shift: day or night',
    });
    expect(toBulkEmployeeRow({ ...good, shift_pattern: 'FHD', work_days: '1;8' }, 5)).toEqual({
      error: 'Row 5: work_days: Work days must be weekday numbers from 0 (Sunday) to 6 (Saturday)',
    });
    expect(toBulkEmployeeRow({ ...good, shift_pattern: 'XHD' }, 6)).toEqual({
      error: 'Row 6: shift_pattern: Shift pattern must be FHD, BHD, FHN, BHN or custom',
    });
    expect(toBulkEmployeeRow({ ...good, work_days: '1' }, 7)).toEqual({
      error: 'Row 7: shift_pattern: Choose a shift pattern (FHD, BHD, FHN, BHN or custom) to set work days or a shift',
    });
  });

  it('treats any status but Active as inactive, and blanks as missing values', () => {
    const result = toBulkEmployeeRow({ ...good, 'Employee Status': 'Terminated', 'Badge Barcode ID': '', 'User ID': '' }, 3);
    expect(result).toMatchObject({ row: { is_active: false, badge_barcode_id: null, employee_id: null } });
  });

  it('reports every problem of a row with its row number', () => {
    expect(toBulkEmployeeRow({ ...good, 'Employee ID': 'abc', 'Employee Name (Last, First)': ' ', 'Employment Start Date': '2024-02-30' }, 7)).toEqual({
      error: 'Row 7: Employee ID must be a whole number of at least 1; Employee name is required; Employment Start Date is not a date',
    });
    expect(toBulkEmployeeRow({ ...good, 'Employee ID': '' }, 8)).toEqual({ error: 'Row 8: Employee ID is required' });
  });

  it("holds names and logins to the employee form's limits and refuses control characters in them", () => {
    expect(toBulkEmployeeRow({ ...good, 'Employee Name (Last, First)': 'L'.repeat(101), 'User ID': 'u'.repeat(65) }, 4)).toEqual({
      error: 'Row 4: Employee name must be at most 100 characters; User ID must be at most 64 characters',
    });
    expect(toBulkEmployeeRow({ ...good, 'Employee Name (Last, First)': 'Lee,\u0000Ann' }, 5)).toEqual({
      error: 'Row 5: Employee name must not contain tabs, line breaks or other control characters',
    });
  });

  it('reads US dates and spreadsheet dates, and skips an empty row', () => {
    expect(toBulkEmployeeRow({ ...good, 'Employment Start Date': '3/5/2024' }, 2)).toMatchObject({ row: { employment_start_date: '2024-03-05' } });
    expect(toBulkEmployeeRow({ ...good, 'Employment Start Date': new Date('2024-03-05T00:00:00Z') }, 2)).toMatchObject({
      row: { employment_start_date: '2024-03-05' },
    });
    expect(toBulkEmployeeRow({}, 9)).toEqual({ blank: true });
  });
});

describe('firstLastName', () => {
  it('turns "Last, First" around and keeps other names', () => {
    expect(firstLastName('Garcia Lopez, Maria Jose')).toBe('Maria Jose Garcia Lopez');
    expect(firstLastName('Cher')).toBe('Cher');
  });
});

describe('the Skills column (issue 15)', () => {
  const base = { 'Employee ID': '700001', 'Employee Name (Last, First)': 'Lee, Ann' };
  const center = new Map([
    ['forklift', 'sk-f'],
    ['hazmat', 'sk-h'],
  ]);

  it('reads semicolon-separated names with the row number, and nothing when blank or absent', () => {
    const read = toBulkEmployeeRow({ ...base, Skills: 'Forklift; hazmat' }, 4);
    expect(read).toMatchObject({ row: { skills: { names: ['Forklift', 'hazmat'], row_number: 4 } } });
    expect(toBulkEmployeeRow({ ...base, Skills: ' ' }, 4)).not.toHaveProperty('row.skills');
    expect(toBulkEmployeeRow(base, 4)).not.toHaveProperty('row.skills');
  });

  it('resolves names without case to the center skill ids, and names the unknown ones in the row error', () => {
    const { row } = toBulkEmployeeRow({ ...base, Skills: 'FORKLIFT;Hazmat' }, 4) as { row: BulkEmployeeRow };
    expect(resolveRowSkills(row, center)).toEqual({ skillIds: ['sk-f', 'sk-h'] });
    const { row: bad } = toBulkEmployeeRow({ ...base, Skills: 'Forklift;Crane;Welding' }, 7) as { row: BulkEmployeeRow };
    expect(resolveRowSkills(bad, center)).toEqual({ error: 'Row 7: Unknown skills: Crane, Welding' });
    const { row: none } = toBulkEmployeeRow(base, 4) as { row: BulkEmployeeRow };
    expect(resolveRowSkills(none, center)).toEqual({ skillIds: null });
  });
});
