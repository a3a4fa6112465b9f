/**
 * Issue 12: a screen that patches its data with the realtime messages (packages/domain
 * realtime/apply-change.ts) holds what the server would answer now. Each step changes
 * assignments through the API; the map and the counters, patched with the messages the
 * database announced, must equal a fresh GET, field for field.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applyToQuarterStats, applyToStations, type QuarterOnDate } from '@stationboard/domain/realtime/apply-change';
import { assignmentsChannel, serverMessageSchema, type AssignmentChange } from '@stationboard/domain/realtime/messages';
import { stationSchema, type Station } from '@stationboard/domain/schemas/floor-map';
import { quarterStatsSchema, type QuarterStats } from '@stationboard/domain/schemas/quarter-stats';
import { assignPayload, buildFloor, placeOnFloor, TODAY, type Floor, floorDayClock } from '../../test/floor-fixture.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

let t: TestApp;
let f: Floor;
let heard: AssignmentChange[];
let stopListening: () => Promise<void>;

beforeEach(async () => {
  t = await buildTestApp({ clock: floorDayClock() });
  f = await buildFloor(t);
  heard = [];
  // What the server forwards to every socket of the center, read where it starts.
  stopListening = await t.database.listen('assignments', (raw) => {
    const { kind, center_id, ...rest } = JSON.parse(raw) as { kind: string; center_id: string };
    if (kind !== 'assignment' || center_id !== f.centerId) return;
    const message = serverMessageSchema.parse({ type: 'change', channel: assignmentsChannel(center_id), ...rest });
    if (message.type === 'change') heard.push(message);
  });
});
afterEach(async () => {
  await stopListening();
  await t.close();
});

const stationsList = z.array(stationSchema);

async function fetchMap(): Promise<Station[]> {
  return stationsList.parse((await f.call('VIEW', 'GET', `/api/stations?quarter_id=${f.q1.id}&assignment_date=${TODAY}`)).json().data);
}
async function fetchStats(): Promise<QuarterStats> {
  return quarterStatsSchema.parse((await f.call('VIEW', 'GET', `/api/quarters/${f.q1.id}/stats?assignment_date=${TODAY}`)).json().data);
}

/** Waits until `count` messages have arrived in all. */
async function heardAll(count: number): Promise<AssignmentChange[]> {
  const deadline = Date.now() + 2000;
  while (heard.length < count) {
    if (Date.now() > deadline) throw new Error(`heard ${heard.length} of ${count} changes`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return heard;
}

describe('realtime deltas', () => {
  it('patch the map and the counters into exactly what the server answers, step by step', async () => {
    const current: QuarterOnDate = { quarterId: f.q1.id, date: TODAY };
    const view = { current, next: { quarterId: f.q2.id, date: TODAY } };
    let map = await fetchMap();
    let stats = await fetchStats();
    let applied = 0;

    const remove = (station: { id: string }) => async () => {
      const shown = (await fetchMap()).find((st) => st.id === station.id)!.current_assignment!;
      return f.call('MANAGER', 'DELETE', `/api/stations/${station.id}/assignments/${shown.id}`);
    };
    const steps: [string, () => Promise<unknown>][] = [
      ['assign on line 1', () => f.call('MANAGER', 'POST', `/api/stations/${f.s1.id}/assign`, assignPayload(f, f.s1, f.ann))],
      ['assign an indirect station', () => f.call('MANAGER', 'POST', `/api/stations/${f.ws.id}/assign`, assignPayload(f, f.ws, f.cid))],
      ['assign the rotation destination', () => f.call('MANAGER', 'POST', `/api/stations/${f.s2.id}/assign`, assignPayload(f, f.s2, f.bob))],
      ['remove one', remove(f.s2)],
      [
        'a wildcard',
        () =>
          f.call('MANAGER', 'POST', `/api/stations/${f.s2.id}/assign-wildcard`, {
            wildcard_employee_id: f.bob.id,
            wildcard_employee_name: 'Bob Kim',
            quarter_id: f.q1.id,
            assignment_date: TODAY,
          }),
      ],
      ['free the indirect station', remove(f.ws)],
      ['replace the occupant', () => f.call('MANAGER', 'POST', `/api/stations/${f.s1.id}/assign`, assignPayload(f, f.s1, f.cid))],
      ['next quarter at the rotation destination', () => f.call('MANAGER', 'POST', `/api/stations/${f.s2.id}/assign`, assignPayload(f, f.s2, f.ann, f.q2))],
    ];
    for (const [name, step] of steps) {
      const answer = (await step()) as { statusCode: number };
      expect(answer.statusCode, name).toBeLessThan(300);
      // A step announces at least one change; give any second one time to arrive.
      await heardAll(applied + 1);
      await new Promise((r) => setTimeout(r, 50));
      for (const change of heard.slice(applied)) {
        map = applyToStations(map, change, view);
        const patched = applyToQuarterStats(stats, change, current);
        if (patched === 'reload') throw new Error(`${name}: the counters asked for a reload`);
        stats = patched;
      }
      applied = heard.length;
      expect(stationsList.parse(map), name).toEqual(await fetchMap());
      expect(stats, name).toEqual(await fetchStats());
    }
    // The sequence numbers run on without a gap.
    expect(heard.map((m) => m.seq - heard[0]!.seq)).toEqual(heard.map((_, i) => i));
  });
  it('name who made each change: the acting user for the API, nobody for the system (decision 159)', async () => {
    expect((await f.call('MANAGER', 'POST', `/api/stations/${f.s1.id}/assign`, assignPayload(f, f.s1, f.ann))).statusCode).toBe(200);
    const [assigned] = await heardAll(1);
    expect(assigned).toMatchObject({ event: 'INSERT', by: 'floor-manager' });
    // A change no user made, such as the command line's or a database script's.
    await placeOnFloor(t, f, f.bob, f.s2, f.q1);
    const [, placed] = await heardAll(2);
    expect(placed).toMatchObject({ event: 'INSERT', by: null });
    // The setting lasts for its transaction only: the next change on the same connection is not the manager's.
    const shown = (await fetchMap()).find((st) => st.id === f.s1.id)!.current_assignment!;
    expect((await f.call('MANAGER', 'DELETE', `/api/stations/${f.s1.id}/assignments/${shown.id}`)).statusCode).toBe(200);
    await placeOnFloor(t, f, f.cid, f.s1, f.q1);
    const [, , removed, again] = await heardAll(4);
    expect(removed).toMatchObject({ event: 'DELETE', by: 'floor-manager' });
    expect(again).toMatchObject({ event: 'INSERT', by: null });
  });
});
