import type { Quarter, QuarterInput } from '@stationboard/domain/schemas/quarter';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /quarters (spec 2 §7): ADMIN and up. */
export async function createQuarter(input: QuarterInput): Promise<Quarter> {
  return apiPost<Quarter>('/quarters', input);
}
