/**
 * Issue 12: the map and the counters follow realtime changes by patching the cache, not by
 * reloading; a gap reloads once; a poll with nothing new is a 304 that keeps the patched data.
 */
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuarterStats } from '@stationboard/domain/schemas/quarter-stats';
import { deferred, fakeApi, GEG1, ok } from '../testing/fake-api.ts';
import { FakeSocket } from '../testing/fake-socket.ts';
import { changeMessage } from '../testing/realtime-messages.ts';
import { assignmentRecord, quarterTiming, stationRecord } from '../testing/records.ts';
import { useStations, type StationsQuery } from './api/get-stations.ts';
import { quarterStatsQueryOptions } from './api/get-quarter-stats.ts';
import { LIVE_RELOAD_AFTER_MS } from './live-data.ts';
import { QUERY_ROOTS, queryKeys } from './query-keys.ts';
import { setSessionToken } from './session-token.ts';
import { REALTIME_RELOAD_COALESCE_MS, useAssignmentsRealtime } from './use-assignments-realtime.ts';

const CHANNEL = `assignments:${GEG1.id}`;
const DATE = '2026-11-23';
const Q1 = quarterTiming(1, '07:00', '09:30');
const Q2 = quarterTiming(2, '09:45', '12:00');
const MAP: StationsQuery = { centerId: GEG1.id, quarterId: Q1.id, date: DATE };
const s1 = stationRecord('1-01');
const s2 = stationRecord('1-02');

beforeEach(() => {
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  setSessionToken('token-1');
});

function mount<T>(use: () => T) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queryKeys.quarters(GEG1.id), [Q1, Q2]);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const hook = renderHook(
    () => {
      useAssignmentsRealtime(GEG1.id);
      return use();
    },
    { wrapper },
  );
  const socket = FakeSocket.latest();
  const say = (message: unknown) => act(() => socket.serverSays(message));
  act(() => {
    socket.serverOpens();
    socket.serverSays({ type: 'joined', channel: CHANNEL, seq: 10 });
  });
  return { client, hook, say };
}

/** The map answered at change 10, with an ETag. */
const mapAnswer = () => ({ ...ok([s1, s2]), headers: { etag: 'W/"map-10"', 'x-change-seq': '10' } });

const annAtS1 = assignmentRecord('Ann Lee', { station_id: s1.id, quarter_id: Q1.id, assignment_date: DATE });

