import { rotationRuleCreateSchema } from '@stationboard/domain/schemas/rotation-rule';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /rotation-rules (spec 2 §7); the server answers 409 when the station already has a rule. */
export async function createRotationRule({
  fromStationId,
  toStationId,
  lineNumber,
  centerId,
}: {
  fromStationId: string;
  toStationId: string;
  lineNumber: number | null;
  centerId: string;
}): Promise<void> {
  const body = rotationRuleCreateSchema.parse({
    from_station_id: fromStationId,
    to_station_id: toStationId,
    line_number: lineNumber,
    fulfillment_center_id: centerId,
  });
  await apiPost('/rotation-rules', body);
}
