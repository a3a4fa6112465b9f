import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@stationboard/domain/messages';
import type { Role } from '@stationboard/domain/roles/roles';
import { fail, fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { CENTER_ID, STATION_TYPES, station } from '../testing/station-fixtures.ts';
import { StationsTab } from './stations-tab.tsx';

const CONFIG = { id: '88888888-8888-4888-8888-888888888888', fulfillment_center_id: CENTER_ID, maximum_attendance: 2 };
const S101 = station('1-01', { is_critical: true });
const S102 = station('1-02', { is_active: false, is_critical: true });
const S103 = station('1-03', { is_critical: true });
const S201 = station('2-01', { is_active: false });
const STATIONS = [S201, S103, S101, S102, station('Problem Solve')];
const AREAS = [{ id: '99999999-9999-4999-8999-999999999991', fulfillment_center_id: CENTER_ID, area_name: 'Dock 4', is_routing: false }];

function renderTab({ role = 'ADMIN' as Role, handlers = {} as Parameters<typeof fakeApi>[0] } = {}) {
  const api = fakeApi({
    'GET /api/stations': () => ok(STATIONS),
    'GET /api/tv/center-config': () => ok(CONFIG),
    'GET /api/routing-areas': () => ok(AREAS),
    'GET /api/station-types': () => ok(STATION_TYPES),
    ...handlers,
  });
  renderWithProviders(<StationsTab centerId={CENTER_ID} role={role} timeZone="America/Los_Angeles" />);
  return { api, user: userEvent.setup() };
}

const table = () => screen.findByRole('table');

describe('StationsTab table', () => {
  it('lists stations by line, then those without a line, with their flags', async () => {
    renderTab({ role: 'VIEW' });
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['1-01', '1-02', '1-03', '2-01', 'Problem Solve']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['LINE', 'Line 1', 'No', '—', 'Inactive', 'Critical']);
    expect(screen.queryByRole('button', { name: 'Add Station' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('deletes a station only after DELETE is typed exactly', async () => {
    const { api, user } = renderTab({ handlers: { [`DELETE /api/stations/${S103.id}`]: () => ok(null) } });
    await user.click(await screen.findByRole('button', { name: 'Delete 1-03' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Station' });
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'delete');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Station' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.typeDeleteToConfirm);
    expect(api.calls).not.toContain(`DELETE /api/stations/${S103.id}`);

    await user.clear(within(dialog).getByLabelText('Type DELETE to confirm'));
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Station' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls).toContain(`DELETE /api/stations/${S103.id}`);
  });

  it('keeps Delete disabled for a MANAGER, who may still edit', async () => {
    renderTab({ role: 'MANAGER' });
    expect(await screen.findByRole('button', { name: 'Delete 1-03' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit 1-03' })).toBeEnabled();
  });

  it('asks before switching a line off, naming the stations and the people on them now, then switches it in one call (issue 25)', async () => {
    const preview = {
      line_number: 1,
      action: 'deactivate',
      stations: [
        { id: S101.id, station_code: '1-01', is_indirect: false },
        { id: S103.id, station_code: '1-03', is_indirect: false },
      ],
      kept_off: [],
      quarter_name: 'Q2',
      assigned_now: 3,
    };
    const { api, user } = renderTab({
      handlers: {
        'GET /api/stations/lines/1/activation': () => ok(preview),
        'POST /api/stations/lines/1/activation': () => ok({ line_number: 1, is_active: false, switched: preview.stations }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Deactivate Line 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Line 1?' });
    expect(await within(dialog).findByText(MESSAGES.lineStationsGoOff(2))).toBeInTheDocument();
    expect(dialog).toHaveTextContent('1-01, 1-03');
    expect(dialog).toHaveTextContent(MESSAGES.linePeopleAssignedNow(3, 'Q2'));
    expect(api.calls).not.toContain('POST /api/stations/lines/1/activation');

    await user.click(within(dialog).getByRole('button', { name: 'Deactivate Line 1' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodies['POST /api/stations/lines/1/activation']).toEqual([{ is_active: false, fulfillment_center_id: CENTER_ID }]);
    expect(api.calls.filter((c) => c.startsWith('PATCH'))).toEqual([]);
  });

  it('says which stations Activate Line brings back and which stay off, and keeps the dialog open with the failure', async () => {
    const preview = {
      line_number: 2,
      action: 'restore',
      stations: [{ id: S201.id, station_code: '2-01', is_indirect: false }],
      kept_off: [{ id: S102.id, station_code: '2-09' }],
      quarter_name: 'Q2',
      assigned_now: 0,
    };
    const { user } = renderTab({
      handlers: {
        'GET /api/stations/lines/2/activation': () => ok(preview),
        'POST /api/stations/lines/2/activation': () => fail(500, ''),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Activate Line 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate Line 2?' });
    expect(await within(dialog).findByText(MESSAGES.lineStationsRestored(1))).toBeInTheDocument();
    expect(dialog).toHaveTextContent(MESSAGES.lineStationsKeptOff(1));
    await user.click(within(dialog).getByRole('button', { name: 'Activate Line 2' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.lineStatusUpdateFailed);
  });

  it('marks a station critical in the center’s TV config, and says so when that fails', async () => {
    const { api, user } = renderTab({ handlers: { 'PUT /api/tv/station-configs': () => fail(500, '') } });
    await user.click(await screen.findByRole('switch', { name: 'Critical: 2-01' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.updateCriticalFailed);
    expect(api.bodies['PUT /api/tv/station-configs']).toEqual([{ center_config_id: CONFIG.id, station_id: S201.id, critical_station: true }]);
  });

  it('adds a station with the code trimmed, after asking for the required fields', async () => {
    const { api, user } = renderTab({ handlers: { 'POST /api/stations': () => ok(null) } });
    await user.click(await screen.findByRole('button', { name: 'Add Station' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Station' });
    await user.type(within(dialog).getByLabelText('Station code *'), '  3-09 ');
    await user.click(within(dialog).getByRole('button', { name: 'Add Station' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.requiredFieldsMissing);

    await user.selectOptions(within(dialog).getByLabelText('Station type *'), 'LINE');
    await user.selectOptions(within(dialog).getByLabelText('Line'), 'Line 3');
    await user.selectOptions(within(dialog).getByLabelText('Hand used'), 'Left');
    await user.click(within(dialog).getByRole('button', { name: 'Add Station' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodies['POST /api/stations']).toEqual([
      {
        station_code: '3-09',
        station_type_id: STATION_TYPES[1]!.id,
        line_number: 3,
        is_manual: false,
        is_right_handed: false,
        fulfillment_center_id: CENTER_ID,
      },
    ]);
  });
});

describe('StationsTab maximum attendance', () => {
  it('warns when there are more critical stations than the maximum attendance', async () => {
    renderTab();
    expect(await screen.findByText(MESSAGES.criticalExceedsAttendance(3, 2))).toBeInTheDocument();
  });

  it('refuses anything but a whole number of at least 1, and saves a valid one', async () => {
    const { api, user } = renderTab({ handlers: { [`PUT /api/tv/center-config/${CONFIG.id}`]: () => ok({ ...CONFIG, maximum_attendance: 40 }) } });
    const field = await screen.findByLabelText('Maximum attendance');
    for (const bad of ['0', '2.5', 'ten']) {
      await user.clear(field);
      await user.type(field, bad);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(MESSAGES.maximumAttendanceInvalid)).toBeInTheDocument();
    }
    expect(api.calls).not.toContain(`PUT /api/tv/center-config/${CONFIG.id}`);
    await user.clear(field);
    await user.type(field, '40');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodies[`PUT /api/tv/center-config/${CONFIG.id}`]).toEqual([{ maximum_attendance: 40 }]));
  });

  it('offers to create the TV config when the center has none', async () => {
    let created = false;
    const { api, user } = renderTab({
      role: 'MANAGER',
      handlers: {
        'GET /api/tv/center-config': () => (created ? ok(CONFIG) : fail(404, 'Center config not found')),
        'POST /api/tv/center-config': () => {
          created = true;
          return ok(CONFIG);
        },
      },
    });
    expect(await screen.findByText(MESSAGES.noCenterTvConfig)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create TV Config' }));
    expect(await screen.findByLabelText('Maximum attendance')).toHaveValue('2');
    expect(api.bodies['POST /api/tv/center-config']).toEqual([{ fulfillment_center_id: CENTER_ID }]);
  });
});

describe('StationsTab routing areas', () => {
  it('refuses a blank name, adds one, switches one Active and removes one after confirmation', async () => {
    const area = AREAS[0]!;
    const { api, user } = renderTab({
      handlers: {
        'POST /api/routing-areas': () => ok(null),
        [`PUT /api/routing-areas/${area.id}`]: () => ok(null),
        [`DELETE /api/routing-areas/${area.id}`]: () => ok(null),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    expect(await screen.findByText(MESSAGES.routingAreaNameRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('New routing area'), ' Overflow B ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(api.bodies['POST /api/routing-areas']).toEqual([{ area_name: 'Overflow B', is_routing: false, fulfillment_center_id: CENTER_ID }]),
    );

    await user.click(screen.getByRole('button', { name: 'Dock 4: Inactive' }));
    await waitFor(() => expect(api.bodies[`PUT /api/routing-areas/${area.id}`]).toEqual([{ is_routing: true }]));

    await user.click(screen.getByRole('button', { name: 'Remove Dock 4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Routing Area' });
    expect(api.calls).not.toContain(`DELETE /api/routing-areas/${area.id}`);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.calls).toContain(`DELETE /api/routing-areas/${area.id}`));
  });
});
