import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@stationboard/domain/messages';
import type { QuarterTiming } from '@stationboard/domain/quarters/select-quarter';
import type { Role } from '@stationboard/domain/roles/roles';
import type { DemandLine } from '@stationboard/domain/schemas/demand';
import type { Station } from '@stationboard/domain/schemas/floor-map';
import { fail, fakeApi, ok } from '../../../testing/fake-api.ts';
import { setRealtimeStatus } from '../../../lib/realtime-status.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import type { UncheckedIn } from '../api/get-unchecked-in.ts';
import { CENTER_ID, quarter, station, stats, uncheckedRow } from '../testing/fixtures.ts';
import { DashboardScreen } from './dashboard-screen.tsx';

const QUARTERS = [quarter(1, '07:00:00', '09:30:00'), quarter(2, '09:45:00', '12:00:00'), quarter(3, '12:30:00', '15:00:00')];
const Q2 = QUARTERS[1]!;
const STATS = `GET /api/quarters/${Q2.id}/stats`;
const CHECK_IN = 'POST /api/employees/manual-check-in';
const ISSUES = `GET /api/quarters/schedule/${CENTER_ID}/issues`;
const STATION_1_02 = 'eeeeeeee-eeee-4eee-8eee-000000000102';
const STATION_4_01 = 'eeeeeeee-eeee-4eee-8eee-000000000401';

type Issues = {
  date: string;
  empty_critical_stations: unknown[];
  missing_future_assignments: unknown[];
  indirect_over_limit: unknown[];
  overlapping_quarters: [string, string][];
};
const NO_ISSUES: Issues = {
  date: '2026-03-02',
  empty_critical_stations: [],
  missing_future_assignments: [],
  indirect_over_limit: [],
  overlapping_quarters: [],
};
let issues: Issues;

const FORECAST = { rostered: 240, weeks: 8, is_short_history: false, rate: 212 / 240, low: 0.84, high: 0.91, expected: 212 };
const ROSTER = {
  date: '2026-03-02',
  today: '2026-03-02',
  shifts: [
    {
      shift: 'day',
      rostered: 240,
      planned: 230,
      checked_in: 180,
      rostered_not_planned: [{ id: 'cccccccc-cccc-4ccc-8ccc-000000000009', name: 'Noa Park', employee_id: 'npark' }],
      forecast: FORECAST,
      quarters: [],
    },
  ],
};

type Handlers = Parameters<typeof fakeApi>[0];

let floor: Station[];
let demandLines: DemandLine[];
let unchecked: UncheckedIn[];
let user: ReturnType<typeof userEvent.setup>;

