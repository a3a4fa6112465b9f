import { stationUpdateSchema, type StationUpdateInput } from '@stationboard/domain/schemas/station';
import { apiPut } from '../../../lib/api-client.ts';

/** PUT /stations/{id} with the Stations tab's fields; the map's position is left as it is. */
export async function updateStation(stationId: string, input: StationUpdateInput): Promise<void> {
  await apiPut(`/stations/${stationId}`, stationUpdateSchema.parse(input));
}
