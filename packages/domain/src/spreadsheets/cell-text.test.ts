import { describe, expect, it } from 'vitest';
import { neutraliseCellText } from './cell-text.ts';

describe('neutraliseCellText', () => {
  it("puts an apostrophe before a text that starts with '=', '+', '-' or '@', also after spaces", () => {
    for (const text of [
      '=1+1',
      '=HYPERLINK("http://x","y")',
      '+cmd|"/c calc"!A0',
      '-2+3',
      '@SUM(A1)',
      '  =SUM(A1:A2)',
      ' -x',
      '=',
      '-',
      '+',
      '@',
      '-5',
      '+1.5',
    ]) {
      expect(neutraliseCellText(text), text).toBe(`'${text}`);
    }
  });

  it('puts an apostrophe before a text that starts with a tab or a carriage return', () => {
    for (const text of ['\t=1', '\tLee', '\r=1', '\rLee']) expect(neutraliseCellText(text), JSON.stringify(text)).toBe(`'${text}`);
  });

  it('leaves every other text as it is', () => {
    for (const text of ['', 'Ann Lee', "O'Neil", 'Smith-Jones', 'a=b', '1-01', 'Water Spider-L1', '2026-11-22', 'Ann Lee (Wildcard)', 'Q1 07:00–09:30']) {
      expect(neutraliseCellText(text), text).toBe(text);
    }
  });

  it('never leaves a cell starting with a formula character', () => {
    for (const text of ['=a', '+a', '-a', '@a', '\ta', '\ra', ' =a', 'x']) expect(neutraliseCellText(text)).not.toMatch(/^\s*[=+\-@\t\r]/);
  });
});
