import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { apiPost, authErrorCode } from '../../../lib/api-client.ts';
import { AUTH_SUCCESS, authFailure, describeAuthError, type AuthOutcome } from './auth-outcome.ts';

/**
 * Spec 1 §7 "update password (new password only)"; the token from the link proves who asks.
 * A token used up or expired since the page checked it gets the invalid-link text, which says
 * what to do, rather than the bare failure text.
 */
export async function resetPassword({ newPassword, token }: { newPassword: string; token: string }): Promise<AuthOutcome> {
  try {
    await apiPost('/auth/reset-password', { newPassword, token }, { auth: false });
    return AUTH_SUCCESS;
  } catch (error) {
    if (authErrorCode(error) === 'INVALID_TOKEN') return authFailure(MESSAGES.resetLinkInvalid);
    return authFailure(describeAuthError(error, MESSAGES.passwordUpdateFailed));
  }
}
