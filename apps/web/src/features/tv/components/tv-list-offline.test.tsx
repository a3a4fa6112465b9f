import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@stationboard/domain/messages';
import type { Station } from '@stationboard/domain/schemas/floor-map';
import { fail, fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { listQueuedScans } from '../offline/scan-queue-store.ts';
import { CENTER_ID, quarter, scanItem, station } from '../testing/fixtures.ts';
import { TvListScreen } from './tv-list-screen.tsx';

/** Issue 14 (decision 127): the TV List while the server cannot be reached. */

const QUARTERS = [quarter(1, '07:00:00', '09:30:00'), quarter(2, '09:45:00', '12:00:00')];
const AUTO_ASSIGN = 'POST /api/stations/tv-auto-assign';
const SCAN = 'POST /api/stations/tv-badge-scan';

let floor: Station[];
let user: ReturnType<typeof userEvent.setup>;
/** Whether the server answers; while down, every call fails as a lost connection does. */
let serverUp: boolean;

function setup(scanCalls: Parameters<typeof fakeApi>[0]) {
  const down = () => {
    throw new TypeError('Failed to fetch');
  };
  const handlers: Parameters<typeof fakeApi>[0] = { 'GET /api/stations': () => ok(floor) };
  for (const [key, handler] of Object.entries(scanCalls)) handlers[key] = (request) => (serverUp ? handler(request) : down());
  const api = fakeApi(handlers);
  renderWithProviders(
    <TvListScreen centerId={CENTER_ID} centerCode="GEG1" timeZone="America/Los_Angeles" quarters={QUARTERS} quartersFailed={false} onRetry={vi.fn()} />,
    {
      route: '/tv-list',
    },
  );
  return api;
}

const scanBadge = async (value: string) => user.keyboard(`${value}{Enter}`);
const waiting = () => screen.queryByTestId('scans-waiting');

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-03-02T11:00:00-08:00'));
  user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  floor = [station('1-01', 'Kim Lee')];
  serverUp = true;
});

describe('TvListScreen offline', () => {
  it('keeps a scan the server could not get, says Saved — will sync, and counts what waits', async () => {
    setup({ [AUTO_ASSIGN]: () => ok([scanItem()]) });
    await screen.findByText('Kim Lee');
    serverUp = false;

    await scanBadge('zibrahim');
    expect(await screen.findByTestId('scan-saved')).toHaveTextContent(MESSAGES.scanSavedWillSync);
    await waitFor(() => expect(waiting()).toHaveTextContent('1 scan waiting to sync'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await scanBadge('kimlee');
    await waitFor(() => expect(waiting()).toHaveTextContent('2 scans waiting to sync'));
    const kept = await listQueuedScans();
    expect(kept.map((s) => [s.employee_id, s.quarter_number, s.assignment_date, s.fulfillment_center_id])).toEqual([
      ['zibrahim', 2, '2026-03-02', CENTER_ID],
      ['kimlee', 2, '2026-03-02', CENTER_ID],
    ]);
    expect(new Set(kept.map((s) => s.scan_id)).size).toBe(2);
  });

  it('names the person when an earlier answer told the device who the badge is', async () => {
    setup({
      [AUTO_ASSIGN]: () =>
        ok([scanItem({ employee_name: 'Zoe Ibrahim', message: 'Assigned & Checked In', station_name: '2-07', checked_in: true, auto_checked_in: true })]),
    });
    await screen.findByText('Kim Lee');
    await scanBadge('ZIBRAHIM');
    expect(await screen.findByText('Assigned & Checked In')).toBeInTheDocument();

    serverUp = false;
    await scanBadge('zibrahim');
    expect(await screen.findByTestId('scan-saved')).toHaveTextContent(`Zoe Ibrahim · ${MESSAGES.scanSavedWillSync}`);
    expect((await listQueuedScans())[0]!.employee_name).toBe('Zoe Ibrahim');
  });

  it('replays the kept scans oldest first with their own scan_id and scanned_at when the server answers, shows each outcome, and the count goes', async () => {
    const api = setup({
      [AUTO_ASSIGN]: ({ body }) => {
        const badge = (body as { employee_id: string }).employee_id;
        return ok([
          scanItem({
            employee_name: badge === 'aa' ? 'Ann Able' : 'Bob Best',
            message: 'Assigned & Checked In',
            station_name: badge === 'aa' ? '2-01' : '2-02',
            checked_in: true,
            auto_checked_in: true,
          }),
        ]);
      },
    });
    await screen.findByText('Kim Lee');
    serverUp = false;
    await scanBadge('aa');
    await screen.findByTestId('scans-waiting');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await scanBadge('bb');
    await waitFor(() => expect(waiting()).toHaveTextContent('2 scans waiting to sync'));
    const kept = await listQueuedScans();
    const sentWhileDown = api.bodies[AUTO_ASSIGN]!.length;

    serverUp = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(waiting()).not.toBeInTheDocument());
    expect(await screen.findByText('Bob Best')).toBeInTheDocument();
    const replayed = api.bodies[AUTO_ASSIGN]!.slice(sentWhileDown) as { employee_id: string; scan_id: string; scanned_at: string }[];
    expect(replayed.map((b) => [b.employee_id, b.scan_id, b.scanned_at])).toEqual(kept.map((s) => [s.employee_id, s.scan_id, s.scanned_at]));
    expect(Date.parse(replayed[1]!.scanned_at) - Date.parse(replayed[0]!.scanned_at)).toBeGreaterThanOrEqual(60_000);
    expect(await listQueuedScans()).toEqual([]);
  });

  it('replays the two calls of a scan with the same scan_id, and shows a refused too-old scan with its message', async () => {
    let autoAssignAnswer: () => ReturnType<typeof ok> | ReturnType<typeof fail> = () =>
      ok([
        scanItem({
          employee_name: 'Kim Lee',
          is_conflict: true,
          checked_in: false,
          station_name: '1-01',
          existing_assignment: { station_code: '1-01' },
          message: 'Already Assigned',
        }),
      ]);
    const api = setup({
      [AUTO_ASSIGN]: () => autoAssignAnswer(),
      [SCAN]: () => ok([scanItem({ employee_name: 'Kim Lee', is_check_in: true, checked_in: true, message: 'Checked In Successfully', station_name: '1-01' })]),
    });
    await screen.findByText('Kim Lee');
    serverUp = false;
    await scanBadge('kimlee');
    await screen.findByTestId('scans-waiting');
    serverUp = true;
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByText('Checked In Successfully')).toBeInTheDocument();
    const [first] = api.bodies[AUTO_ASSIGN]!.slice(-1) as { scan_id: string }[];
    expect(api.bodies[SCAN]).toEqual([expect.objectContaining({ scan_id: first!.scan_id })]);
    await waitFor(() => expect(waiting()).not.toBeInTheDocument());

    autoAssignAnswer = () => fail(409, MESSAGES.scanTooOld);
    serverUp = false;
    await scanBadge('kimlee');
    await screen.findByTestId('scans-waiting');
    serverUp = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.scanTooOld);
    await waitFor(() => expect(waiting()).not.toBeInTheDocument());
  });

  it('keeps the scan while the server is still down on replay', async () => {
    setup({ [AUTO_ASSIGN]: () => fail(503, 'Service unavailable') });
    await screen.findByText('Kim Lee');
    await scanBadge('kimlee');
    expect(await screen.findByTestId('scan-saved')).toHaveTextContent(MESSAGES.scanSavedWillSync);
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(waiting()).toHaveTextContent('1 scan waiting to sync');
    expect(await listQueuedScans()).toHaveLength(1);
  });
});
