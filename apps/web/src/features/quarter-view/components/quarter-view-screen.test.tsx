import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation, useNavigationType, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@stationboard/domain/messages';
import type { Role } from '@stationboard/domain/roles/roles';
import type { Assignment, Station } from '@stationboard/domain/schemas/floor-map';
import { nextStationHint } from '@stationboard/domain/stations/next-station';
import { ZERO_STATS } from '../../../components/staffing/staffing-counters.tsx';
import { GEG1, fail, fakeApi, ok } from '../../../testing/fake-api.ts';
import { assignmentRecord, stationOfType, stationRecord, testUuid } from '../../../testing/records.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import type { Quarter } from '@stationboard/domain/schemas/quarter-record';
import { QuarterViewScreen, type QuarterViewPopoverProps } from './quarter-view-screen.tsx';

const CENTER_ID = GEG1.id;
function quarter(n: number, overrides: Partial<Quarter> = {}): Quarter {
  return {
    id: testUuid('4'),
    quarter_name: `Q${n}`,
    quarter_number: n,
    start_time: '01:00:00',
    end_time: '02:00:00',
    shift: 'front_half_day',
    is_active: false,
    fulfillment_center_id: CENTER_ID,
    ...overrides,
  };
}

/** Q2 is flagged active, so it is the current quarter whatever the clock says. */
const QUARTERS = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => quarter(n, { is_active: n === 2 }));
const Q2 = QUARTERS[1]!;

function person(stationId: string, name: string, alias: string, wildcard = false): Assignment {
  return assignmentRecord(name, {
    station_id: stationId,
    station_code: 'X',
    quarter_id: Q2.id,
    assignment_date: '2026-11-21',
    employee: { name, employee_id: alias },
    is_wildcard: wildcard,
    wildcard_assignment: wildcard ? { id: testUuid('c') } : null,
  });
}

/** A station on the map, of the LINE or INDIRECT type its code suggests unless `type` names one. */
function station(code: string, { type, who, ...overrides }: Partial<Station> & { type?: string; who?: [string, string, boolean?] } = {}): Station {
  const id = testUuid('5');
  const fields = { id, position_x: 100, position_y: 100, current_assignment: who ? person(id, who[0], who[1], who[2]) : null, ...overrides };
  return type ? stationOfType(code, type, fields) : stationRecord(code, fields);
}

const STATIONS = [
  station('1-01', { who: ['Ana Silva', 'asilva'], is_critical: true }),
  station('1-02', { who: ['Ben Ode', 'bode', true] }),
  station('1-03'),
  station('1-04', { is_active: false }),
  station('2-01', { who: ['Cy Park', 'cpark'] }),
  station('Water Spider-L1', { line_number: 1, position_y: 120 }),
  station('Problem Solve', { position_x: 100, position_y: 600, who: ['Dee Ray', 'dray'] }),
  station('PIT Driver', { position_x: 250, position_y: 630 }),
  station('Yard Marshal', { type: 'ADDITIONAL_INDIRECTS', position_y: 800, who: ['Eve Lin', 'elin'] }),
];

type Handlers = Parameters<typeof fakeApi>[0];

/** Decision 161: the demand of the days the tests show, with no volume entered unless a test gives some. */
const NO_DEMAND: Handlers = Object.fromEntries(
  ['2026-03-01', '2026-03-02', '2026-03-03'].map((date) => [`GET /api/demand/${date}`, () => ok({ date, lines: [] })]),
);

function Probe() {
  const location = useLocation();
  return (
    <output aria-label="location" data-navigation={useNavigationType()}>
      {location.pathname}
      {location.search}
    </output>
  );
}

/**
 * Stands in for the floor map's popover: shows what it was given, with the hint the real one
 * words from the walk, and lets the test answer for it.
 */
function FakePopover({ station: s, quarter: q, onConflict, onAssigned, onClose, onNext, walk }: QuarterViewPopoverProps) {
  return (
    <div role="dialog" aria-label={`Station ${s.station_code}`}>
      {s.station_code} in {q.quarter_name}
      <p>{nextStationHint(s, walk)}</p>
      <button type="button" onClick={() => onConflict(STATIONS[4]!.id)}>
        fake conflict on 2-01
      </button>
      <button type="button" onClick={() => onAssigned(s.id)}>
        fake assigned
      </button>
      <button type="button" onClick={onClose}>
        fake close
      </button>
      <button type="button" onClick={(event) => (event.currentTarget.dataset.moved = String(onNext()))}>
        fake next
      </button>
    </div>
  );
}

