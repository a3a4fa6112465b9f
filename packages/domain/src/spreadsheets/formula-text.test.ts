import { describe, expect, it } from 'vitest';
import { isFormulaText } from './formula-text.ts';

describe('isFormulaText', () => {
  it('finds a text that starts with =, +, - or @, also after spaces', () => {
    for (const text of ['=1+1', '=HYPERLINK("http://x")', '  =SUM(A1:A2)', '+cmd|"/c calc"!A0', '-2+3', '@SUM(A1)', '- 5', '=']) {
      expect(isFormulaText(text), text).toBe(true);
    }
  });

  it('finds a text that starts with a tab or a carriage return, whatever follows', () => {
    for (const text of ['\t=1', '\tLee, Ann', '\r=1', '\rLee']) expect(isFormulaText(text), JSON.stringify(text)).toBe(true);
  });

  it('leaves plain numbers, a lone sign and ordinary text alone', () => {
    for (const text of ['-5', '+5', '-1.5', '+.5', '-1e3', ' -42 ', '-', '+', '@', '', 'Lee, Ann', "O'Neil", 'a=b', 'Smith-Jones', '2024-01-15']) {
      expect(isFormulaText(text), text).toBe(false);
    }
  });
});
