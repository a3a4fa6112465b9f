import { MESSAGES } from '@stationboard/domain/messages';
import { AppError } from '@stationboard/domain/errors/app-error';
import { apiPut, clientFailureReason } from '../../../lib/api-client.ts';
import { AUTH_SUCCESS, authFailure, type AuthOutcome } from './auth-outcome.ts';

/** Spec 1 §8: 'Failed to update warehouse assignment', or the server's message when it gave one. */
export async function switchFulfillmentCenter(fulfillmentCenterId: string): Promise<AuthOutcome> {
  try {
    await apiPut('/auth/fulfillment-center', { fulfillment_center_id: fulfillmentCenterId });
    return AUTH_SUCCESS;
  } catch (error) {
    const serverMessage = error instanceof AppError && clientFailureReason(error) === null ? error.message : null;
    return authFailure(serverMessage || MESSAGES.centerSwitchFailed);
  }
}
