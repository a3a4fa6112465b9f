import { apiPut } from '../api-client.ts';

/** PUT /tv/station-configs: the upsert of spec 1 §7 that marks a station critical or not. */
export async function setStationCritical({
  centerConfigId,
  stationId,
  critical,
}: {
  centerConfigId: string;
  stationId: string;
  critical: boolean;
}): Promise<void> {
  await apiPut('/tv/station-configs', { center_config_id: centerConfigId, station_id: stationId, critical_station: critical });
}
