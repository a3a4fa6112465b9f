import { NO_SHIFT_PATTERN } from '@stationboard/domain/roster/shift-pattern-presets';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_TABLES, type AuditEntry } from '@stationboard/domain/audit/audit-log';
import { MESSAGES } from '@stationboard/domain/messages';
import { fail, fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { CENTER_ID, station } from '../testing/station-fixtures.ts';
import { LogsTab } from './logs-tab.tsx';

const S101 = station('1-01');
const Q3 = {
  id: '77777777-7777-4777-8777-777777777773',
  fulfillment_center_id: CENTER_ID,
  quarter_name: 'Q3',
  quarter_number: 3,
  start_time: '12:30:00',
  end_time: '15:00:00',
  shift: 'front_half_day',
  is_active: false,
};
const ANN = {
  id: '88888888-8888-4888-8888-888888888881',
  fulfillment_center_id: CENTER_ID,
  name: 'Ann Lee',
  employee_id: 'annlee',
  department_id: null,
  badge_barcode_id: null,
  employee_uid: null,
  is_active: true,
  preferred_language: null,
  ...NO_SHIFT_PATTERN,
  created_at: '2026-01-01T00:00:00Z',
};

let sequence = 0;
function entry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: `99999999-9999-4999-8999-${String(++sequence).padStart(12, '0')}`,
    action: 'CREATE',
    table_name: 'assignments',
    record_id: 'rec-1',
    employee_name: 'Ann Lee',
    employee_id: 'annlee',
    station_name: '1-01',
    station_id: S101.id,
    quarter_id: Q3.id,
    assignment_date: '2026-03-02',
    created_by: 'demo-admin',
    // 14:05 UTC is 06:05 in Spokane.
    created_at: '2026-03-02T14:05:09.000Z',
    old_values: null,
    new_values: { employee_name: 'Ann Lee', is_wildcard: false },
    ...overrides,
  };
}

const page = (data: AuditEntry[], { total = data.length, totalPages = 1, pageNumber = 1 } = {}) => ok({ data, total, page: pageNumber, limit: 20, totalPages });

type Handler = Parameters<typeof fakeApi>[0][string];

function renderTab(audit: Handler, route = '/planner?tab=logs') {
  /** The query of every GET /audit made, newest last. */
  const queries: URLSearchParams[] = [];
  fakeApi({
    'GET /api/audit': (request) => {
      queries.push(request.url.searchParams);
      return audit(request);
    },
    'GET /api/audit/stats/summary': () => ok({ total: 42, by_action: { CREATE: 30, UPDATE: 12 } }),
    'GET /api/employees': () => ok({ data: [ANN], total: 1, page: 1, limit: 1000, totalPages: 1 }),
    'GET /api/stations': () => ok([S101]),
    'GET /api/quarters': () => ok([Q3]),
  });
  renderWithProviders(<LogsTab centerId={CENTER_ID} role="MANAGER" timeZone="America/Los_Angeles" />, { route });
  return { queries, user: userEvent.setup() };
}

