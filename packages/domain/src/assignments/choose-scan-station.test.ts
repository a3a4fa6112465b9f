import { describe, expect, it } from 'vitest';
import { chooseScanStation, type ScanCandidate } from './choose-scan-station.ts';

function station(id: string, overrides: Partial<ScanCandidate> = {}): ScanCandidate {
  return { id, station_code: id, is_active: true, is_critical: false, line_number: 1, station_type: { name: 'LINE' }, ...overrides };
}

const indirect = (id: string, overrides: Partial<ScanCandidate> = {}) => station(id, { line_number: null, station_type: { name: 'INDIRECT' }, ...overrides });

describe('chooseScanStation', () => {
  const floor = [station('1-10'), station('1-02'), station('2-01', { is_critical: true }), indirect('Problem Solve'), station('1-03', { is_active: false })];

  it('takes the rotation destination when it is free and active', () => {
    expect(chooseScanStation(floor, new Set(), '1-10')).toEqual({ station: floor[0], reason: 'rotation' });
  });

  it('falls back to the first free critical station when the destination is taken or inactive', () => {
    expect(chooseScanStation(floor, new Set(['1-10']), '1-10')?.station.id).toBe('2-01');
    expect(chooseScanStation(floor, new Set(), '1-03')).toMatchObject({ station: { id: '2-01' }, reason: 'critical' });
  });

  it('then takes line stations by code, numbers in numeric order, before indirect ones', () => {
    expect(chooseScanStation(floor, new Set(['2-01']), null)).toMatchObject({ station: { id: '1-02' }, reason: 'line' });
    expect(chooseScanStation(floor, new Set(['2-01', '1-02']), null)?.station.id).toBe('1-10');
  });

  it('counts an indirect role on a line as indirect, taken last', () => {
    const stations = [indirect('Water Spider-L1', { line_number: 1 }), station('4-01', { line_number: 4 })];
    expect(chooseScanStation(stations, new Set(), null)?.station.id).toBe('4-01');
    expect(chooseScanStation(stations, new Set(['4-01']), null)).toMatchObject({ station: { id: 'Water Spider-L1' }, reason: 'indirect' });
  });

  it('answers null when every active station is taken, or there are none', () => {
    expect(chooseScanStation(floor, new Set(['1-10', '1-02', '2-01', 'Problem Solve']), null)).toBeNull();
    expect(chooseScanStation([], new Set(), null)).toBeNull();
  });
});
