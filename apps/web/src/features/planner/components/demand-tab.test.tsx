import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DemandStandards } from '@stationboard/domain/schemas/demand';
import { fail, fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { CENTER_ID } from '../testing/station-fixtures.ts';
import { DemandTab } from './demand-tab.tsx';

const S1 = '88888888-8888-4888-8888-888888888881';
const S2 = '88888888-8888-4888-8888-888888888882';
const WS = '88888888-8888-4888-8888-888888888883';
const YARD = '88888888-8888-4888-8888-888888888884';
const STANDARDS: DemandStandards = {
  max_strain_quarters: 2,
  lines: [1, 2, 3, 4].map((line) => ({ line, min_heads: line === 1 ? 2 : null, max_heads: null })),
  stations: [
    {
      station_id: S1,
      station_code: '1-01',
      line_number: 1,
      is_active: true,
      is_critical: true,
      is_indirect: false,
      units_per_hour: 120,
      is_high_strain: false,
    },
    {
      station_id: S2,
      station_code: '1-02',
      line_number: 1,
      is_active: true,
      is_critical: false,
      is_indirect: false,
      units_per_hour: null,
      is_high_strain: false,
    },
    {
      station_id: WS,
      station_code: 'Water Spider-L1',
      line_number: 1,
      is_active: true,
      is_critical: false,
      is_indirect: true,
      units_per_hour: null,
      is_high_strain: false,
    },
    {
      station_id: YARD,
      station_code: 'Yard-1',
      line_number: null,
      is_active: true,
      is_critical: false,
      is_indirect: false,
      units_per_hour: null,
      is_high_strain: false,
    },
  ],
};

function renderTab(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ 'GET /api/demand/standards': () => ok(STANDARDS), ...handlers });
  renderWithProviders(<DemandTab centerId={CENTER_ID} role="ADMIN" timeZone="America/Los_Angeles" />);
  return { api, user: userEvent.setup() };
}

