import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { PASSWORD_MIN_LENGTH } from './auth-form.ts';

/** Spec 1 §5 "Forgot password": the same ID rules as sign-in, without the password. */
export function validateForgotPassword(employeeId: string): string | null {
  if (employeeId.trim() === '') return MESSAGES.employeeIdRequired;
  if (employeeId.includes('@')) return MESSAGES.employeeIdWithoutDomain;
  return null;
}

export const forgotPasswordInputSchema = z.object({
  employeeId: z
    .string()
    .default('')
    .superRefine((value, ctx) => {
      const message = validateForgotPassword(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .transform((value) => value.trim()),
});

export type ForgotPasswordInput = z.output<typeof forgotPasswordInputSchema>;

/** Spec 1 §5 "New password", checked in the same order as at sign-up. */
export function validateNewPassword(password: string, confirmPassword: string): string | null {
  if (password === '') return MESSAGES.passwordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  if (password !== confirmPassword) return MESSAGES.passwordsDoNotMatch;
  return null;
}

/** The API receives only the new password (spec 1 §7); the confirmation is a screen concern. */
export const newPasswordInputSchema = z.object({
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired).min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort),
});

export type NewPasswordInput = z.output<typeof newPasswordInputSchema>;
