import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Station } from '@stationboard/domain/schemas/floor-map';
import { deferred, fail, fakeApi, ok } from '../../../testing/fake-api.ts';
import { useStations, type StationsQuery } from '../../../lib/api/get-stations.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { setRealtimeStatus } from '../../../lib/realtime-status.ts';
import { CENTER_ID, DATE, QUARTER_ID, assignment, employee, occupied, station } from '../testing/fixtures.ts';
import { useStationActions } from './use-station-actions.ts';

const QUERY: StationsQuery = { centerId: CENTER_ID, quarterId: QUARTER_ID, date: DATE };
const ANA = employee('Ana Silva');

/** `shown`: the map is on screen (its query has an observer), so a reload of it would be asked at once. */
function setup(stations: Station[], { shown = false } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(queryKeys.stations(QUERY), stations);
  const flash = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result } = renderHook(
    () => {
      useStations(shown ? QUERY : null, { live: false });
      return useStationActions({ centerId: CENTER_ID, query: QUERY, flash });
    },
    { wrapper },
  );
  const cached = (id: string) => queryClient.getQueryData<Station[]>(queryKeys.stations(QUERY))!.find((s) => s.id === id)!;
  return { actions: () => result.current, flash, cached };
}

describe('useStationActions assign', () => {
  it('posts a regular assignment, shows it on the card at once and rings the card', async () => {
    const target = station('1-03');
    const saved = assignment(target.id, ANA.name, { employee_id: ANA.id });
    const api = fakeApi({ [`POST /api/stations/${target.id}/assign`]: () => ok(saved), 'GET /api/stations': () => ok([]) });
    const { actions, cached, flash } = setup([target]);
    await expect(actions().assign(target, ANA, false)).resolves.toBeNull();
    expect(api.bodies[`POST /api/stations/${target.id}/assign`]).toEqual([
      {
        station_id: target.id,
        quarter_id: QUARTER_ID,
        assignment_date: DATE,
        employee_id: ANA.id,
        employee_name: 'Ana Silva',
        is_wildcard: false,
        created_by: 'manager',
        fulfillment_center_id: CENTER_ID,
        move: false,
        replace_checked_in: false,
      },
    ]);
    expect(cached(target.id).current_assignment?.employee_name).toBe('Ana Silva');
    expect(flash).toHaveBeenCalledWith(target.id, 'justAssigned', 5000);
  });

  it('posts the wildcard payload with the fixed reason', async () => {
    const target = station('1-03');
    const api = fakeApi({
      [`POST /api/stations/${target.id}/assign-wildcard`]: () => ok(assignment(target.id, ANA.name, { is_wildcard: true })),
      'GET /api/stations': () => ok([]),
    });
    const { actions } = setup([target]);
    await actions().assign(target, ANA, true);
    expect(api.bodies[`POST /api/stations/${target.id}/assign-wildcard`]).toEqual([
      {
        wildcard_employee_id: ANA.id,
        wildcard_employee_name: 'Ana Silva',
        quarter_id: QUARTER_ID,
        assignment_date: DATE,
        reason: 'Quick wildcard assignment',
        fulfillment_center_id: CENTER_ID,
        move: false,
        replace_checked_in: false,
      },
    ]);
  });

  it('names the station the employee already holds and highlights it for 5 s', async () => {
    const target = station('1-03');
    const other = station('1-01');
    fakeApi({
      [`POST /api/stations/${target.id}/assign`]: () =>
        fail(409, 'Ana Silva is already assigned to 1-01', { type: 'EMPLOYEE_CONFLICT', conflictingStationId: other.id, conflictingStationCode: '1-01' }),
    });
    const { actions, flash } = setup([target, other]);
    await expect(actions().assign(target, ANA, false)).resolves.toEqual({
      kind: 'employeeConflict',
      message: 'Ana Silva is already assigned to 1-01.',
      conflictingStationId: other.id,
      conflictingStationCode: '1-01',
    });
    expect(flash).toHaveBeenCalledWith(other.id, 'conflict', 5000);
  });

  it('moves a person in one call: they leave the card they held and land on this one at once (issue 25)', async () => {
    const from = occupied('1-01', 'Ana Silva');
    const target = station('1-03');
    const moved = { ...from.current_assignment!, station_id: target.id, station_code: '1-03' };
    const api = fakeApi({ [`POST /api/stations/${target.id}/assign`]: () => ok(moved), 'GET /api/stations': () => ok([]) });
    const { actions, cached } = setup([from, target]);
    await expect(actions().assign(target, { id: moved.employee_id, name: 'Ana Silva' }, false, { move: true })).resolves.toBeNull();
    expect(api.bodies[`POST /api/stations/${target.id}/assign`]).toEqual([expect.objectContaining({ move: true, replace_checked_in: false })]);
    expect(cached(target.id).current_assignment?.employee_name).toBe('Ana Silva');
    expect(cached(from.id).current_assignment).toBeNull();
  });

  it('reads the station out of a 409 that says "already assigned" without metadata', async () => {
    const target = station('1-03');
    fakeApi({ [`POST /api/stations/${target.id}/assign`]: () => fail(409, 'Employee is already assigned to Problem Solve') });
    const { actions } = setup([target]);
    await expect(actions().assign(target, ANA, false)).resolves.toEqual({ kind: 'alreadyAssigned', message: 'Employee already assigned to Problem Solve' });
  });

  it("shows any other 409's message, which closes the popover", async () => {
    const target = station('1-03');
    fakeApi({ [`POST /api/stations/${target.id}/assign`]: () => fail(409, 'Station is inactive') });
    const { actions } = setup([target]);
    await expect(actions().assign(target, ANA, false)).resolves.toEqual({ kind: 'conflict', message: 'Station is inactive' });
  });

  it("falls back to 'Failed to assign employee' and 'Failed to assign wildcard'", async () => {
    const target = station('1-03');
    fakeApi({
      [`POST /api/stations/${target.id}/assign`]: () => fail(403, 'Forbidden'),
      [`POST /api/stations/${target.id}/assign-wildcard`]: () => fail(500, 'boom'),
    });
    const { actions } = setup([target]);
    await expect(actions().assign(target, ANA, false)).resolves.toEqual({ kind: 'failed', message: 'Failed to assign employee' });
    await expect(actions().assign(target, ANA, true)).resolves.toEqual({ kind: 'failed', message: 'Failed to assign wildcard' });
  });
});

