import { describe, expect, it } from 'vitest';
import { lineRate, requiredHeads, type LineDemand } from './required-heads.ts';

const Q = { start_time: '07:00:00', end_time: '09:30:00' }; // 2.5 h
const demand = (overrides: Partial<LineDemand> = {}): LineDemand => ({
  units: 3000,
  station_rates: [100, 100, 100],
  critical_stations: 0,
  standard: { min_heads: null, max_heads: null },
  ...overrides,
});

describe('lineRate', () => {
  it('is the mean of the rates set on the line, and null when none is', () => {
    expect(lineRate([100, null, 140])).toBe(120);
    expect(lineRate([null, null])).toBeNull();
    expect(lineRate([])).toBeNull();
    expect(lineRate([0, null])).toBeNull();
  });
});

describe('requiredHeads', () => {
  it('divides the volume by what one head moves in the quarter and rounds up', () => {
    expect(requiredHeads(demand({ units: 3000 }), Q)).toEqual({ required: 12, basis: 'volume' });
    expect(requiredHeads(demand({ units: 3001 }), Q)).toEqual({ required: 13, basis: 'volume' });
  });

  it('does not round a whole figure up because of float error', () => {
    // 520 / (130 × 80 / 60) is 3.0000000000000004 in floating point.
    expect(requiredHeads(demand({ units: 520, station_rates: [130] }), { start_time: '07:00:00', end_time: '08:20:00' })).toEqual({
      required: 3,
      basis: 'volume',
    });
  });

  it("holds the figure within the line's minimum and maximum, and says which bound held it", () => {
    const standard = { min_heads: 4, max_heads: 10 };
    expect(requiredHeads(demand({ units: 100, standard }), Q)).toEqual({ required: 4, basis: 'minimum' });
    expect(requiredHeads(demand({ units: 9000, standard }), Q)).toEqual({ required: 10, basis: 'maximum' });
    expect(requiredHeads(demand({ units: 2000, standard }), Q)).toEqual({ required: 8, basis: 'volume' });
  });

  it('needs no heads for no units, unless a minimum says otherwise', () => {
    expect(requiredHeads(demand({ units: 0 }), Q)).toEqual({ required: 0, basis: 'volume' });
    expect(requiredHeads(demand({ units: 0, standard: { min_heads: 2, max_heads: null } }), Q)).toEqual({ required: 2, basis: 'minimum' });
  });

  it('falls back to the minimum without a volume or without a rate, and says so', () => {
    const standard = { min_heads: 3, max_heads: null };
    expect(requiredHeads(demand({ units: null, standard }), Q)).toEqual({ required: 3, basis: 'no_volume' });
    expect(requiredHeads(demand({ station_rates: [null, null], standard }), Q)).toEqual({ required: 3, basis: 'no_rate' });
    expect(requiredHeads(demand({ units: null }), Q)).toEqual({ required: 0, basis: 'no_volume' });
  });

  it('always counts the critical stations, above the volume and above the maximum', () => {
    expect(requiredHeads(demand({ units: 100, critical_stations: 3 }), Q)).toEqual({ required: 3, basis: 'critical' });
    expect(requiredHeads(demand({ units: 9000, critical_stations: 12, standard: { min_heads: null, max_heads: 10 } }), Q)).toEqual({
      required: 12,
      basis: 'critical',
    });
    expect(requiredHeads(demand({ units: null, critical_stations: 1 }), Q)).toEqual({ required: 1, basis: 'critical' });
    expect(requiredHeads(demand({ units: 3000, critical_stations: 2 }), Q)).toEqual({ required: 12, basis: 'volume' });
  });

  it('counts a quarter across midnight by its real length', () => {
    // 23:30-02:00 is 2.5 h, as Q above.
    expect(requiredHeads(demand(), { start_time: '23:30:00', end_time: '02:00:00' })).toEqual({ required: 12, basis: 'volume' });
  });

  it('uses the mean rate of a line whose stations differ', () => {
    // (80 + 120) / 2 = 100 units per head-hour.
    expect(requiredHeads(demand({ station_rates: [80, 120, null] }), Q)).toEqual({ required: 12, basis: 'volume' });
  });
});
