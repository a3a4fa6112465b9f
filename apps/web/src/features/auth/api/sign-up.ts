import { ENTRY_MESSAGES } from '../../../lib/i18n/entry-messages.ts';
import { AppError } from '@stationboard/domain/errors/app-error';
import { apiPost, authErrorCode, clientFailureReason } from '../../../lib/api-client.ts';
import { describeAuthError } from './auth-outcome.ts';

export type SignUpInput = { email: string; password: string; employeeId: string; fulfillmentCenterId: string };

export type SignUpResult = { status: 'created' } | { status: 'alreadyRegistered' } | { status: 'failed'; error: string };

/**
 * Spec 1 §4 says an error "containing 'user already registered'". better-auth words it
 * 'User already exists' with the code USER_ALREADY_EXISTS, so the code and both wordings count.
 */
export function isAlreadyRegisteredError(error: unknown): boolean {
  if (!(error instanceof AppError) || clientFailureReason(error) !== null) return false;
  if (authErrorCode(error) === 'USER_ALREADY_EXISTS') return true;
  const message = error.message.toLowerCase();
  return message.includes('already') && (message.includes('exist') || message.includes('registered'));
}

export async function signUp({ email, password, employeeId, fulfillmentCenterId }: SignUpInput): Promise<SignUpResult> {
  try {
    await apiPost(
      '/auth/sign-up/email',
      {
        email,
        password,
        // Spec 1 §3 sign-up metadata; the display name starts as the employee ID.
        name: employeeId,
        employee_id: employeeId,
        display_name: employeeId,
        fulfillment_center_id: fulfillmentCenterId,
        callbackURL: `${window.location.origin}/`,
      },
      { auth: false },
    );
    return { status: 'created' };
  } catch (error) {
    if (isAlreadyRegisteredError(error)) return { status: 'alreadyRegistered' };
    return { status: 'failed', error: describeAuthError(error, ENTRY_MESSAGES.authenticationFailed) };
  }
}
