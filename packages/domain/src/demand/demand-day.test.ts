import { describe, expect, it } from 'vitest';
import { demandOfDay, isShortLine, lineShortfall, type DemandDayInput, type DemandStation } from './demand-day.ts';

const LINE = { name: 'LINE' };
const station = (id: string, line: number | null, overrides: Partial<DemandStation> = {}): DemandStation => ({
  id,
  line_number: line,
  station_type: LINE,
  is_active: true,
  is_critical: false,
  units_per_hour: 100,
  ...overrides,
});
const Q1 = { id: 'q1', start_time: '07:00:00', end_time: '09:30:00', date: '2026-11-27' };
const NIGHT = { id: 'q8', start_time: '23:30:00', end_time: '02:00:00', date: '2026-11-27' };

const input = (overrides: Partial<DemandDayInput> = {}): DemandDayInput => ({
  quarters: [Q1],
  stations: [station('a', 1), station('b', 1), station('c', 2, { units_per_hour: null })],
  standards: new Map(),
  volumes: [],
  assignments: [],
  showRate: () => null,
  ...overrides,
});

describe('demandOfDay', () => {
  it('gives every line with stations a row per quarter, from the volume and the rates of its active stations', () => {
    const lines = demandOfDay(input({ volumes: [{ quarter_id: 'q1', line: 1, units: 600 }] }));
    expect(lines.map(({ line, units, required, basis }) => ({ line, units, required, basis }))).toEqual([
      { line: 1, units: 600, required: 3, basis: 'volume' },
      { line: 2, units: null, required: 0, basis: 'no_volume' },
    ]);
  });

  it("counts planned and checked in on the active stations of the line in the quarter's occurrence, and expected from the show rate", () => {
    const lines = demandOfDay(
      input({
        stations: [station('a', 1), station('b', 1), station('off', 1, { is_active: false }), station('ind', 1, { station_type: { name: 'INDIRECT' } })],
        assignments: [
          { station_id: 'a', quarter_id: 'q1', assignment_date: '2026-11-27', checked_in: true },
          { station_id: 'b', quarter_id: 'q1', assignment_date: '2026-11-27', checked_in: false },
          { station_id: 'off', quarter_id: 'q1', assignment_date: '2026-11-27', checked_in: false },
          { station_id: 'ind', quarter_id: 'q1', assignment_date: '2026-11-27', checked_in: false },
          { station_id: 'a', quarter_id: 'q1', assignment_date: '2026-11-28', checked_in: false },
        ],
        showRate: () => 0.7,
      }),
    );
    expect(lines).toEqual([{ quarter_id: 'q1', line: 1, units: null, required: 0, basis: 'no_volume', planned: 2, expected: 1, checked_in: 1 }]);
  });

  it('reads a night quarter after midnight on the date its occurrence carries, and counts its real length', () => {
    const night = { ...NIGHT, date: '2026-11-28' };
    const [line] = demandOfDay(
      input({
        quarters: [night],
        stations: [station('a', 1)],
        volumes: [{ quarter_id: 'q8', line: 1, units: 500 }],
        assignments: [{ station_id: 'a', quarter_id: 'q8', assignment_date: '2026-11-28', checked_in: false }],
      }),
    );
    expect(line).toMatchObject({ required: 2, basis: 'volume', planned: 1 });
  });

  it('holds the line within its standard and always counts its active critical stations', () => {
    const stations = [station('a', 1, { is_critical: true }), station('b', 1, { is_critical: true }), station('c', 1, { is_critical: true, is_active: false })];
    const [line] = demandOfDay(
      input({ stations, standards: new Map([[1, { min_heads: null, max_heads: 1 }]]), volumes: [{ quarter_id: 'q1', line: 1, units: 9000 }] }),
    );
    expect(line).toMatchObject({ required: 2, basis: 'critical' });
  });

  it('keeps a line that has only a volume', () => {
    expect(demandOfDay(input({ stations: [], volumes: [{ quarter_id: 'q1', line: 4, units: 10 }] }))).toEqual([
      { quarter_id: 'q1', line: 4, units: 10, required: 0, basis: 'no_rate', planned: 0, expected: null, checked_in: 0 },
    ]);
  });
});

describe('isShortLine', () => {
  it('is short before its quarter begins when fewer are planned or expected than required', () => {
    expect(isShortLine({ required: 3, planned: 2, expected: null, checked_in: 0 })).toBe(true);
    expect(isShortLine({ required: 3, planned: 3, expected: 2, checked_in: 0 })).toBe(true);
    expect(isShortLine({ required: 3, planned: 3, expected: 3, checked_in: 0 })).toBe(false);
    expect(isShortLine({ required: 3, planned: 3, expected: null, checked_in: 0 })).toBe(false);
    expect(isShortLine({ required: 0, planned: 0, expected: null, checked_in: 0 })).toBe(false);
  });

  it('once its quarter has begun, is short when fewer have checked in than required, whatever the forecast said', () => {
    expect(isShortLine({ required: 3, planned: 3, expected: 3, checked_in: 2 }, true)).toBe(true);
    expect(isShortLine({ required: 3, planned: 3, expected: 2, checked_in: 3 }, true)).toBe(false);
    expect(isShortLine({ required: 3, planned: 4, expected: null, checked_in: 3 }, true)).toBe(false);
    expect(isShortLine({ required: 3, planned: 2, expected: null, checked_in: 2 }, true)).toBe(true);
    expect(isShortLine({ required: 0, planned: 0, expected: null, checked_in: 0 }, true)).toBe(false);
  });
});

describe('lineShortfall', () => {
  it('counts the heads missing from the fewer of planned and expected before the quarter begins', () => {
    expect(lineShortfall({ required: 5, planned: 3, expected: 4, checked_in: 0 })).toBe(2);
    expect(lineShortfall({ required: 5, planned: 5, expected: 3, checked_in: 0 })).toBe(2);
    expect(lineShortfall({ required: 5, planned: 4, expected: null, checked_in: 0 })).toBe(1);
    expect(lineShortfall({ required: 5, planned: 6, expected: 6, checked_in: 0 })).toBe(0);
  });

  it('counts them from those checked in once it has begun', () => {
    expect(lineShortfall({ required: 5, planned: 5, expected: 3, checked_in: 4 }, true)).toBe(1);
    expect(lineShortfall({ required: 5, planned: 7, expected: 3, checked_in: 6 }, true)).toBe(0);
  });
});
