import { z } from 'zod';
import { stationsToToggleForLine, type LineToggleStation } from '@stationboard/domain/stations/line-toggle';
import { apiRequest } from '../api-client.ts';

const answerSchema = z.object({ id: z.string(), is_active: z.boolean() });

/** PATCH /stations/{id}/toggle-active (spec 1 §7): the server flips the flag and says where it landed. */
export async function toggleStationActive({ stationId, centerId }: { stationId: string; centerId: string }): Promise<{ id: string; is_active: boolean }> {
  const { data } = await apiRequest(`/stations/${stationId}/toggle-active`, { method: 'PATCH', query: { fulfillment_center_id: centerId } });
  return answerSchema.parse(data);
}

/**
 * Spec 2 §4 Activate/Deactivate Line: the stations the rule picks, switched one by one (the
 * server toggles one station per call). A failure stops the run; what was switched stays so.
 */
export async function toggleLineActive({ stations, lineNumber, centerId }: { stations: readonly LineToggleStation[]; lineNumber: number; centerId: string }): Promise<void> {
  for (const station of stationsToToggleForLine(stations, lineNumber)) await toggleStationActive({ stationId: station.id, centerId });
}
