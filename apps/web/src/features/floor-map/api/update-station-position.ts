import { stationPositionSchema, type StationPositionInput } from '@stationboard/domain/schemas/station';
import { apiPut } from '../../../lib/api-client.ts';

/** PUT /stations/{id} with whole-number coordinates, or both null to take the station off the map. */
export async function updateStationPosition(stationId: string, position: StationPositionInput): Promise<void> {
  await apiPut(`/stations/${stationId}`, stationPositionSchema.parse(position));
}