describe('LogsTab table', () => {
  it('shows each entry with its time on the center’s clock, quarter and creator, and a blank creator as System', async () => {
    renderTab(() =>
      page([
        entry(),
        entry({
          action: 'BULK_UPLOAD',
          table_name: 'employees',
          created_by: '',
          employee_name: null,
          employee_id: null,
          station_name: null,
          quarter_id: null,
          assignment_date: null,
        }),
      ]),
    );
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(within(rows[1]!).getByText('Mar 2, 2026, 06:05:09')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Q3 · 2026-03-02')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('demo-admin')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('System')).toBeInTheDocument();
    expect(screen.getByText('2 entries')).toBeInTheDocument();
  });

  it('asks the server for 20 a page and moves through its pages with the pager', async () => {
    const { queries, user } = renderTab(({ url }) =>
      page([entry({ table_name: `page-${url.searchParams.get('page')}` })], { total: 45, totalPages: 3, pageNumber: Number(url.searchParams.get('page')) }),
    );
    expect(await screen.findByText('page-1')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('page-2')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(queries.map((q) => [q.get('page'), q.get('limit')])).toEqual([
      ['1', '20'],
      ['2', '20'],
    ]);
  });

  it('asks the server for the list again on Refresh', async () => {
    let total = 1;
    const { queries, user } = renderTab(() =>
      page(
        Array.from({ length: total }, () => entry()),
        { total },
      ),
    );
    await screen.findByText('1 entry');
    total = 2;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('2 entries')).toBeInTheDocument();
    expect(queries).toHaveLength(2);
  });

  it('names the person a change took off the station, checked in or not (issue 25)', async () => {
    renderTab(() =>
      page([
        entry({ action: 'UPDATE', employee_name: 'Ann Lee', old_values: { employee_name: 'Bob Kim', checked_in: true } }),
        entry({
          action: 'MOVE',
          employee_name: 'Cy Park',
          old_values: { station_code: '1-02', replaced_employee_name: 'Dee Ray', replaced_checked_in: false },
        }),
      ]),
    );
    expect(await screen.findByText('replaced Bob Kim (checked in)')).toBeInTheDocument();
    expect(screen.getByText('replaced Dee Ray')).toBeInTheDocument();
  });

  it("shows a rotation rule's stations by code, also in entries that stored their ids (issue 25)", async () => {
    const { user } = renderTab(() =>
      page([
        entry({
          action: 'UPDATE',
          table_name: 'rotation_rules',
          old_values: { to_station_id: S101.id },
          new_values: { to_station_id: 'a-station-deleted-since' },
        }),
      ]),
    );
    await user.click(await screen.findByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Audit entry' });
    await waitFor(() => expect(within(dialog).getByRole('region', { name: 'Changes' })).toHaveTextContent('to_station_id1-01a-station-deleted-since'));
  });

  it('opens an entry with its old and new values side by side, the changed ones marked', async () => {
    const { user } = renderTab(() =>
      page([
        entry({ action: 'UPDATE', old_values: { employee_name: 'Bob Kim', is_wildcard: false }, new_values: { employee_name: 'Ann Lee', is_wildcard: false } }),
      ]),
    );
    await user.click(await screen.findByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Audit entry' });
    const changes = within(within(dialog).getByRole('region', { name: 'Changes' })).getAllByRole('row');
    expect(changes.map((row) => row.textContent)).toEqual(['FieldOld valueNew value', 'employee_nameBob KimAnn Lee', 'is_wildcardfalsefalse']);
    expect(changes[1]).toHaveAttribute('data-changed', 'true');
    expect(changes[2]).toHaveAttribute('data-changed', 'false');
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('LogsTab filters', () => {
  it('goes back to page 1 when a filter changes, and sends every filter the server knows', async () => {
    const { queries, user } = renderTab(() => page([entry()], { total: 60, totalPages: 3, pageNumber: 3 }), '/planner?tab=logs&page=3');
    await screen.findByText('Page 3 of 3');
    await user.selectOptions(screen.getByLabelText('Action'), 'CREATE');
    await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('1'));
    await user.selectOptions(screen.getByLabelText('Table'), 'assignments');
    // Issue 25: the employee filter is a search, not a select of everyone.
    await user.type(screen.getByLabelText('Employee'), 'ann');
    await user.click(await screen.findByRole('button', { name: 'Ann Lee (annlee)' }));
    await screen.findByRole('option', { name: '1-01' });
    await user.selectOptions(screen.getByLabelText('Station'), S101.id);
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await user.type(screen.getByLabelText('Created by'), 'System');
    await waitFor(() => expect(queries.at(-1)?.get('created_by')).toBe('System'));
    const last = queries.at(-1)!;
    expect(Object.fromEntries(last)).toMatchObject({
      action: 'CREATE',
      table_name: 'assignments',
      employee_id: 'annlee',
      station_id: S101.id,
      start_date: '2026-03-01',
      page: '1',
      limit: '20',
    });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect([...queries.at(-1)!.keys()].sort()).toEqual(['fulfillment_center_id', 'limit', 'page']));
    expect(screen.getByLabelText('Created by')).toHaveValue('');
  });

  it('finds the person of an employee filter by search, names a filter from a link, and clears it (issue 25)', async () => {
    const { queries, user } = renderTab(() => page([entry()]), '/planner?tab=logs&employee_id=annlee');
    await waitFor(() => expect(screen.getByLabelText('Employee')).toHaveValue('Ann Lee (annlee)'));
    expect(queries.at(-1)?.get('employee_id')).toBe('annlee');
    await user.click(screen.getByRole('button', { name: 'Clear the employee filter (Ann Lee (annlee))' }));
    await waitFor(() => expect(queries.at(-1)?.get('employee_id')).toBeNull());
    expect(screen.getByLabelText('Employee')).toHaveValue('');

    await user.type(screen.getByLabelText('Employee'), 'a');
    expect(await screen.findByText('Type at least 2 letters')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Type at least 2 letters')).toBeNull();
  });

  it('says when no entry matches the filters', async () => {
    renderTab(() => page([]), '/planner?tab=logs&action=SKIP_INACTIVE_STATION');
    expect(await screen.findByText(MESSAGES.noAuditEntriesForFilters)).toBeInTheDocument();
    expect(screen.getByLabelText('Action')).toHaveValue('SKIP_INACTIVE_STATION');
  });

  it('offers exactly the actions and tables the server writes (decision 086), and ignores a link naming another', async () => {
    const { queries } = renderTab(() => page([]), '/planner?tab=logs&action=HARD_DELETE&table_name=tv_center_configs');
    const choices = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .map((option) => option.getAttribute('value'));
    expect(choices('Action')).toEqual(['', ...AUDIT_ACTIONS]);
    expect(choices('Action')).not.toContain('HARD_DELETE');
    expect(choices('Table')).toEqual(['', ...AUDIT_TABLES]);
    expect(choices('Table')).toEqual(expect.arrayContaining(['tv_center_configs', 'external_routing_areas']));
    expect(choices('Table')).not.toContain('station_types');
    await waitFor(() => expect(queries).toHaveLength(1));
    expect(queries[0]!.get('action')).toBeNull();
    expect(queries[0]!.get('table_name')).toBe('tv_center_configs');
    expect(screen.getByLabelText('Action')).toHaveValue('');
  });

  it('filters by an action from its counter', async () => {
    const { queries, user } = renderTab(() => page([entry()]));
    await user.click(await screen.findByRole('button', { name: 'UPDATE 12' }));
    await waitFor(() => expect(queries.at(-1)?.get('action')).toBe('UPDATE'));
    expect(screen.getByRole('button', { name: 'UPDATE 12' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('LogsTab failures', () => {
  it('shows the server’s message in the red banner', async () => {
    renderTab(() => fail(403, 'Insufficient permissions'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Insufficient permissions');
  });

  it('falls back to the spec’s text when the server could not be reached', async () => {
    renderTab(() => {
      throw new Error('offline');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.auditLogsLoadFailed);
  });
});
