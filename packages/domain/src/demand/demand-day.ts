/**
 * Issue 29 (decision 156): per line and quarter of an operating day, the volume entered, the
 * heads it needs (requiredHeads), and the heads planned, expected and checked in. Pure: the
 * server reads the rows, this counts them.
 */
import { isLineStation, type StationKindFacts } from '../stations/station-kind.ts';
import type { QuarterTimes } from '../quarters/time.ts';
import { requiredHeads, type LineStandard, type RequiredBasis } from './required-heads.ts';

/** A quarter of the day, with the date its occurrence runs on (a night quarter after midnight carries the next date). */
export type DemandQuarter = QuarterTimes & { id: string; date: string };

export type DemandStation = StationKindFacts & { id: string; is_active: boolean; is_critical: boolean; units_per_hour: number | null };

export type DemandVolume = { quarter_id: string; line: number; units: number };

export type DemandAssignment = { station_id: string; quarter_id: string; assignment_date: string; checked_in: boolean };

export type DemandDayInput = {
  quarters: readonly DemandQuarter[];
  stations: readonly DemandStation[];
  standards: ReadonlyMap<number, LineStandard>;
  volumes: readonly DemandVolume[];
  assignments: readonly DemandAssignment[];
  /** The quarter's forecast show rate (0-1), null without one. */
  showRate: (quarterId: string) => number | null;
};

export type DemandDayLine = {
  quarter_id: string;
  line: number;
  units: number | null;
  required: number;
  basis: RequiredBasis;
  planned: number;
  expected: number | null;
  checked_in: number;
};

const NO_STANDARD: LineStandard = { min_heads: null, max_heads: null };

/**
 * Every line that has line stations or a volume, in each quarter in the day's order. Planned
 * counts the people on the line's active stations in that quarter's occurrence, as the grid's
 * line counts do; expected is planned × the show rate to the nearest person.
 */
export function demandOfDay({ quarters, stations, standards, volumes, assignments, showRate }: DemandDayInput): DemandDayLine[] {
  const lineStations = stations.filter(isLineStation);
  const lines = [...new Set([...lineStations.map((station) => station.line_number!), ...volumes.map((volume) => volume.line)])].sort((a, b) => a - b);
  const activeLineOf = new Map(lineStations.filter((station) => station.is_active).map((station) => [station.id, station.line_number!]));
  const unitsOf = new Map(volumes.map((volume) => [`${volume.quarter_id}|${volume.line}`, volume.units]));
  const result: DemandDayLine[] = [];
  for (const quarter of quarters) {
    const rate = showRate(quarter.id);
    const held = assignments.filter((a) => a.quarter_id === quarter.id && a.assignment_date === quarter.date);
    for (const line of lines) {
      const active = lineStations.filter((station) => station.is_active && station.line_number === line);
      const units = unitsOf.get(`${quarter.id}|${line}`) ?? null;
      const { required, basis } = requiredHeads(
        {
          units,
          station_rates: active.map((station) => station.units_per_hour),
          critical_stations: active.filter((station) => station.is_critical).length,
          standard: standards.get(line) ?? NO_STANDARD,
        },
        quarter,
      );
      const onLine = held.filter((a) => activeLineOf.get(a.station_id) === line);
      const planned = onLine.length;
      result.push({
        quarter_id: quarter.id,
        line,
        units,
        required,
        basis,
        planned,
        expected: rate === null ? null : Math.round(planned * rate),
        checked_in: onLine.filter((a) => a.checked_in).length,
      });
    }
  }
  return result;
}

type LineFigures = Pick<DemandDayLine, 'required' | 'planned' | 'expected' | 'checked_in'>;

/**
 * How many heads a line is short of what it needs: before its quarter begins, of those planned
 * or (when there is a forecast) expected to come, whichever is fewer; once it has begun (running
 * or over), of those checked in. The forecast then gives way to who came: a quarter fully
 * checked in is not short for a forecast that said it would be (decision 161). 0: not short.
 */
export function lineShortfall(line: LineFigures, hasBegun = false): number {
  const counted = hasBegun ? line.checked_in : Math.min(line.planned, line.expected ?? line.planned);
  return Math.max(0, line.required - Math.min(line.planned, counted));
}

/** A line is short when `lineShortfall` is above 0: fewer planned than it needs, or expected before its quarter, or checked in once it has begun. */
export function isShortLine(line: LineFigures, hasBegun = false): boolean {
  return lineShortfall(line, hasBegun) > 0;
}
