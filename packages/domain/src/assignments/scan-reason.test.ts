import { describe, expect, it } from 'vitest';
import { SCAN_REASON_CODES, scanReason, scanReasonText } from './scan-reason.ts';

describe('scanReasonText', () => {
  it.each([
    [{ code: 'rotation', from_station: '1-04' }, 'Rotation from 1-04'],
    [{ code: 'critical' }, 'Critical station first'],
    [{ code: 'line', line: 3 }, 'First free station on line 3'],
    [{ code: 'indirect' }, 'First free indirect station'],
    [{ code: 'already_assigned' }, 'Already assigned for this quarter'],
    [{ code: 'overflow', areas: ['Dock', 'Returns'] }, 'Overflow routing to Dock, Returns'],
    [{ code: 'no_station' }, 'No free station'],
    [{ code: 'skipped', from_station: '2-01' }, '2-01 could not be used'],
    [{ code: 'skills_skipped', from_station: '1-03' }, '1-03 skipped: skills missing'],
  ] as const)('words %o as one short line', (facts, text) => {
    expect(scanReasonText(facts)).toBe(text);
  });

  it('has a line for every code, even without its facts', () => {
    for (const code of SCAN_REASON_CODES) expect(scanReasonText({ code })).not.toBe('');
  });
});

describe('scanReason', () => {
  it('carries the facts a translation needs beside the English line', () => {
    expect(scanReason({ code: 'overflow', areas: ['Dock'] })).toEqual({
      code: 'overflow',
      text: 'Overflow routing to Dock',
      from_station: null,
      line: null,
      areas: ['Dock'],
    });
  });

  it('says after the reason that the person was not on the roster of the day (decision 153)', () => {
    expect(scanReason({ code: 'rotation', from_station: '1-04', not_rostered: true })).toMatchObject({
      text: 'Rotation from 1-04 · not rostered today',
      not_rostered: true,
    });
    expect(scanReason({ code: 'rotation', from_station: '1-04', not_rostered: false })).not.toHaveProperty('not_rostered');
  });
});
