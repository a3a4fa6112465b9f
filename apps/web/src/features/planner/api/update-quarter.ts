import type { QuarterUpdateInput } from '@stationboard/domain/schemas/quarter';
import type { Quarter } from '@stationboard/domain/schemas/quarter-record';
import { apiPut } from '../../../lib/api-client.ts';

/** PUT /quarters/{id} (spec 2 §7): ADMIN and up; the form's fields, the active flag, or both (decision 092). */
export async function updateQuarter({ quarterId, input }: { quarterId: string; input: QuarterUpdateInput }): Promise<Quarter> {
  return apiPut<Quarter>(`/quarters/${quarterId}`, input);
}
