import { describe, it, expect } from 'vitest';
import type { AuthFormValues } from './auth-form.ts';
import { signInInputSchema, signUpInputSchema, validateAuthForm } from './auth-form.ts';

const CENTER = '0b9f1c52-5d4e-4a8b-9a57-1f0c8e2d7a31';
const valid: AuthFormValues = { employeeId: 'jdoe', password: 'secret1', confirmPassword: 'secret1', fulfillmentCenterId: CENTER };
const form = (over: Partial<AuthFormValues>) => ({ ...valid, ...over });

describe('validateAuthForm', () => {
  it('accepts a complete sign-in and sign-up form', () => {
    expect(validateAuthForm(valid, 'signIn')).toBeNull();
    expect(validateAuthForm(valid, 'signUp')).toBeNull();
  });

  it('requires an employee ID that is not blank after trimming', () => {
    expect(validateAuthForm(form({ employeeId: '   ' }), 'signIn')).toBe('Employee ID is required');
  });

  it('requires a password', () => {
    expect(validateAuthForm(form({ password: '' }), 'signIn')).toBe('Password is required');
  });

  it('requires at least 6 password characters and accepts exactly 6', () => {
    expect(validateAuthForm(form({ password: '12345', confirmPassword: '12345' }), 'signIn')).toBe('Password must be at least 6 characters');
    expect(validateAuthForm(form({ password: '123456', confirmPassword: '123456' }), 'signUp')).toBeNull();
  });

  it('requires a matching confirmation at sign-up only', () => {
    expect(validateAuthForm(form({ confirmPassword: 'other1' }), 'signUp')).toBe('Passwords do not match');
    expect(validateAuthForm(form({ confirmPassword: '' }), 'signIn')).toBeNull();
  });

  it('refuses an employee ID with the mail domain', () => {
    expect(validateAuthForm(form({ employeeId: 'jdoe@example.com' }), 'signIn')).toBe('Enter only your employee ID (without the mail domain)');
  });

  it('requires a fulfillment center at sign-up only', () => {
    expect(validateAuthForm(form({ fulfillmentCenterId: '' }), 'signUp')).toBe('Please select a fulfillment center');
    expect(validateAuthForm(form({ fulfillmentCenterId: '' }), 'signIn')).toBeNull();
  });

  it('shows only the first broken rule, in the spec’s order', () => {
    const everythingWrong = { employeeId: '', password: '', confirmPassword: 'x', fulfillmentCenterId: '' };
    expect(validateAuthForm(everythingWrong, 'signUp')).toBe('Employee ID is required');
    expect(validateAuthForm({ ...everythingWrong, employeeId: 'a@b' }, 'signUp')).toBe('Password is required');
    expect(validateAuthForm({ ...everythingWrong, employeeId: 'a@b', password: 'abc' }, 'signUp')).toBe('Password must be at least 6 characters');
    expect(validateAuthForm({ ...everythingWrong, employeeId: 'a@b', password: 'abcdef' }, 'signUp')).toBe('Passwords do not match');
    expect(validateAuthForm({ ...everythingWrong, employeeId: 'a@b', password: 'abcdef', confirmPassword: 'abcdef' }, 'signUp')).toBe(
      'Enter only your employee ID (without the mail domain)',
    );
    expect(validateAuthForm({ ...everythingWrong, employeeId: 'ab', password: 'abcdef', confirmPassword: 'abcdef' }, 'signUp')).toBe(
      'Please select a fulfillment center',
    );
  });
});

describe('signInInputSchema', () => {
  it('accepts valid credentials and trims the employee ID', () => {
    expect(signInInputSchema.parse({ employeeId: ' jdoe ', password: 'secret1' })).toEqual({ employeeId: 'jdoe', password: 'secret1' });
  });

  it('reports the same first message as the screen', () => {
    const result = signInInputSchema.safeParse({ employeeId: 'jdoe@example.com', password: '123' });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Password must be at least 6 characters']);
    expect(result.error?.issues[0]?.path).toEqual(['password']);
  });

  it('treats missing fields as blank', () => {
    expect(signInInputSchema.safeParse({}).error?.issues[0]?.message).toBe('Employee ID is required');
  });

  it('refuses fields that are not text', () => {
    expect(signInInputSchema.safeParse({ employeeId: 42, password: 'secret1' }).error?.issues[0]?.path).toEqual(['employeeId']);
  });
});

describe('signUpInputSchema', () => {
  it('accepts a valid sign-up without a confirmation field', () => {
    expect(signUpInputSchema.parse({ employeeId: 'jdoe', password: 'secret1', fulfillmentCenterId: CENTER })).toEqual({
      employeeId: 'jdoe',
      password: 'secret1',
      fulfillmentCenterId: CENTER,
    });
  });

  it('refuses a center that is not an id', () => {
    const result = signUpInputSchema.safeParse({ employeeId: 'jdoe', password: 'secret1', fulfillmentCenterId: 'GEG1' });
    expect(result.error?.issues[0]).toMatchObject({ message: 'Please select a fulfillment center', path: ['fulfillmentCenterId'] });
  });
});
