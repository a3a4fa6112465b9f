import { describe, expect, it } from 'vitest';
import { quarterTabCounts, quarterTabPath, tabsOfStation, type TabStation } from './quarter-tabs.ts';

function station(overrides: Partial<TabStation> & { type?: string }): TabStation {
  const { type = 'LINE', ...rest } = overrides;
  return { line_number: 1, station_type: { name: type }, is_active: true, is_critical: false, current_assignment: null, ...rest };
}

const staffed = { id: 'a' };

describe('tabsOfStation', () => {
  it('puts a line station under its line and an indirect role under Indirects even when it sits on a line', () => {
    expect(tabsOfStation(station({ line_number: 4 }))).toEqual(['line4']);
    expect(tabsOfStation(station({ line_number: 2, type: 'INDIRECT' }))).toEqual(['indirects']);
    expect(tabsOfStation(station({ line_number: null, type: 'ADDITIONAL_INDIRECTS' }))).toEqual(['indirects']);
  });

  it('adds Critical for a station flagged critical, and no tab at all for a line-less line station', () => {
    expect(tabsOfStation(station({ line_number: 3, is_critical: true }))).toEqual(['line3', 'criticals']);
    expect(tabsOfStation(station({ line_number: null }))).toEqual([]);
  });
});

describe('quarterTabCounts', () => {
  it('counts staffed over total active stations per tab, a critical station in both of its tabs', () => {
    const counts = quarterTabCounts([
      station({ line_number: 1, current_assignment: staffed }),
      station({ line_number: 1 }),
      station({ line_number: 4, current_assignment: staffed, is_critical: true }),
      station({ line_number: null, type: 'INDIRECT', current_assignment: staffed }),
    ]);
    expect(counts).toEqual({
      line1: { assigned: 1, total: 2 },
      line2: { assigned: 0, total: 0 },
      line3: { assigned: 0, total: 0 },
      line4: { assigned: 1, total: 1 },
      indirects: { assigned: 1, total: 1 },
      criticals: { assigned: 1, total: 1 },
    });
  });

  it('leaves switched-off stations out of both figures, staffed or not', () => {
    const counts = quarterTabCounts([station({ is_active: false, current_assignment: staffed }), station({ is_active: false })]);
    expect(counts.line1).toEqual({ assigned: 0, total: 0 });
  });
});

describe('quarterTabPath', () => {
  it('links to the tab of the quarter by the digits of its name', () => {
    expect(quarterTabPath({ quarter_name: 'Q3', quarter_number: 7 }, 'indirects')).toBe('/q/3?tab=indirects');
  });
});
