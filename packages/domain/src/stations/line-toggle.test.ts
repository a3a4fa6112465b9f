import { describe, expect, it } from 'vitest';
import { planLineActivation, stationsToToggleForLine } from './line-toggle.ts';

const station = (id: string, line_number: number | null, is_active: boolean) => ({ id, line_number, is_active });

describe('stationsToToggleForLine', () => {
  it('deactivates the active stations of a line when any of them is active', () => {
    const stations = [station('a', 1, true), station('b', 1, false), station('c', 1, true), station('d', 2, true)];
    expect(stationsToToggleForLine(stations, 1).map((s) => s.id)).toEqual(['a', 'c']);
  });

  it('activates every station of a line when all of them are inactive', () => {
    const stations = [station('a', 2, false), station('b', 2, false), station('c', 1, false)];
    expect(stationsToToggleForLine(stations, 2).map((s) => s.id)).toEqual(['a', 'b']);
  });

  it('leaves stations off the line and without a line alone, and answers nothing for an empty line', () => {
    const stations = [station('a', null, true), station('b', 3, true)];
    expect(stationsToToggleForLine(stations, 4)).toEqual([]);
  });
});

describe('planLineActivation', () => {
  const at = (id: string, line_number: number | null, is_active: boolean, is_line_deactivated = false) => ({ id, line_number, is_active, is_line_deactivated });
  const ids = (list: { id: string }[]) => list.map((s) => s.id);

  it('switches off every station of the line that is on, indirect roles on it included, when any is on', () => {
    const plan = planLineActivation([at('a', 2, true), at('b', 2, false), at('ws', 2, true), at('c', 3, true)], 2);
    expect(plan.action).toBe('deactivate');
    expect(ids(plan.switched)).toEqual(['a', 'ws']);
  });

  it('brings back exactly the stations the last Deactivate Line switched off, keeping those off on purpose off', () => {
    const plan = planLineActivation([at('a', 2, false, true), at('b', 2, false), at('c', 2, false, true), at('d', 1, false, true)], 2);
    expect(plan.action).toBe('restore');
    expect(ids(plan.switched)).toEqual(['a', 'c']);
    expect(ids(plan.keptOff)).toEqual(['b']);
  });

  it('activates the whole line when no Deactivate Line is on record (the spec rule)', () => {
    const plan = planLineActivation([at('a', 4, false), at('b', 4, false)], 4);
    expect(plan).toMatchObject({ action: 'activateAll', keptOff: [] });
    expect(ids(plan.switched)).toEqual(['a', 'b']);
  });

  it('has nothing to do on a line without stations', () => {
    expect(planLineActivation([at('a', 1, true)], 3)).toEqual({ action: 'none', switched: [], keptOff: [] });
  });
});
