/** DESIGN §3: the station types seeded for every center. */
export const STATION_TYPES = {
  LINE: 'LINE',
  INDIRECT: 'INDIRECT',
  ADDITIONAL_INDIRECTS: 'ADDITIONAL_INDIRECTS',
} as const;

export type StationTypeName = (typeof STATION_TYPES)[keyof typeof STATION_TYPES];

export const LINE_NUMBERS = [1, 2, 3, 4] as const;

export type LineNumber = (typeof LINE_NUMBERS)[number];

/** The two facts every station rule in this folder decides on. */
export type StationKindFacts = {
  line_number: number | null;
  station_type: { name: string } | null;
};

export function isLineNumber(value: number | null | undefined): value is LineNumber {
  return value != null && (LINE_NUMBERS as readonly number[]).includes(value);
}

/** DESIGN §3: the types that make a station indirect (SQL filters name them too). */
export const INDIRECT_STATION_TYPES: readonly StationTypeName[] = [STATION_TYPES.INDIRECT, STATION_TYPES.ADDITIONAL_INDIRECTS];

export function isIndirectType(typeName: string | null | undefined): boolean {
  return (INDIRECT_STATION_TYPES as readonly (string | null | undefined)[]).includes(typeName);
}

export function isIndirectStation(station: StationKindFacts): boolean {
  return isIndirectType(station.station_type?.name);
}

/** An indirect role placed on a line is still indirect: it is counted and coloured as one. */
export function isLineStation(station: StationKindFacts): boolean {
  return isLineNumber(station.line_number) && !isIndirectStation(station);
}

export type LineColour = 'blue' | 'green' | 'purple' | 'orange' | 'cyan' | 'grey';

const LINE_COLOURS: Record<LineNumber, LineColour> = { 1: 'blue', 2: 'green', 3: 'purple', 4: 'orange' };

export function lineColour(station: StationKindFacts): LineColour {
  if (isIndirectStation(station)) return 'cyan';
  if (isLineNumber(station.line_number)) return LINE_COLOURS[station.line_number];
  return 'grey';
}
