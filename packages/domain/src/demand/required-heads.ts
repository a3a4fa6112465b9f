/**
 * Issue 29: from volume to heads. The heads a line needs in one quarter of a date: its volume
 * over what one head moves in the quarter, rounded up, held within the line's minimum and
 * maximum; its active critical stations always count, whatever the volume says.
 */
import { quarterDurationMinutes, type QuarterTimes } from '../quarters/time.ts';

export type LineStandard = {
  /** Fewest heads the line runs with; null = no minimum. */
  min_heads: number | null;
  /** Most heads the line can take; null = no maximum. */
  max_heads: number | null;
};

export type LineDemand = {
  /** Units forecast for the line in the quarter; null = none entered. */
  units: number | null;
  /** Units per labour hour set on the line's active stations (null where none is set). */
  station_rates: readonly (number | null)[];
  /** The line's active critical stations. */
  critical_stations: number;
  standard: LineStandard;
};

/** What decided the figure: the volume, a bound that held it, the critical stations, or nothing to go on. */
export const REQUIRED_BASES = ['volume', 'minimum', 'maximum', 'critical', 'no_volume', 'no_rate'] as const;

export type RequiredBasis = (typeof REQUIRED_BASES)[number];

export type RequiredHeads = { required: number; basis: RequiredBasis };

/** Float division can land a hair above a whole number (520 / (130 × 80 / 60)); that is still 3 heads. */
const EPSILON = 1e-9;

/** The line's rate: the mean of the rates set on its active stations; null when none is set. */
export function lineRate(stationRates: readonly (number | null)[]): number | null {
  const set = stationRates.filter((rate): rate is number => rate !== null && rate > 0);
  return set.length === 0 ? null : set.reduce((sum, rate) => sum + rate, 0) / set.length;
}

/**
 * Required heads of one line in one quarter. Without volume or without a rate the line's
 * minimum stands (0 when it has none), raised to its critical stations; a quarter across
 * midnight counts its real length.
 */
export function requiredHeads(demand: LineDemand, quarter: QuarterTimes): RequiredHeads {
  const { min_heads: min, max_heads: max } = demand.standard;
  const rate = lineRate(demand.station_rates);
  const minutes = quarterDurationMinutes(quarter.start_time, quarter.end_time) ?? 0;
  let figure: RequiredHeads;
  if (demand.units === null) figure = { required: min ?? 0, basis: 'no_volume' };
  else if (rate === null || minutes === 0) figure = { required: min ?? 0, basis: 'no_rate' };
  else {
    const heads = Math.max(0, Math.ceil(demand.units / (rate * (minutes / 60)) - EPSILON));
    if (min !== null && heads < min) figure = { required: min, basis: 'minimum' };
    else if (max !== null && heads > max) figure = { required: max, basis: 'maximum' };
    else figure = { required: heads, basis: 'volume' };
  }
  return demand.critical_stations > figure.required ? { required: demand.critical_stations, basis: 'critical' } : figure;
}