function setup({ role = 'MANAGER', handlers = {}, quarters = QUARTERS }: { role?: Role; handlers?: Handlers; quarters?: QuarterTiming[] } = {}) {
  const api = fakeApi({
    [STATS]: ({ url }) => {
      expect(url.searchParams.get('assignment_date')).toBe('2026-03-02');
      return ok(stats());
    },
    'GET /api/stations': ({ url }) => {
      expect(url.searchParams.get('quarter_id')).toBe(Q2.id);
      return ok(floor);
    },
    'GET /api/employees/indirect-assignment-stats': ({ url }) => {
      // Sunday 1 to Saturday 7 March 2026.
      expect([url.searchParams.get('start_date'), url.searchParams.get('end_date')]).toEqual(['2026-03-01', '2026-03-07']);
      return ok([
        {
          employee_id: 'cccccccc-cccc-4ccc-8ccc-000000000001',
          employee_name: 'Ava Mendoza',
          employee_reference_id: 'amendoza',
          assignment_hours: 22.5,
          hours_worked: 12.5,
          hours_planned: 10,
          is_over_limit: true,
        },
        {
          employee_id: 'cccccccc-cccc-4ccc-8ccc-000000000002',
          employee_name: 'Kim Lee',
          employee_reference_id: 'klee',
          assignment_hours: 20,
          hours_worked: 20,
          hours_planned: 0,
          is_over_limit: false,
        },
      ]);
    },
    'GET /api/employees/missing-assignments': ({ url }) => {
      expect(url.searchParams.get('current_quarter_id')).toBe(Q2.id);
      return ok([
        {
          employee_id: 'cccccccc-cccc-4ccc-8ccc-000000000003',
          employee_name: 'Zoe Ibrahim',
          current_quarter_name: 'Q2',
          missing_quarters: ['Q3', 'Q4'],
          missing_stations: [
            { quarter_id: QUARTERS[2]!.id, quarter_name: 'Q3', quarter_number: 3, date: '2026-03-02', station_id: STATION_1_02, station_code: '1-02' },
            {
              quarter_id: 'dddddddd-dddd-4ddd-8ddd-000000000004',
              quarter_name: 'Q4',
              quarter_number: 4,
              date: '2026-03-02',
              station_id: STATION_1_02,
              station_code: '1-02',
            },
          ],
        },
      ]);
    },
    'GET /api/roster/call-out-openings': ({ url }) => {
      expect(url.searchParams.get('date')).toBe('2026-03-02');
      return ok([
        {
          employee_name: 'Liam Ortiz',
          station_id: STATION_1_02,
          station_code: '1-02',
          quarter_id: Q2.id,
          quarter_name: 'Q2',
          quarter_number: 2,
          date: '2026-03-02',
        },
      ]);
    },
    'GET /api/employees/unchecked-in': ({ url }) => {
      expect(url.searchParams.get('quarter_number')).toBe('2');
      return ok(unchecked);
    },
    [ISSUES]: () => ok(issues),
    'GET /api/roster/summary': ({ url }) => {
      expect(url.searchParams.get('date')).toBe('2026-03-02');
      return ok(ROSTER);
    },
    'GET /api/demand/2026-03-02': () => ok({ date: '2026-03-02', lines: demandLines }),
    [CHECK_IN]: ({ body }) => {
      const { assignment_id } = body as { assignment_id: string };
      unchecked = unchecked.filter((row) => row.assignment_id !== assignment_id);
      return ok({ assignment_id, checked_in: true, checked_in_at: '2026-03-02T19:00:00.000Z' });
    },
    ...handlers,
  });
  const refreshQuarters = vi.fn(async () => quarters);
  renderWithProviders(
    <DashboardScreen
      centerId={CENTER_ID}
      timeZone="America/Los_Angeles"
      role={role}
      quarters={quarters}
      quartersError={null}
      refreshQuarters={refreshQuarters}
    />,
  );
  return { api, refreshQuarters };
}

const region = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });
const notCheckedIn = () => region('Employees Not Checked In');
/** A counter's figure, by its label. */
const counter = (label: string) => within(screen.getByLabelText('Staffing counters')).getByText(label).nextElementSibling;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-03-02T11:00:00-08:00'));
  user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  floor = [
    station('1-01', { line: 1, staffed: true }),
    station('1-02', { line: 1 }),
    station('1-03', { line: 1, active: false }),
    station('4-01', { line: 4, staffed: true, critical: true }),
    station('IND-1', { line: null, type: 'INDIRECT', staffed: true }),
  ];
  unchecked = [uncheckedRow('Noah Park', '1-01'), uncheckedRow('Mia Chen', '2-03')];
  issues = NO_ISSUES;
  demandLines = [];
});

