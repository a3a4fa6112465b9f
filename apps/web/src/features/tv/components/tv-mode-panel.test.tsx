import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Assignment } from '@stationboard/domain/schemas/floor-map';
import { fail, fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { CENTER_ID, assignment, quarter, scanItem } from '../testing/fixtures.ts';
import { TvModePanel } from './tv-mode-panel.tsx';

const Q2 = quarter(2, '09:45:00', '12:00:00');
const RECENT = `GET /api/quarters/${Q2.id}/assignments`;
const AUTO_ASSIGN = 'POST /api/stations/tv-auto-assign';
const SCAN = 'POST /api/stations/tv-badge-scan';
/** tv-auto-assign's answer for someone who holds 1-07 in Q2. */
const holds1_07 = (checkedIn: boolean) =>
  ok([
    scanItem({
      quarter_number: 2,
      is_conflict: true,
      checked_in: checkedIn,
      station_name: '1-07',
      existing_assignment: { station_code: '1-07' },
      message: 'Already Assigned',
    }),
  ]);

/** Twenty assignments made a minute apart, answered oldest first to show the panel sorts. */
function twentyAssignments(): Assignment[] {
  return Array.from({ length: 20 }, (_, i) => {
    const at = new Date(Date.UTC(2026, 2, 2, 18, i)).toISOString();
    return assignment(i === 19 ? '4-02' : `1-${String(i + 1).padStart(2, '0')}`, `Person ${i + 1}`, { created_at: at });
  });
}

function renderPanel(handlers: Parameters<typeof fakeApi>[0], onExit = vi.fn()) {
  const api = fakeApi({ [RECENT]: () => ok({ data: twentyAssignments(), total: 20, page: 1, limit: 20, totalPages: 1 }), ...handlers });
  renderWithProviders(<TvModePanel centerId={CENTER_ID} quartersKnown quarter={Q2} date="2026-03-02" statusText="Manual Mode • Q2" onExit={onExit} />);
  return api;
}

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
});

const recentList = async () => within(await screen.findByRole('region', { name: 'Recent Assignments Today' })).findByRole('list');

describe('TvModePanel', () => {
  it("shows 'Scan Your Badge', the quarter status and the five newest of the 20 fetched assignments", async () => {
    const api = renderPanel({});
    expect(screen.getByRole('heading', { name: 'Scan Your Badge' })).toBeInTheDocument();
    expect(screen.getByText('Manual Mode • Q2')).toBeInTheDocument();
    const items = within(await recentList()).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Person 20SAP', 'Person 191-19', 'Person 181-18', 'Person 171-17', 'Person 161-16']);
    expect(api.calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('keeps the answer before the newest under it, naming its person, so two people scanning 300 ms apart both see their station', async () => {
    renderPanel({
      [AUTO_ASSIGN]: ({ body }) => {
        const first = (body as { employee_id: string }).employee_id === 'annlee';
        return ok([
          scanItem({
            quarter_number: 2,
            employee_name: first ? 'Ann Lee' : 'Bob Kim',
            auto_checked_in: true,
            checked_in: true,
            message: 'Assigned & Checked In',
            station_name: first ? '1-03' : '1-04',
          }),
        ]);
      },
    });
    await user.keyboard('annlee{Enter}');
    await act(() => vi.advanceTimersByTimeAsync(300));
    await user.keyboard('bobkim{Enter}');
    const panel = screen.getByRole('complementary', { name: 'TV Mode' });
    await vi.waitFor(() => expect(panel.querySelector('[data-outcome]')).toHaveTextContent('Bob Kim'));
    const earlier = within(panel).getByRole('list', { name: 'Earlier scans' });
    expect(within(earlier).getByRole('listitem')).toHaveTextContent('1-03Ann Lee');
  });

  it('asks for 20 assignments of the quarter on the date, page 1, and again every 30 s', async () => {
    const urls: URL[] = [];
    renderPanel({
      [RECENT]: ({ url }) => {
        urls.push(url);
        return ok({ data: [], total: 0, page: 1, limit: 20, totalPages: 0 });
      },
    });
    expect(await screen.findByText('No assignments yet today')).toBeInTheDocument();
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({ fulfillment_center_id: CENTER_ID, assignment_date: '2026-03-02', limit: '20', page: '1' });
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(urls).toHaveLength(2);
  });

  it("checks in someone planned for its quarter: tv-auto-assign, then tv-badge-scan, and 'Checked In Successfully'", async () => {
    const api = renderPanel({
      [AUTO_ASSIGN]: () => holds1_07(false),
      [SCAN]: () =>
        ok([
          scanItem({ quarter_number: 2, is_check_in: true, checked_in: true, message: 'Checked In Successfully', station_name: '1-07', assignment_number: 2 }),
        ]),
    });
    await recentList();
    await user.keyboard('20000253{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Checked In Successfully');
    expect(screen.getByTestId('scan-station')).toHaveTextContent('1-07');
    const body = {
      employee_id: '20000253',
      quarter_number: 2,
      assignment_date: '2026-03-02',
      fulfillment_center_id: CENTER_ID,
      scan_id: expect.any(String),
      scanned_at: expect.any(String),
    };
    expect(api.calls.filter((c) => c.startsWith('POST'))).toEqual([AUTO_ASSIGN, SCAN]);
    expect([api.bodies[AUTO_ASSIGN], api.bodies[SCAN]]).toEqual([[body], [body]]);
    // Both calls of one physical scan carry the same scan_id and scanned_at (issue 14).
    expect(api.bodies[SCAN]![0]).toEqual(api.bodies[AUTO_ASSIGN]![0]);
  });

  it("says 'Already Assigned' with the station held when someone checked in scans again", async () => {
    const api = renderPanel({ [AUTO_ASSIGN]: () => holds1_07(true) });
    await recentList();
    await user.keyboard('20000253{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Already Assigned');
    expect(screen.getByTestId('scan-station')).toHaveTextContent('1-07');
    expect(api.calls.filter((c) => c.startsWith('POST'))).toEqual([AUTO_ASSIGN]);
  });

  it("words a refused check-in after the first call as 'Badge scan failed: <error>'", async () => {
    const api = renderPanel({ [AUTO_ASSIGN]: () => holds1_07(false), [SCAN]: () => fail(404, 'Quarter not found') });
    await recentList();
    await user.keyboard('20000253{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Badge scan failed: Quarter not found');
    expect(api.calls.filter((c) => c.startsWith('POST'))).toEqual([AUTO_ASSIGN, SCAN]);
  });

  it('words an unknown badge for the overlay', async () => {
    renderPanel({ [AUTO_ASSIGN]: () => fail(404, 'Employee not found') });
    await recentList();
    await user.keyboard('nobody{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Employee not found, please see your manager for an assignment.');
    expect(screen.getByLabelText('Scan Your Badge')).toHaveFocus();
  });

  it("refuses an over-long value with the server's words, without asking the server", async () => {
    const api = renderPanel({});
    await recentList();
    await user.keyboard(`${'9'.repeat(65)}{Enter}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Badge scan failed: Badge value must be at most 64 characters');
    expect(api.calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('leaves TV Mode on Esc in the badge field, giving the focus back to what opened it', async () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const onExit = vi.fn();
    renderPanel({}, onExit);
    const field = screen.getByLabelText('Scan Your Badge');
    expect(field).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onExit).toHaveBeenCalledOnce();
    expect(opener).toHaveFocus();
  });
});
