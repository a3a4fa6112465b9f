import { describe, expect, it } from 'vitest';
import { employeePlacements } from './employee-placements.ts';

describe('employeePlacements', () => {
  it('names the station each assigned person holds, and nobody for empty stations', () => {
    const placements = employeePlacements([
      { id: 's1', station_code: '2-04', current_assignment: { employee_id: 'ann' } },
      { id: 's2', station_code: '2-05', current_assignment: null },
      { id: 's3', station_code: 'Problem Solve', current_assignment: { employee_id: 'bob' } },
    ]);
    expect(Object.fromEntries(placements)).toEqual({ ann: { stationId: 's1', stationCode: '2-04' }, bob: { stationId: 's3', stationCode: 'Problem Solve' } });
  });
});
