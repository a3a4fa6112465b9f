import type { QuarterInput } from '@stationboard/domain/schemas/quarter';
import type { Quarter } from '@stationboard/domain/schemas/quarter-record';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /quarters (spec 2 §7): ADMIN and up. */
export async function createQuarter(input: QuarterInput): Promise<Quarter> {
  return apiPost<Quarter>('/quarters', input);
}
