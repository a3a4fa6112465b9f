import { describe, expect, it } from 'vitest';
import { readStationLink, stationLinkPath, withoutStationLink } from './station-link.ts';

const Q6 = { quarter_name: 'Q6', quarter_number: 6 };

describe('a link that opens a station in a quarter', () => {
  it('leads to the quarter view of that quarter, naming the station', () => {
    expect(stationLinkPath({ stationId: 'abc', quarter: Q6 })).toBe('/q/6?station=abc');
    expect(stationLinkPath({ stationId: 'abc', quarter: Q6, date: '2026-11-23' })).toBe('/q/6?station=abc&date=2026-11-23');
  });

  it('is read back from the address, and left out once followed, the tab and date kept', () => {
    const params = new URLSearchParams('tab=line2&station=abc&date=2026-11-23');
    expect(readStationLink(params)).toBe('abc');
    expect(withoutStationLink(params).toString()).toBe('tab=line2&date=2026-11-23');
    expect(readStationLink(new URLSearchParams('tab=line2'))).toBeNull();
  });
});
