import { describe, it, expect } from 'vitest';
import { forgotPasswordInputSchema, newPasswordInputSchema, validateForgotPassword, validateNewPassword } from './password-reset.ts';

describe('validateForgotPassword', () => {
  it('requires an employee ID', () => {
    expect(validateForgotPassword('')).toBe('Employee ID is required');
    expect(validateForgotPassword('  ')).toBe('Employee ID is required');
  });

  it('refuses an employee ID with the mail domain', () => {
    expect(validateForgotPassword('jdoe@example.com')).toBe('Enter only your employee ID (without the mail domain)');
  });

  it('accepts a plain employee ID', () => {
    expect(validateForgotPassword('jdoe')).toBeNull();
  });
});

describe('forgotPasswordInputSchema', () => {
  it('trims a valid employee ID', () => {
    expect(forgotPasswordInputSchema.parse({ employeeId: ' jdoe ' })).toEqual({ employeeId: 'jdoe' });
  });

  it('reports the screen’s message', () => {
    expect(forgotPasswordInputSchema.safeParse({}).error?.issues[0]?.message).toBe('Employee ID is required');
    expect(forgotPasswordInputSchema.safeParse({ employeeId: 'a@b' }).error?.issues[0]?.message).toBe('Enter only your employee ID (without the mail domain)');
  });
});

describe('validateNewPassword', () => {
  it('requires a password, then 6 characters, then a matching confirmation', () => {
    expect(validateNewPassword('', 'x')).toBe('Password is required');
    expect(validateNewPassword('12345', 'x')).toBe('Password must be at least 6 characters');
    expect(validateNewPassword('123456', '1234567')).toBe('Passwords do not match');
    expect(validateNewPassword('123456', '123456')).toBeNull();
  });
});

describe('newPasswordInputSchema', () => {
  it('accepts a password of at least 6 characters', () => {
    expect(newPasswordInputSchema.parse({ password: '123456' })).toEqual({ password: '123456' });
  });

  it('refuses a missing, empty or short password with the spec’s messages', () => {
    expect(newPasswordInputSchema.safeParse({}).error?.issues[0]?.message).toBe('Password is required');
    expect(newPasswordInputSchema.safeParse({ password: '' }).error?.issues[0]?.message).toBe('Password is required');
    expect(newPasswordInputSchema.safeParse({ password: '12345' }).error?.issues[0]?.message).toBe('Password must be at least 6 characters');
  });
});