describe('live data', () => {
  it("puts a change on the map's cached stations without asking the server", async () => {
    const api = fakeApi({ 'GET /api/stations': mapAnswer });
    const { hook, say } = mount(() => useStations(MAP, { live: true }));
    await waitFor(() => expect(hook.result.current.data).toHaveLength(2));

    const untouched = hook.result.current.data![1];
    say(changeMessage(CHANNEL, 11, { now: annAtS1 }));
    await waitFor(() => expect(hook.result.current.data![0]!.current_assignment).toEqual(annAtS1));
    expect(hook.result.current.data![1]).toBe(untouched);

    const nextAtS2 = assignmentRecord('Bob Kim', { station_id: s2.id, quarter_id: Q2.id, assignment_date: DATE });
    say(changeMessage(CHANNEL, 12, { now: nextAtS2 }));
    await waitFor(() => expect(hook.result.current.data![1]!.next_assignment).toEqual(nextAtS2));

    say(changeMessage(CHANNEL, 13, { before: annAtS1 }));
    await waitFor(() => expect(hook.result.current.data![0]!.current_assignment).toBeNull());
    await new Promise((r) => setTimeout(r, REALTIME_RELOAD_COALESCE_MS * 3));
    expect(api.calls).toEqual(['GET /api/stations']);
  });

  it('reloads once for a gap, however many changes follow in the burst', async () => {
    const api = fakeApi({ 'GET /api/stations': mapAnswer });
    const { hook, say } = mount(() => useStations(MAP, { live: true }));
    await waitFor(() => expect(hook.result.current.data).toHaveLength(2));
    say(changeMessage(CHANNEL, 14, { now: annAtS1 }));
    say(changeMessage(CHANNEL, 15, { before: annAtS1 }));
    say({ type: 'refresh', channel: CHANNEL, seq: 17 });
    await waitFor(() => expect(api.calls).toHaveLength(2));
    await new Promise((r) => setTimeout(r, REALTIME_RELOAD_COALESCE_MS * 4));
    expect(api.calls).toHaveLength(2);
  });

  it('aborts a reload of the map still on its way when a newer one supersedes it, so reloads never pile up', async () => {
    const signals: AbortSignal[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        signals.push(init.signal!);
        // The second load hangs until it is aborted; the others answer.
        if (signals.length === 2)
          return new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
        const answer = mapAnswer();
        return Promise.resolve(new Response(JSON.stringify(answer.body), { headers: { 'Content-Type': 'application/json', ...answer.headers } }));
      }),
    );
    const { client, hook } = mount(() => useStations(MAP, { live: true }));
    await waitFor(() => expect(hook.result.current.data).toHaveLength(2));
    act(() => void client.invalidateQueries({ queryKey: [QUERY_ROOTS.stations] }));
    await waitFor(() => expect(signals).toHaveLength(2));
    await act(() => client.invalidateQueries({ queryKey: [QUERY_ROOTS.stations] }));
    expect(signals.map((signal) => signal.aborted)).toEqual([false, true, false]);
    expect(hook.result.current.isError).toBe(false);
    expect(hook.result.current.data).toHaveLength(2);
  });

  it('polls with the ETag it holds and keeps its patched data on 304', async () => {
    const asked: (string | null)[] = [];
    fakeApi({
      'GET /api/stations': ({ headers }) => {
        asked.push(headers.get('if-none-match'));
        return asked.length === 1 ? mapAnswer() : { status: 304, headers: { etag: 'W/"map-11"', 'x-change-seq': '11' } };
      },
    });
    const { hook, say } = mount(() => useStations(MAP, { live: true }));
    await waitFor(() => expect(hook.result.current.data).toHaveLength(2));
    say(changeMessage(CHANNEL, 11, { now: annAtS1 }));
    await waitFor(() => expect(hook.result.current.data![0]!.current_assignment).toEqual(annAtS1));
    const patched = hook.result.current.data;
    await act(() => hook.result.current.refetch());
    expect(asked).toEqual([null, 'W/"map-10"']);
    expect(hook.result.current.data).toBe(patched);
  });

  it('brings an answer that was on its way up to the changes heard meanwhile, and never counts one twice', async () => {
    const answer = deferred<ReturnType<typeof ok<QuarterStats>> & { headers: Record<string, string> }>();
    const stats: QuarterStats = {
      total: 1,
      line_associates: 1,
      indirects: 0,
      wildcards: 0,
      ratio: 0,
      per_line: { 1: 1, 2: 0, 3: 0, 4: 0 },
      staffed_stations: 1,
      active_stations: 4,
      efficiency: 25,
    };
    fakeApi({ [`GET /api/quarters/${Q1.id}/stats`]: () => answer.promise });
    const { hook, say } = mount(() => useQuery(quarterStatsQueryOptions({ centerId: GEG1.id, quarterId: Q1.id, date: DATE })));
    // Change 11 is already in the answer (it holds everything up to 11); change 12 is not.
    say(changeMessage(CHANNEL, 11, { now: annAtS1 }));
    say(changeMessage(CHANNEL, 12, { now: assignmentRecord('Bob Kim', { station_id: s2.id, quarter_id: Q1.id, assignment_date: DATE }) }));
    answer.resolve({ ...ok(stats), headers: { etag: 'W/"stats-11"', 'x-change-seq': '11' } });
    await waitFor(() => expect(hook.result.current.data).toBeDefined());
    expect(hook.result.current.data).toMatchObject({ total: 2, per_line: { 1: 2 }, staffed_stations: 2, efficiency: 50 });

    say(changeMessage(CHANNEL, 13, { before: annAtS1 }));
    await waitFor(() => expect(hook.result.current.data).toMatchObject({ total: 1, staffed_stations: 1 }));
  });

  it('reloads a list it cannot patch once, a second after the first change of a burst', async () => {
    const loads = vi.fn(async () => []);
    const { say } = mount(() => useQuery({ queryKey: queryKeys.uncheckedIn({ centerId: GEG1.id, quarterNumber: 1, date: DATE }), queryFn: loads }));
    await waitFor(() => expect(loads).toHaveBeenCalledTimes(1));
    say(changeMessage(CHANNEL, 11, { now: annAtS1 }));
    say(changeMessage(CHANNEL, 12, { before: annAtS1 }));
    await new Promise((r) => setTimeout(r, LIVE_RELOAD_AFTER_MS / 2));
    expect(loads).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(loads).toHaveBeenCalledTimes(2), { timeout: LIVE_RELOAD_AFTER_MS * 2 });
    await new Promise((r) => setTimeout(r, LIVE_RELOAD_AFTER_MS));
    expect(loads).toHaveBeenCalledTimes(2);
  });
});
