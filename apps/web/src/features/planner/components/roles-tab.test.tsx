import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@stationboard/domain/messages';
import type { Role } from '@stationboard/domain/roles/roles';
import { GEG1, fail, fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import type { RoleRow } from '../api/get-roles.ts';
import { RolesTab } from './roles-tab.tsx';

const row = (n: number, employeeId: string, role: Role | null): RoleRow => ({
  id: `0000000${n}-0000-4000-8000-000000000000`,
  user_id: `user-${n}`,
  role,
  employee_id: employeeId,
  fulfillment_center_id: GEG1.id,
  email: `${employeeId}@stationboard.local`,
  display_name: employeeId,
});

const PENDING = row(1, 'new-hire', null);
const ROWS = [PENDING, row(2, 'demo-admin', 'ADMIN'), row(3, 'demo-sudo', 'SUDO'), row(4, 'demo-view', 'VIEW')];

function showTab(role: Role, rows: RoleRow[] = ROWS, extra: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ 'GET /api/roles': () => ok(rows), ...extra });
  renderWithProviders(<RolesTab centerId={GEG1.id} role={role} timeZone={GEG1.timezone} />);
  return { api, user: userEvent.setup() };
}

const rowOf = async (employeeId: string) => (await screen.findByRole('rowheader', { name: employeeId })).closest('tr')!;

describe('Roles tab', () => {
  it('lists the accounts in the order the server gives, the pending one first and marked as waiting', async () => {
    showTab('ADMIN');
    await rowOf('new-hire');
    const ids = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(ids).toEqual(['new-hire', 'demo-admin', 'demo-sudo', 'demo-view']);
    expect(within(await rowOf('new-hire')).getByText(MESSAGES.rolePending)).toBeInTheDocument();
    expect(within(await rowOf('demo-admin')).getByText('ADMIN')).toBeInTheDocument();
  });

  it('lets an ADMIN choose MANAGER for a pending account and saves it for the center', async () => {
    let rows = ROWS;
    const { api, user } = showTab('ADMIN', ROWS, {
      'GET /api/roles': () => ok(rows),
      [`PUT /api/roles/${PENDING.id}`]: ({ body }) => {
        rows = rows.map((r) => (r.id === PENDING.id ? { ...r, role: (body as { role: Role }).role } : r));
        return ok(null);
      },
    });
    const pending = await rowOf('new-hire');
    await user.click(within(pending).getByRole('button', { name: 'Edit role of new-hire' }));
    const select = within(pending).getByRole('combobox', { name: 'Role for new-hire' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['VIEW', 'MANAGER', 'ADMIN']);
    await user.selectOptions(select, 'MANAGER');
    await user.click(within(pending).getByRole('button', { name: 'Save' }));

    expect(await within(pending).findByText('MANAGER')).toBeInTheDocument();
    expect(within(pending).queryByRole('combobox')).not.toBeInTheDocument();
    expect(api.bodies[`PUT /api/roles/${PENDING.id}`]).toEqual([{ role: 'MANAGER', fulfillment_center_id: GEG1.id }]);
  });

  it('Cancel puts the row back as it was without asking the server', async () => {
    const { api, user } = showTab('ADMIN');
    const viewer = await rowOf('demo-view');
    await user.click(within(viewer).getByRole('button', { name: 'Edit role of demo-view' }));
    await user.selectOptions(within(viewer).getByRole('combobox'), 'ADMIN');
    await user.click(within(viewer).getByRole('button', { name: MESSAGES.cancel }));
    expect(within(viewer).getByText('VIEW')).toBeInTheDocument();
    expect(within(viewer).queryByRole('combobox')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.startsWith('PUT'))).toEqual([]);
  });

  it('shows a MANAGER the list without any way to edit it', async () => {
    showTab('MANAGER');
    await rowOf('new-hire');
    expect(screen.queryByRole('button', { name: /Edit role/ })).not.toBeInTheDocument();
  });

  it('never offers to edit a SUDO record', async () => {
    showTab('SUDO');
    const sudo = await rowOf('demo-sudo');
    expect(within(sudo).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(within(sudo).getByText(MESSAGES.sudoRoleLocked)).toBeInTheDocument();
  });

  it('shows the server’s refusal in a red banner and keeps the row in edit mode', async () => {
    const { user } = showTab('ADMIN', ROWS, { [`PUT /api/roles/${PENDING.id}`]: () => fail(403, 'Insufficient permissions') });
    const pending = await rowOf('new-hire');
    await user.click(within(pending).getByRole('button', { name: 'Edit role of new-hire' }));
    await user.click(within(pending).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Insufficient permissions');
    expect(within(pending).getByRole('combobox')).toBeInTheDocument();
  });

  it('says the update failed when the server could not be reached', async () => {
    const { user } = showTab('ADMIN', ROWS, {
      [`PUT /api/roles/${PENDING.id}`]: () => {
        throw new Error('offline');
      },
    });
    const pending = await rowOf('new-hire');
    await user.click(within(pending).getByRole('button', { name: 'Edit role of new-hire' }));
    await user.click(within(pending).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.updateRoleFailed);
  });

  it('says the roles could not be loaded', async () => {
    fakeApi({
      'GET /api/roles': () => {
        throw new Error('offline');
      },
    });
    renderWithProviders(<RolesTab centerId={GEG1.id} role="MANAGER" timeZone={GEG1.timezone} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.loadRolesFailed);
  });
});
