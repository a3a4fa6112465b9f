import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Role } from '@stationboard/domain/roles/roles';
import type { Station } from '@stationboard/domain/schemas/floor-map';
import { fail, fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { CENTER_ID, QUARTER_ID, occupied, station } from '../testing/fixtures.ts';
import { FloorMapScreen, type TvModeState } from './floor-map-screen.tsx';

/** Quarters that hold every minute of the day, so the test does not depend on the clock. */
const QUARTERS = [
  {
    id: QUARTER_ID,
    quarter_name: 'Q1',
    quarter_number: 1,
    start_time: '00:00:00',
    end_time: '23:59:00',
    shift: 'front_half_day',
    is_active: true,
    fulfillment_center_id: CENTER_ID,
  },
  {
    id: '44444444-4444-4444-8444-444444444402',
    quarter_name: 'Q2',
    quarter_number: 2,
    start_time: '12:00:00',
    end_time: '13:00:00',
    shift: 'front_half_day',
    is_active: false,
    fulfillment_center_id: CENTER_ID,
  },
];

const LINE_1 = [
  occupied('1-01', 'Ana Silva', { position_x: 100, position_y: 100 }),
  station('1-02', { position_x: 220, position_y: 100 }),
  station('Yard', { position_x: null, position_y: null }),
];

type Handlers = Parameters<typeof fakeApi>[0];

function FakeTvOverlay({ quarter, date, statusText }: TvModeState) {
  return (
    <aside aria-label="TV Mode">
      TV overlay for {quarter?.quarter_name ?? 'no quarter'} on {date}: {statusText}
    </aside>
  );
}

function renderMap({
  role = 'MANAGER' as Role,
  stations = LINE_1 as Station[] | (() => ReturnType<typeof ok> | ReturnType<typeof fail>),
  quarters = QUARTERS as typeof QUARTERS | null,
  extra = {} as Handlers,
  route = undefined as string | undefined,
} = {}) {
  const api = fakeApi({ 'GET /api/stations': () => (typeof stations === 'function' ? stations() : ok(stations)), ...extra });
  const view = renderWithProviders(
    <FloorMapScreen
      centerId={CENTER_ID}
      userId="user-1"
      timeZone="America/Los_Angeles"
      role={role}
      quarters={quarters ?? undefined}
      quartersFailed={quarters === null}
      onRetryQuarters={() => undefined}
      TvModeOverlay={FakeTvOverlay}
    />,
    { route },
  );
  return { ...view, api, user: userEvent.setup() };
}

// Cards sit inside xyflow's zoom pane, whose mousedown handler needs a real window on the
// event (jsdom's synthetic pointer events have none), so the tests click them with fireEvent.
describe('FloorMapScreen', () => {
  it('loads the map of the quarter running now and draws a card for each placed station', async () => {
    const { api } = renderMap();
    expect(await screen.findByRole('button', { name: '1-01, Ana Silva, Not in, Not checked in yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1-02, Unassigned' })).toBeInTheDocument();
    // The unplaced station has no card.
    expect(screen.queryByRole('button', { name: /^Yard/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Q1/ })).toHaveAttribute('aria-pressed', 'true');
    const url = new URL(vi_fetchUrl(0), 'http://localhost');
    expect(url.searchParams.get('quarter_id')).toBe(QUARTER_ID);
    expect(url.searchParams.get('fulfillment_center_id')).toBe(CENTER_ID);
    expect(url.searchParams.get('assignment_date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(api.calls).toEqual(['GET /api/stations']);
  });

  it('shows VIEW the cards without opening anything, and no layout controls', async () => {
    renderMap({ role: 'VIEW' });
    expect(await screen.findByRole('group', { name: '1-01, Ana Silva, Not in, Not checked in yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^1-01/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Locked' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'TV List' })).toHaveAttribute('href', '/tv-list');
  });

  it('opens the assignment popover from a card', async () => {
    const { user } = renderMap();
    fireEvent.click(await screen.findByRole('button', { name: '1-02, Unassigned' }));
    const popover = await screen.findByRole('dialog', { name: 'Station 1-02' });
    expect(within(popover).getByText('Line 1 · Q1')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('makes the cards one tab stop that arrow keys move in floor order, and gives focus back to the card when Esc closes its popover', async () => {
    const stations = [station('2-01', { position_x: 100, position_y: 230 }), ...LINE_1];
    const { user } = renderMap({ stations });
    const first = await screen.findByRole('button', { name: '1-01, Ana Silva, Not in, Not checked in yet' });
    expect(first).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: '1-02, Unassigned' })).toHaveAttribute('tabindex', '-1');
    act(() => first.focus());
    await user.keyboard('{ArrowRight}');
    const second = screen.getByRole('button', { name: '1-02, Unassigned' });
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('tabindex', '0');
    expect(first).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: '2-01, Unassigned' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{End}');
    expect(second).toHaveFocus();

    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Station 1-02' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(second).toHaveFocus());
  });

  it('walks Tab on to a line station that is not on the map, opens its popover there, and goes on from it', async () => {
    const stations = [
      occupied('1-01', 'Ana Silva', { position_x: 100, position_y: 100 }),
      station('1-02', { position_x: 220, position_y: 100 }),
      station('1-03', { position_x: null, position_y: null }),
    ];
    const { user } = renderMap({ stations });
    fireEvent.click(await screen.findByRole('button', { name: '1-02, Unassigned' }));
    await screen.findByRole('dialog', { name: 'Station 1-02' });
    expect(screen.queryByText('Not on the map')).not.toBeInTheDocument();
    await user.keyboard('{Tab}');

    const offMap = await screen.findByRole('dialog', { name: 'Station 1-03' });
    expect(screen.queryByRole('button', { name: /^1-03/ })).not.toBeInTheDocument();
    expect(within(offMap).getByText('Not on the map')).toBeInTheDocument();
    expect(within(offMap).getByText('Tab moves through Line 1 stations only.')).toBeInTheDocument();
    expect(within(offMap).getByRole('searchbox', { name: 'Search employees' })).toHaveFocus();
    await user.keyboard('{Tab}');

    // From the last station of the line the walk goes round to the first, on the map again.
    const first = await screen.findByRole('dialog', { name: 'Station 1-01' });
    expect(within(first).queryByText('Not on the map')).not.toBeInTheDocument();
  });

  it("says 'Failed to load station data' when the map cannot load, and tries again", async () => {
    let refuse = true;
    const { user } = renderMap({ stations: () => (refuse ? fail(500, 'boom') : ok(LINE_1)) });
    expect(await screen.findByText('Failed to load station data')).toBeInTheDocument();
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: '1-01, Ana Silva, Not in, Not checked in yet' })).toBeInTheDocument();
  });

  it("says 'Failed to load map data. Please try again.' without quarters", () => {
    renderMap({ quarters: null });
    expect(screen.getByText('Failed to load map data. Please try again.')).toBeInTheDocument();
  });

  it("keeps the map and says 'Failed to refresh map data' when a refresh fails", async () => {
    let refuse = false;
    const { user } = renderMap({ stations: () => (refuse ? fail(500, 'boom') : ok(LINE_1)) });
    await screen.findByRole('button', { name: '1-01, Ana Silva, Not in, Not checked in yet' });
    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Failed to refresh map data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1-01, Ana Silva, Not in, Not checked in yet' })).toBeInTheDocument();
  });

  it('marks on each card whether its person has checked in for the quarter running, and the filter leaves only those not in yet', async () => {
    const ben = occupied('1-03', 'Ben Ode', { position_x: 340, position_y: 100 });
    const cy = occupied('1-04', 'Cy Park', { position_x: 460, position_y: 100 }, true);
    const stations = [LINE_1[0]!, LINE_1[1]!, { ...ben, current_assignment: { ...ben.current_assignment!, checked_in: true } }, cy];
    const { user } = renderMap({ stations });
    // The name holds the words the card shows in their order (WCAG 2.5.3), the arrival's meaning last.
    expect(await screen.findByRole('button', { name: '1-04, Cy Park, Not in, Wildcard Assignment, Not checked in yet' })).toBeInTheDocument();
    const ana = await screen.findByRole('button', { name: '1-01, Ana Silva, Not in, Not checked in yet' });
    expect(ana.querySelector('[data-arrival="notYet"]')).toHaveTextContent('Not in');
    const benCard = screen.getByRole('button', { name: '1-03, Ben Ode, In, Checked in' });
    expect(benCard.querySelector('[data-arrival="checkedIn"]')).toHaveTextContent('In');

    const filter = screen.getByRole('button', { name: 'Not checked in only' });
    await user.click(filter);
    expect(filter).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '1-01, Ana Silva, Not in, Not checked in yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^1-03/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^1-02/ })).toBeNull();
  });

  it("never shows the last quarter's people while another quarter loads, and marks no arrival on a quarter not current", async () => {
    let release: () => void = () => undefined;
    const q2 = QUARTERS[1]!;
    const { user } = renderMap({
      stations: () => ok(LINE_1),
      extra: {
        'GET /api/stations': async ({ url }) => {
          if (url.searchParams.get('quarter_id') !== q2.id) return ok(LINE_1);
          await new Promise<void>((resolve) => (release = resolve));
          return ok(LINE_1.map((st) => ({ ...st, current_assignment: null })));
        },
      },
    });
    await screen.findByRole('button', { name: '1-01, Ana Silva, Not in, Not checked in yet' });
    await user.click(within(screen.getByRole('group', { name: 'Quarter' })).getByRole('button', { name: /^Q2/ }));
    // The card stays where it stands; who is on it is not known yet.
    expect(await screen.findByRole('button', { name: '1-01, Loading...' })).toBeInTheDocument();
    expect(screen.queryByText('Ana Silva')).toBeNull();
    act(() => release());
    expect(await screen.findByRole('button', { name: '1-01, Unassigned' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Not checked in only' })).toBeNull();
  });

  it('toggles Live and Paused', async () => {
    const { user } = renderMap();
    await screen.findByRole('button', { name: '1-01, Ana Silva, Not in, Not checked in yet' });
    await user.click(screen.getByRole('button', { name: 'Live' }));
    expect(screen.getByRole('button', { name: 'Paused' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says Updating, not Live, while another date is planned (decision 152)', async () => {
    const { user } = renderMap({ route: '/map?date=2026-12-10&q=1' });
    await screen.findByText(/— not live$/);
    const toggle = screen.getByRole('button', { name: 'Updating' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAttribute('title', 'Planning, not live: changes to this plan show as they happen; press to pause');
    expect(screen.queryByRole('button', { name: 'Live' })).toBeNull();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Paused' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('hides a card while unlocked, saves it with one PUT, shows Saved! and locks again', async () => {
    const target = LINE_1[1]!;
    const { user, api } = renderMap({ extra: { [`PUT /api/stations/${target.id}`]: () => ok({ id: target.id, position_x: null, position_y: null }) } });
    await screen.findByRole('button', { name: '1-01, Ana Silva, Not in, Not checked in yet' });
    await user.click(screen.getByRole('button', { name: 'Locked' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hide 1-02' }));
    expect(screen.queryByRole('group', { name: /^1-02/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved!')).toBeInTheDocument();
    expect(api.bodies[`PUT /api/stations/${target.id}`]).toEqual([{ position_x: null, position_y: null }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Locked' })).toBeInTheDocument(), { timeout: 3000 });
  });

  it("says 'Failed to save positions. Please try again.' and keeps the change", async () => {
    const target = LINE_1[1]!;
    const { user } = renderMap({ extra: { [`PUT /api/stations/${target.id}`]: () => fail(500, 'boom') } });
    await screen.findByRole('button', { name: '1-01, Ana Silva, Not in, Not checked in yet' });
    await user.click(screen.getByRole('button', { name: 'Locked' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hide 1-02' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save positions. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('group', { name: /^1-02/ })).toBeInTheDocument();
  });

  it('places an unplaced station from the manage-positions dialog', async () => {
    const { user } = renderMap();
    await screen.findByRole('button', { name: '1-01, Ana Silva, Not in, Not checked in yet' });
    await user.click(screen.getByRole('button', { name: 'Locked' }));
    await user.click(screen.getByRole('button', { name: 'Manage positions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage positions' });
    expect(within(dialog).getByText('2 of 3 stations on the map. Place puts a station where you next click on the floor.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Place Yard' }));
    expect(await screen.findByText(/Click on the map to place Yard\. Esc cancels\./)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByText(/Click on the map to place Yard/)).not.toBeInTheDocument();
  });

  it('TV Mode keeps the layout locked, and leaving it restores the lock as it was', async () => {
    const { user } = renderMap();
    await screen.findByRole('button', { name: '1-01, Ana Silva, Not in, Not checked in yet' });
    await user.click(screen.getByRole('button', { name: 'Locked' }));
    await user.click(screen.getByRole('button', { name: 'TV Mode' }));
    expect(screen.getByRole('button', { name: 'Locked' })).toBeDisabled();
    expect(screen.getByRole('complementary', { name: 'TV Mode' })).toHaveTextContent(/^TV overlay for Q1 on \d{4}-\d{2}-\d{2}: Active until 23:59$/);
    await user.click(screen.getByRole('button', { name: /^Q2/ }));
    expect(screen.getByRole('complementary', { name: 'TV Mode' })).toHaveTextContent('TV overlay for Q2');
    expect(screen.getByRole('complementary', { name: 'TV Mode' })).toHaveTextContent('Manual Mode • Q2');
    await user.click(screen.getByRole('button', { name: 'TV Mode' }));
    expect(screen.getByRole('button', { name: 'Unlocked' })).toBeEnabled();
  });

  it('Esc on the map leaves TV Mode and restores the lock, as the overlay’s own Esc does', async () => {
    const { user } = renderMap();
    await screen.findByRole('button', { name: '1-01, Ana Silva, Not in, Not checked in yet' });
    await user.click(screen.getByRole('button', { name: 'TV Mode' }));
    expect(screen.getByRole('complementary', { name: 'TV Mode' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('complementary', { name: 'TV Mode' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'TV Mode' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Locked' })).toBeEnabled();
  });
});

function vi_fetchUrl(index: number): string {
  return (fetch as unknown as { mock: { calls: [string][] } }).mock.calls[index]![0];
}