function Screen({ role, quarters }: { role: Role; quarters: Quarter[] | null }) {
  const { n } = useParams();
  return (
    <QuarterViewScreen
      centerId={CENTER_ID}
      timeZone="America/Los_Angeles"
      role={role}
      routeKey={Number(n)}
      quarters={quarters ?? undefined}
      quartersError={quarters ? null : new Error('boom')}
      refreshQuarters={async () => quarters}
      StationPopover={FakePopover}
    />
  );
}

function renderScreen({ route = '/q/2', role = 'MANAGER' as Role, quarters = QUARTERS as Quarter[] | null, stations = STATIONS, extra = {} as Handlers } = {}) {
  const api = fakeApi({
    ...NO_DEMAND,
    'GET /api/stations': () => ok(stations),
    [`GET /api/quarters/${Q2.id}/stats`]: () => ok({ ...ZERO_STATS, total: 5, indirects: 2, ratio: 1.5 }),
    ...extra,
  });
  const view = renderWithProviders(
    <>
      <Routes>
        <Route path="/q/:n" element={<Screen role={role} quarters={quarters} />} />
      </Routes>
      <Probe />
    </>,
    { route },
  );
  return { ...view, api, user: userEvent.setup() };
}

const location = () => screen.getByRole('status', { name: 'location' });
const tile = (code: string) => document.querySelector(`[data-station-code="${code}"]`) as HTMLElement;

