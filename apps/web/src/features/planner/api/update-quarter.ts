import type { Quarter, QuarterInput } from '@stationboard/domain/schemas/quarter';
import { apiPut } from '../../../lib/api-client.ts';

/** PUT /quarters/{id} (spec 2 §7): ADMIN and up. */
export async function updateQuarter({ quarterId, input }: { quarterId: string; input: QuarterInput }): Promise<Quarter> {
  return apiPut<Quarter>(`/quarters/${quarterId}`, input);
}