describe('DashboardScreen', () => {
  it('shows the current quarter with its status, counters, headcount text and the week of indirect hours', async () => {
    setup();
    const quarterBox = screen.getByRole('region', { name: 'Current quarter' });
    expect(within(quarterBox).getByText('Q2')).toBeInTheDocument();
    expect(within(quarterBox).getByText('09:45–12:00')).toBeInTheDocument();
    expect(within(quarterBox).getByRole('status')).toHaveTextContent('Active until 12:00');
    expect(within(quarterBox).queryByText(MESSAGES.activeBadge)).not.toBeInTheDocument();

    expect(await screen.findByLabelText('Headcount text')).toHaveTextContent('Main Line: 24 SAP: 6 Indirects: 10 Ratio: 3.0');
    expect(counter('Total')).toHaveTextContent('40');
    expect(counter('Efficiency')).toHaveTextContent('80%');

    const hours = region('Indirect Assignment Hours');
    expect(within(hours).getByText('2026-03-01 – 2026-03-07')).toBeInTheDocument();
    expect(within(within(hours).getByText('Ava Mendoza').closest('tr')!).getByText('Over Limit')).toBeInTheDocument();
    expect(within(within(hours).getByText('Kim Lee').closest('tr')!).getByText('Within Limit')).toBeInTheDocument();

    const missing = region('Employees Needing Future Quarter Assignments');
    expect(within(missing).getByRole('list', { name: 'Missing quarters of Zoe Ibrahim' })).toHaveTextContent('Q3Q4');
  });

  it('lists the stations a call-out left open on the day, each a link to its popover (decision 153)', async () => {
    setup();
    const openings = region('Open after call-outs');
    const row = (await within(openings).findByText('Liam Ortiz')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Open 1-02 in Q2' })).toHaveAttribute('href', `/q/2?station=${STATION_1_02}&date=2026-03-02`);
  });

  it('marks the current quarter with the Active badge when it is flagged active', () => {
    setup({ quarters: QUARTERS.map((q) => ({ ...q, is_active: q.id === Q2.id })) });
    const quarterBox = screen.getByRole('region', { name: 'Current quarter' });
    expect(within(quarterBox).getByText('Q2')).toBeInTheDocument();
    expect(within(quarterBox).getByText(MESSAGES.activeBadge)).toBeInTheDocument();
  });

  it("shows Live while the realtime connection is joined, and 'Offline' when it drops", async () => {
    setup();
    expect(screen.getByText('Offline')).toBeInTheDocument();
    act(() => setRealtimeStatus('joined'));
    expect(screen.getByText('Live')).toBeInTheDocument();
    act(() => setRealtimeStatus('offline'));
    expect(screen.getByText('Offline')).toBeInTheDocument();
  });

  it('counts staffed over active stations per line card, each card opening that tab of the current quarter', async () => {
    setup();
    const panel = region('Line Assignments');
    const line1 = await within(panel).findByRole('link', { name: 'Line 1: 1 of 2 staffed' });
    expect(line1).toHaveAttribute('href', '/q/2?tab=line1');
    expect(within(panel).getByRole('link', { name: 'Line 4 (SAP): 1 of 1 staffed' })).toHaveAttribute('href', '/q/2?tab=line4');
    expect(within(panel).getByRole('link', { name: 'Indirects: 1 of 1 staffed' })).toHaveAttribute('href', '/q/2?tab=indirects');
    expect(within(panel).getByRole('link', { name: 'Critical: 1 of 1 staffed' })).toHaveAttribute('href', '/q/2?tab=criticals');
  });

  it('shows no zero while the counters load or after they fail: placeholders, the error banner, and Copy disabled until real figures come', async () => {
    let answer: 'fail' | 'wait' | 'ok' = 'wait';
    let release: () => void = () => undefined;
    setup({
      handlers: {
        [STATS]: async () => {
          if (answer === 'wait') await new Promise<void>((resolve) => (release = resolve));
          return answer === 'ok' ? ok(stats()) : fail(500, '');
        },
      },
    });
    // Loading: dashes, a busy list, nothing to copy.
    expect(await screen.findByText('Noah Park')).toBeInTheDocument();
    expect(counter('Total')).toHaveTextContent('—Loading...');
    expect(screen.getByLabelText('Staffing counters')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeDisabled();
    expect(screen.getByLabelText('Headcount text')).not.toHaveTextContent('0');

    // Failed: the spec's banner, still no zero anywhere, Copy still disabled.
    answer = 'fail';
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.dashboardLoadFailed);
    for (const label of ['Total', 'Line associates', 'Indirects', 'Ratio', 'Wildcards', 'Efficiency'])
      expect(counter(label)).toHaveTextContent(`—${MESSAGES.figureNotLoaded}`);
    expect(screen.getByLabelText('Headcount text')).toHaveTextContent(MESSAGES.figureNotLoaded);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeDisabled();

    // Refresh brings the figures: the banner goes and Copy works.
    answer = 'ok';
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await vi.waitFor(() => expect(counter('Total')).toHaveTextContent('40'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeEnabled();
  });

  it('shows hours worked apart from hours still planned, judging the limit on both', async () => {
    setup();
    const row = (await within(region('Indirect Assignment Hours')).findByText('Ava Mendoza')).closest('tr')!;
    expect([...row.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['Ava Mendoza', 'amendoza', '12.5', '10', 'Over Limit']);
    expect(within(region('Indirect Assignment Hours')).getByText(MESSAGES.indirectLimitJudges)).toBeInTheDocument();
  });

  it('leads every row to its station: Not Checked In in the current quarter, each missing quarter where the rotation goes', async () => {
    setup();
    const noah = (await within(notCheckedIn()).findByText('Noah Park')).closest('tr')!;
    expect(within(noah).getByRole('link', { name: 'Open 1-01 in Q2' })).toHaveAttribute('href', `/q/2?station=${unchecked[0]!.station_id}&date=2026-03-02`);
    const missing = region('Employees Needing Future Quarter Assignments');
    expect(await within(missing).findByRole('link', { name: 'Open 1-02 in Q3' })).toHaveAttribute('href', `/q/3?station=${STATION_1_02}&date=2026-03-02`);
    expect(within(missing).getByRole('link', { name: 'Open 1-02 in Q4' })).toHaveAttribute('href', `/q/4?station=${STATION_1_02}&date=2026-03-02`);
  });

  it("shows the server's schedule issues with the same links: empty critical stations still ahead, people over the limit, overlapping quarters", async () => {
    issues = {
      ...NO_ISSUES,
      empty_critical_stations: [
        {
          quarter_id: QUARTERS[0]!.id,
          quarter_name: 'Q1',
          quarter_number: 1,
          date: '2026-03-02',
          has_ended: true,
          station_codes: ['1-02'],
          stations: [{ id: STATION_1_02, station_code: '1-02' }],
        },
        {
          quarter_id: QUARTERS[2]!.id,
          quarter_name: 'Q3',
          quarter_number: 3,
          date: '2026-03-02',
          has_ended: false,
          station_codes: ['4-01'],
          stations: [{ id: STATION_4_01, station_code: '4-01' }],
        },
      ],
      indirect_over_limit: [
        {
          employee_id: 'cccccccc-cccc-4ccc-8ccc-000000000001',
          employee_name: 'Ava Mendoza',
          employee_reference_id: 'amendoza',
          assignment_hours: 22.5,
          hours_worked: 12.5,
          hours_planned: 10,
          is_over_limit: true,
          next_indirect: {
            quarter_id: QUARTERS[2]!.id,
            quarter_name: 'Q3',
            quarter_number: 3,
            date: '2026-03-02',
            station_id: STATION_1_02,
            station_code: 'IND-1',
          },
        },
      ],
      overlapping_quarters: [['Q2', 'Q3']],
    };
    setup();
    const panel = region('Schedule issues');
    const critical = await within(panel).findByRole('region', { name: 'Critical stations still empty' });
    // Q1 is over: nothing to fix there any more.
    expect(
      within(critical)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['Open 4-01 in Q3']);
    expect(within(critical).getByRole('link')).toHaveAttribute('href', `/q/3?station=${STATION_4_01}&date=2026-03-02`);
    const limit = within(panel).getByRole('region', { name: 'Over the weekly indirect hours limit' });
    expect(limit).toHaveTextContent('Ava Mendoza 12.5 h worked + 10 h planned Q3 IND-1');
    expect(within(limit).getByRole('link', { name: 'Open IND-1 in Q3' })).toBeInTheDocument();
    const overlaps = within(panel).getByRole('region', { name: 'Overlapping quarters' });
    expect(overlaps).toHaveTextContent('Q2 overlaps Q3');
    expect(within(overlaps).getByRole('link', { name: 'Open the Quarters tab' })).toHaveAttribute('href', '/planner?tab=quarters');
  });

  it('says when the day has no schedule issues', async () => {
    setup();
    expect(await within(region('Schedule issues')).findByText('No schedule issues today')).toBeInTheDocument();
  });

  it("says 'Failed to load station data' in red, with the server's own message when it gave one", async () => {
    setup({ handlers: { 'GET /api/stations': () => fail(503, 'Stations are being rebuilt') } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Stations are being rebuilt');
  });

  it("shows the day's rostered, planned, checked in and expected per shift, and lists the rostered not planned", async () => {
    setup();
    const shift = await screen.findByRole('region', { name: 'Day shift' });
    const figure = (label: string) => within(shift).getByText(label).nextElementSibling;
    expect(figure('Rostered')).toHaveTextContent('240');
    expect(figure('Planned')).toHaveTextContent('230');
    expect(figure('Checked in')).toHaveTextContent('180');
    expect(figure('Expected')).toHaveTextContent('212');
    expect(within(shift).getByText('expected 212 of 240 (88%, range 84-91%)')).toBeInTheDocument();
    // 230 planned at 88.3%: 261 to roster.
    expect(within(shift).getByText('To have 230 on the floor, roster 261')).toBeInTheDocument();
    await user.click(within(shift).getByText('1 rostered, not planned'));
    expect(within(shift).getByRole('listitem')).toHaveTextContent('Noa Park npark');
  });

  it("shows the current quarter's demand per line, counting who checked in while it runs, and marks a short line in words", async () => {
    const figures = { basis: 'volume' as const, units: 1200 };
    demandLines = [
      { ...figures, quarter_id: Q2.id, line: 1, required: 6, planned: 6, expected: 6, checked_in: 4 },
      { ...figures, quarter_id: Q2.id, line: 2, required: 3, planned: 3, expected: 2, checked_in: 3 },
      { ...figures, quarter_id: QUARTERS[2]!.id, line: 1, required: 9, planned: 0, expected: null, checked_in: 0 },
    ];
    setup();
    const panel = await screen.findByRole('region', { name: 'Demand, Q2' });
    expect(within(within(panel).getByRole('region', { name: 'Line 1' })).getByText('Short by 2')).toBeInTheDocument();
    expect(within(within(panel).getByRole('region', { name: 'Line 2' })).getByText('Covered')).toBeInTheDocument();
    expect(within(panel).getAllByRole('region')).toHaveLength(2);
  });

  it('shows no demand panel on a day without volume', async () => {
    setup();
    await screen.findByRole('region', { name: 'Day shift' });
    expect(screen.queryByRole('region', { name: /^Demand/ })).not.toBeInTheDocument();
  });

  it('pages the tables 5 rows at a time', async () => {
    unchecked = Array.from({ length: 7 }, (_, i) => uncheckedRow(`Person ${i + 1}`, `1-0${i + 1}`));
    setup();
    await within(notCheckedIn()).findByText('Person 1');
    expect(within(notCheckedIn()).getAllByRole('row')).toHaveLength(6);
    expect(within(notCheckedIn()).getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(within(notCheckedIn()).getByRole('button', { name: 'Next page' }));
    expect(within(notCheckedIn()).getAllByRole('row')).toHaveLength(3);
    expect(within(notCheckedIn()).getByText('Person 7')).toBeInTheDocument();
    expect(within(notCheckedIn()).queryByText('Person 1')).toBeNull();
    // Two rows of indirect hours fit on one page: no pager there.
    expect(within(region('Indirect Assignment Hours')).queryByRole('navigation')).toBeNull();
  });

  it('lets a manager check a person in by hand, and the row goes', async () => {
    const noah = unchecked[0]!;
    const { api } = setup({ role: 'MANAGER' });
    const row = (await within(notCheckedIn()).findByText('Noah Park')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Manual check-in: Noah Park' }));
    await vi.waitFor(() => expect(within(notCheckedIn()).queryByText('Noah Park')).toBeNull());
    expect(within(notCheckedIn()).getByText('Mia Chen')).toBeInTheDocument();
    expect(api.bodies[CHECK_IN]).toEqual([{ assignment_id: noah.assignment_id }]);
  });

  it("shows a viewer 'Not Checked In' instead of the button", async () => {
    setup({ role: 'VIEW' });
    const row = (await within(notCheckedIn()).findByText('Noah Park')).closest('tr')!;
    expect(within(row).getByText('Not Checked In')).toBeInTheDocument();
    expect(within(notCheckedIn()).queryByRole('button', { name: /Manual check-in/ })).toBeNull();
  });

  it('says a check-in failed, keeps the row, and clears the message after 5 s', async () => {
    setup({ handlers: { [CHECK_IN]: () => fail(500, '') } });
    const row = (await within(notCheckedIn()).findByText('Noah Park')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Manual check-in: Noah Park' }));
    expect(await within(notCheckedIn()).findByRole('alert')).toHaveTextContent('Failed to check in employee');
    expect(within(notCheckedIn()).getByText('Noah Park')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4_900));
    expect(within(notCheckedIn()).getByRole('alert')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(within(notCheckedIn()).queryByRole('alert')).toBeNull();
  });

  it('reports a failed Refresh, while a failed background reload stays silent', async () => {
    let isDown = false;
    setup({ handlers: { 'GET /api/employees/unchecked-in': () => (isDown ? fail(500, '') : ok(unchecked)) } });
    await within(notCheckedIn()).findByText('Noah Park');
    isDown = true;
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(notCheckedIn()).getByText('Noah Park')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to refresh dashboard data');
  });
});
