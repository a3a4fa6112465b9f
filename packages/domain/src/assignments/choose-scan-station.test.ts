import { describe, expect, it } from 'vitest';
import { compareStationsByCode } from '../stations/station-code.ts';
import { isLineStation } from '../stations/station-kind.ts';
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

  it('breaks a tie between codes equal but for case by id, the same every time', () => {
    const stations = [station('b', { station_code: 'a-1' }), station('a', { station_code: 'A-1' })];
    expect(chooseScanStation(stations, new Set(), null)?.station.id).toBe('a');
    expect(chooseScanStation([...stations].reverse(), new Set(), null)?.station.id).toBe('a');
  });

  it('chooses from the first free station of each kind what it chooses from the whole floor', () => {
    // What the server reads instead of the floor (decision 111): the destination, then the
    // first free active critical, line and any station by code.
    const firstOfEachKind = (stations: ScanCandidate[], occupied: Set<string>, destination: string | null) => {
      const free = stations.filter((s) => s.is_active && !occupied.has(s.id)).sort(compareStationsByCode);
      const first = [free.find((s) => s.is_critical), free.find((s) => isLineStation(s)), free[0]];
      return [...stations.filter((s) => s.id === destination), ...first.filter((s) => s !== undefined)];
    };
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    for (let round = 0; round < 300; round++) {
      const stations = Array.from({ length: 1 + Math.floor(random() * 12) }, (_, i) =>
        station(`s${i}`, {
          station_code: `${pick(['1', '2', 'a', 'A', 'Water Spider'])}-${pick(['1', '2', '10', '01'])}`,
          is_active: random() > 0.2,
          is_critical: random() > 0.8,
          line_number: pick([1, 2, 4, null]),
          station_type: { name: pick(['LINE', 'INDIRECT', 'ADDITIONAL_INDIRECTS']) },
        }),
      );
      const occupied = new Set(stations.filter(() => random() > 0.5).map((s) => s.id));
      const destination = random() > 0.5 ? pick(stations).id : null;
      const candidates = firstOfEachKind(stations, occupied, destination);
      expect(chooseScanStation(candidates, occupied, destination)).toEqual(chooseScanStation(stations, occupied, destination));
    }
  });

  describe('with skills (issue 15)', () => {
    const forklift = { id: 'sk-f', name: 'Forklift' };
    const skilled = [station('1-01', { required_skills: [forklift] }), station('1-02'), station('2-01', { is_critical: true, required_skills: [forklift] })];

    it('passes over stations whose skills the person lacks, and names the one the rules would have chosen', () => {
      const choice = chooseScanStation(skilled, new Set(), null, { held: [], onDate: '2026-11-25' });
      expect(choice).toMatchObject({ station: { id: '1-02' }, reason: 'line', skippedForSkills: { station: { id: '2-01' }, missing: [forklift] } });
    });

    it('passes over a rotation destination the person lacks the skills for', () => {
      const choice = chooseScanStation(skilled, new Set(['2-01']), '1-01', { held: [], onDate: '2026-11-25' });
      expect(choice).toMatchObject({ station: { id: '1-02' }, skippedForSkills: { station: { id: '1-01' } } });
    });

    it('chooses as before, skipping nothing, for someone holding the skills until that day', () => {
      const choice = chooseScanStation(skilled, new Set(), null, { held: [{ skill_id: 'sk-f', expires_on: '2026-11-25' }], onDate: '2026-11-25' });
      expect(choice).toEqual({ station: skilled[2], reason: 'critical' });
    });

    it('answers null when only stations needing skills the person lacks are free', () => {
      expect(chooseScanStation(skilled, new Set(['1-02']), null, { held: [{ skill_id: 'sk-f', expires_on: '2026-11-24' }], onDate: '2026-11-25' })).toBeNull();
    });
  });
});
