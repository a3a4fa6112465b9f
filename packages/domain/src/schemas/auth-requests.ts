import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { PASSWORD_MAX_LENGTH } from './auth-form.ts';
import { boundedSecret, boundedText, requireSomeChange, TEXT_MAX_LENGTH } from './form-fields.ts';

/**
 * What each account endpoint takes (issue 24, decision 133). better-auth stores or looks up
 * these texts and checks little of them itself, so every one passes the bounded-text rule of
 * decision 107 first: a display name with an escape or a line break never reaches the Roles
 * tab or the log, and a wrong type is a 400, never an error from the database. Fields not
 * named here are dropped before better-auth sees the body. The rules of the sign-up screen
 * (spec 1 §5) are checked after these, by the sign-up itself.
 */

const email = boundedText({ label: 'Email', max: TEXT_MAX_LENGTH.email });
const password = (label: string) => boundedSecret({ label, max: PASSWORD_MAX_LENGTH });
const link = (label: string) => boundedText({ label, max: TEXT_MAX_LENGTH.freeText });
const token = boundedText({ label: 'Token', max: TEXT_MAX_LENGTH.token });
const personName = (label: string) => boundedText({ label, max: TEXT_MAX_LENGTH.name });
/** better-auth's profile image: Stationboard shows none, but stores what it is given. */
const image = link('Image');

export const signInRequestSchema = z.object({
  email,
  password: password(MESSAGES.passwordLabel),
  callbackURL: link('Callback URL').optional(),
  rememberMe: z.boolean().optional(),
});

/** Spec 1 §3: the account's metadata comes along (employee ID, display name, center). */
export const signUpRequestSchema = z.object({
  email,
  password: password(MESSAGES.passwordLabel),
  name: personName('Name'),
  image: image.optional(),
  callbackURL: link('Callback URL').optional(),
  rememberMe: z.boolean().optional(),
  employee_id: boundedText({ label: MESSAGES.employeeIdLabel, max: TEXT_MAX_LENGTH.login }),
  display_name: personName('Display name').optional(),
  fulfillment_center_id: boundedText({ label: MESSAGES.fulfillmentCenterLabel, max: TEXT_MAX_LENGTH.login }),
});

/** A sign-out names nothing (no body at all will do): the session is the one the request carries. */
export const signOutRequestSchema = z.object({}).nullish();

/** better-auth's own name and image; the account's own fields are refused before this (decision 104). */
export const updateUserRequestSchema = requireSomeChange(
  z.object({
    name: personName('Name').optional(),
    image: image.nullable().optional(),
  }),
);

export const changePasswordRequestSchema = z.object({
  newPassword: password(MESSAGES.newPasswordLabel),
  currentPassword: password('Current password'),
  revokeOtherSessions: z.boolean().optional(),
});

export const passwordResetRequestSchema = z.object({ email, redirectTo: link('Redirect URL').optional() });

/** Spec 1 §7 "update password (new password only)": the token of the mailed link proves who asks. */
export const resetPasswordRequestSchema = z.object({ newPassword: password(MESSAGES.newPasswordLabel), token });

export const verificationEmailRequestSchema = z.object({ email, callbackURL: link('Callback URL').optional() });

/** The mailed confirmation link. */
export const verifyEmailQuerySchema = z.object({ token, callbackURL: link('Callback URL').optional() });

/** The mailed reset link: its token in the path, where to land in the query. */
export const resetLinkParamsSchema = z.object({ token });
export const resetLinkQuerySchema = z.object({ callbackURL: link('Callback URL') });

/** better-auth's id of the deployment's OpenID Connect provider (decision 168): its callback is /api/auth/callback/oidc. */
export const SSO_PROVIDER_ID = 'oidc';

/**
 * Where the browser lands after the provider: the sign-in screen, which then takes the session
 * (signed in) or says why not (failed; better-auth adds `error`).
 */
export const SSO_RETURN_PATHS = { signedIn: '/?sso=signed-in', failed: '/?sso=failed' } as const;

/** Where the provider's sign-in returns to: paths of the app, never another site (better-auth checks them too). */
const appPath = (label: string) => link(label).refine((value) => value.startsWith('/') && !value.startsWith('//'), `${label} must be a path of this app`);

/** Starts single sign-on: answers the provider's sign-in address to send the browser to. */
export const ssoSignInRequestSchema = z.object({
  provider: z.literal(SSO_PROVIDER_ID),
  callbackURL: appPath('Callback URL'),
  errorCallbackURL: appPath('Error callback URL'),
  disableRedirect: z.boolean().optional(),
});

/** The provider's answer to the browser's sign-in (RFC 6749 §4.1.2, RFC 9207's `iss`). */
export const ssoCallbackQuerySchema = z.object({
  code: token.optional(),
  state: token.optional(),
  iss: link('Issuer').optional(),
  error: boundedText({ label: 'Error', max: TEXT_MAX_LENGTH.name }).optional(),
  error_description: link('Error description').optional(),
});