describe('DemandTab (issue 29)', () => {
  it('shows each line with its bounds and stations, critical and line-less stations named', async () => {
    renderTab();
    expect(await screen.findByRole('textbox', { name: 'Line 1 minimum heads' })).toHaveValue('2');
    const lineOne = screen.getByRole('group', { name: 'Line 1' });
    const table = within(lineOne).getByRole('table', { name: 'Stations of line 1' });
    expect(within(table).getByRole('rowheader', { name: /1-01/ })).toHaveTextContent('Critical');
    expect(within(table).getByRole('textbox', { name: 'Units per hour, 1-01' })).toHaveValue('120');
    // A water spider on the line is indirect: its rate does not count, so there is none to type.
    expect(within(table).getByRole('row', { name: /Water Spider-L1/ })).toHaveTextContent(/^Water Spider-L1 Indirect\s*not counted/);
    expect(screen.queryByRole('textbox', { name: 'Units per hour, Water Spider-L1' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Units per hour, Yard-1' })).toBeNull();
    expect(within(screen.getByRole('group', { name: 'Line 2' })).getByText('No stations on this line')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Stations on no line' })).getByRole('checkbox', { name: 'High strain, Yard-1' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Consecutive quarters on a high-strain station' })).toHaveValue('2');
  });

  it('saves the bounds, N and only the stations that changed', async () => {
    const { api, user } = renderTab({ 'PUT /api/demand/standards': () => ok(STANDARDS) });
    await user.type(await screen.findByRole('textbox', { name: 'Line 1 maximum heads' }), '6');
    await user.type(screen.getByRole('textbox', { name: 'Units per hour, 1-02' }), '95.5');
    await user.click(screen.getByRole('checkbox', { name: 'High strain, 1-01' }));
    const strain = screen.getByRole('textbox', { name: 'Consecutive quarters on a high-strain station' });
    await user.clear(strain);
    await user.type(strain, '3');
    await user.click(screen.getByRole('button', { name: 'Save standards' }));
    await waitFor(() => expect(api.bodies['PUT /api/demand/standards']).toHaveLength(1));
    expect(api.bodies['PUT /api/demand/standards']![0]).toEqual({
      max_strain_quarters: 3,
      lines: [
        { line: 1, min_heads: 2, max_heads: 6 },
        { line: 2, min_heads: null, max_heads: null },
        { line: 3, min_heads: null, max_heads: null },
        { line: 4, min_heads: null, max_heads: null },
      ],
      stations: [
        { station_id: S1, units_per_hour: 120, is_high_strain: true },
        { station_id: S2, units_per_hour: 95.5, is_high_strain: false },
      ],
      fulfillment_center_id: CENTER_ID,
    });
  });

  it('refuses a minimum above the maximum or a bad rate without calling the server, and shows a server refusal', async () => {
    const { api, user } = renderTab({ 'PUT /api/demand/standards': () => fail(403, 'You do not have access to this fulfillment center') });
    await user.type(await screen.findByRole('textbox', { name: 'Line 1 maximum heads' }), '1');
    await user.click(screen.getByRole('button', { name: 'Save standards' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The minimum heads may not be above the maximum');
    await user.clear(screen.getByRole('textbox', { name: 'Line 1 maximum heads' }));
    await user.type(screen.getByRole('textbox', { name: 'Units per hour, 1-02' }), '0');
    await user.click(screen.getByRole('button', { name: 'Save standards' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Units per hour must be a number above 0');
    expect(api.calls).toEqual(['GET /api/demand/standards']);
    await user.clear(screen.getByRole('textbox', { name: 'Units per hour, 1-02' }));
    await user.click(screen.getByRole('button', { name: 'Save standards' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to this fulfillment center');
  });

  it('uploads a standards file and reloads the standards saved', async () => {
    let standards = STANDARDS;
    const { api, user } = renderTab({
      'GET /api/demand/standards': () => ok(standards),
      'POST /api/demand/standards/upload': () => {
        standards = { ...STANDARDS, stations: STANDARDS.stations.map((st) => (st.station_id === S2 ? { ...st, units_per_hour: 80 } : st)) };
        return ok({ saved: true, stations: 1, lines: 0, errors: [] });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Upload standards' }));
    const dialog = screen.getByRole('dialog', { name: 'Upload labour standards' });
    for (const column of ['station', 'units_per_hour', 'high_strain', 'line', 'min_heads', 'max_heads'])
      expect(within(dialog).getByText(column)).toBeInTheDocument();
    await user.upload(
      within(dialog).getByLabelText(/Standards file/),
      new File(['station,units_per_hour,high_strain\n1-02,80,no'], 'standards.csv', { type: 'text/csv' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Upload complete.')).toBeInTheDocument();
    expect(within(dialog).getByText('Stations changed').nextElementSibling).toHaveTextContent('1');
    expect(api.bodies['POST /api/demand/standards/upload']![0]).toBeInstanceOf(FormData);
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(await screen.findByRole('textbox', { name: 'Units per hour, 1-02' })).toHaveValue('80');
  });

  it('says nothing was saved and lists each error with its row and column when the file has any', async () => {
    const { user } = renderTab({
      'POST /api/demand/standards/upload': () =>
        ok({
          saved: false,
          stations: 0,
          lines: 0,
          errors: [
            { row: 3, column: 'station', message: 'No station OT-9 at this center' },
            { row: 3, column: 'high_strain', message: 'high_strain must be yes or no (blank is no)' },
            { row: 5, column: null, message: 'A row names a station or a line' },
          ],
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Upload standards' }));
    const dialog = screen.getByRole('dialog');
    await user.upload(within(dialog).getByLabelText(/Standards file/), new File(['x'], 'standards.csv', { type: 'text/csv' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Nothing was saved: correct the rows below and upload the file again.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Upload complete.')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Rows with errors').nextElementSibling).toHaveTextContent('2');
    expect(within(dialog).getByRole('heading', { name: 'Errors (3)' })).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Row 3, station: No station OT-9 at this center',
      'Row 3, high_strain: high_strain must be yes or no (blank is no)',
      'Row 5: A row names a station or a line',
    ]);
  });
});
