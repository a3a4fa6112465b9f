import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@stationboard/domain/messages';
import type { Role } from '@stationboard/domain/roles/roles';
import type { Quarter } from '@stationboard/domain/schemas/quarter-record';
import { GEG1, fail, fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { QuartersTab } from './quarters-tab.tsx';

const quarter = (n: number, shift: string, start: string, end: string, isActive = false): Quarter => ({
  id: `0000000${n}-0000-4000-8000-000000000000`,
  fulfillment_center_id: GEG1.id,
  quarter_name: `Q${n}`,
  quarter_number: n,
  start_time: start,
  end_time: end,
  shift,
  is_active: isActive,
});

const Q1 = quarter(1, 'front_half_day', '07:00:00', '09:30:00', true);
const Q7 = quarter(7, 'back_half_day', '23:30:00', '02:00:00');
const QUARTERS = [Q7, quarter(5, 'back_half_day', '18:00:00', '20:30:00'), Q1];

function showTab(role: Role, extra: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ 'GET /api/quarters': () => ok(QUARTERS), ...extra });
  const view = renderWithProviders(<QuartersTab centerId={GEG1.id} role={role} timeZone={GEG1.timezone} />);
  return { api, user: userEvent.setup(), ...view };
}

const rowOf = async (name: string) => (await screen.findByRole('rowheader', { name })).closest('tr')!;

