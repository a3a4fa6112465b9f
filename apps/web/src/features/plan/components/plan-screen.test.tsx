import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Plan } from '@stationboard/domain/schemas/plan';
import { fakeApi, GEG1, ok } from '../../../testing/fake-api.ts';
import { fakeAuth, renderWithProviders } from '../../../testing/render.tsx';
import { assignmentRecord, employeeRecord, quarterTiming, testUuid } from '../../../testing/records.ts';
import { changeMessage } from '../../../testing/realtime-messages.ts';
import { liveData } from '../../../lib/live-data.ts';
import { CELL_AUTHOR_SHOWN_MS } from '@stationboard/domain/timings';
import { planCell, planStation } from '../testing/fixtures.ts';
import { PlanScreen } from './plan-screen.tsx';

const DAY = '2026-11-28';
const QUARTERS = [quarterTiming(1, '07:00:00', '09:30:00'), quarterTiming(2, '09:45:00', '12:00:00')].map((q) => ({
  ...q,
  shift: 'Day',
  date: DAY,
}));

const STATIONS = [planStation('1-01', 1, { is_critical: true }), planStation('1-02', 1), planStation('1-03', 1, { is_active: false }), planStation('WS', null)];
const ANN = employeeRecord('Ann Lee');

function plan(overrides: Partial<Plan> = {}): Plan {
  return {
    date: DAY,
    is_past: false,
    can_edit: true,
    quarters: QUARTERS,
    stations: STATIONS,
    cells: [
      planCell(STATIONS[0]!, QUARTERS[0]!.id, 'Bo Diaz', { is_wildcard: true }),
      planCell(STATIONS[1]!, QUARTERS[0]!.id, 'Cy Ng', { override_reason: 'trained on the job' }),
    ],
    line_counts: QUARTERS.map((q, i) => ({ line_number: 1, quarter_id: q.id, assigned: i === 0 ? 2 : 0, active: 2 })),
    history: { undo: null, redo: null },
    ...overrides,
  };
}

/** Decision 156: line 1 needs 3 in Q1 (2 planned, 1 expected: short) and nothing in Q2. */
function demandDay(units: Record<string, number | null> = { [QUARTERS[0]!.id]: 750 }) {
  return {
    date: DAY,
    lines: [
      { quarter_id: QUARTERS[0]!.id, line: 1, units: units[QUARTERS[0]!.id] ?? null, required: 3, basis: 'volume', planned: 2, expected: 1, checked_in: 0 },
      {
        quarter_id: QUARTERS[1]!.id,
        line: 1,
        units: units[QUARTERS[1]!.id] ?? null,
        required: 0,
        basis: 'no_volume',
        planned: 0,
        expected: null,
        checked_in: 0,
      },
    ],
  };
}

/** PUT /api/demand/{date} as the server answers it: the day's demand with the units sent. */
function demandServer() {
  const units: Record<string, number | null> = { [QUARTERS[0]!.id]: 750 };
  return ({ body }: { body: unknown }) => {
    for (const volume of (body as { volumes: { quarter_id: string; units: number | null }[] }).volumes) units[volume.quarter_id] = volume.units;
    return ok(demandDay(units));
  };
}

/** The server's word on pasting 'Ann Lee' over 'Nobody' into Q1's first two stations. */
const PASTE_ANSWER = {
  applied: [
    {
      date: DAY,
      station_id: STATIONS[0]!.id,
      quarter_id: QUARTERS[0]!.id,
      assignment_date: DAY,
      before: null,
      after: { employee_id: ANN.id, employee_name: ANN.name, is_wildcard: false, override_reason: null },
    },
  ],
  rejected: [{ station_id: STATIONS[1]!.id, quarter_id: QUARTERS[0]!.id, value: 'Nobody', reason: 'unknown' }],
  history: { undo: null, redo: null },
};

/** The server's word on copying the day onto four Saturdays: Ann onto 1-01 of the first, Bo refused at the inactive 1-03. */
const COPY_ANSWER = {
  changes: [
    {
      date: '2026-12-05',
      station_id: STATIONS[0]!.id,
      quarter_id: QUARTERS[0]!.id,
      assignment_date: '2026-12-05',
      before: null,
      after: { employee_id: ANN.id, employee_name: ANN.name, is_wildcard: false, override_reason: null },
    },
  ],
  conflicts: [
    {
      date: '2026-12-05',
      station_id: STATIONS[2]!.id,
      quarter_id: QUARTERS[0]!.id,
      employee_id: testUuid('e'),
      employee_name: 'Bo Diaz',
      reason: 'station_inactive',
    },
  ],
  history: { undo: null, redo: null },
};

