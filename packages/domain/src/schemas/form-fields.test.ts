import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { boundedSecret, boundedText, optionalText, optionalWholeNumber, requiredText, requireSomeChange, wholeNumber } from './form-fields.ts';

const NAME = { label: 'Name', max: 10 };

describe('boundedText', () => {
  const text = boundedText(NAME);
  const firstMessage = (value: unknown) => text.safeParse(value).error?.issues[0]?.message;

  it('accepts text up to the limit, counted after trimming', () => {
    expect(text.parse('x'.repeat(10))).toBe('x'.repeat(10));
    expect(text.parse(`  ${'x'.repeat(10)}\n`)).toBe('x'.repeat(10));
  });

  it('refuses one character more, naming the field and the limit', () => {
    expect(firstMessage('x'.repeat(11))).toBe('Name must be at most 10 characters');
  });

  it('refuses NUL, tabs, line breaks, escapes and DEL inside the text, naming the field', () => {
    for (const bad of ['Ann\u0000Lee', 'Ann\tLee', 'Ann\nLee', 'Ann\rLee', '\u001b[31m', 'Ann\u007f']) {
      expect(firstMessage(bad)).toBe('Name must not contain tabs, line breaks or other control characters');
    }
  });

  it('refuses text that would show as something else: C1 escapes, line separators, direction overrides', () => {
    for (const bad of ['Ann\u009b2K', 'Ann\u0085Lee', 'Ann\u2028Lee', 'Ann\u2029Lee', 'nnA\u202e', '\u202aAnn', '\u2066Ann\u2069']) {
      expect(firstMessage(bad), JSON.stringify(bad)).toBe('Name must not contain tabs, line breaks or other control characters');
    }
  });

  it('keeps letters of any alphabet, accents and emoji, with the joiners and direction marks they need', () => {
    expect(text.parse('Zoë 李 😀')).toBe('Zoë 李 😀');
    expect(text.parse('👩\u200d🔧')).toBe('👩\u200d🔧');
    expect(text.parse('می\u200cخواهم')).toBe('می\u200cخواهم');
    expect(text.parse('\u200fשרה')).toBe('\u200fשרה');
  });
});

describe('boundedSecret', () => {
  const secret = boundedSecret(NAME);

  it('takes the text as typed, spaces included, under the same limits', () => {
    expect(secret.parse(' pass wd ')).toBe(' pass wd ');
    expect(secret.safeParse('x'.repeat(11)).error?.issues[0]?.message).toBe('Name must be at most 10 characters');
    expect(secret.safeParse('pass\u0000').error?.issues[0]?.message).toBe('Name must not contain tabs, line breaks or other control characters');
  });
});

describe('requiredText', () => {
  const name = requiredText('Name is required', NAME);

  it('trims the value', () => {
    expect(name.parse('  Ann  ')).toBe('Ann');
  });

  it('refuses missing, empty and whitespace-only values with the given message', () => {
    for (const bad of [undefined, null, '', '   ', 5]) {
      expect(name.safeParse(bad).error?.issues[0]?.message).toBe('Name is required');
    }
  });

  it('refuses text over the limit and control characters like any other text', () => {
    expect(name.safeParse('x'.repeat(11)).error?.issues[0]?.message).toBe('Name must be at most 10 characters');
    expect(name.safeParse('\u0000').error?.issues[0]?.message).toBe('Name must not contain tabs, line breaks or other control characters');
  });
});

describe('optionalText', () => {
  const alias = optionalText(NAME);

  it('trims text and turns blank text into null', () => {
    expect(alias.parse(' jdoe ')).toBe('jdoe');
    expect(alias.parse('   ')).toBeNull();
    expect(alias.parse(null)).toBeNull();
    expect(alias.parse(undefined)).toBeUndefined();
  });

  it('refuses text over the limit and control characters', () => {
    expect(alias.safeParse('x'.repeat(11)).success).toBe(false);
    expect(alias.safeParse('j\u0000doe').success).toBe(false);
  });
});

describe('requireSomeChange', () => {
  const edit = requireSomeChange(z.object({ name: z.string(), note: z.string().nullable(), fulfillment_center_id: z.string() }).partial());

  it('accepts an edit of any one field, clearing one included', () => {
    expect(edit.parse({ name: 'Ann' })).toEqual({ name: 'Ann' });
    expect(edit.parse({ note: null })).toEqual({ note: null });
  });

  it('refuses an empty edit, or one that only names the center', () => {
    for (const nothing of [{}, { fulfillment_center_id: 'x' }]) {
      expect(edit.safeParse(nothing).error?.issues[0]?.message).toBe('Send at least one field to change');
    }
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
