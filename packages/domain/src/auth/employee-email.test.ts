import { describe, it, expect } from 'vitest';
import { employeeIdToEmail } from './employee-email.ts';

describe('employeeIdToEmail', () => {
  it('joins the employee ID and the mail domain', () => {
    expect(employeeIdToEmail('jdoe', 'example.com')).toBe('jdoe@example.com');
  });

  it('trims and lower-cases both parts so one person has one address', () => {
    expect(employeeIdToEmail('  JDoe ', ' Example.COM ')).toBe('jdoe@example.com');
  });

  it('accepts a domain written with its @', () => {
    expect(employeeIdToEmail('jdoe', '@example.com')).toBe('jdoe@example.com');
  });
});
