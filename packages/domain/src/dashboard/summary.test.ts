import { describe, it, expect } from 'vitest';
import type { AssignmentFact } from './summary.ts';
import { efficiencyPercent, formatRatio, ratioColour, ratioToOneDecimal, summarizeStaffing } from './summary.ts';

function fact(employeeKey: string, lineNumber: number | null, extra: Partial<AssignmentFact> = {}): AssignmentFact {
  return { employeeKey, lineNumber, isIndirect: false, isStationActive: true, isWildcard: false, ...extra };
}

describe('summarizeStaffing', () => {
  it('counts everyone, line associates, indirects and wildcards on active stations', () => {
    const summary = summarizeStaffing([
      fact('a', 1),
      fact('b', 2, { isWildcard: true }),
      fact('c', 4),
      fact('d', null, { isIndirect: true }),
      fact('e', 3, { isIndirect: true, isWildcard: true }),
    ]);
    expect(summary).toMatchObject({ total: 5, lineAssociates: 3, indirects: 2, wildcards: 2, ratio: 1.5 });
    expect(summary.perLine).toEqual({ 1: 1, 2: 1, 3: 0, 4: 1 });
  });

  it('counts a person once even with several assignments', () => {
    const summary = summarizeStaffing([fact('a', 1), fact('a', 1), fact('a', 2, { isWildcard: true }), fact('a', 2, { isWildcard: true })]);
    expect(summary).toMatchObject({ total: 1, lineAssociates: 1, wildcards: 1 });
    expect(summary.perLine).toEqual({ 1: 1, 2: 1, 3: 0, 4: 0 });
  });

  it('ignores assignments on inactive stations in every counter', () => {
    const summary = summarizeStaffing([
      fact('a', 1, { isStationActive: false, isWildcard: true }),
      fact('b', null, { isIndirect: true, isStationActive: false }),
      fact('c', 2),
    ]);
    expect(summary).toMatchObject({ total: 1, lineAssociates: 1, indirects: 0, wildcards: 0, ratio: 0 });
  });

  it('counts people on stations without a line in the total only', () => {
    expect(summarizeStaffing([fact('a', null), fact('b', 5)])).toMatchObject({ total: 2, lineAssociates: 0, indirects: 0 });
  });

  it('gives a ratio of 0 when nobody is on an indirect station', () => {
    expect(summarizeStaffing([fact('a', 1), fact('b', 2)]).ratio).toBe(0);
  });

  it('gives all zeros for no assignments', () => {
    expect(summarizeStaffing([])).toEqual({
      total: 0,
      lineAssociates: 0,
      indirects: 0,
      wildcards: 0,
      ratio: 0,
      perLine: { 1: 0, 2: 0, 3: 0, 4: 0 },
    });
  });

  it('computes the ratio as (total - indirects) / indirects to one decimal', () => {
    const facts = [
      ...['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((k) => fact(k, 1)),
      fact('x', null, { isIndirect: true }),
      fact('y', null, { isIndirect: true }),
      fact('z', null, { isIndirect: true }),
    ];
    expect(summarizeStaffing(facts).ratio).toBe(2.3);
  });
});

describe('ratioToOneDecimal', () => {
  it('rounds halves up without floating-point error', () => {
    expect(ratioToOneDecimal(9, 4)).toBe(2.3);
    expect(ratioToOneDecimal(3, 20)).toBe(0.2);
    expect(ratioToOneDecimal(1, 3)).toBe(0.3);
  });

  it('is 0 for a zero denominator', () => {
    expect(ratioToOneDecimal(5, 0)).toBe(0);
  });
});

describe('ratioColour', () => {
  it('is green from exactly 2.5', () => {
    expect(ratioColour(2.5)).toBe('green');
    expect(ratioColour(4)).toBe('green');
  });

  it('is yellow from exactly 2 up to below 2.5', () => {
    expect(ratioColour(2)).toBe('yellow');
    expect(ratioColour(2.4)).toBe('yellow');
  });

  it('is red below 2, including a ratio of 0', () => {
    expect(ratioColour(1.9)).toBe('red');
    expect(ratioColour(0)).toBe('red');
  });
});

describe('formatRatio', () => {
  it('always shows one decimal', () => {
    expect(formatRatio(3)).toBe('3.0');
    expect(formatRatio(2.3)).toBe('2.3');
    expect(formatRatio(0)).toBe('0.0');
  });
});

describe('efficiencyPercent', () => {
  it('is staffed over active stations as a rounded percentage', () => {
    expect(efficiencyPercent(2, 3)).toBe(67);
    expect(efficiencyPercent(1, 8)).toBe(13);
    expect(efficiencyPercent(5, 5)).toBe(100);
  });

  it('is 0 when no station is active', () => {
    expect(efficiencyPercent(0, 0)).toBe(0);
  });
});
