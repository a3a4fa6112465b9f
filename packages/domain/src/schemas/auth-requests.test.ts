import { describe, expect, it } from 'vitest';
import {
  changePasswordRequestSchema,
  signInRequestSchema,
  signOutRequestSchema,
  signUpRequestSchema,
  updateUserRequestSchema,
  verifyEmailQuerySchema,
} from './auth-requests.ts';

const firstMessage = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) => {
  const issue = result.error?.issues[0];
  return issue && `${issue.path.join('.')}: ${issue.message}`;
};

const SIGN_UP = {
  email: 'jdoe@stationboard.local',
  password: 'secret1',
  name: 'jdoe',
  employee_id: 'jdoe',
  display_name: 'jdoe',
  fulfillment_center_id: '6f1c2b3a-1d2e-4f5a-8b9c-0d1e2f3a4b5c',
};

describe('what the account endpoints take', () => {
  it('refuses a display name or name with an escape and a line break, naming the field', () => {
    const spoof = 'Demo Admin\u001b[2K\r\nAPPROVED by demo-sudo';
    expect(firstMessage(signUpRequestSchema.safeParse({ ...SIGN_UP, display_name: spoof }))).toBe(
      'display_name: Display name must not contain tabs, line breaks or other control characters',
    );
    expect(firstMessage(signUpRequestSchema.safeParse({ ...SIGN_UP, name: spoof }))).toBe(
      'name: Name must not contain tabs, line breaks or other control characters',
    );
    expect(firstMessage(updateUserRequestSchema.safeParse({ name: spoof }))).toBe('name: Name must not contain tabs, line breaks or other control characters');
    expect(firstMessage(updateUserRequestSchema.safeParse({ image: spoof }))).toBe(
      'image: Image must not contain tabs, line breaks or other control characters',
    );
  });

  it('refuses a name that is not text, or no change at all', () => {
    for (const name of [null, Infinity, 5, ['Ann'], {}]) expect(updateUserRequestSchema.safeParse({ name }).success, String(name)).toBe(false);
    expect(firstMessage(updateUserRequestSchema.safeParse({}))).toBe(': Send at least one field to change');
    expect(updateUserRequestSchema.parse({ image: null })).toEqual({ image: null });
  });

  it('drops fields it does not name, so better-auth never sees them', () => {
    expect(signInRequestSchema.parse({ email: 'a@b.c', password: 'pw', __proto__: { admin: true }, role: 'SUDO' })).toEqual({ email: 'a@b.c', password: 'pw' });
    expect(signUpRequestSchema.parse({ ...SIGN_UP, emailVerified: true })).not.toHaveProperty('emailVerified');
  });

  it('trims names and addresses but takes passwords as typed', () => {
    const parsed = signUpRequestSchema.parse({ ...SIGN_UP, email: ' jdoe@stationboard.local ', name: ' Jo Doe ', password: ' secret1 ' });
    expect(parsed).toMatchObject({ email: 'jdoe@stationboard.local', name: 'Jo Doe', password: ' secret1 ' });
  });

  it('bounds every text: addresses at 254, names at 100, passwords at 128, link tokens at 1000', () => {
    expect(firstMessage(signInRequestSchema.safeParse({ email: `${'x'.repeat(250)}@b.cd`, password: 'pw' }))).toBe(
      'email: Email must be at most 254 characters',
    );
    expect(firstMessage(signUpRequestSchema.safeParse({ ...SIGN_UP, name: 'x'.repeat(101) }))).toBe('name: Name must be at most 100 characters');
    expect(firstMessage(changePasswordRequestSchema.safeParse({ currentPassword: 'old', newPassword: 'x'.repeat(129) }))).toBe(
      'newPassword: New Password must be at most 128 characters',
    );
    expect(verifyEmailQuerySchema.safeParse({ token: 'x'.repeat(1000) }).success).toBe(true);
    expect(verifyEmailQuerySchema.safeParse({ token: 'x'.repeat(1001) }).success).toBe(false);
  });

  it('lets a sign-out come with an empty body or none', () => {
    for (const body of [undefined, null, {}]) expect(signOutRequestSchema.safeParse(body).success).toBe(true);
    expect(signOutRequestSchema.safeParse('bye').success).toBe(false);
  });
});
