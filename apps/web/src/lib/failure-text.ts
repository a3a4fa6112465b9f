import { AppError } from '@stationboard/domain/errors/app-error';
import { clientFailureReason } from './api-client.ts';

/**
 * Spec 2 §8: a failure shows the server's own message in preference to the screen's fallback
 * text. A call that never reached the server (time-out, network) has no message of its own.
 */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof AppError && clientFailureReason(error) === null && error.message ? error.message : fallback;
}
