import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { RESET_PASSWORD_PATH } from '../reset-password-path.ts';
import { AUTH_SUCCESS, authFailure, describeAuthError, type AuthOutcome } from './auth-outcome.ts';

/** The server answers the same for known and unknown IDs, so nobody can probe for accounts. */
export async function requestPasswordReset({ email }: { email: string }): Promise<AuthOutcome> {
  try {
    await apiPost('/auth/request-password-reset', { email, redirectTo: `${window.location.origin}${RESET_PASSWORD_PATH}` }, { auth: false });
    return AUTH_SUCCESS;
  } catch (error) {
    return authFailure(describeAuthError(error, MESSAGES.resetEmailFailed));
  }
}
