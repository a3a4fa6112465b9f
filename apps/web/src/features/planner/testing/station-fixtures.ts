import type { Station } from '@stationboard/domain/schemas/floor-map';
import { GEG1 } from '../../../testing/fake-api.ts';
import { INDIRECT_TYPE, LINE_TYPE, testUuid } from '../../../testing/records.ts';
import type { RotationRule } from '../api/get-rotation-rules.ts';

/** Test data for the Rotations and Stations tabs, shaped as the API answers it. */
export const CENTER_ID = GEG1.id;
export const STATION_TYPES = [INDIRECT_TYPE, LINE_TYPE];

/** A station whose line comes from its code ('2-05' is on line 2; 'Problem Solve' on none). */
export { stationRecord as station } from '../../../testing/records.ts';

export function rule(from: Station, to: Station): RotationRule {
  const ref = (s: Station) => ({ id: s.id, station_code: s.station_code, line_number: s.line_number });
  return {
    id: testUuid('7'),
    from_station_id: from.id,
    to_station_id: to.id,
    from_station: ref(from),
    to_station: ref(to),
    line_number: from.line_number,
    fulfillment_center_id: CENTER_ID,
  };
}
