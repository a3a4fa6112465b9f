import { describe, it, expect } from 'vitest';
import { headcountCopyText, headcountFromStats } from './headcount-copy.ts';

describe('headcountCopyText', () => {
  it('lists main line, SAP, indirects and the ratio one per line', () => {
    expect(headcountCopyText({ mainLine: 24, sap: 6, indirects: 10 })).toBe('Main Line: 24\nSAP: 6\nIndirects: 10\nRatio: 3.0');
  });

  it('computes the ratio as (main + SAP) / indirects to one decimal', () => {
    expect(headcountCopyText({ mainLine: 7, sap: 2, indirects: 4 })).toContain('Ratio: 2.3');
  });

  it('shows a ratio of 0.0 when there are no indirects', () => {
    expect(headcountCopyText({ mainLine: 5, sap: 1, indirects: 0 })).toBe('Main Line: 5\nSAP: 1\nIndirects: 0\nRatio: 0.0');
  });
});

describe('headcountFromStats', () => {
  it('adds lines 1 to 3 into the main line and takes line 4 as SAP', () => {
    expect(headcountFromStats({ per_line: { 1: 8, 2: 9, 3: 7, 4: 6 }, indirects: 10 })).toEqual({ mainLine: 24, sap: 6, indirects: 10 });
  });
});