function setup(answer: Plan = plan(), role: 'MANAGER' | 'ADMIN' | 'VIEW' = 'MANAGER', more: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    [`GET /api/demand/${DAY}`]: () => ok(demandDay()),
    ...more,
    'GET /api/quarters': () => ok(QUARTERS),
    'GET /api/plan': () => ok(answer),
    'GET /api/roster/summary': () => ok({ date: DAY, today: DAY, shifts: [] }),
    'GET /api/employees': () => ok({ data: [ANN], total: 1, page: 1, limit: 8, totalPages: 1 }),
    'POST /api/plan/paste': ({ body }) => ok({ ...PASTE_ANSWER, dry_run: (body as { dry_run: boolean }).dry_run }),
    'POST /api/plan/copy': ({ body }) => ok({ ...COPY_ANSWER, dry_run: (body as { dry_run: boolean }).dry_run }),
    'POST /api/plan/undo': () =>
      ok({ step: { id: testUuid('9'), action: 'paste', dates: [DAY], cells: 1, created_at: '' }, changes: [], history: { undo: null, redo: null } }),
  });
  const { queryClient } = renderWithProviders(<PlanScreen centerId={GEG1.id} timeZone={GEG1.timezone} role={role} me="floor-manager" />, {
    auth: fakeAuth(role),
    route: `/plan?date=${DAY}`,
  });
  return Object.assign(api, { queryClient });
}

const grid = () => screen.getByRole('grid', { name: 'Plan for Saturday, November 28, 2026' });
const activeCell = () => document.getElementById(grid().getAttribute('aria-activedescendant') ?? '');
const pasteBodies = (api: ReturnType<typeof fakeApi>) => api.bodies['POST /api/plan/paste'] as { cells: unknown[]; dry_run: boolean }[];