describe('Quarters tab', () => {
  it('lists the quarters in shift order with their times, length, shift and state', async () => {
    showTab('VIEW');
    await rowOf('Q1');
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Q1', 'Q5', 'Q7']);
    const q1 = within(await rowOf('Q1'));
    expect(q1.getByText('07:00 – 09:30')).toBeInTheDocument();
    expect(q1.getByText('2h 30m')).toBeInTheDocument();
    expect(q1.getByText(MESSAGES.shiftDay)).toBeInTheDocument();
    expect(q1.getByText('Active')).toBeInTheDocument();
    const q7 = within(await rowOf('Q7'));
    expect(q7.getByText('2h 30m')).toBeInTheDocument();
    expect(q7.getByText(MESSAGES.shiftNight)).toBeInTheDocument();
  });

  it('lists the quarters that overlap, across midnight too, so they can be untangled (decision 136)', async () => {
    const Q8 = quarter(8, 'back_half_day', '01:30:00', '04:00:00');
    const Q2 = quarter(2, 'front_half_day', '09:00:00', '11:00:00');
    fakeApi({ 'GET /api/quarters': () => ok([...QUARTERS, Q8, Q2]) });
    renderWithProviders(<QuartersTab centerId={GEG1.id} role="ADMIN" timeZone={GEG1.timezone} />);
    const notice = await screen.findByText(MESSAGES.quartersOverlapping);
    const items = within(notice.closest('[role="status"]') as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Q1 (07:00–09:30) and Q2 (09:00–11:00)', 'Q7 (23:30–02:00) and Q8 (01:30–04:00)']);
  });

  it('shows no overlap notice when the quarters fit together', async () => {
    showTab('ADMIN');
    await rowOf('Q1');
    expect(screen.queryByText(MESSAGES.quartersOverlapping)).not.toBeInTheDocument();
  });

  it('shows a MANAGER the list only, saying who may change it', async () => {
    showTab('MANAGER');
    await rowOf('Q1');
    expect(screen.getByText(MESSAGES.adminRequiredForQuarters)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Create|Edit|Delete/ })).not.toBeInTheDocument();
  });

  it('numbers a new quarter after the existing ones and sends its times with seconds', async () => {
    const { api, user } = showTab('ADMIN', { 'POST /api/quarters': () => ok(quarter(4, 'front_half_day', '15:15:00', '17:30:00')) });
    await rowOf('Q1');
    await user.click(screen.getByRole('button', { name: 'Create Quarter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Quarter' });
    expect(within(dialog).getByLabelText('Number')).toHaveValue(4);
    await user.type(within(dialog).getByLabelText('Name *'), 'Q4');
    await user.type(within(dialog).getByLabelText('Start time *'), '15:15');
    await user.type(within(dialog).getByLabelText('End time *'), '17:30');
    expect(within(dialog).getByText('Duration: 2h 15m')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Shift *'), MESSAGES.shiftDay);
    const reloads = api.calls.filter((call) => call === 'GET /api/quarters').length;
    await user.click(within(dialog).getByRole('button', { name: 'Create Quarter' }));

    expect(await screen.findByRole('rowheader', { name: 'Q1' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.bodies['POST /api/quarters']).toEqual([
      { quarter_name: 'Q4', quarter_number: 4, start_time: '15:15:00', end_time: '17:30:00', shift: 'front_half_day', fulfillment_center_id: GEG1.id },
    ]);
    expect(api.calls.filter((call) => call === 'GET /api/quarters').length).toBe(reloads + 1);
  });

  it('asks for every required field before saving', async () => {
    const { api, user } = showTab('ADMIN');
    await rowOf('Q1');
    await user.click(screen.getByRole('button', { name: 'Create Quarter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Quarter' });
    await user.type(within(dialog).getByLabelText('Name *'), 'Q9');
    await user.click(within(dialog).getByRole('button', { name: 'Create Quarter' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.requiredFieldsMissing);
    expect(api.calls).not.toContain('POST /api/quarters');
  });

  it('reads an end before the start as running past midnight and refuses an end equal to the start', async () => {
    const { user } = showTab('ADMIN');
    await rowOf('Q1');
    await user.click(screen.getByRole('button', { name: 'Create Quarter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Quarter' });
    await user.type(within(dialog).getByLabelText('Start time *'), '22:00');
    await user.type(within(dialog).getByLabelText('End time *'), '02:00');
    expect(within(dialog).getByText('Duration: 4h (runs past midnight)')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('End time *'));
    await user.type(within(dialog).getByLabelText('End time *'), '22:00');
    expect(within(dialog).getByText(MESSAGES.quarterEndEqualsStart)).toBeInTheDocument();
  });

  it('says at once that 05:00–04:00 is too long, and the save is refused before it reaches the server (decision 136)', async () => {
    const { api, user } = showTab('ADMIN');
    await rowOf('Q1');
    await user.click(screen.getByRole('button', { name: 'Create Quarter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Quarter' });
    await user.type(within(dialog).getByLabelText('Name *'), 'Q9');
    await user.type(within(dialog).getByLabelText('Start time *'), '05:00');
    await user.type(within(dialog).getByLabelText('End time *'), '04:00');
    expect(within(dialog).getByText('Duration: 23h (runs past midnight). A quarter lasts at most 16 hours')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Shift *'), MESSAGES.shiftDay);
    await user.click(within(dialog).getByRole('button', { name: 'Create Quarter' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('A quarter lasts at most 16 hours');
    expect(api.calls).not.toContain('POST /api/quarters');
  });

  it('edits a quarter from its stored times and shows the server’s refusal', async () => {
    const { api, user } = showTab('ADMIN', { [`PUT /api/quarters/${Q1.id}`]: () => fail(409, 'Quarter number 5 is already used by Q5') });
    await user.click(within(await rowOf('Q1')).getByRole('button', { name: 'Edit Q1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Q1' });
    expect(within(dialog).getByLabelText('Start time *')).toHaveValue('07:00');
    expect(within(dialog).getByLabelText('End time *')).toHaveValue('09:30');
    expect(within(dialog).getByLabelText('Shift *')).toHaveValue('front_half_day');
    await user.clear(within(dialog).getByLabelText('Number'));
    await user.type(within(dialog).getByLabelText('Number'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save Quarter' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Quarter number 5 is already used by Q5');
    expect(api.bodies[`PUT /api/quarters/${Q1.id}`]?.[0]).toMatchObject({ quarter_number: 5, start_time: '07:00:00', end_time: '09:30:00' });
  });

  it('deletes only after DELETE QUARTER is typed exactly', async () => {
    const { api, user } = showTab('ADMIN', { [`DELETE /api/quarters/${Q7.id}`]: () => ok(null) });
    await user.click(within(await rowOf('Q7')).getByRole('button', { name: 'Delete Q7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Q7' });
    await user.type(within(dialog).getByLabelText('Type DELETE QUARTER to confirm'), 'delete quarter');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Quarter' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.typeDeleteQuarterToConfirm);
    expect(api.calls).not.toContain(`DELETE /api/quarters/${Q7.id}`);

    await user.clear(within(dialog).getByLabelText('Type DELETE QUARTER to confirm'));
    await user.type(within(dialog).getByLabelText('Type DELETE QUARTER to confirm'), 'DELETE QUARTER');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Quarter' }));
    await screen.findByRole('rowheader', { name: 'Q1' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls).toContain(`DELETE /api/quarters/${Q7.id}`);
  });

  it('says the delete failed when the server could not be reached', async () => {
    const { user } = showTab('ADMIN', {
      [`DELETE /api/quarters/${Q7.id}`]: () => {
        throw new Error('offline');
      },
    });
    await user.click(within(await rowOf('Q7')).getByRole('button', { name: 'Delete Q7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Q7' });
    await user.type(within(dialog).getByLabelText('Type DELETE QUARTER to confirm'), 'DELETE QUARTER');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Quarter' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.deleteQuarterFailed);
  });

  it('moves the Active badge to the quarter an ADMIN sets active, sending the flag alone', async () => {
    let stored = QUARTERS;
    const { api, user } = showTab('ADMIN', {
      'GET /api/quarters': () => ok(stored),
      [`PUT /api/quarters/${Q7.id}`]: () => {
        // As the server does: the center's other active quarter loses its flag.
        stored = stored.map((q) => ({ ...q, is_active: q.id === Q7.id }));
        return ok({ ...Q7, is_active: true });
      },
    });
    expect(within(await rowOf('Q7')).queryByText(MESSAGES.activeBadge)).not.toBeInTheDocument();
    await user.click(within(await rowOf('Q7')).getByRole('button', { name: 'Set active Q7' }));

    expect(await within(await rowOf('Q7')).findByText(MESSAGES.activeBadge)).toBeInTheDocument();
    expect(within(await rowOf('Q1')).queryByText(MESSAGES.activeBadge)).not.toBeInTheDocument();
    expect(within(await rowOf('Q1')).getByRole('button', { name: 'Set active Q1' })).toBeEnabled();
    expect(within(await rowOf('Q7')).getByRole('button', { name: 'Clear active Q7' })).toBeEnabled();
    expect(api.bodies[`PUT /api/quarters/${Q7.id}`]).toEqual([{ is_active: true, fulfillment_center_id: GEG1.id }]);
  });

  it('clears the flag of the active quarter', async () => {
    let stored = QUARTERS;
    const { api, user } = showTab('ADMIN', {
      'GET /api/quarters': () => ok(stored),
      [`PUT /api/quarters/${Q1.id}`]: () => {
        stored = stored.map((q) => ({ ...q, is_active: false }));
        return ok({ ...Q1, is_active: false });
      },
    });
    await user.click(within(await rowOf('Q1')).getByRole('button', { name: 'Clear active Q1' }));
    expect(await within(await rowOf('Q1')).findByRole('button', { name: 'Set active Q1' })).toBeEnabled();
    expect(screen.queryByText(MESSAGES.activeBadge)).not.toBeInTheDocument();
    expect(api.bodies[`PUT /api/quarters/${Q1.id}`]).toEqual([{ is_active: false, fulfillment_center_id: GEG1.id }]);
  });

  it('shows the server’s refusal of a flag change and keeps the badge where it was', async () => {
    const { user } = showTab('ADMIN', { [`PUT /api/quarters/${Q7.id}`]: () => fail(403, 'Admin access required to manage quarters') });
    await user.click(within(await rowOf('Q7')).getByRole('button', { name: 'Set active Q7' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Admin access required to manage quarters');
    expect(within(await rowOf('Q1')).getByText(MESSAGES.activeBadge)).toBeInTheDocument();
    expect(within(await rowOf('Q7')).getByRole('button', { name: 'Set active Q7' })).toBeEnabled();
  });

  it('says the flag change failed when the server could not be reached', async () => {
    const { user } = showTab('ADMIN', {
      [`PUT /api/quarters/${Q7.id}`]: () => {
        throw new Error('offline');
      },
    });
    await user.click(within(await rowOf('Q7')).getByRole('button', { name: 'Set active Q7' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.saveQuarterFailed);
  });

  it('gives VIEW and MANAGER no control over the active flag', async () => {
    for (const role of ['VIEW', 'MANAGER'] as const) {
      const { unmount } = showTab(role);
      expect(within(await rowOf('Q1')).getByText(MESSAGES.activeBadge)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /active/i })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('says the quarters could not be loaded', async () => {
    fakeApi({
      'GET /api/quarters': () => {
        throw new Error('offline');
      },
    });
    renderWithProviders(<QuartersTab centerId={GEG1.id} role="ADMIN" timeZone={GEG1.timezone} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.loadQuartersFailed);
  });
});
