import { rotationRuleUpdateSchema } from '@stationboard/domain/schemas/rotation-rule';
import { apiPut } from '../../../lib/api-client.ts';

/** PUT /rotation-rules/{id} (spec 2 §7): a rule keeps its source and changes its destination. */
export async function updateRotationRule({
  ruleId,
  toStationId,
  lineNumber,
  centerId,
}: {
  ruleId: string;
  toStationId: string;
  lineNumber: number | null;
  centerId: string;
}): Promise<void> {
  const body = rotationRuleUpdateSchema.parse({ to_station_id: toStationId, line_number: lineNumber, fulfillment_center_id: centerId });
  await apiPut(`/rotation-rules/${ruleId}`, body);
}
