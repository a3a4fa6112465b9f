/**
 * Issue 30 (decision 168): the codes a refused single sign-on returns to the sign-in screen
 * with (`/?sso=failed&error=<code>`), and what the screen says for each. The screen never shows
 * the address's own words: anyone can make a link with any text in it.
 */
import { ENTRY_MESSAGES } from '../entry-messages.ts';

/** Stationboard's own refusals (the server's `validateUserInfo`), and better-auth's that a person can do something about. */
export const SSO_REFUSALS = {
  email_not_found: ENTRY_MESSAGES.ssoNoEmployeeId,
  sso_no_center: ENTRY_MESSAGES.ssoNoCenter,
  account_not_linked: ENTRY_MESSAGES.ssoAccountNotLinked,
  sso_other_subject: ENTRY_MESSAGES.ssoOtherSubject,
  sso_employee_id_changed: ENTRY_MESSAGES.ssoEmployeeIdChanged,
} as const;

export type SsoRefusal = keyof typeof SSO_REFUSALS;

/** The sign-in screen's text for a refusal code; any other code (a bad token, a cancelled sign-in) gets the general one. */
export function ssoRefusalText(code: string | null): string {
  return code !== null && Object.hasOwn(SSO_REFUSALS, code) ? SSO_REFUSALS[code as SsoRefusal] : ENTRY_MESSAGES.ssoFailed;
}
