/**
 * Issue 25 (decision 137): Activate/Deactivate Line as one call, previewed first, and an
 * Activate Line that restores exactly what the last Deactivate Line switched off.
 * The floor's line 1: 1-01 and 1-02 on, 1-03 off on purpose, and the indirect Water Spider-L1 on.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assignPayload, buildFloor, TODAY, type Floor, floorDayClock } from '../../../test/floor-fixture.ts';
import { buildTestApp, type TestApp } from '../../../test/helper.ts';
import * as s from '../../db/schema.ts';

let t: TestApp;
let f: Floor;
beforeEach(async () => {
  t = await buildTestApp({ clock: floorDayClock() });
  f = await buildFloor(t);
});
afterEach(() => t.close());

const preview = (query = `quarter_id=${f.q1.id}&assignment_date=${TODAY}`) => f.call('MANAGER', 'GET', `/api/stations/lines/1/activation?${query}`);
const switchLine = (isActive: boolean, line = 1) => f.call('MANAGER', 'POST', `/api/stations/lines/${line}/activation`, { is_active: isActive });

async function activeCodes() {
  const res = await f.call('VIEW', 'GET', '/api/stations');
  return (res.json().data as { station_code: string; is_active: boolean }[]).filter((st) => st.is_active).map((st) => st.station_code);
}

describe('GET /api/stations/lines/:line/activation', () => {
  it('names the stations going off, the indirect roles among them and the people assigned to them now', async () => {
    await f.call('MANAGER', 'POST', `/api/stations/${f.s1.id}/assign`, assignPayload(f, f.s1, f.ann));
    await f.call('MANAGER', 'POST', `/api/stations/${f.ws.id}/assign`, assignPayload(f, f.ws, f.bob));
    const res = await preview();
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ line_number: 1, action: 'deactivate', kept_off: [], quarter_name: 'Q1', assigned_now: 2 });
    expect(data.stations.map((st: { station_code: string; is_indirect: boolean }) => [st.station_code, st.is_indirect])).toEqual([
      ['1-01', false],
      ['1-02', false],
      ['Water Spider-L1', true],
    ]);
  });

  it('refuses a line outside 1-4, a quarter without its date, VIEW and another center', async () => {
    expect((await f.call('MANAGER', 'GET', '/api/stations/lines/5/activation')).statusCode).toBe(400);
    expect((await f.call('MANAGER', 'GET', `/api/stations/lines/1/activation?quarter_id=${f.q1.id}`)).statusCode).toBe(400);
    expect((await f.call('VIEW', 'GET', '/api/stations/lines/1/activation')).statusCode).toBe(403);
    expect((await f.call('MANAGER', 'GET', `/api/stations/lines/1/activation?fulfillment_center_id=${f.otherCenterId}`)).statusCode).toBe(403);
  });
});

describe('POST /api/stations/lines/:line/activation', () => {
  it('switches the whole line off in one call, auditing each station, and restores exactly those stations', async () => {
    const off = await switchLine(false);
    expect(off.statusCode, off.body).toBe(200);
    expect(
      off
        .json()
        .data.switched.map((st: { station_code: string }) => st.station_code)
        .sort(),
    ).toEqual(['1-01', '1-02', 'Water Spider-L1']);
    expect(await activeCodes()).toEqual([]);
    const audits = await t.database.db.select().from(s.auditLogs);
    expect(audits.map((a) => [a.action, a.tableName, a.stationName, (a.newValues as { is_active: boolean }).is_active]).sort()).toEqual([
      ['UPDATE', 'stations', '1-01', false],
      ['UPDATE', 'stations', '1-02', false],
      ['UPDATE', 'stations', 'Water Spider-L1', false],
    ]);

    const restoring = (await preview()).json().data;
    expect(restoring).toMatchObject({ action: 'restore', kept_off: [{ station_code: '1-03' }] });

    const on = await switchLine(true);
    expect(on.json().data.switched).toHaveLength(3);
    // 1-03 was off before the line was switched off: it stays off.
    expect(await activeCodes()).toEqual(['1-01', '1-02', 'Water Spider-L1']);
  });

  it('restores only what the last deactivation switched off, not a station switched on and off by hand meanwhile', async () => {
    await switchLine(false);
    // 1-02 on by hand, then the line off again: only 1-02 is the last deactivation's.
    await f.call('MANAGER', 'PATCH', `/api/stations/${f.s2.id}/toggle-active`);
    await switchLine(false);
    expect((await preview()).json().data.stations.map((st: { station_code: string }) => st.station_code)).toEqual(['1-02']);
    await switchLine(true);
    expect(await activeCodes()).toEqual(['1-02']);
  });

  it('activates every station of a line that no Deactivate Line switched off (the spec rule)', async () => {
    for (const station of [f.s1, f.s2, f.ws]) await f.call('MANAGER', 'PATCH', `/api/stations/${station.id}/toggle-active`);
    expect((await preview()).json().data).toMatchObject({ action: 'activateAll', kept_off: [] });
    await switchLine(true);
    expect(await activeCodes()).toEqual(['1-01', '1-02', '1-03', 'Water Spider-L1']);
  });

  it('changes nothing when the line is already as asked', async () => {
    await switchLine(false);
    const again = await switchLine(false);
    expect(again.json().data).toEqual({ line_number: 1, is_active: false, switched: [] });
    const audits = await t.database.db.select().from(s.auditLogs);
    expect(audits).toHaveLength(3);
  });

  it('refuses VIEW and another center, and answers an empty switch for a line without stations', async () => {
    expect((await f.call('VIEW', 'POST', '/api/stations/lines/1/activation', { is_active: false })).statusCode).toBe(403);
    expect((await f.call('MANAGER', 'POST', '/api/stations/lines/1/activation', { is_active: false, fulfillment_center_id: f.otherCenterId })).statusCode).toBe(
      403,
    );
    expect((await switchLine(false, 3)).json().data.switched).toEqual([]);
    expect(await activeCodes()).toEqual(['1-01', '1-02', 'Water Spider-L1']);
  });
});
