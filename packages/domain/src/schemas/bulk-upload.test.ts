import { describe, it, expect } from 'vitest';
import { MAX_UPLOAD_BYTES, isCleanUpload, validateUploadFile } from './bulk-upload.ts';

describe('validateUploadFile', () => {
  it('accepts CSV and Excel files in any letter case', () => {
    for (const name of ['staff.csv', 'staff.xlsx', 'staff.xls', 'STAFF.XLSX']) {
      expect(validateUploadFile({ name, size: 1000 })).toBeNull();
    }
  });

  it('refuses other file types, including look-alike names', () => {
    for (const name of ['staff.pdf', 'staff.csv.exe', 'staff', 'csv', 'staff.xlsm']) {
      expect(validateUploadFile({ name, size: 1000 })).toBe('Please select a CSV or Excel file (.csv, .xlsx, .xls)');
    }
  });

  it('accepts exactly 10MB and refuses one byte more', () => {
    expect(MAX_UPLOAD_BYTES).toBe(10485760);
    expect(validateUploadFile({ name: 'a.csv', size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(validateUploadFile({ name: 'a.csv', size: MAX_UPLOAD_BYTES + 1 })).toBe('File size must be less than 10MB');
  });

  it('reports the file type before the size', () => {
    expect(validateUploadFile({ name: 'a.pdf', size: MAX_UPLOAD_BYTES + 1 })).toBe('Please select a CSV or Excel file (.csv, .xlsx, .xls)');
  });
});

describe('isCleanUpload', () => {
  it('is clean when no row was refused, whatever was created or updated', () => {
    expect(isCleanUpload({ created: 2, updated: 1, skipped: 0, errors: [] })).toBe(true);
  });

  it('is not clean when any row was refused', () => {
    expect(isCleanUpload({ created: 2, updated: 0, skipped: 1, errors: ['Row 4: Employee name is required'] })).toBe(false);
  });
});
