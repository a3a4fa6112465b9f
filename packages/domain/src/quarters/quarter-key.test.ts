import { describe, it, expect } from 'vitest';
import { findQuarterByRouteKey, parseQuarterRouteKey, quarterRouteKey } from './quarter-key.ts';

const q = (quarter_name: string, quarter_number: number) => ({ quarter_name, quarter_number });

describe('quarterRouteKey', () => {
  it('uses the digits of the quarter name', () => {
    expect(quarterRouteKey(q('Q3', 7))).toBe(3);
    expect(quarterRouteKey(q('Quarter 12', 1))).toBe(12);
  });

  it('drops leading zeros', () => {
    expect(quarterRouteKey(q('Q03', 1))).toBe(3);
  });

  it('uses only the first run of digits', () => {
    expect(quarterRouteKey(q('Q3 (06-08)', 1))).toBe(3);
  });

  it('falls back to the quarter number when the name has no digits', () => {
    expect(quarterRouteKey(q('Morning', 5))).toBe(5);
  });
});

describe('parseQuarterRouteKey', () => {
  it('reads a positive whole number', () => {
    expect(parseQuarterRouteKey('1')).toBe(1);
    expect(parseQuarterRouteKey('20')).toBe(20);
  });

  it('refuses a missing, empty, zero, signed or non-numeric value', () => {
    for (const bad of [undefined, '', '0', '-1', '+2', '1.5', 'q1', ' 1', '99999999999999999999']) {
      expect(parseQuarterRouteKey(bad)).toBeNull();
    }
  });
});

describe('findQuarterByRouteKey', () => {
  const quarters = [q('Q2', 1), q('Night', 3), q('Q1', 2)];

  it('finds a quarter by the digits of its name before its number', () => {
    expect(findQuarterByRouteKey(quarters, 1)).toEqual(q('Q1', 2));
    expect(findQuarterByRouteKey(quarters, 2)).toEqual(q('Q2', 1));
  });

  it('falls back to the quarter number when no name carries the digits', () => {
    expect(findQuarterByRouteKey(quarters, 3)).toEqual(q('Night', 3));
  });

  it('takes the lowest quarter number when two names carry the same digits', () => {
    expect(findQuarterByRouteKey([q('Q1 Night', 9), q('Q1 Day', 4)], 1)).toEqual(q('Q1 Day', 4));
  });

  it('finds nothing for an unknown key or an empty list', () => {
    expect(findQuarterByRouteKey(quarters, 7)).toBeNull();
    expect(findQuarterByRouteKey([], 1)).toBeNull();
  });
});
