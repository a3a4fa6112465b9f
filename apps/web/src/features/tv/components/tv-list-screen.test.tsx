import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Station } from '@stationboard/domain/schemas/floor-map';
import { fail, fakeApi, ok } from '../../../testing/fake-api.ts';
import { setRealtimeStatus } from '../../../lib/realtime-status.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { CENTER_ID, quarter, scanItem, station } from '../testing/fixtures.ts';
import { fakeListLayout } from '../testing/fake-list-layout.ts';
import { TvListScreen } from './tv-list-screen.tsx';

const QUARTERS = [quarter(1, '07:00:00', '09:30:00'), quarter(2, '09:45:00', '12:00:00'), quarter(3, '12:30:00', '15:00:00')];
const AUTO_ASSIGN = 'POST /api/stations/tv-auto-assign';
const SCAN = 'POST /api/stations/tv-badge-scan';
/** Issue 14: every scan carries the kiosk's scan_id and the moment the badge was read (11:00 in the center, give or take the test's own time). */
const SCAN_STAMP = {
  scan_id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
  scanned_at: expect.stringMatching(/^2026-03-02T19:0\d:\d\d\.\d{3}Z$/),
};

let floor: Station[];
let user: ReturnType<typeof userEvent.setup>;

/** The two scan calls' answers, when a test scans. */
function setup(scanCalls: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'GET /api/stations': ({ url }) => {
      // The TV List asks for the quarter that started last (Q2 at 11:00) on today's date.
      expect(url.searchParams.get('quarter_id')).toBe(QUARTERS[1]!.id);
      expect(url.searchParams.get('assignment_date')).toBe('2026-03-02');
      return ok(floor);
    },
    ...scanCalls,
  });
  renderWithProviders(
    <TvListScreen centerId={CENTER_ID} centerCode="GEG1" timeZone="America/Los_Angeles" quarters={QUARTERS} quartersFailed={false} onRetry={vi.fn()} />,
    {
      route: '/tv-list',
    },
  );
  return api;
}

const region = (label: string) => screen.getByRole('region', { name: label });
/** The columns appear once the list has loaded. */
const listLoaded = () => screen.findByText('Kim Lee');
const scanBadge = async (value: string) => user.keyboard(`${value}{Enter}`);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-03-02T11:00:00-08:00'));
  user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  floor = [station('1-01', 'Kim Lee'), station('4-03', 'Ava Mendoza'), station('2-07', null)];
});

