import { describe, it, expect } from 'vitest';
import { optionalText, optionalWholeNumber, requiredText, wholeNumber } from './form-fields.ts';

describe('requiredText', () => {
  const name = requiredText('Name is required');

  it('trims the value', () => {
    expect(name.parse('  Ann  ')).toBe('Ann');
  });

  it('refuses missing, empty and whitespace-only values with the given message', () => {
    for (const bad of [undefined, null, '', '   ', 5]) {
      expect(name.safeParse(bad).error?.issues[0]?.message).toBe('Name is required');
    }
  });
});

describe('optionalText', () => {
  it('trims text and turns blank text into null', () => {
    expect(optionalText.parse(' jdoe ')).toBe('jdoe');
    expect(optionalText.parse('   ')).toBeNull();
    expect(optionalText.parse(null)).toBeNull();
    expect(optionalText.parse(undefined)).toBeUndefined();
  });
});

describe('wholeNumber', () => {
  const number = wholeNumber('Bad number', 1, 20);

  it('accepts numbers and number text within the range, including both ends', () => {
    expect(number.parse(1)).toBe(1);
    expect(number.parse('20')).toBe(20);
    expect(number.parse(' 7 ')).toBe(7);
  });

  it('refuses values outside the range, fractions, blanks and words with the given message', () => {
    for (const bad of [0, 21, 2.5, '2.5', '', 'abc', '1e3', null, true]) {
      expect(number.safeParse(bad).error?.issues[0]?.message).toBe('Bad number');
    }
  });
});

describe('optionalWholeNumber', () => {
  const id = optionalWholeNumber('Bad id', 1);

  it('keeps an absent value absent and turns a cleared one into null', () => {
    expect(id.parse(undefined)).toBeUndefined();
    expect(id.parse('')).toBeNull();
    expect(id.parse(null)).toBeNull();
  });

  it('accepts whole numbers of at least 1, as numbers or text', () => {
    expect(id.parse(1)).toBe(1);
    expect(id.parse('42')).toBe(42);
  });

  it('refuses zero, negatives, fractions and words with the given message', () => {
    for (const bad of [0, -3, '1.5', 'x1']) {
      expect(id.safeParse(bad).error?.issues[0]?.message).toBe('Bad id');
    }
  });
});