describe('useStationActions and the realtime socket (issue 26)', () => {
  afterEach(() => setRealtimeStatus('offline'));

  it('asks the server for nothing more after an assignment while the socket is joined: its change comes back on the socket', async () => {
    setRealtimeStatus('joined');
    const target = station('1-03');
    const api = fakeApi({
      [`POST /api/stations/${target.id}/assign`]: () => ok(assignment(target.id, ANA.name, { employee_id: ANA.id })),
      'GET /api/stations': () => ok([]),
    });
    const { actions, cached } = setup([target], { shown: true });
    await expect(actions().assign(target, ANA, false)).resolves.toBeNull();
    expect(cached(target.id).current_assignment?.employee_name).toBe('Ana Silva');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toEqual([`POST /api/stations/${target.id}/assign`]);
  });

  it('reloads the map after an assignment while the socket is down', async () => {
    const target = station('1-03');
    const api = fakeApi({
      [`POST /api/stations/${target.id}/assign`]: () => ok(assignment(target.id, ANA.name, { employee_id: ANA.id })),
      'GET /api/stations': () => ok([]),
    });
    const { actions } = setup([target], { shown: true });
    await expect(actions().assign(target, ANA, false)).resolves.toBeNull();
    await vi.waitFor(() => expect(api.calls).toContain('GET /api/stations'));
  });
});

