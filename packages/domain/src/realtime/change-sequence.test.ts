import { describe, expect, it } from 'vitest';
import { ChangeSequence } from './change-sequence.ts';

describe('ChangeSequence', () => {
  it('applies consecutive numbers after the one stated on join', () => {
    const sequence = new ChangeSequence();
    sequence.joined(41);
    expect([42, 43, 44].map((n) => sequence.next(n))).toEqual(['apply', 'apply', 'apply']);
    expect(sequence.last).toBe(44);
  });

  it('calls a skipped number a gap once, then carries on from the number it saw', () => {
    const sequence = new ChangeSequence();
    sequence.joined(5);
    expect(sequence.next(8)).toBe('gap');
    expect(sequence.next(9)).toBe('apply');
  });

  it('ignores a number already seen, such as a change that arrived before the join answered', () => {
    const sequence = new ChangeSequence();
    sequence.joined(10);
    expect(sequence.next(10)).toBe('duplicate');
    expect(sequence.next(3)).toBe('duplicate');
    expect(sequence.next(11)).toBe('apply');
  });

  it('refuses to judge before the join', () => {
    expect(() => new ChangeSequence().next(1)).toThrow('not joined');
  });
});