describe('QuarterViewScreen', () => {
  // Inside the fixture quarters' 01:00-02:00, where Q2's active flag holds (decision 080).
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-03-02T01:30:00-08:00'));
    // jsdom lays nothing out, so it has no scrolling; a followed link scrolls its tile into view.
    Element.prototype.scrollIntoView ??= () => undefined;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('replaces a link to another quarter with the current one on first load, keeping the tab', async () => {
    renderScreen({ route: '/q/7?tab=line2' });
    await waitFor(() => expect(location()).toHaveTextContent('/q/2?tab=line2'));
    expect(location()).toHaveAttribute('data-navigation', 'REPLACE');
    expect(await screen.findByRole('heading', { name: /Quarter Q2/ })).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
  });

  it('at 12:10, with Q2 (09:45–12:00) still flagged, says it is a break and when Q3 starts, and shows no Active badge (decision 136)', async () => {
    vi.setSystemTime(new Date('2026-03-02T12:10:00-08:00'));
    const day = [
      quarter(1, { start_time: '07:00:00', end_time: '09:30:00' }),
      quarter(2, { start_time: '09:45:00', end_time: '12:00:00', is_active: true }),
      quarter(3, { start_time: '12:30:00', end_time: '15:00:00' }),
    ];
    renderScreen({ route: '/q/2', quarters: day, extra: { [`GET /api/quarters/${day[2]!.id}/stats`]: () => ok(ZERO_STATS) } });
    await waitFor(() => expect(location()).toHaveTextContent('/q/3'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quarter Q3' })).toBeInTheDocument();
    expect(screen.getByText('Break · Q3 starts at 12:30')).toHaveAttribute('role', 'status');
    expect(screen.queryByText('Active')).not.toBeInTheDocument();
  });

  it('shows the demand of the quarter on the day planned, a line short of its required heads said so', async () => {
    const line = { quarter_id: Q2.id, basis: 'volume' as const, expected: null, checked_in: 0 };
    renderScreen({
      route: '/q/2?date=2026-03-03',
      extra: {
        'GET /api/demand/2026-03-03': () =>
          ok({
            date: '2026-03-03',
            lines: [
              { ...line, line: 1, units: 800, required: 4, planned: 2 },
              { ...line, line: 2, units: 300, required: 2, planned: 2 },
            ],
          }),
      },
    });
    const panel = await screen.findByRole('region', { name: 'Demand, Q2' });
    expect(within(within(panel).getByRole('region', { name: 'Line 1' })).getByText('Short by 2')).toBeInTheDocument();
    expect(within(within(panel).getByRole('region', { name: 'Line 2' })).getByText('Covered')).toBeInTheDocument();
  });

  it('stays on another quarter chosen in the pager after the first load', async () => {
    const { user } = renderScreen();
    const pager = await screen.findByRole('navigation', { name: 'Quarters' });
    expect(
      within(pager)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Q1', 'Q2', 'Q3', 'Q4']);
    expect(within(pager).getByRole('img', { name: 'current quarter' }).closest('a')).toHaveTextContent('Q2');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(within(pager).getByRole('link', { name: 'Q7' }));
    await waitFor(() => expect(location()).toHaveTextContent('/q/7'));
    expect(location()).toHaveAttribute('data-navigation', 'PUSH');
    expect(await screen.findByRole('heading', { name: /Quarter Q7/ })).toBeInTheDocument();
  });

  it('shows Line 1 by default with each tile’s name, employee ID and status, and every tab’s count', async () => {
    renderScreen();
    await screen.findByRole('button', { name: '1-01, Ana Silva (asilva), Not checked in yet, Assigned' });
    expect(screen.getByRole('button', { name: '1-02, Ben Ode (bode), Not checked in yet, Wildcard' })).toHaveAttribute('data-status', 'wildcard');
    expect(screen.getByRole('button', { name: '1-03, Unassigned, Empty' })).toHaveAttribute('data-status', 'empty');
    expect(screen.getByRole('button', { name: '1-04, Unassigned, Empty, Inactive' })).toHaveAttribute('data-inactive', 'true');
    expect(within(tile('1-01')).getByText('asilva')).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    // Inactive stations count in neither figure; an indirect role on line 1 counts under Indirects.
    expect(tabs).toEqual(['Line 1(2/3)', 'Line 2(1/1)', 'Line 3(0/0)', 'Line 4 (SAP)(0/0)', 'Indirects(2/4)', 'Critical(1/1)']);
    expect(screen.getByRole('tab', { name: /Line 1/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('switches tabs through the URL and writes the tab into the URL', async () => {
    const { user } = renderScreen({ route: '/q/2?tab=line2' });
    expect(await screen.findByRole('button', { name: '2-01, Cy Park (cpark), Not checked in yet, Assigned' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^1-01/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Line 3/ }));
    expect(location()).toHaveTextContent('/q/2?tab=line3');
    expect(screen.getByText('No stations found for Line 3')).toBeInTheDocument();
  });

  it('lays out the Indirects tab as Additional Indirects, Line Stations per line and Other Indirect Stations', async () => {
    renderScreen({ route: '/q/2?tab=indirects' });
    const additional = await screen.findByRole('region', { name: 'Additional Indirects' });
    expect(within(additional).getByRole('heading')).toHaveTextContent('Additional Indirects(1/1)');
    const lines = screen.getByRole('region', { name: 'Line Stations' });
    expect(within(lines).getByRole('list', { name: 'Line 1 indirect stations' })).toHaveTextContent('Water Spider-L1');
    const others = screen.getByRole('region', { name: 'Other Indirect Stations' });
    expect(within(others).getByRole('list', { name: 'Floor row 1' }).textContent).toMatch(/Problem Solve.*PIT Driver/);
  });

  it('says when there are no additional indirect roles or critical stations', async () => {
    const { user } = renderScreen({ route: '/q/2?tab=indirects', stations: [station('1-01')] });
    expect(await screen.findByText('No additional indirect roles assigned')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Critical/ }));
    expect(screen.getByText('No critical stations configured')).toBeInTheDocument();
  });

  it('opens the popover for a tile, and a conflict highlights the other station and its tab until an assignment works', async () => {
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: '1-03, Unassigned, Empty' }));
    const popover = screen.getByRole('dialog', { name: 'Station 1-03' });
    expect(popover).toHaveTextContent('1-03 in Q2');
    await user.click(within(popover).getByRole('button', { name: 'fake conflict on 2-01' }));
    expect(screen.getByRole('tab', { name: /Line 2/ })).toHaveAttribute('data-conflict', 'true');
    await user.click(within(popover).getByRole('button', { name: 'fake assigned' }));
    expect(screen.getByRole('tab', { name: /Line 2/ })).not.toHaveAttribute('data-conflict');
    await user.click(screen.getByRole('tab', { name: /Line 2/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('walks the popover on to the next active tile of the line, wrapping from the last to the first', async () => {
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: /^1-02/ }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Tab moves through Line 1 stations only.');
    await user.click(screen.getByRole('button', { name: 'fake next' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Station 1-03');
    expect(screen.getByRole('button', { name: /^1-03/ })).toHaveAttribute('aria-expanded', 'true');
    // 1-04 is switched off: the walk goes round to 1-01.
    const next = screen.getByRole('button', { name: 'fake next' });
    await user.click(next);
    expect(next).toHaveAttribute('data-moved', 'true');
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Station 1-01');
    expect(screen.getByRole('button', { name: /^1-01/ })).toHaveAttribute('aria-expanded', 'true');
  });

  it('walks the Indirects tab in station-code order, as the map does, not in the order the sections show', async () => {
    const { user } = renderScreen({ route: '/q/2?tab=indirects' });
    await user.click(await screen.findByRole('button', { name: /^Yard Marshal/ }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Tab moves through indirect stations only.');
    const walked = [];
    for (let i = 0; i < 4; i += 1) {
      await user.click(screen.getByRole('button', { name: 'fake next' }));
      walked.push(screen.getByRole('dialog').getAttribute('aria-label'));
    }
    expect(walked).toEqual(['Station PIT Driver', 'Station Problem Solve', 'Station Water Spider-L1', 'Station Yard Marshal']);
  });

  it('walks the critical stations of every line and kind on the Critical tab, wrapping, and says so in the hint', async () => {
    const critical = new Set(['2-01', 'Yard Marshal']);
    const { user } = renderScreen({
      route: '/q/2?tab=criticals',
      stations: STATIONS.map((s) => (critical.has(s.station_code) ? { ...s, is_critical: true } : s)),
    });
    await user.click(await screen.findByRole('button', { name: /^1-01/ }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Tab moves through critical stations only.');
    expect(screen.getByRole('dialog')).not.toHaveTextContent('Line 1');
    const walked = [];
    for (let i = 0; i < 3; i += 1) {
      await user.click(screen.getByRole('button', { name: 'fake next' }));
      walked.push(screen.getByRole('dialog').getAttribute('aria-label'));
    }
    expect(walked).toEqual(['Station 2-01', 'Station Yard Marshal', 'Station 1-01']);
    expect(screen.getByRole('button', { name: /^1-01/ })).toHaveAttribute('aria-expanded', 'true');
  });

  it('gives VIEW plain tiles, no popover and no line toggle', async () => {
    renderScreen({ role: 'VIEW' });
    expect(await screen.findByRole('group', { name: '1-01, Ana Silva (asilva), Not checked in yet, Assigned' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^1-01/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Line$/ })).not.toBeInTheDocument();
  });

  it('asks before deactivating a line, counting people in the current quarter, and shows a refusal in the server’s words', async () => {
    const preview = {
      line_number: 1,
      action: 'deactivate',
      stations: [
        { id: STATIONS[0]!.id, station_code: '1-01', is_indirect: false },
        { id: STATIONS[1]!.id, station_code: '1-02', is_indirect: false },
        { id: STATIONS[5]!.id, station_code: 'Water Spider-L1', is_indirect: true },
      ],
      kept_off: [],
      quarter_name: 'Q2',
      assigned_now: 2,
    };
    let asked: URL | null = null;
    const { user } = renderScreen({
      extra: {
        'GET /api/stations/lines/1/activation': ({ url }) => {
          asked = url;
          return ok(preview);
        },
        'POST /api/stations/lines/1/activation': () => fail(409, 'Database is busy'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Deactivate Line' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Line 1?' });
    expect(await within(dialog).findByText(MESSAGES.lineStationsGoOff(3))).toBeInTheDocument();
    expect(dialog).toHaveTextContent(MESSAGES.lineIndirectRolesAmong(1));
    expect(dialog).toHaveTextContent(MESSAGES.linePeopleAssignedNow(2, 'Q2'));
    // "Now" is the quarter this screen's clock calls current: Q2, flagged active.
    expect(asked!.searchParams.get('quarter_id')).toBe(Q2.id);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate Line 1' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Database is busy');
  });

  it("shows no zero while the counters load or after they fail: dashes, and the spec's banner on failure", async () => {
    let release: () => void = () => undefined;
    renderScreen({
      extra: {
        [`GET /api/quarters/${Q2.id}/stats`]: async () => {
          await new Promise<void>((resolve) => (release = resolve));
          return fail(500, '');
        },
      },
    });
    await screen.findByRole('button', { name: /^1-01/ });
    const total = within(screen.getByLabelText('Staffing counters')).getByText('Total').nextElementSibling;
    expect(total).toHaveTextContent('—Loading...');
    act(() => release());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load quarter data. Please try again.');
    expect(total).toHaveTextContent('—Not loaded');
    expect(within(screen.getByLabelText('Staffing counters')).queryByText('0')).toBeNull();
  });

  it("clears the previous quarter's tiles when another quarter is chosen, until its own arrive (spec 2 §4)", async () => {
    const q3 = QUARTERS[2]!;
    let release: () => void = () => undefined;
    const { user } = renderScreen({
      extra: {
        'GET /api/stations': async ({ url }) => {
          if (url.searchParams.get('quarter_id') !== q3.id) return ok(STATIONS);
          await new Promise<void>((resolve) => (release = resolve));
          return ok(STATIONS.map((st) => ({ ...st, current_assignment: null })));
        },
        [`GET /api/quarters/${q3.id}/stats`]: () => ok({ ...ZERO_STATS, total: 0 }),
      },
    });
    await screen.findByRole('button', { name: /^1-01, Ana Silva/ });
    await user.click(within(screen.getByRole('navigation', { name: 'Quarters' })).getByRole('link', { name: 'Q3' }));
    await waitFor(() => expect(location()).toHaveTextContent('/q/3'));
    expect(screen.queryByText('Ana Silva')).toBeNull();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Loading...');
    act(() => release());
    expect(await screen.findByRole('button', { name: '1-01, Unassigned, Empty' })).toBeInTheDocument();
  });

  it('marks on each tile of the current quarter whether its person has checked in, and filters to those not in yet', async () => {
    const ana = STATIONS[0]!;
    const stations = [{ ...ana, current_assignment: { ...ana.current_assignment!, checked_in: true } }, ...STATIONS.slice(1)];
    const { user } = renderScreen({ stations });
    expect(await screen.findByRole('button', { name: '1-01, Ana Silva (asilva), Checked in, Assigned' })).toHaveAttribute('data-arrival', 'checkedIn');
    expect(within(tile('1-02')).getByText('Not checked in yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Not checked in only' }));
    expect(screen.getByRole('button', { name: '1-02, Ben Ode (bode), Not checked in yet, Wildcard' })).toBeInTheDocument();
    expect(tile('1-01')).toBeNull();
    expect(tile('1-03')).toBeNull();
    // Line 2's only person has not checked in either; a tab where everyone has says so.
    await user.click(screen.getByRole('tab', { name: /Critical/ }));
    expect(await screen.findByText('Everyone assigned here has checked in')).toBeInTheDocument();
  });

  it('marks no arrival on a quarter that is not the current one, and offers no filter there', async () => {
    const { user } = renderScreen({ extra: { [`GET /api/quarters/${QUARTERS[2]!.id}/stats`]: () => ok(ZERO_STATS) } });
    await screen.findByRole('button', { name: /^1-01, Ana Silva \(asilva\), Not checked in yet/ });
    await user.click(within(screen.getByRole('navigation', { name: 'Quarters' })).getByRole('link', { name: 'Q3' }));
    expect(await screen.findByRole('button', { name: '1-01, Ana Silva (asilva), Assigned' })).not.toHaveAttribute('data-arrival');
    expect(screen.queryByRole('button', { name: 'Not checked in only' })).toBeNull();
  });

  it("follows a dashboard row's link: the named quarter stays, the station's tab opens with its popover, and the link leaves the address", async () => {
    const q5 = QUARTERS[4]!;
    const cy = STATIONS[4]!;
    renderScreen({ route: `/q/5?station=${cy.id}&date=2026-03-02`, extra: { [`GET /api/quarters/${q5.id}/stats`]: () => ok(ZERO_STATS) } });
    expect(await screen.findByRole('dialog', { name: 'Station 2-01' })).toHaveTextContent('2-01 in Q5');
    await waitFor(() => expect(location()).toHaveTextContent('/q/5?date=2026-03-02&tab=line2'));
    expect(screen.getByRole('tab', { name: /Line 2/ })).toHaveAttribute('aria-selected', 'true');
    expect(location()).toHaveAttribute('data-navigation', 'REPLACE');
  });

  it("brings VIEW to the linked station's tile, which takes the focus, with no popover", async () => {
    const cy = STATIONS[4]!;
    renderScreen({ route: `/q/2?station=${cy.id}`, role: 'VIEW' });
    const group = await screen.findByRole('group', { name: /^2-01, Cy Park/ });
    await waitFor(() => expect(group).toHaveFocus());
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(location()).toHaveTextContent('/q/2?tab=line2'));
  });

  it("says 'Failed to load station data. Please try again.' when the stations cannot load", async () => {
    renderScreen({ extra: { 'GET /api/stations': () => fail(503, '') } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load station data. Please try again.');
  });

  it("says 'Failed to load quarter data. Please try again.' when the quarters cannot load", async () => {
    renderScreen({ quarters: null });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load quarter data. Please try again.');
  });

  it("says 'Failed to refresh quarter data' only when Refresh is pressed", async () => {
    let refuse = false;
    const { user } = renderScreen({ extra: { 'GET /api/stations': () => (refuse ? fail(503, '') : ok(STATIONS)) } });
    await screen.findByRole('button', { name: /^1-01/ });
    refuse = true;
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Refresh' }));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to refresh quarter data');
    expect(screen.getByRole('button', { name: /^1-01/ })).toBeInTheDocument();
  });
});
