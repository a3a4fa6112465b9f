import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@stationboard/domain/messages';
import type { Role } from '@stationboard/domain/roles/roles';
import { GEG1, PDX2, fail, fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { FacilitiesTab } from './facilities-tab.tsx';

function showTab(role: Role, extra: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ 'GET /api/fulfillment-centers': () => ok([GEG1, PDX2]), ...extra });
  renderWithProviders(<FacilitiesTab centerId={GEG1.id} role={role} timeZone={GEG1.timezone} />);
  return { api, user: userEvent.setup() };
}

const card = (name: string) => screen.findByRole('article', { name });

async function openAddModal(user: ReturnType<typeof userEvent.setup>) {
  await card('Spokane Fulfillment Center (GEG1)');
  await user.click(screen.getByRole('button', { name: 'Add Fulfillment Center' }));
  return screen.findByRole('dialog', { name: 'Add Fulfillment Center' });
}

describe('Facilities tab', () => {
  it('shows each center with its code, location, timezone and state, the current one marked', async () => {
    showTab('ADMIN');
    const geg1 = within(await card('Spokane Fulfillment Center (GEG1)'));
    expect(geg1.getByText('Spokane, WA')).toBeInTheDocument();
    expect(geg1.getByText('America/Los_Angeles')).toBeInTheDocument();
    expect(geg1.getByText('Active')).toBeInTheDocument();
    expect(geg1.getByText('Current')).toBeInTheDocument();
    expect(geg1.getByRole('button', { name: 'Select GEG1' })).toBeDisabled();
    expect(within(await card('Portland Sortation Center (PDX2)')).getByRole('button', { name: 'Select PDX2' })).toBeEnabled();
  });

  it('switches the acting center when an ADMIN selects another one', async () => {
    const { api, user } = showTab('ADMIN', { 'PUT /api/auth/fulfillment-center': () => ok({ fulfillment_center_id: PDX2.id }) });
    await user.click(within(await card('Portland Sortation Center (PDX2)')).getByRole('button', { name: 'Select PDX2' }));
    expect(api.bodies['PUT /api/auth/fulfillment-center']).toEqual([{ fulfillment_center_id: PDX2.id }]);
  });

  it('gives an ADMIN Select and Edit but leaves activation and deletion to SUDO', async () => {
    showTab('ADMIN');
    const pdx2 = within(await card('Portland Sortation Center (PDX2)'));
    expect(pdx2.getByRole('button', { name: 'Edit PDX2' })).toBeInTheDocument();
    expect(pdx2.queryByRole('button', { name: 'Deactivate PDX2' })).not.toBeInTheDocument();
    expect(pdx2.queryByRole('button', { name: 'Delete PDX2' })).not.toBeInTheDocument();
  });

  it('shows a MANAGER their center without any action', async () => {
    showTab('MANAGER');
    await card('Spokane Fulfillment Center (GEG1)');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('uppercases the code as it is typed, stops at 10 characters and starts on Los Angeles time', async () => {
    const { api, user } = showTab('ADMIN', { 'POST /api/fulfillment-centers': () => ok(null) });
    const dialog = await openAddModal(user);
    expect(within(dialog).getByLabelText('Timezone')).toHaveValue('America/Los_Angeles');
    const groups = within(dialog).getByLabelText('Timezone').querySelectorAll('optgroup');
    expect([...groups].map((group) => group.label)).toEqual([
      'United States',
      'Canada',
      'Europe',
      'Asia Pacific',
      'Australia & New Zealand',
      'South America',
      'Africa',
      'Other',
    ]);
    await user.type(within(dialog).getByLabelText('Name *'), 'Boise Center');
    await user.type(within(dialog).getByLabelText('Code *'), 'boi1-extra-long');
    expect(within(dialog).getByLabelText('Code *')).toHaveValue('BOI1-EXTRA');
    await user.selectOptions(within(dialog).getByLabelText('Timezone'), 'America/Denver');
    await user.click(within(dialog).getByRole('button', { name: 'Add Center' }));

    await screen.findByRole('article', { name: 'Spokane Fulfillment Center (GEG1)' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.bodies['POST /api/fulfillment-centers']).toEqual([
      { name: 'Boise Center', code: 'BOI1-EXTRA', location: null, address: null, timezone: 'America/Denver' },
    ]);
  });

  it('asks for a name and a code before saving', async () => {
    const { api, user } = showTab('ADMIN');
    const dialog = await openAddModal(user);
    await user.type(within(dialog).getByLabelText('Code *'), 'boi1');
    await user.click(within(dialog).getByRole('button', { name: 'Add Center' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.nameAndCodeRequired);
    expect(api.calls).not.toContain('POST /api/fulfillment-centers');
  });

  it('shows the server’s reason when a center cannot be created', async () => {
    const { user } = showTab('ADMIN', { 'POST /api/fulfillment-centers': () => fail(409, 'A center with code GEG1 already exists') });
    const dialog = await openAddModal(user);
    await user.type(within(dialog).getByLabelText('Name *'), 'Copy');
    await user.type(within(dialog).getByLabelText('Code *'), 'geg1');
    await user.click(within(dialog).getByRole('button', { name: 'Add Center' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A center with code GEG1 already exists');
  });

  it('lets SUDO deactivate a center and says so when the status could not be changed', async () => {
    let calls = 0;
    const { api, user } = showTab('SUDO', {
      [`PUT /api/fulfillment-centers/${PDX2.id}`]: () => {
        calls += 1;
        if (calls > 1) throw new Error('offline');
        return ok(null);
      },
    });
    const pdx2 = within(await card('Portland Sortation Center (PDX2)'));
    await user.click(pdx2.getByRole('button', { name: 'Deactivate PDX2' }));
    expect(api.bodies[`PUT /api/fulfillment-centers/${PDX2.id}`]).toEqual([{ is_active: false }]);
    await user.click(pdx2.getByRole('button', { name: 'Deactivate PDX2' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.centerStatusUpdateFailed);
  });

  it('warns SUDO that deleting a center takes everything in it, then deletes it', async () => {
    const { api, user } = showTab('SUDO', { [`DELETE /api/fulfillment-centers/${PDX2.id}`]: () => ok(null) });
    expect(within(await card('Spokane Fulfillment Center (GEG1)')).getByRole('button', { name: 'Delete GEG1' })).toBeDisabled();
    await user.click(within(await card('Portland Sortation Center (PDX2)')).getByRole('button', { name: 'Delete PDX2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete PDX2' });
    expect(dialog).toHaveTextContent(MESSAGES.deleteCenterWarning(PDX2.name, PDX2.code));
    await user.click(within(dialog).getByRole('button', { name: 'Delete Center' }));
    await card('Spokane Fulfillment Center (GEG1)');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls).toContain(`DELETE /api/fulfillment-centers/${PDX2.id}`);
  });

  it('keeps the delete dialog open with the failure when the center could not be deleted', async () => {
    const { user } = showTab('SUDO', {
      [`DELETE /api/fulfillment-centers/${PDX2.id}`]: () => {
        throw new Error('offline');
      },
    });
    await user.click(within(await card('Portland Sortation Center (PDX2)')).getByRole('button', { name: 'Delete PDX2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete PDX2' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Center' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.deleteCenterFailed);
  });
});
