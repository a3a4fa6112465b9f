import { describe, expect, it } from 'vitest';
import { coverage, gini } from './plan-scores.ts';

describe('coverage', () => {
  it('is the share of required heads met, with no line making up for another', () => {
    expect(coverage([{ required: 10, planned: 10 }])).toBe(1);
    expect(coverage([{ required: 10, planned: 5 }])).toBe(0.5);
    expect(
      coverage([
        { required: 10, planned: 15 },
        { required: 10, planned: 5 },
      ]),
    ).toBe(0.75);
  });

  it('is full when nothing is required', () => {
    expect(coverage([])).toBe(1);
    expect(coverage([{ required: 0, planned: 3 }])).toBe(1);
  });
});

describe('gini', () => {
  it('is 0 for equal shares, for one person and for nothing at all', () => {
    expect(gini([5, 5, 5, 5])).toBe(0);
    expect(gini([7])).toBe(0);
    expect(gini([])).toBe(0);
    expect(gini([0, 0, 0])).toBe(0);
  });

  it('matches the mean-difference definition on hand-checked cases', () => {
    // One of two holds all: sum |xi - xj| = 2 × 10, / (2 × 4 × 5) = 0.5.
    expect(gini([0, 10])).toBeCloseTo(0.5, 12);
    // [1, 2, 3]: pairs differ by 1, 2, 1 → 2 × 4 = 8, / (2 × 9 × 2) = 2/9.
    expect(gini([3, 1, 2])).toBeCloseTo(2 / 9, 12);
    // One of four holds all: (n - 1) / n.
    expect(gini([0, 0, 0, 8])).toBeCloseTo(0.75, 12);
  });

  it('refuses negative or non-finite amounts', () => {
    expect(() => gini([1, -1])).toThrow(RangeError);
    expect(() => gini([1, Number.NaN])).toThrow(RangeError);
  });
});
