/**
 * Decision 171: a quarter's start, announced once to the endpoints that want it, with the
 * critical stations left empty and the lines planned below their required heads; again by no
 * process, and not when the start is past the window.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assignPayload, buildFloor, floorDayClock, TODAY, type Floor } from '../../../test/floor-fixture.ts';
import { buildTestApp, isPostgres, testConfig, type TestApp } from '../../../test/helper.ts';
import * as s from '../../db/schema.ts';
import { announceQuarterStarts } from './quarter-starts.service.ts';

let t: TestApp;
let f: Floor;
let endpointId: string;
// The fixture's center is on Pacific time: Q1 begins at 07:00 (15:00 UTC), Q2 at 09:45 (17:45 UTC).
const at = (utc: string) => new Date(`${TODAY}T${utc}Z`);

beforeEach(async () => {
  t = await buildTestApp({ clock: floorDayClock(), config: testConfig({ WEBHOOK_ALLOW_PRIVATE: 'true' }) });
  f = await buildFloor(t, ['MANAGER', 'ADMIN']);
  const endpoint = await f.call('ADMIN', 'POST', '/api/integrations/webhooks', {
    url: 'http://127.0.0.1:9/hook',
    events: ['quarter.changed', 'station.understaffed'],
  });
  expect(endpoint.statusCode, endpoint.body).toBe(200);
  endpointId = endpoint.json().data.id;
  // 1-01 is critical and left empty; line 1 needs 2 people and has 1 (Bob on 1-02).
  await t.database.db
    .insert(s.tvStationConfigs)
    .values({ centerConfigId: f.config.id, fulfillmentCenterId: f.centerId, stationId: f.s1.id, criticalStation: true });
  await t.database.db.insert(s.lineStandards).values({ fulfillmentCenterId: f.centerId, lineNumber: 1, minHeads: 2, maxHeads: null });
  expect((await f.call('MANAGER', 'POST', `/api/stations/${f.s2.id}/assign`, assignPayload(f, f.s2, f.bob))).statusCode).toBe(200);
});
afterEach(() => t.close());

async function sent() {
  const rows = await t.database.db.select().from(s.webhookDeliveries).where(eq(s.webhookDeliveries.endpointId, endpointId));
  return rows.map((row) => row.payload as { type: string; data: Record<string, unknown> });
}

describe('quarter-start events', () => {
  it('announces a quarter begun a minute ago once, with what is understaffed', async () => {
    expect(await announceQuarterStarts(t.database.db, at('15:01:00'))).toBe(1);
    expect(await announceQuarterStarts(t.database.db, at('15:02:00'))).toBe(0);
    const messages = await sent();
    expect(messages.map((m) => m.type).sort()).toEqual(['quarter.changed', 'station.understaffed']);
    const facts = { quarter_id: f.q1.id, quarter_name: 'Q1', date: TODAY, operating_day: TODAY };
    expect(messages.find((m) => m.type === 'quarter.changed')!.data).toMatchObject({ quarter_id: f.q1.id, change: 'started', values: facts });
    expect(messages.find((m) => m.type === 'station.understaffed')!.data).toMatchObject({
      ...facts,
      critical_stations_empty: [{ station_id: f.s1.id, station_code: '1-01', line_number: 1 }],
      lines_short: [{ line: 1, required: 2, planned: 1, short_by: 1 }],
    });
  });

  it('says nothing past the window or in a break, and sends no understaffing when the quarter is staffed', async () => {
    expect(await announceQuarterStarts(t.database.db, at('15:06:00'))).toBe(0);
    expect(await announceQuarterStarts(t.database.db, at('17:35:00'))).toBe(0);
    expect(await sent()).toEqual([]);
    await t.database.db.delete(s.lineStandards);
    await t.database.db.update(s.tvStationConfigs).set({ criticalStation: false });
    expect(await announceQuarterStarts(t.database.db, at('17:45:30'))).toBe(1);
    expect((await sent()).map((m) => m.type)).toEqual(['quarter.changed']);
  });

  it.runIf(isPostgres)('is announced by one of two processes checking at the same moment', async () => {
    const other = t.database.openAnother!();
    try {
      const counts = await Promise.all([announceQuarterStarts(t.database.db, at('15:00:20')), announceQuarterStarts(other.db, at('15:00:20'))]);
      expect(counts.sort()).toEqual([0, 1]);
      expect(await sent()).toHaveLength(2);
    } finally {
      await other.close();
    }
  });
});
