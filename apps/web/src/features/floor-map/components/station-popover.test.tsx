import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AssignmentFailure } from '@stationboard/domain/assignments/assignment-failure';
import type { Placement } from '@stationboard/domain/assignments/employee-placements';
import type { PlacementChoice } from '../api/assign-employee.ts';
import type { NewPerson } from '../api/create-and-assign.ts';
import { fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { CENTER_ID, employee, occupied, station } from '../testing/fixtures.ts';
import { StationPopover, type StationPopoverActions } from './station-popover.tsx';

const ANA = employee('Ana Silva');
const ANABEL = employee('Anabel Quist');
const DIANA = employee('Diana Ruiz');

function actionsMock(overrides: Partial<StationPopoverActions> = {}): StationPopoverActions {
  return {
    assign: vi.fn(async () => null),
    remove: vi.fn(async () => null),
    toggleActive: vi.fn(async () => null),
    toggleCritical: vi.fn(async () => null),
    createAndAssign: vi.fn(async () => null),
    openNext: vi.fn(() => true),
    close: vi.fn(),
    ...overrides,
  };
}

/** The employee search answers from `people`, in the server's order, as the API pages them. */
function searchAnswers(people = [DIANA, ANABEL, ANA]) {
  return fakeApi({ 'GET /api/employees': () => ok({ data: people, total: people.length, page: 1, limit: 8, totalPages: 1 }) });
}

function renderPopover({
  target = station('1-03'),
  quarterName = 'Q5' as string | null,
  canToggle = true,
  actions = actionsMock(),
  placements = new Map<string, Placement>(),
} = {}) {
  const view = renderWithProviders(
    <StationPopover station={target} quarterName={quarterName} centerId={CENTER_ID} canToggle={canToggle} actions={actions} placements={placements} />,
  );
  return { ...view, actions, user: userEvent.setup(), search: () => screen.getByRole('searchbox', { name: 'Search employees' }) };
}

const results = () => within(screen.getByRole('list', { name: 'Search results' }));

describe('StationPopover header and current assignment', () => {
  it('names the station, its line and the quarter, and says Unassigned when empty', () => {
    renderPopover({ target: station('1-03') });
    expect(screen.getByRole('heading', { name: '1-03' })).toBeInTheDocument();
    expect(screen.getByText('Line 1 · Q5')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Current assignment' })).getByText('Unassigned')).toBeInTheDocument();
    expect(screen.getByText('Tab moves through Line 1 stations only.')).toBeInTheDocument();
  });

  it('says N/A for a station off the lines', () => {
    renderPopover({ target: station('Problem Solve') });
    expect(screen.getByText('N/A · Q5')).toBeInTheDocument();
    expect(screen.getByText('Tab moves through indirect stations only.')).toBeInTheDocument();
  });

  it('shows a regular and a wildcard assignment, each with a remove button', async () => {
    const { user, actions } = renderPopover({ target: occupied('1-03', 'Ana Silva') });
    expect(screen.getByText('Regular Assignment')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Ana Silva' }));
    expect(actions.remove).toHaveBeenCalled();
    document.body.innerHTML = '';
    renderPopover({ target: occupied('1-04', 'Li Wei', {}, true) });
    expect(screen.getByText('Wildcard Assignment')).toBeInTheDocument();
  });

  it('shows the legend and the keyboard hints', () => {
    renderPopover();
    expect(
      within(screen.getByRole('list', { name: 'Legend' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Regular', 'Wildcard', 'Unassigned', 'Inactive']);
    expect(screen.getByRole('list', { name: 'Keyboard' })).toHaveTextContent('Tab assigns the top result and opens the next station (or only moves on)');
    expect(screen.getByRole('list', { name: 'Keyboard' })).toHaveTextContent('Esc closes');
  });

  it('is 280 px wide', () => {
    const { container } = renderPopover();
    expect(container.firstElementChild).toHaveStyle({ width: '280px' });
  });
});

describe('StationPopover search', () => {
  it('asks the server only from 2 characters, then lists active people ranked by the domain rule', async () => {
    const api = searchAnswers();
    const { user, search } = renderPopover();
    expect(search()).toHaveFocus();
    await user.type(search(), 'a');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(api.calls).toEqual([]);

    await user.type(search(), 'n');
    await waitFor(() => expect(results().getAllByRole('listitem')).toHaveLength(3));
    expect(api.calls).toEqual(['GET /api/employees']);
    const url = new URL(vi.mocked(fetch).mock.calls[0]![0] as string, 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({ search: 'an', is_active: 'true', limit: '8', page: '1' });
    // Prefix matches first (Ana, Anabel by name), then the substring match (Diana).
    expect(
      results()
        .getAllByRole('listitem')
        .map((li) => li.querySelector('span')?.textContent),
    ).toEqual(['Ana Silva', 'Anabel Quist', 'Diana Ruiz']);
  });

  it('waits 300 ms after the last keystroke before searching', async () => {
    const api = searchAnswers();
    const { user, search } = renderPopover();
    await user.type(search(), 'ana');
    expect(api.calls).toEqual([]);
    await waitFor(() => expect(api.calls).toEqual(['GET /api/employees']));
  });

  it('assigns regular or as wildcard from a result and closes', async () => {
    searchAnswers();
    const { user, search, actions } = renderPopover();
    await user.type(search(), 'ana');
    await waitFor(() => expect(results().getAllByRole('listitem')).toHaveLength(3));
    await user.click(results().getByRole('button', { name: 'Assign as wildcard: Anabel Quist' }));
    expect(actions.assign).toHaveBeenCalledWith(ANABEL, true, {});
    await user.click(results().getByRole('button', { name: 'Assign regular: Ana Silva' }));
    expect(actions.assign).toHaveBeenLastCalledWith(ANA, false, {});
    expect(actions.close).toHaveBeenCalled();
  });

  it('names two people of the same name on their buttons by their login', async () => {
    const other = employee('Ana Silva', { employee_id: 'silvana' });
    searchAnswers([ANA, other]);
    const { user, search, actions } = renderPopover();
    await user.type(search(), 'ana');
    await waitFor(() => expect(results().getAllByRole('listitem')).toHaveLength(2));
    await user.click(results().getByRole('button', { name: 'Assign as wildcard: Ana Silva (silvana)' }));
    expect(actions.assign).toHaveBeenCalledWith(other, true, {});
    expect(results().getByRole('button', { name: `Assign regular: Ana Silva (${ANA.employee_id})` })).toBeInTheDocument();
  });

  it('blocks search and remove on an inactive station and shows the Inactive badge', () => {
    renderPopover({ target: occupied('2-12', 'Ana Silva', { is_active: false }) });
    expect(within(screen.getByRole('heading', { name: '2-12' }).closest('header')!).getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search employees' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove Ana Silva' })).toBeDisabled();
  });

  it('cannot assign in a break, and says to choose a quarter', () => {
    renderPopover({ quarterName: null });
    expect(screen.getByRole('searchbox', { name: 'Search employees' })).toBeDisabled();
    expect(screen.getByText('Choose a quarter in the header to assign employees.')).toBeInTheDocument();
  });
});

describe('StationPopover keyboard flow', () => {
  it('with a roster day, ranks people on it first, marks the others and asks before assigning one (decision 153)', async () => {
    const onDay = { ...DIANA, shift_pattern: 'FHD' as const, roster_reason: 'pattern' as const };
    const off = { ...ANA, shift_pattern: 'FHD' as const, roster_reason: 'time_off' as const };
    const asked: URL[] = [];
    fakeApi({
      'GET /api/employees': ({ url }) => {
        asked.push(url);
        return ok({ data: [off, onDay], total: 2, page: 1, limit: 8, totalPages: 1 });
      },
    });
    const actions = actionsMock();
    renderWithProviders(
      <StationPopover
        station={station('1-03')}
        quarterName="Q5"
        centerId={CENTER_ID}
        canToggle
        actions={actions}
        rosterDay={{ date: '2026-11-22', shift: 'day' }}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search employees' }), 'ana');
    await waitFor(() => expect(results().getAllByRole('listitem')).toHaveLength(2));
    expect(asked.at(-1)?.searchParams.get('roster_date')).toBe('2026-11-22');
    expect(asked.at(-1)?.searchParams.get('roster_shift')).toBe('day');
    const [first, second] = results().getAllByRole('listitem');
    expect(first).toHaveTextContent('Diana Ruiz');
    expect(first).not.toHaveTextContent('off:');
    expect(second).toHaveTextContent('Ana Silva');
    expect(second).toHaveTextContent('off: time off');

    await user.click(results().getByRole('button', { name: 'Assign regular: Ana Silva' }));
    expect(screen.getByText("Ana Silva is not on this day's roster (off: time off). Assign anyway?")).toBeInTheDocument();
    expect(actions.assign).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Assign anyway' }));
    expect(actions.assign).toHaveBeenCalledWith(off, false, { offRoster: true });
  });

  it('Tab assigns the top result, even before the search pause is over, and moves to the next station', async () => {
    const api = searchAnswers();
    const { user, search, actions } = renderPopover();
    await user.type(search(), 'an');
    await user.keyboard('{Tab}');
    await waitFor(() => expect(actions.openNext).toHaveBeenCalled());
    expect(actions.assign).toHaveBeenCalledWith(ANA, false, {});
    expect(api.calls).toContain('GET /api/employees');
    // Focus stayed in the search box: Tab did not walk to the next button.
    expect(search()).toHaveFocus();
  });

  it('Tab with no match, or with nothing typed, only moves on', async () => {
    searchAnswers([]);
    const { user, search, actions } = renderPopover();
    await user.keyboard('{Tab}');
    expect(actions.openNext).toHaveBeenCalledTimes(1);
    await user.type(search(), 'zz');
    await user.keyboard('{Tab}');
    await waitFor(() => expect(actions.openNext).toHaveBeenCalledTimes(2));
    expect(actions.assign).not.toHaveBeenCalled();
  });

  it('says when there is no next station, for 2 seconds', async () => {
    const { user, actions } = renderPopover({ actions: actionsMock({ openNext: vi.fn(() => false) }) });
    await user.keyboard('{Tab}');
    expect(await screen.findByText('No more stations of this type available')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('No more stations of this type available')).not.toBeInTheDocument(), { timeout: 2600 });
    expect(actions.close).not.toHaveBeenCalled();
  });

  it('stays on the station, shows the failure and offers Move here when the Tab assignment is refused', async () => {
    searchAnswers();
    const failure: AssignmentFailure = {
      kind: 'employeeConflict',
      message: 'Ana Silva is already assigned to 1-01.',
      conflictingStationId: 'x',
      conflictingStationCode: '1-01',
    };
    const assign = vi.fn(async (_e: unknown, _w: boolean, choice?: PlacementChoice) => (choice?.move ? null : failure));
    const { user, search, actions } = renderPopover({ actions: actionsMock({ assign }) });
    await user.type(search(), 'an');
    await user.keyboard('{Tab}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ana Silva is already assigned to 1-01.');
    expect(actions.openNext).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(actions.close).not.toHaveBeenCalled();
    // Issue 25: the refusal offers the move in one step.
    await user.click(screen.getByRole('button', { name: 'Move here: Ana Silva, from 1-01' }));
    expect(assign).toHaveBeenLastCalledWith(ANA, false, { move: true });
    expect(actions.close).toHaveBeenCalled();
  });

  it('closes 1 second after any other conflict', async () => {
    searchAnswers();
    const failure: AssignmentFailure = { kind: 'conflict', message: 'Station is inactive' };
    const { user, search, actions } = renderPopover({ actions: actionsMock({ assign: vi.fn(async () => failure) }) });
    await user.type(search(), 'an');
    await user.keyboard('{Tab}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Station is inactive');
    expect(actions.close).not.toHaveBeenCalled();
    await waitFor(() => expect(actions.close).toHaveBeenCalled(), { timeout: 1500 });
  });
});

describe('StationPopover create and assign', () => {
  it('offers Create "<term>" when nobody matches, and creates and assigns the person in one call', async () => {
    searchAnswers([]);
    const { user, search, actions, container } = renderPopover();
    await user.type(search(), 'Zed Quill');
    await user.click(await screen.findByRole('button', { name: 'Create "Zed Quill"' }));
    expect(container.firstElementChild).toHaveStyle({ width: '320px' });
    expect(screen.getByLabelText('Employee name *')).toHaveValue('Zed Quill');
    await user.type(screen.getByLabelText('Employee Alias/Login (optional)'), '  zquill ');
    await user.type(screen.getByLabelText('Badge number (optional)'), ' 4471 ');
    await user.click(screen.getByRole('button', { name: 'Create & Assign' }));
    await waitFor(() =>
      expect(actions.createAndAssign).toHaveBeenCalledWith(
        { name: 'Zed Quill', alias: 'zquill', badge: '4471', requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
        {},
      ),
    );
    expect(actions.close).toHaveBeenCalled();
  });

  it('offers Create beside a near name, and not beside the exact one (issue 25)', async () => {
    searchAnswers([employee('John Smith')]);
    const { user, search } = renderPopover();
    // 'Jon' finds John Smith (one letter away) and still offers to create a Jon.
    await user.type(search(), 'Jon');
    expect(await screen.findByRole('button', { name: 'Create "Jon"' })).toBeInTheDocument();
    expect(results().getByRole('button', { name: 'Assign regular: John Smith' })).toBeInTheDocument();
    await user.clear(search());
    await user.type(search(), 'john smith');
    await waitFor(() => expect(results().getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /^Create "/ })).toBeNull();
  });

  it('refuses a blank name and a badge number that is not a number', async () => {
    searchAnswers([]);
    const { user, search, actions } = renderPopover();
    await user.type(search(), 'zz');
    await user.click(await screen.findByRole('button', { name: 'Create "zz"' }));
    await user.clear(screen.getByLabelText('Employee name *'));
    await user.type(screen.getByLabelText('Employee name *'), '   ');
    await user.type(screen.getByLabelText('Badge number (optional)'), 'B-12');
    await user.click(screen.getByRole('button', { name: 'Create & Assign' }));
    expect(screen.getByText('Employee name is required')).toBeInTheDocument();
    expect(screen.getByText('Badge barcode ID must be a whole number of at least 1')).toBeInTheDocument();
    expect(actions.createAndAssign).not.toHaveBeenCalled();
  });

  it("shows 'Failed to create employee', and a second press sends the same request so one person is made", async () => {
    searchAnswers([]);
    const createAndAssign = vi.fn(async (): Promise<AssignmentFailure | null> => ({ kind: 'failed', message: 'Failed to create employee' }));
    const { user, search } = renderPopover({ actions: actionsMock({ createAndAssign }) });
    await user.type(search(), 'zz');
    await user.click(await screen.findByRole('button', { name: 'Create "zz"' }));
    await user.click(screen.getByRole('button', { name: 'Create & Assign' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create employee');
    await user.click(screen.getByRole('button', { name: 'Create & Assign' }));
    await waitFor(() => expect(createAndAssign).toHaveBeenCalledTimes(2));
    const [first, second] = createAndAssign.mock.calls as unknown as [NewPerson][];
    expect(second![0].requestId).toBe(first![0].requestId);
  });
});

describe('StationPopover moves and checked-in occupants (issue 25)', () => {
  it('says where a person already is this quarter and offers Move here instead of Assign', async () => {
    searchAnswers([ANA, DIANA]);
    const placements = new Map([[ANA.id, { stationId: 'elsewhere', stationCode: '2-04' }]]);
    const { user, search, actions } = renderPopover({ placements });
    await user.type(search(), 'ana');
    await waitFor(() => expect(results().getAllByRole('listitem')).toHaveLength(2));
    const ana = results()
      .getAllByRole('listitem')
      .find((li) => li.textContent?.includes('Ana Silva'))!;
    expect(ana).toHaveTextContent('on 2-04');
    expect(within(ana).queryByRole('button', { name: /^Assign/ })).toBeNull();
    await user.click(within(ana).getByRole('button', { name: 'Move here: Ana Silva, from 2-04' }));
    expect(actions.assign).toHaveBeenCalledWith(ANA, false, { move: true });
  });

  it('asks before replacing someone who has checked in, naming them, and replaces only on Replace', async () => {
    searchAnswers();
    const refusal: AssignmentFailure = { kind: 'checkedInOccupant', message: 'Li Wei has checked in at 1-03.', occupantName: 'Li Wei' };
    const assign = vi.fn(async (_e: unknown, _w: boolean, choice?: PlacementChoice) => (choice?.replaceCheckedIn ? null : refusal));
    const { user, search, actions } = renderPopover({ target: occupied('1-03', 'Li Wei'), actions: actionsMock({ assign }) });
    await user.type(search(), 'ana');
    await waitFor(() => expect(results().getAllByRole('listitem')).toHaveLength(3));
    await user.click(results().getByRole('button', { name: 'Assign regular: Ana Silva' }));
    expect(await screen.findByText('Li Wei has checked in at 1-03.')).toBeInTheDocument();
    expect(screen.getByText('Replace Li Wei with Ana Silva?')).toBeInTheDocument();
    expect(actions.close).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Replace Li Wei' }));
    expect(assign).toHaveBeenLastCalledWith(ANA, false, { replaceCheckedIn: true });
    expect(actions.close).toHaveBeenCalled();
  });

  it('lets the manager say no: Cancel leaves the occupant and asks nothing more', async () => {
    searchAnswers();
    const refusal: AssignmentFailure = { kind: 'checkedInOccupant', message: 'Li Wei has checked in at 1-03.', occupantName: 'Li Wei' };
    const { user, search, actions } = renderPopover({ target: occupied('1-03', 'Li Wei'), actions: actionsMock({ assign: vi.fn(async () => refusal) }) });
    await user.type(search(), 'ana');
    await waitFor(() => expect(results().getAllByRole('listitem')).toHaveLength(3));
    await user.click(results().getByRole('button', { name: 'Assign regular: Ana Silva' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('Replace Li Wei with Ana Silva?')).toBeNull();
    expect(actions.assign).toHaveBeenCalledTimes(1);
  });
});

describe('StationPopover toggles', () => {
  it('lets a manager deactivate and mark critical, showing a failure text', async () => {
    const { user, actions } = renderPopover({ actions: actionsMock({ toggleCritical: vi.fn(async () => 'Failed to toggle critical status') }) });
    await user.click(screen.getByRole('button', { name: 'Deactivate station' }));
    expect(actions.toggleActive).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Mark critical' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to toggle critical status');
  });

  it('offers Activate on an inactive station and shows Critical pressed', () => {
    renderPopover({ target: station('2-12', { is_active: false, is_critical: true }) });
    expect(screen.getByRole('button', { name: 'Activate station' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Critical' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows no toggles without the right', () => {
    renderPopover({ canToggle: false });
    expect(screen.queryByRole('button', { name: 'Deactivate station' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark critical' })).not.toBeInTheDocument();
  });
});

describe('StationPopover skills override (issue 15)', () => {
  const refusal: AssignmentFailure = { kind: 'missingSkills', message: 'Ana Silva lacks the skills 1-03 requires: Forklift', skills: ['Forklift'] };

  it('shows the 409 warning with a reason field, and assigns anyway with the reason', async () => {
    searchAnswers();
    const assign = vi.fn(async (_e: unknown, _w: boolean, choice?: PlacementChoice) => (choice?.overrideReason ? null : refusal));
    const { user, search, actions } = renderPopover({ actions: actionsMock({ assign }) });
    await user.type(search(), 'ana');
    await waitFor(() => expect(results().getAllByRole('listitem')).toHaveLength(3));
    await user.click(results().getByRole('button', { name: 'Assign regular: Ana Silva' }));
    expect(await screen.findByText('Ana Silva lacks the skills 1-03 requires: Forklift')).toBeInTheDocument();
    const anyway = screen.getByRole('button', { name: 'Assign anyway' });
    expect(anyway).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Reason for assigning anyway' }), 'Certified yesterday');
    await user.click(anyway);
    expect(assign).toHaveBeenLastCalledWith(ANA, false, { overrideReason: 'Certified yesterday' });
    expect(actions.close).toHaveBeenCalled();
  });

  it('shows only the refusal to someone who cannot override', async () => {
    searchAnswers();
    const { user, search } = renderPopover({ canToggle: false, actions: actionsMock({ assign: vi.fn(async () => refusal) }) });
    await user.type(search(), 'ana');
    await waitFor(() => expect(results().getAllByRole('listitem')).toHaveLength(3));
    await user.click(results().getByRole('button', { name: 'Assign regular: Ana Silva' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ana Silva lacks the skills 1-03 requires: Forklift');
    expect(screen.queryByRole('button', { name: 'Assign anyway' })).toBeNull();
  });
});
