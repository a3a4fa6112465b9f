import { stationCreateSchema, type StationCreateInput } from '@stationboard/domain/schemas/station';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /stations (spec 2 §7): the new station starts off the map until someone places it. */
export async function createStation(input: StationCreateInput): Promise<void> {
  await apiPost('/stations', stationCreateSchema.parse(input));
}
