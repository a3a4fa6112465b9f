import { describe, it, expect } from 'vitest';
import { employeeCreateSchema, employeeUpdateSchema } from './employee.ts';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('employeeCreateSchema', () => {
  it('trims the name and alias and keeps whole-number ids', () => {
    expect(employeeCreateSchema.parse({ name: '  Ann Lee ', employee_id: ' alee ', department_id: '12', badge_barcode_id: 99001, employee_uid: '5' })).toEqual({
      name: 'Ann Lee',
      employee_id: 'alee',
      department_id: 12,
      badge_barcode_id: 99001,
      employee_uid: 5,
    });
  });

  it('accepts a name alone', () => {
    expect(employeeCreateSchema.parse({ name: 'Ann' })).toEqual({ name: 'Ann' });
  });

  it('requires a non-blank name', () => {
    expect(firstMessage(employeeCreateSchema.safeParse({ name: '   ' }))).toBe('Employee name is required');
    expect(firstMessage(employeeCreateSchema.safeParse({}))).toBe('Employee name is required');
  });

  it('sends cleared optional fields as null', () => {
    expect(employeeCreateSchema.parse({ name: 'Ann', employee_id: ' ', department_id: '', badge_barcode_id: null, employee_uid: '' })).toEqual({
      name: 'Ann',
      employee_id: null,
      department_id: null,
      badge_barcode_id: null,
      employee_uid: null,
    });
  });

  it('refuses ids below 1 or with decimals, naming the field', () => {
    expect(firstMessage(employeeCreateSchema.safeParse({ name: 'Ann', department_id: '0' }))).toBe('Department ID must be a whole number of at least 1');
    expect(firstMessage(employeeCreateSchema.safeParse({ name: 'Ann', badge_barcode_id: 1.5 }))).toBe('Badge barcode ID must be a whole number of at least 1');
    expect(firstMessage(employeeCreateSchema.safeParse({ name: 'Ann', employee_uid: 'abc' }))).toBe('Employee UID must be a whole number of at least 1');
  });

  it('takes an optional preferred language, en or es, a blank as not set, and refuses any other (issue 14)', () => {
    expect(employeeCreateSchema.parse({ name: 'Ann', preferred_language: 'es' }).preferred_language).toBe('es');
    expect(employeeCreateSchema.parse({ name: 'Ann', preferred_language: '' }).preferred_language).toBeNull();
    expect(employeeCreateSchema.parse({ name: 'Ann', preferred_language: null }).preferred_language).toBeNull();
    expect(firstMessage(employeeCreateSchema.safeParse({ name: 'Ann', preferred_language: 'fr' }))).toBe(
      'Preferred language must be en (English) or es (Español)',
    );
  });

  it('accepts exactly 1 as the smallest id', () => {
    expect(employeeCreateSchema.parse({ name: 'Ann', department_id: 1 }).department_id).toBe(1);
  });
});

describe('employeeUpdateSchema', () => {
  it('accepts only the active flag', () => {
    expect(employeeUpdateSchema.parse({ is_active: false })).toEqual({ is_active: false });
  });

  it('leaves absent fields absent so they are not changed', () => {
    expect(employeeUpdateSchema.parse({ department_id: '' })).toEqual({ department_id: null });
  });

  it('still refuses a blank name when one is sent', () => {
    expect(firstMessage(employeeUpdateSchema.safeParse({ name: '' }))).toBe('Employee name is required');
  });

  it('refuses an edit that changes nothing', () => {
    expect(firstMessage(employeeUpdateSchema.safeParse({}))).toBe('Send at least one field to change');
    expect(firstMessage(employeeUpdateSchema.safeParse({ fulfillment_center_id: '6f1c2b3a-1d2e-4f5a-8b9c-0d1e2f3a4b5c' }))).toBe(
      'Send at least one field to change',
    );
  });
});

describe('employee text limits', () => {
  it('takes names up to 100 characters and aliases up to 64', () => {
    expect(employeeCreateSchema.parse({ name: 'n'.repeat(100), employee_id: 'a'.repeat(64) })).toMatchObject({
      name: 'n'.repeat(100),
      employee_id: 'a'.repeat(64),
    });
    expect(firstMessage(employeeCreateSchema.safeParse({ name: 'n'.repeat(101) }))).toBe('Employee name must be at most 100 characters');
    expect(firstMessage(employeeCreateSchema.safeParse({ name: 'Ann', employee_id: 'a'.repeat(65) }))).toBe('Employee alias must be at most 64 characters');
  });

  it('refuses a NUL byte in the name or the alias', () => {
    expect(firstMessage(employeeCreateSchema.safeParse({ name: 'Ann\u0000Lee' }))).toBe(
      'Employee name must not contain tabs, line breaks or other control characters',
    );
    expect(firstMessage(employeeCreateSchema.safeParse({ name: 'Ann', employee_id: 'ann\u0000' }))).toBe(
      'Employee alias must not contain tabs, line breaks or other control characters',
    );
  });
});
