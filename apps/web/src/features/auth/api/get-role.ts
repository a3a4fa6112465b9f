import { AppError } from '@stationboard/domain/errors/app-error';
import { ENTRY_MESSAGES } from '../../../lib/i18n/entry-messages.ts';
import { roleRecordSchema, type RoleRecord } from '@stationboard/domain/schemas/account';
import { ROLE_FETCH_RETRY_DELAYS_MS, ROLE_FETCH_TIMEOUT_MS, ROLE_FORCE_REFRESH_TIMEOUT_MS } from '@stationboard/domain/timings';
import { apiGet, clientFailureReason } from '../../../lib/api-client.ts';

export async function getRole({ timeoutMs }: { timeoutMs: number }): Promise<RoleRecord> {
  return roleRecordSchema.parse(await apiGet('/auth/role', { timeoutMs }));
}

export type RoleLoadResult = { success: true; role: RoleRecord } | { success: false; error: string; signedOut: boolean };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A refusal (401 session ended, 403, 404 no role record) stays a refusal on a second try;
 * only lost answers, time-outs, 5xx and 429 are worth retrying.
 */
const isFinal = (error: unknown) => error instanceof AppError && error.status >= 400 && error.status < 500 && error.status !== 429;

/**
 * Spec 1 §9 and decision 016: a first try and up to two retries after 1 s and 2 s, each
 * bounded by 8 s. The last failure decides the text: time-out or the general failure.
 */
export async function loadRole(): Promise<RoleLoadResult> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= ROLE_FETCH_RETRY_DELAYS_MS.length; attempt++) {
    if (attempt > 0) await wait(ROLE_FETCH_RETRY_DELAYS_MS[attempt - 1] ?? 0);
    try {
      return { success: true, role: await getRole({ timeoutMs: ROLE_FETCH_TIMEOUT_MS }) };
    } catch (error) {
      lastError = error;
      if (isFinal(error)) break;
    }
  }
  const signedOut = lastError instanceof AppError && lastError.status === 401;
  const timedOut = clientFailureReason(lastError) === 'timeout';
  return { success: false, signedOut, error: timedOut ? ENTRY_MESSAGES.roleFetchTimeout : ENTRY_MESSAGES.roleFetchFailed };
}

/**
 * 'Refresh Role': one try with the shorter 5 s bound. A refusal from the server and a call
 * that never got an answer get the two different texts of spec 1 §8.
 */
export async function forceLoadRole(): Promise<RoleLoadResult> {
  try {
    return { success: true, role: await getRole({ timeoutMs: ROLE_FORCE_REFRESH_TIMEOUT_MS }) };
  } catch (error) {
    const signedOut = error instanceof AppError && error.status === 401;
    const reason = clientFailureReason(error);
    if (reason === 'timeout') return { success: false, signedOut, error: ENTRY_MESSAGES.roleForceRefreshTimeout };
    if (error instanceof AppError && reason === null) return { success: false, signedOut, error: ENTRY_MESSAGES.roleRefreshFailed };
    return { success: false, signedOut, error: ENTRY_MESSAGES.roleRefreshError };
  }
}
