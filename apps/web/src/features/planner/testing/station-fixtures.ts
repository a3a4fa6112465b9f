import type { Station } from '@stationboard/domain/schemas/floor-map';
import { GEG1 } from '../../../testing/fake-api.ts';
import type { RotationRule } from '../api/get-rotation-rules.ts';

/** Test data for the Rotations and Stations tabs, shaped as the API answers it. */
export const CENTER_ID = GEG1.id;
const LINE_TYPE = { id: '66666666-6666-4666-8666-666666666661', name: 'LINE', description: null };
const INDIRECT_TYPE = { id: '66666666-6666-4666-8666-666666666662', name: 'INDIRECT', description: null };
export const STATION_TYPES = [INDIRECT_TYPE, LINE_TYPE];

let sequence = 0;
const uuid = (kind: string) => `${kind.repeat(8)}-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;

/** A station whose line comes from its code ('2-05' is on line 2; 'Problem Solve' on none). */
export function station(code: string, overrides: Partial<Station> = {}): Station {
  const lineMatch = /^(\d)-/.exec(code);
  const line = lineMatch ? Number(lineMatch[1]) : null;
  const type = line ? LINE_TYPE : INDIRECT_TYPE;
  return {
    id: uuid('5'),
    fulfillment_center_id: CENTER_ID,
    station_code: code,
    station_type_id: type.id,
    station_type: type,
    line_number: line,
    position_x: null,
    position_y: null,
    is_active: true,
    is_manual: false,
    is_right_handed: null,
    is_critical: false,
    current_assignment: null,
    next_assignment: null,
    ...overrides,
  };
}

export function rule(from: Station, to: Station): RotationRule {
  const ref = (s: Station) => ({ id: s.id, station_code: s.station_code, line_number: s.line_number });
  return {
    id: uuid('7'),
    from_station_id: from.id,
    to_station_id: to.id,
    from_station: ref(from),
    to_station: ref(to),
    line_number: from.line_number,
    fulfillment_center_id: CENTER_ID,
  };
}