describe('PlanScreen (issue 27)', () => {
  it('shows the stations by line under headers with counts, the quarters as columns, and the marks the map shows', async () => {
    setup();
    await screen.findByRole('grid');
    const rows = within(grid()).getAllByRole('row');
    expect(rows.map((row) => (within(row).queryByRole('rowheader') ?? within(row).getAllByRole('columnheader')[0]!).textContent?.trim())).toEqual([
      'Station',
      'Line 1',
      'Units',
      'Required / Planned / Expected / Checked in',
      '1-01',
      '1-02',
      '1-03 Inactive',
      'Other stations',
      'WS Indirect',
    ]);
    expect(within(rows[1]!).getAllByRole('gridcell')[0]).toHaveTextContent('2 of 2 active stations assigned');
    expect(within(rows[4]!).getByRole('img', { name: 'Critical station' })).toBeInTheDocument();
    expect(within(rows[4]!).getAllByRole('gridcell')[0]).toHaveTextContent('Bo Diaz Wildcard');
    expect(within(rows[5]!).getByRole('img', { name: 'skills override' })).toBeInTheDocument();
  });

  it('types a search into the cell, assigns the top result with Enter and moves down, and gives the keys back to the grid', async () => {
    const user = userEvent.setup();
    const api = setup();
    await screen.findByRole('grid');
    act(() => grid().focus());
    await user.keyboard('{ArrowRight}A');
    const search = screen.getByRole('combobox', { name: 'Person for 1-01 in Q2' });
    expect(search).toHaveFocus();
    await user.keyboard('nn');
    expect(await screen.findByRole('option', { name: 'Ann Lee', selected: true })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(pasteBodies(api)).toHaveLength(1));
    expect(pasteBodies(api)[0]).toMatchObject({
      date: DAY,
      dry_run: false,
      cells: [{ station_id: STATIONS[0]!.id, quarter_id: QUARTERS[1]!.id, value: 'annlee' }],
    });
    expect(grid()).toHaveFocus();
    expect(activeCell()?.id).toMatch(/-1-1$/);
  });

  it('unassigns a range with Delete, only its filled cells, and copies a range as tab-separated names', async () => {
    const user = userEvent.setup();
    const api = setup();
    await screen.findByRole('grid');
    act(() => grid().focus());
    await user.keyboard('{Shift>}{ArrowDown}{ArrowRight}{/Shift}');
    const setData = vi.fn();
    fireEvent.copy(grid(), { clipboardData: { setData } });
    expect(setData).toHaveBeenCalledWith('text/plain', 'Bo Diaz\t\nCy Ng\t');
    await user.keyboard('{Delete}');
    await waitFor(() => expect(pasteBodies(api)).toHaveLength(1));
    expect(pasteBodies(api)[0]!.cells).toEqual([
      { station_id: STATIONS[0]!.id, quarter_id: QUARTERS[0]!.id, value: '' },
      { station_id: STATIONS[1]!.id, quarter_id: QUARTERS[0]!.id, value: '' },
    ]);
  });

  it('previews a paste as a dry run, and writes it only on Apply', async () => {
    const user = userEvent.setup();
    const api = setup();
    await screen.findByRole('grid');
    act(() => grid().focus());
    fireEvent.paste(grid(), { clipboardData: { getData: () => 'Ann Lee\nNobody\n' } });
    const dialog = await screen.findByRole('dialog', { name: 'Paste into the plan' });
    expect(dialog).toHaveTextContent('1 cell will change.');
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('1-02 · Q1: “Nobody” — nobody by that name, login or badge');
    expect(pasteBodies(api)[0]).toMatchObject({
      dry_run: true,
      cells: [
        { station_id: STATIONS[0]!.id, quarter_id: QUARTERS[0]!.id, value: 'Ann Lee' },
        { station_id: STATIONS[1]!.id, quarter_id: QUARTERS[0]!.id, value: 'Nobody' },
      ],
    });
    expect(pasteBodies(api)).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(pasteBodies(api)).toHaveLength(2));
    expect(pasteBodies(api)[1]).toMatchObject({ dry_run: false, cells: pasteBodies(api)[0]!.cells });
  });

  it('undoes with Ctrl+Z when there is a step to undo', async () => {
    const user = userEvent.setup();
    const api = setup(plan({ history: { undo: { id: testUuid('9'), action: 'paste', dates: [DAY], cells: 1, created_at: '' }, redo: null } }));
    await screen.findByRole('grid');
    expect(screen.getByRole('button', { name: 'Redo' })).toBeDisabled();
    act(() => grid().focus());
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(api.calls).toContain('POST /api/plan/undo'));
  });

  it('opens the selected person’s exceptions on the grid’s day, adds one and reloads the grid and its roster row (decision 155)', async () => {
    const user = userEvent.setup();
    const answer = plan();
    const bo = answer.cells[0]!.employee_id;
    const exceptionsPath = `/api/employees/${bo}/exceptions`;
    const api = setup(answer, 'MANAGER', {
      [`GET ${exceptionsPath}`]: () => ok([]),
      [`POST ${exceptionsPath}`]: ({ body }) =>
        ok({ id: testUuid('f'), employee_id: bo, fulfillment_center_id: GEG1.id, ...(body as object), note: null, freed_stations: [], created_at: '' }),
    });
    await screen.findByRole('grid');
    await user.click(screen.getByRole('button', { name: 'Exceptions: Bo Diaz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exceptions: Bo Diaz' });
    expect(within(dialog).getByLabelText('Date')).toHaveValue(DAY);
    const plansBefore = api.calls.filter((call) => call === 'GET /api/plan').length;
    const summariesBefore = api.calls.filter((call) => call === 'GET /api/roster/summary').length;
    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'Call-out');
    await user.click(within(dialog).getByRole('button', { name: 'Add exception' }));
    await waitFor(() => expect(api.bodies[`POST ${exceptionsPath}`]).toEqual([{ date: DAY, kind: 'call_out' }]));
    await waitFor(() => expect(api.calls.filter((call) => call === 'GET /api/plan').length).toBeGreaterThan(plansBefore));
    expect(api.calls.filter((call) => call === 'GET /api/roster/summary').length).toBeGreaterThan(summariesBefore);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // An empty cell has nobody's exceptions to open.
    act(() => grid().focus());
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Exceptions' })).toBeDisabled();
  });

  it('shows no Exceptions button to VIEW', async () => {
    setup(plan({ can_edit: false }), 'VIEW');
    await screen.findByRole('grid');
    expect(screen.queryByRole('button', { name: /^Exceptions/ })).not.toBeInTheDocument();
  });

  it('lets VIEW move about the plan but not change it', async () => {
    const user = userEvent.setup();
    const api = setup(plan({ can_edit: false }), 'VIEW');
    await screen.findByRole('grid');
    expect(screen.getByText('You can look at this plan but not change it.')).toBeInTheDocument();
    act(() => grid().focus());
    await user.keyboard('{ArrowDown}a{Delete}');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(activeCell()?.id).toMatch(/-1-0$/);
    expect(api.calls).not.toContain('POST /api/plan/paste');
  });

  it("sends an ADMIN's correction reason with each change to a past day (decision 147)", async () => {
    const user = userEvent.setup();
    const api = setup(plan({ is_past: true }), 'ADMIN');
    await user.type(await screen.findByLabelText('Correction reason (this day is over)'), 'sick call missed');
    act(() => grid().focus());
    await user.keyboard('{Delete}');
    await waitFor(() => expect(pasteBodies(api)).toHaveLength(1));
    expect(pasteBodies(api)[0]).toMatchObject({ correction_reason: 'sick call missed', cells: [{ station_id: STATIONS[0]!.id, value: '' }] });
  });

  it('draws only the rows in view of a plan of 1,000 stations and 8 quarters', async () => {
    const quarters = Array.from({ length: 8 }, (_, i) => ({ ...quarterTiming(i + 1, '07:00:00', '09:00:00'), id: testUuid('7'), shift: 'Day', date: DAY }));
    const stations = Array.from({ length: 1000 }, (_, i) => planStation(`${1 + Math.floor(i / 100)}-${i % 100}`, 1 + Math.floor(i / 100)));
    setup(plan({ quarters, stations, cells: [], line_counts: [] }));
    await screen.findByRole('grid');
    // 1,000 stations, 10 line headers each with its units and demand rows (decision 156), the column headers.
    expect(grid()).toHaveAttribute('aria-rowcount', String(1000 + 10 * 3 + 1));
    expect(within(grid()).getAllByRole('row').length).toBeLessThan(60);
  });

  it('copies the day to the same weekday for four weeks: a preview lists every change and conflict, and Apply sends what was previewed', async () => {
    const user = userEvent.setup();
    const api = setup();
    await screen.findByRole('grid');
    await user.click(within(screen.getByRole('group', { name: 'Whole-plan actions' })).getByRole('button', { name: 'Copy day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy Saturday, November 28, 2026' });
    fireEvent.change(within(dialog).getByLabelText('To date'), { target: { value: '2026-12-05' } });
    await user.selectOptions(within(dialog).getByLabelText('Repeat'), 'Same weekday until the last date');
    expect(within(dialog).getByLabelText('Last date')).toHaveValue('2026-12-26');
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('1 cell will change.')).toBeInTheDocument();
    const bodies = () => api.bodies['POST /api/plan/copy'] as { from_date: string; to_dates: string[]; dry_run: boolean }[];
    expect(bodies()[0]).toMatchObject({ from_date: DAY, to_dates: ['2026-12-05', '2026-12-12', '2026-12-19', '2026-12-26'], dry_run: true });
    expect(within(dialog).getByRole('region', { name: '1 cell is left as it is:' })).toHaveTextContent(
      'Sat, Dec 5 · 1-03 · Q1: Bo Diaz — the station is inactive',
    );
    expect(within(dialog).getByRole('region', { name: 'Changes' })).toHaveTextContent('Sat, Dec 5 · 1-01 · Q1: empty → Ann Lee');

    // A change to the form takes the preview away: Apply would no longer write what was listed.
    fireEvent.change(within(dialog).getByLabelText('Last date'), { target: { value: '2026-12-19' } });
    expect(apply).toBeDisabled();
    expect(within(dialog).queryByText('1 cell will change.')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(apply).toBeEnabled());
    await user.click(apply);
    await waitFor(() => expect(bodies()).toHaveLength(3));
    expect(bodies()[2]).toMatchObject({ to_dates: ['2026-12-05', '2026-12-12', '2026-12-19'], dry_run: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('1 cell changed.')).toBeInTheDocument();
  });

  it('says a last date before the first before anything is asked', async () => {
    const user = userEvent.setup();
    const api = setup();
    await screen.findByRole('grid');
    await user.click(screen.getByRole('button', { name: 'Copy day' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Repeat'), 'Every day until the last date');
    fireEvent.change(within(dialog).getByLabelText('Last date'), { target: { value: '2026-11-20' } });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The last date is before the first.');
    expect(within(dialog).getByRole('button', { name: 'Preview' })).toBeDisabled();
    expect(api.calls).not.toContain('POST /api/plan/copy');
  });
  it('marks a cell another user changed with who changed it, for a while, and not the cells the user changed (decision 159)', async () => {
    const { queryClient } = setup();
    await screen.findByRole('grid', { name: 'Plan for Saturday, November 28, 2026' });
    const live = liveData(queryClient);
    const at = (station: number, quarter: number) =>
      assignmentRecord('Dee Park', { station_id: STATIONS[station]!.id, quarter_id: QUARTERS[quarter]!.id, assignment_date: DAY });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      act(() => live.apply(changeMessage('assignments:c', 5, { now: at(1, 1), by: 'night-lead' })));
      act(() => live.apply(changeMessage('assignments:c', 6, { before: at(0, 0), by: 'floor-manager' })));
      // Another day's cell is not on this grid.
      act(() => live.apply(changeMessage('assignments:c', 7, { now: { ...at(0, 1), assignment_date: '2026-11-29' }, by: 'night-lead' })));
      expect(screen.getAllByText('changed by night-lead')).toHaveLength(1);
      expect(screen.queryByText('changed by floor-manager')).toBeNull();
      act(() => vi.advanceTimersByTime(CELL_AUTHOR_SHOWN_MS));
      expect(screen.queryByText('changed by night-lead')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('PlanScreen demand rows (issue 29)', () => {
  const unitsField = (quarter: string) => screen.getByRole('textbox', { name: `Line 1 units, ${quarter}` });

  it("shows each line's required / planned / expected / checked in per quarter, a short line in words and an icon", async () => {
    setup();
    await screen.findByRole('grid');
    const [figures] = within(grid())
      .getAllByRole('row')
      .filter((row) => within(row).queryByRole('rowheader')?.textContent === 'Required / Planned / Expected / Checked in');
    const [q1, q2] = within(figures!).getAllByRole('gridcell');
    expect(q1).toHaveTextContent('3 / 2 / 1 / 0');
    expect(q1).toHaveTextContent('Required 3, planned 2, expected 1, checked in 0');
    expect(q1).toHaveTextContent('Short');
    expect(q2).toHaveTextContent('0 / 0 / – / 0');
    expect(q2).not.toHaveTextContent('Short');
    expect(unitsField('Q1')).toHaveValue('750');
  });

  it('saves the units a MANAGER types with Enter, clears them when emptied, and keeps the keys in the field', async () => {
    const user = userEvent.setup();
    const api = setup(plan(), 'MANAGER', { [`PUT /api/demand/${DAY}`]: demandServer() });
    await screen.findByRole('grid');
    await user.click(unitsField('Q2'));
    await user.keyboard('1200{Enter}');
    await waitFor(() => expect(api.bodies[`PUT /api/demand/${DAY}`]).toHaveLength(1));
    expect(api.bodies[`PUT /api/demand/${DAY}`]![0]).toEqual({
      volumes: [{ quarter_id: QUARTERS[1]!.id, line: 1, units: 1200 }],
      fulfillment_center_id: GEG1.id,
    });
    // The grid's cursor did not move and no search opened: the keys were the field's.
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(unitsField('Q2')).toHaveFocus();
    expect(unitsField('Q2')).toHaveValue('1200');

    await user.clear(unitsField('Q1'));
    await user.tab();
    await waitFor(() => expect(api.bodies[`PUT /api/demand/${DAY}`]).toHaveLength(2));
    expect(api.bodies[`PUT /api/demand/${DAY}`]![1]).toMatchObject({ volumes: [{ quarter_id: QUARTERS[0]!.id, line: 1, units: null }] });
  });

  it('refuses units that are not a whole number without calling the server', async () => {
    const user = userEvent.setup();
    const api = setup();
    await screen.findByRole('grid');
    await user.type(unitsField('Q2'), '12.5{Enter}');
    expect(unitsField('Q2')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('units must be a whole number of 0 or more');
    expect(api.bodies[`PUT /api/demand/${DAY}`]).toBeUndefined();
  });

  it('shows the units as figures to a VIEW and on a day that is over', async () => {
    setup(plan({ can_edit: false }), 'VIEW');
    await screen.findByRole('grid');
    expect(screen.queryByRole('textbox', { name: /units/ })).toBeNull();
    const units = within(grid())
      .getAllByRole('row')
      .find((row) => within(row).queryByRole('rowheader')?.textContent === 'Units');
    expect(within(units!).getAllByRole('gridcell')[0]).toHaveTextContent('750');
  });
});

describe('PlanScreen auto-plan (issue 29, decision 163)', () => {
  const REASONED = plan({
    cells: [
      planCell(STATIONS[0]!, QUARTERS[1]!.id, 'Ann Lee', { reason: { code: 'critical_first', from_station: null } }),
      planCell(STATIONS[1]!, QUARTERS[1]!.id, 'Bo Diaz', { reason: { code: 'rotation_from', from_station: '1-01' } }),
      planCell(STATIONS[1]!, QUARTERS[0]!.id, 'Cy Ng'),
    ],
  });
  const cellsOf = (code: string) =>
    within(
      within(grid())
        .getAllByRole('row')
        .find((row) => within(row).queryByRole('rowheader')?.textContent?.startsWith(code))!,
    ).getAllByRole('gridcell');

  it('shows why the auto-plan placed a person under the name and as the cell’s description, and nothing on a cell a person filled', async () => {
    setup(REASONED);
    await screen.findByRole('grid');
    const [, critical] = cellsOf('1-01');
    expect(within(critical!).getByText('Critical station first')).toBeVisible();
    expect(critical).toHaveAccessibleName('Ann Lee');
    expect(critical).toHaveAccessibleDescription('Auto-planned: Critical station first');
    expect(cellsOf('1-02')[1]).toHaveAccessibleDescription('Auto-planned: Rotation from 1-01');
    const [byHand] = cellsOf('1-02');
    expect(byHand).toHaveTextContent(/^Cy Ng$/);
    expect(byHand).not.toHaveAttribute('title');
  });

  it('opens Auto-plan from the toolbar on the quarter under the cursor, applies what it previewed and says what changed', async () => {
    const user = userEvent.setup();
    const answer = (dryRun: boolean) => ({
      dry_run: dryRun,
      changes: [
        {
          date: DAY,
          station_id: STATIONS[0]!.id,
          quarter_id: QUARTERS[1]!.id,
          assignment_date: DAY,
          before: null,
          after: { employee_id: ANN.id, employee_name: ANN.name, is_wildcard: false, override_reason: null },
          reason: { code: 'critical_first', from_station: null },
        },
      ],
      conflicts: [],
      history: { undo: null, redo: null },
      scores: { coverage: 1, violations: 0, rotation_adherence: 1, gini: 0.01, strain_gini: 0 },
      scores_before: { coverage: 0, violations: 0, rotation_adherence: 1, gini: 0.01, strain_gini: 0 },
      infeasible_critical: [],
    });
    const api = setup(plan(), 'MANAGER', { 'POST /api/plan/auto': ({ body }) => ok(answer((body as { dry_run: boolean }).dry_run)) });
    await screen.findByRole('grid');
    act(() => grid().focus());
    await user.keyboard('{ArrowRight}');
    await user.click(within(screen.getByRole('group', { name: 'Whole-plan actions' })).getByRole('button', { name: 'Auto-plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Auto-plan Saturday, November 28, 2026' });
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('1 cell will change.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('1 cell changed.')).toBeInTheDocument();
    const bodies = api.bodies['POST /api/plan/auto'] as { quarter_ids: string[]; dry_run: boolean }[];
    expect(bodies.map((body) => [body.quarter_ids, body.dry_run])).toEqual([
      [[QUARTERS[1]!.id], true],
      [[QUARTERS[1]!.id], false],
    ]);
  });

  it('shows no Auto-plan to VIEW', async () => {
    setup(plan({ can_edit: false }), 'VIEW');
    await screen.findByRole('grid');
    expect(screen.queryByRole('button', { name: 'Auto-plan' })).not.toBeInTheDocument();
  });
});
