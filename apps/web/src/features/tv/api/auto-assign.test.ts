import { describe, expect, it } from 'vitest';
import { AppError } from '@stationboard/domain/errors/app-error';
import { fakeApi, ok } from '../../../testing/fake-api.ts';
import { CENTER_ID, scanItem } from '../testing/fixtures.ts';
import { autoAssign } from './auto-assign.ts';

describe('autoAssign', () => {
  it("posts the scanned value and quarter, and reads 'Already Assigned' with the station held", async () => {
    const conflict = scanItem({ is_conflict: true, message: 'Already Assigned', station_name: '1-03', existing_assignment: { station_code: '1-03' } });
    const api = fakeApi({ 'POST /api/stations/tv-auto-assign': () => ok([conflict]) });
    await expect(autoAssign({ employee_id: ' aedward ', quarter_number: 3, fulfillment_center_id: CENTER_ID })).resolves.toEqual([conflict]);
    expect(api.bodies['POST /api/stations/tv-auto-assign']).toEqual([{ employee_id: 'aedward', quarter_number: 3, fulfillment_center_id: CENTER_ID }]);
  });

  it('refuses an empty value before calling the server', async () => {
    const api = fakeApi({});
    await expect(autoAssign({ employee_id: '  ' })).rejects.toEqual(new AppError('BAD_REQUEST', 'Scan a badge or type an employee ID'));
    expect(api.calls).toEqual([]);
  });
});
