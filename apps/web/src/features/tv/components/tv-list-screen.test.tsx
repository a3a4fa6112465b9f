import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Station } from '@stationboard/domain/schemas/floor-map';
import { fail, fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { CENTER_ID, quarter, scanItem, station } from '../testing/fixtures.ts';
import { TvListScreen } from './tv-list-screen.tsx';

const QUARTERS = [quarter(1, '07:00:00', '09:30:00'), quarter(2, '09:45:00', '12:00:00'), quarter(3, '12:30:00', '15:00:00')];
const SCAN = 'POST /api/stations/tv-badge-scan';

let floor: Station[];
let user: ReturnType<typeof userEvent.setup>;

function setup(scan: Parameters<typeof fakeApi>[0][string]) {
  const api = fakeApi({
    'GET /api/stations': ({ url }) => {
      // The TV List asks for the quarter that started last (Q2 at 11:00) on today's date.
      expect(url.searchParams.get('quarter_id')).toBe(QUARTERS[1]!.id);
      expect(url.searchParams.get('assignment_date')).toBe('2026-03-02');
      return ok(floor);
    },
    [SCAN]: scan,
  });
  renderWithProviders(<TvListScreen centerId={CENTER_ID} centerCode="GEG1" timeZone="America/Los_Angeles" quarters={QUARTERS} quartersFailed={false} onRetry={vi.fn()} />, {
    route: '/tv-list',
  });
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
    setup(() => ok([]));
    await listLoaded();
    expect(within(region('K-O')).getByText('Kim Lee')).toBeInTheDocument();
    expect(within(region('A-E')).getByText('SAP')).toBeInTheDocument();
    expect(within(region('U-Z')).getByText('No assigned stations')).toBeInTheDocument();
    expect(screen.getByText('GEG1 · Q2 · 09:45–12:00')).toBeInTheDocument();
    expect(screen.getByText('Scan your badge to check in')).toBeInTheDocument();
  });

  it('reloads the list every 15 s', async () => {
    const api = setup(() => ok([]));
    await listLoaded();
    floor = [...floor, station('3-03', 'Zoe Ibrahim')];
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(await within(region('U-Z')).findByText('Zoe Ibrahim')).toBeInTheDocument();
    expect(api.calls.filter((c) => c === 'GET /api/stations')).toHaveLength(2);
  });

  it('scans into the shown quarter, shows the outcome and the new row highlighted, and clears both after 10 s', async () => {
    const api = setup(({ body }) => {
      floor = [...floor.filter((s) => s.station_code !== '2-07'), station('2-07', 'Zoe Ibrahim')];
      expect(body).toEqual({ employee_id: 'zibrahim', quarter_number: 2, fulfillment_center_id: CENTER_ID });
      return ok([scanItem({ quarter_number: 2, quarter_name: 'Q2', auto_checked_in: true, checked_in: true, message: 'Assigned & Checked In', station_name: '2-07', assignment_number: 3 })]);
    });
    await listLoaded();
    await scanBadge('zibrahim');

    expect(await screen.findByText('Assigned & Checked In')).toBeInTheDocument();
    const row = (await within(region('U-Z')).findByText('Zoe Ibrahim')).closest('li')!;
    expect(row).toHaveAttribute('data-highlighted', 'true');
    expect(api.calls.filter((c) => c === SCAN)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(9_900));
    expect(screen.getByText('Assigned & Checked In')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByText('Assigned & Checked In')).not.toBeInTheDocument();
    expect(screen.getByText('Scan your badge to check in')).toBeInTheDocument();
    expect(within(region('U-Z')).getByText('Zoe Ibrahim').closest('li')).not.toHaveAttribute('data-highlighted');
  });

  it("says 'Employee not found' for an unknown badge and highlights nothing", async () => {
    setup(() => fail(404, 'Employee not found'));
    await listLoaded();
    await scanBadge('nobody');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Employee not found$/);
    expect(document.querySelector('[data-highlighted]')).toBeNull();
  });

  it("says 'Error searching for employee' when the server cannot be reached", async () => {
    setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await listLoaded();
    await scanBadge('kimlee');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error searching for employee');
  });

  it("says 'Badge scan failed: <error>' when the server refuses the scan", async () => {
    setup(() => fail(500, 'An unexpected error occurred'));
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
    setup(() => ok([]));
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
    setup(() => ok([]));
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    visibility = 'hidden';
    act(leaveFullscreen);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(window.history.back).not.toHaveBeenCalled();
  });
});