describe('useStationActions other actions', () => {
  it("removes an assignment, or says 'Failed to remove assignment'", async () => {
    const target = occupied('1-03', 'Ana Silva');
    const path = `DELETE /api/stations/${target.id}/assignments/${target.current_assignment!.id}`;
    let refuse = true;
    fakeApi({ [path]: () => (refuse ? fail(500, 'x') : ok(null)), 'GET /api/stations': () => ok([]) });
    const { actions, cached } = setup([target]);
    await expect(actions().remove(target)).resolves.toBe('Failed to remove assignment');
    expect(cached(target.id).current_assignment).not.toBeNull();
    refuse = false;
    await expect(actions().remove(target)).resolves.toBeNull();
    expect(cached(target.id).current_assignment).toBeNull();
  });

  it('greys the station at once when deactivating, and brings it back when the server refuses', async () => {
    const target = station('1-03');
    const answer = deferred<ReturnType<typeof fail>>();
    fakeApi({ [`PATCH /api/stations/${target.id}/toggle-active`]: () => answer.promise });
    const { actions, cached } = setup([target]);
    let outcome!: Promise<string | null>;
    await act(async () => {
      outcome = actions().toggleActive(target);
      await Promise.resolve();
    });
    await vi.waitFor(() => expect(cached(target.id).is_active).toBe(false));
    answer.resolve(fail(500, 'x'));
    await expect(outcome).resolves.toBe('Failed to toggle station status');
    expect(cached(target.id).is_active).toBe(true);
  });

  it('marks a station critical through the center config, and reverts on failure', async () => {
    const target = station('1-03');
    const api = fakeApi({
      'GET /api/tv/center-config': () => ok({ id: '77777777-7777-4777-8777-777777777777', fulfillment_center_id: CENTER_ID, maximum_attendance: 50 }),
      'PUT /api/tv/station-configs': () => fail(500, 'x'),
    });
    const { actions, cached } = setup([target]);
    await expect(actions().toggleCritical(target)).resolves.toBe('Failed to toggle critical status');
    expect(api.bodies['PUT /api/tv/station-configs']).toEqual([
      { center_config_id: '77777777-7777-4777-8777-777777777777', station_id: target.id, critical_station: true },
    ]);
    expect(cached(target.id).is_critical).toBe(false);
  });

  it("says 'Center config not found' when the center has none", async () => {
    const target = station('1-03');
    fakeApi({ 'GET /api/tv/center-config': () => fail(404, 'Center config not found') });
    const { actions } = setup([target]);
    await expect(actions().toggleCritical(target)).resolves.toBe('Center config not found');
  });

  it("creates and assigns in one call with the form's request id and badge number, or names the failure", async () => {
    const target = station('1-03');
    const created = employee('Zed Quill', { badge_barcode_id: 4471 });
    let refuse = false;
    const api = fakeApi({
      [`POST /api/stations/${target.id}/create-and-assign`]: () =>
        refuse ? fail(503, '') : ok({ employee: created, assignment: assignment(target.id, 'Zed Quill', { employee_id: created.id }) }),
      'GET /api/stations': () => ok([]),
    });
    const { actions, cached } = setup([target]);
    const person = { name: 'Zed Quill', alias: 'zq', badge: '4471', requestId: '0b7e8f3c-1d2a-4c5b-9e6f-7a8b9c0d1e2f' };
    await expect(actions().createAndAssign(target, person)).resolves.toBeNull();
    expect(api.bodies[`POST /api/stations/${target.id}/create-and-assign`]).toEqual([
      {
        request_id: person.requestId,
        name: 'Zed Quill',
        employee_id: 'zq',
        badge_barcode_id: 4471,
        quarter_id: QUARTER_ID,
        assignment_date: DATE,
        fulfillment_center_id: CENTER_ID,
        replace_checked_in: false,
      },
    ]);
    expect(cached(target.id).current_assignment?.employee_name).toBe('Zed Quill');
    refuse = true;
    await expect(actions().createAndAssign(target, person)).resolves.toEqual({ kind: 'failed', message: 'Failed to create employee' });
  });
});