describe('TvListScreen', () => {
  it('lists who is where in the quarter that started last, with the quarter named', async () => {
    setup();
    await listLoaded();
    expect(within(region('K-O')).getByText('Kim Lee')).toBeInTheDocument();
    expect(within(region('A-E')).getByText('SAP')).toBeInTheDocument();
    expect(within(region('U-Z')).getByText('No assigned stations')).toBeInTheDocument();
    expect(screen.getByText('GEG1 · Scans go into Q2 · 09:45–12:00 · Mon, Mar 2')).toBeInTheDocument();
    expect(screen.getByText('Scan your badge to check in')).toBeInTheDocument();
  });

  it('reloads the list every 15 s', async () => {
    const api = setup();
    await listLoaded();
    floor = [...floor, station('3-03', 'Zoe Ibrahim')];
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(await within(region('U-Z')).findByText('Zoe Ibrahim')).toBeInTheDocument();
    expect(api.calls.filter((c) => c === 'GET /api/stations')).toHaveLength(2);
  });

  it('assigns a newcomer in one call into the shown quarter, shows the outcome and the new row highlighted, and clears both after 10 s', async () => {
    const api = setup({
      [AUTO_ASSIGN]: ({ body }) => {
        floor = [...floor.filter((s) => s.station_code !== '2-07'), station('2-07', 'Zoe Ibrahim')];
        expect(body).toEqual({ employee_id: 'zibrahim', quarter_number: 2, assignment_date: '2026-03-02', fulfillment_center_id: CENTER_ID, ...SCAN_STAMP });
        return ok([
          scanItem({
            quarter_number: 2,
            quarter_name: 'Q2',
            auto_checked_in: true,
            checked_in: true,
            message: 'Assigned & Checked In',
            station_name: '2-07',
            assignment_number: 3,
          }),
        ]);
      },
    });
    await listLoaded();
    await scanBadge('zibrahim');

    expect(await screen.findByText('Assigned & Checked In')).toBeInTheDocument();
    const row = (await within(region('U-Z')).findByText('Zoe Ibrahim')).closest('li')!;
    expect(row).toHaveAttribute('data-highlighted', 'true');
    expect(api.calls.filter((c) => c.startsWith('POST'))).toEqual([AUTO_ASSIGN]);

    await act(() => vi.advanceTimersByTimeAsync(9_900));
    expect(screen.getByText('Assigned & Checked In')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByText('Assigned & Checked In')).not.toBeInTheDocument();
    expect(screen.getByText('Scan your badge to check in')).toBeInTheDocument();
    expect(within(region('U-Z')).getByText('Zoe Ibrahim').closest('li')).not.toHaveAttribute('data-highlighted');
  });

  it("a badge read while the quarters are on their way waits for them and goes into the quarter shown, stamped when it was read, not the server's quarter 1 (decision 177)", async () => {
    const api = fakeApi({
      'GET /api/stations': () => ok(floor),
      [AUTO_ASSIGN]: ({ body }) => {
        expect(body).toEqual({ employee_id: 'zibrahim', quarter_number: 2, assignment_date: '2026-03-02', fulfillment_center_id: CENTER_ID, ...SCAN_STAMP });
        return ok([
          scanItem({ quarter_number: 2, quarter_name: 'Q2', auto_checked_in: true, checked_in: true, message: 'Assigned & Checked In', station_name: '2-07' }),
        ]);
      },
    });
    const screenWith = (quarters: typeof QUARTERS | undefined) => (
      <TvListScreen centerId={CENTER_ID} centerCode="GEG1" timeZone="America/Los_Angeles" quarters={quarters} quartersFailed={false} onRetry={vi.fn()} />
    );
    const { rerender } = renderWithProviders(screenWith(undefined), { route: '/tv-list' });
    await scanBadge('zibrahim');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(api.calls.filter((c) => c.startsWith('POST'))).toEqual([]);

    rerender(screenWith(QUARTERS));
    expect(await screen.findByText('Assigned & Checked In')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.startsWith('POST'))).toEqual([AUTO_ASSIGN]);
  });

  it('does not download the list again after a scan while the realtime socket is joined: the change comes on the socket (issue 26)', async () => {
    setRealtimeStatus('joined');
    onTestFinished(() => setRealtimeStatus('offline'));
    const api = setup({
      [AUTO_ASSIGN]: () =>
        ok([
          scanItem({
            quarter_number: 2,
            auto_checked_in: true,
            checked_in: true,
            message: 'Assigned & Checked In',
            station_name: '2-07',
            assignment_number: 3,
          }),
        ]),
    });
    await listLoaded();
    await scanBadge('zibrahim');
    expect(await screen.findByText('Assigned & Checked In')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(api.calls).toEqual(['GET /api/stations', AUTO_ASSIGN]);
  });

  it("checks in someone planned for the quarter with a second call: 'Checked In Successfully', row highlighted", async () => {
    const held = { is_conflict: true, station_name: '1-01', existing_assignment: { station_code: '1-01' }, employee_name: 'Kim Lee', quarter_number: 2 };
    const api = setup({
      [AUTO_ASSIGN]: () => ok([scanItem({ ...held, checked_in: false, message: 'Already Assigned' })]),
      [SCAN]: () =>
        ok([
          scanItem({
            quarter_number: 2,
            employee_name: 'Kim Lee',
            is_check_in: true,
            checked_in: true,
            message: 'Checked In Successfully',
            station_name: '1-01',
            assignment_number: 7,
          }),
        ]),
    });
    await listLoaded();
    await scanBadge('kimlee');

    expect(await screen.findByRole('status')).toHaveTextContent('Checked In Successfully');
    expect(screen.getByTestId('scan-station')).toHaveTextContent('1-01');
    expect(within(region('K-O')).getByText('Kim Lee').closest('li')).toHaveAttribute('data-highlighted', 'true');
    expect(api.calls.filter((c) => c.startsWith('POST'))).toEqual([AUTO_ASSIGN, SCAN]);
    const body = { employee_id: 'kimlee', quarter_number: 2, assignment_date: '2026-03-02', fulfillment_center_id: CENTER_ID, ...SCAN_STAMP };
    expect([api.bodies[AUTO_ASSIGN], api.bodies[SCAN]]).toEqual([[body], [body]]);
    // Both calls of one physical scan carry the same scan_id (issue 14).
    expect(api.bodies[SCAN]![0]).toEqual(api.bodies[AUTO_ASSIGN]![0]);
  });

  it("says 'Already Assigned' with the station held to someone scanned again after checking in, in one call", async () => {
    const api = setup({
      [AUTO_ASSIGN]: () =>
        ok([
          scanItem({
            quarter_number: 2,
            employee_name: 'Ava Mendoza',
            is_conflict: true,
            checked_in: true,
            station_name: '4-03',
            existing_assignment: { station_code: '4-03' },
            message: 'Already Assigned',
          }),
        ]),
    });
    await listLoaded();
    await scanBadge('amendoza');

    const outcome = await screen.findByRole('status');
    expect(outcome).toHaveTextContent('Already Assigned');
    expect(outcome).toHaveTextContent('Ava Mendoza');
    expect(screen.getByTestId('scan-station')).toHaveTextContent('SAP');
    expect(outcome).toHaveAttribute('data-tone', 'warning');
    expect(document.querySelector('[data-highlighted]')).toBeNull();
    expect(api.calls.filter((c) => c.startsWith('POST'))).toEqual([AUTO_ASSIGN]);
  });

  it('keeps scanning while a long column pages, and holds the page with the row just checked in', async () => {
    fakeListLayout(2);
    floor = [
      station('1-01', 'Kim Lee'),
      station('1-02', 'Abe Cole'),
      station('1-03', 'Ada Diaz'),
      station('1-04', 'Amy Ford'),
      station('1-05', 'Ann Gray'),
      station('2-07', null),
    ];
    setup({
      [AUTO_ASSIGN]: () => {
        floor = [...floor.filter((s) => s.station_code !== '2-07'), station('2-07', 'Eve Zola')];
        return ok([
          scanItem({
            quarter_number: 2,
            employee_name: 'Eve Zola',
            auto_checked_in: true,
            checked_in: true,
            message: 'Assigned & Checked In',
            station_name: '2-07',
            assignment_number: 3,
          }),
        ]);
      },
    });
    await listLoaded();
    const page = () => within(region('A-E')).getByTestId('tv-list-page').textContent;
    expect(page()).toBe('1/2');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(page()).toBe('2/2');
    expect(within(region('A-E')).getByText('Ann Gray')).toBeInTheDocument();

    await scanBadge('ezola');
    expect(await screen.findByText('Assigned & Checked In')).toBeInTheDocument();
    // Five people now: the newcomer is last, alone on page 3, which stays up while highlighted.
    const row = (await within(region('A-E')).findByText('Eve Zola')).closest('li')!;
    expect(row).toHaveAttribute('data-highlighted', 'true');
    expect(page()).toBe('3/3');
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(page()).toBe('3/3');
  });

  it('keeps two answers that arrive close together on screen, newest first, each naming its person, each for its own 10 s', async () => {
    const assigned = (name: string, code: string) =>
      ok([scanItem({ quarter_number: 2, employee_name: name, auto_checked_in: true, checked_in: true, message: 'Assigned & Checked In', station_name: code })]);
    setup({
      [AUTO_ASSIGN]: ({ body }) =>
        (body as { employee_id: string }).employee_id === 'zibrahim' ? assigned('Zoe Ibrahim', '2-07') : assigned('Ava Mendoza', '3-01'),
    });
    await listLoaded();
    await scanBadge('zibrahim');
    await act(() => vi.advanceTimersByTimeAsync(300));
    await scanBadge('amendoza');
    expect(await screen.findByText('Ava Mendoza', { selector: '[data-outcome] p' })).toBeInTheDocument();
    const earlier = screen.getByRole('list', { name: 'Earlier scans' });
    expect(within(earlier).getByText('Zoe Ibrahim')).toBeInTheDocument();
    expect(within(earlier).getByText('2-07')).toBeInTheDocument();

    // Zoe's answer leaves 10 s after it came, Ava's 300 ms later.
    await act(() => vi.advanceTimersByTimeAsync(9_750));
    expect(screen.queryByRole('list', { name: 'Earlier scans' })).toBeNull();
    expect(document.querySelector('[data-outcome]')).toHaveTextContent('Ava Mendoza');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(document.querySelector('[data-outcome]')).toBeNull();
  });

  it('replaces the answer of a badge scanned again, and names an unknown badge by its last characters once another answer comes', async () => {
    setup({
      [AUTO_ASSIGN]: ({ body }) =>
        (body as { employee_id: string }).employee_id === 'kimlee'
          ? ok([
              scanItem({
                quarter_number: 2,
                employee_name: 'Kim Lee',
                is_conflict: true,
                checked_in: true,
                station_name: '1-01',
                existing_assignment: { station_code: '1-01' },
                message: 'Already Assigned',
              }),
            ])
          : fail(404, 'Employee not found'),
    });
    await listLoaded();
    await scanBadge('20012345');
    await scanBadge('kimlee');
    await scanBadge('kimlee');
    const earlier = await screen.findByRole('list', { name: 'Earlier scans' });
    // Kim's second answer replaced the first: Kim once, on top; the unknown badge below.
    expect(document.querySelector('[data-outcome]')).toHaveTextContent('Kim Lee');
    expect(within(earlier).getAllByRole('listitem')).toHaveLength(1);
    expect(within(earlier).getByRole('listitem')).toHaveTextContent('Employee not foundBadge …345');
    expect(within(earlier).getByRole('listitem')).toHaveAttribute('data-earlier-outcome', 'error');
  });

  it("says 'Employee not found' for an unknown badge and highlights nothing", async () => {
    setup({ [AUTO_ASSIGN]: () => fail(404, 'Employee not found') });
    await listLoaded();
    await scanBadge('nobody');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Employee not found$/);
    expect(document.querySelector('[data-highlighted]')).toBeNull();
  });

  it("says 'Error searching for employee' when the server cannot be reached and the device cannot keep the scan", async () => {
    vi.stubGlobal('indexedDB', undefined);
    setup({
      [AUTO_ASSIGN]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await listLoaded();
    await scanBadge('kimlee');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error searching for employee');
  });

  it("says 'Badge scan failed: <error>' when the server refuses the scan", async () => {
    setup({ [AUTO_ASSIGN]: () => fail(500, 'An unexpected error occurred') });
    await listLoaded();
    await scanBadge('kimlee');
    expect(await screen.findByRole('alert')).toHaveTextContent('Badge scan failed: An unexpected error occurred');
  });
});

describe('TvListScreen fullscreen', () => {
  let fullscreenElement: Element | null;
  let visibility: DocumentVisibilityState;

  beforeEach(() => {
    fullscreenElement = null;
    visibility = 'visible';
    // jsdom has no Fullscreen API and is always visible; the page reads these two.
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => fullscreenElement });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    document.documentElement.requestFullscreen = vi.fn(async () => {
      fullscreenElement = document.documentElement;
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.restoreAllMocks();
    delete (document as Partial<Record<'fullscreenElement' | 'visibilityState', unknown>>).fullscreenElement;
    delete (document as Partial<Record<'fullscreenElement' | 'visibilityState', unknown>>).visibilityState;
    delete (document.documentElement as Partial<HTMLElement>).requestFullscreen;
  });

  const leaveFullscreen = () => {
    fullscreenElement = null;
    document.dispatchEvent(new Event('fullscreenchange'));
  };

  it('asks for fullscreen 1 s after opening, and goes back 1 s after fullscreen is left', async () => {
    setup();
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(document.documentElement.requestFullscreen).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(document.documentElement.requestFullscreen).toHaveBeenCalledOnce();

    act(leaveFullscreen);
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(window.history.back).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(window.history.back).toHaveBeenCalledOnce();
  });

  it('stays when fullscreen ends while the page is hidden', async () => {
    setup();
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    visibility = 'hidden';
    act(leaveFullscreen);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(window.history.back).not.toHaveBeenCalled();
  });
});
