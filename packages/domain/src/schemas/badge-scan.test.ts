import { describe, it, expect } from 'vitest';
import { badgeScanInputSchema } from './badge-scan.ts';

const firstMessage = (input: unknown) => badgeScanInputSchema.safeParse(input).error?.issues[0]?.message;

describe('badgeScanInputSchema', () => {
  it('trims the scanned value and defaults the quarter number to 1', () => {
    expect(badgeScanInputSchema.parse({ employee_id: ' 0012345\n' })).toEqual({ employee_id: '0012345', quarter_number: 1 });
  });

  it('refuses an empty or whitespace-only scan', () => {
    expect(firstMessage({ employee_id: '' })).toBe('Scan a badge or type an employee ID');
    expect(firstMessage({ employee_id: ' \t' })).toBe('Scan a badge or type an employee ID');
    expect(firstMessage({})).toBe('Scan a badge or type an employee ID');
  });

  it('accepts exactly 64 characters and refuses 65', () => {
    expect(badgeScanInputSchema.parse({ employee_id: 'x'.repeat(64) }).employee_id).toHaveLength(64);
    expect(firstMessage({ employee_id: 'x'.repeat(65) })).toBe('Badge value must be at most 64 characters');
  });

  it('accepts quarter numbers 1 to 20 only', () => {
    expect(badgeScanInputSchema.parse({ employee_id: 'a', quarter_number: 20 }).quarter_number).toBe(20);
    expect(firstMessage({ employee_id: 'a', quarter_number: 0 })).toBe('Quarter number must be between 1 and 20');
    expect(firstMessage({ employee_id: 'a', quarter_number: 21 })).toBe('Quarter number must be between 1 and 20');
  });

  it('refuses a scanned_at before 2000 or after 2099 with 400’s message, as any other date (issue 25)', () => {
    for (const bad of ['0001-01-01T00:00:00Z', '1999-12-31T23:59:59Z', '2100-01-01T00:00:00Z']) {
      expect(firstMessage({ employee_id: 'a', scanned_at: bad })).toBe('Enter a date from 2000-01-01 to 2099-12-31');
    }
    expect(badgeScanInputSchema.parse({ employee_id: 'a', scanned_at: '2000-01-01T00:00:00Z' }).scanned_at).toBe('2000-01-01T00:00:00Z');
    expect(badgeScanInputSchema.parse({ employee_id: 'a', scanned_at: '2026-11-23T06:40:00-08:00' }).scanned_at).toBe('2026-11-23T06:40:00-08:00');
  });
});
