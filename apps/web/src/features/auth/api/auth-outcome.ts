import { AppError } from '@stationboard/domain/errors/app-error';
import { ENTRY_MESSAGES } from '../../../lib/i18n/entry-messages.ts';
import { authErrorCode, clientFailureReason } from '../../../lib/api-client.ts';

/** Spec 1 §7: the auth service reports to screens as success plus an error text. */
export type AuthOutcome = { success: true; error: null } | { success: false; error: string };

export const AUTH_SUCCESS: AuthOutcome = { success: true, error: null };

export function authFailure(error: string): AuthOutcome {
  return { success: false, error };
}

/**
 * Spec 1 §8: an answer from the server that refuses gets the call's own failure text; a call
 * that never got an answer (time-out, no network) or broke in the browser is an exception and
 * gets 'An unexpected error occurred'. A page opened at another address than the server's
 * gets the server's words instead, which say where to open it (decision 102).
 */
export function describeAuthError(error: unknown, failureText: string): string {
  if (authErrorCode(error) === 'INVALID_ORIGIN' && error instanceof AppError) return error.message;
  if (error instanceof AppError && clientFailureReason(error) === null) return failureText;
  return ENTRY_MESSAGES.unexpectedError;
}
