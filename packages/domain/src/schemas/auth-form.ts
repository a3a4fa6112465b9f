import { z } from 'zod';
import { ENTRY_MESSAGES } from '../entry-messages.ts';
import { idSchema } from './id.ts';

/** Spec 1 §9. */
export const PASSWORD_MIN_LENGTH = 6;
/** The longest password the account service takes (better-auth's default, decision 133). */
export const PASSWORD_MAX_LENGTH = 128;

export type AuthMode = 'signIn' | 'signUp';

export type AuthFormValues = {
  employeeId: string;
  password: string;
  confirmPassword: string;
  fulfillmentCenterId: string;
};

type AuthRule = {
  field: keyof AuthFormValues;
  signUpOnly: boolean;
  isBroken: (values: AuthFormValues) => boolean;
  message: string;
};

/** Spec 1 §5, in the spec's order: the screen shows only the first broken rule. */
const AUTH_RULES: readonly AuthRule[] = [
  { field: 'employeeId', signUpOnly: false, isBroken: (v) => v.employeeId.trim() === '', message: ENTRY_MESSAGES.employeeIdRequired },
  { field: 'password', signUpOnly: false, isBroken: (v) => v.password === '', message: ENTRY_MESSAGES.passwordRequired },
  { field: 'password', signUpOnly: false, isBroken: (v) => v.password.length < PASSWORD_MIN_LENGTH, message: ENTRY_MESSAGES.passwordTooShort },
  { field: 'confirmPassword', signUpOnly: true, isBroken: (v) => v.confirmPassword !== v.password, message: ENTRY_MESSAGES.passwordsDoNotMatch },
  { field: 'employeeId', signUpOnly: false, isBroken: (v) => v.employeeId.includes('@'), message: ENTRY_MESSAGES.employeeIdWithoutDomain },
  // The select only offers real centers, so anything but an id means nothing was chosen.
  {
    field: 'fulfillmentCenterId',
    signUpOnly: true,
    isBroken: (v) => !idSchema.safeParse(v.fulfillmentCenterId).success,
    message: ENTRY_MESSAGES.fulfillmentCenterRequired,
  },
];

function findAuthFormError(values: AuthFormValues, mode: AuthMode): AuthRule | null {
  return AUTH_RULES.find((rule) => (mode === 'signUp' || !rule.signUpOnly) && rule.isBroken(values)) ?? null;
}

/** The message the sign-in screen shows, or null when the form may be sent. */
export function validateAuthForm(values: AuthFormValues, mode: AuthMode): string | null {
  return findAuthFormError(values, mode)?.message ?? null;
}

function reportFirstError(values: AuthFormValues, mode: AuthMode, ctx: z.RefinementCtx) {
  const rule = findAuthFormError(values, mode);
  if (rule) ctx.addIssue({ code: 'custom', message: rule.message, path: [rule.field] });
}

const text = z.string().default('');

/** The server re-runs the screen's rules so a direct API call gets the same first message. */
export const signInInputSchema = z
  .object({ employeeId: text, password: text })
  .superRefine((v, ctx) => reportFirstError({ ...v, confirmPassword: v.password, fulfillmentCenterId: '' }, 'signIn', ctx))
  .transform((v) => ({ ...v, employeeId: v.employeeId.trim() }));

export type SignInInput = z.output<typeof signInInputSchema>;

/** The confirmation never leaves the browser, so the API checks every rule but that one. */
export const signUpInputSchema = z
  .object({ employeeId: text, password: text, fulfillmentCenterId: text })
  .superRefine((v, ctx) => reportFirstError({ ...v, confirmPassword: v.password }, 'signUp', ctx))
  .transform((v) => ({ ...v, employeeId: v.employeeId.trim() }));

export type SignUpInput = z.output<typeof signUpInputSchema>;
