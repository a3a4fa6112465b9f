import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@stationboard/domain/messages';
import type { Role } from '@stationboard/domain/roles/roles';
import { fail, fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { CENTER_ID, rule, station } from '../testing/station-fixtures.ts';
import { RotationsTab } from './rotations-tab.tsx';

const S101 = station('1-01', { is_right_handed: true });
const S102 = station('1-02', { is_right_handed: true });
const S103 = station('1-03', { is_right_handed: false });
const S104 = station('1-04', { is_active: false });
const S201 = station('2-01');
const SOLVE = station('Problem Solve');
const STATIONS = [S101, S102, S103, S104, S201, SOLVE];
/** 1-03 already sends its person to 1-02. */
const RULE = rule(S103, S102);

function renderTab({ role = 'ADMIN' as Role, rules = [RULE], handlers = {} as Parameters<typeof fakeApi>[0] } = {}) {
  const api = fakeApi({
    'GET /api/stations': () => ok(STATIONS),
    'GET /api/rotation-rules': () => ok(rules),
    ...handlers,
  });
  renderWithProviders(<RotationsTab centerId={CENTER_ID} role={role} timeZone="America/Los_Angeles" />);
  return { api, user: userEvent.setup() };
}

const destinationOf = (code: string) => screen.findByRole('combobox', { name: `Destination for ${code}` });
const optionIn = (select: HTMLElement, name: string) => within(select).getByRole('option', { name });

describe('RotationsTab destinations', () => {
  it('lists the stations of lines 1-4 by line, with their saved destination', async () => {
    renderTab();
    expect(await destinationOf('1-03')).toHaveValue(S102.id);
    expect(await destinationOf('1-01')).toHaveValue('none');
    expect(within(screen.getByRole('region', { name: 'Line 2' })).getByRole('rowheader', { name: '2-01' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Problem Solve' })).not.toBeInTheDocument();
  });

  it('offers only stations on the same line or with no line, and disables one another rule uses with the spec’s message', async () => {
    renderTab();
    const select = await destinationOf('1-01');
    const names = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toEqual(['No Relocation', '1-02 — used by 1-03', '1-03', '1-04 (inactive)', 'Problem Solve (no line)']);
    const used = optionIn(select, '1-02 — used by 1-03');
    expect(used).toBeDisabled();
    expect(used).toHaveAttribute('title', MESSAGES.destinationAlreadyUsed('1-03'));
  });
});

describe('RotationsTab saving', () => {
  it('creates a rule at once when the hands differ', async () => {
    const { api, user } = renderTab({ handlers: { 'POST /api/rotation-rules': () => ok(null) } });
    await user.selectOptions(await destinationOf('1-01'), S103.id);
    await user.click(screen.getByRole('button', { name: 'Save rotation for 1-01' }));
    await waitFor(() =>
      expect(api.bodies['POST /api/rotation-rules']).toEqual([
        { from_station_id: S101.id, to_station_id: S103.id, line_number: 1, fulfillment_center_id: CENTER_ID },
      ]),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for confirmation when both stations have the same hand, and saves only after Continue Anyway', async () => {
    const { api, user } = renderTab({ rules: [], handlers: { 'POST /api/rotation-rules': () => ok(null) } });
    await user.selectOptions(await destinationOf('1-01'), S102.id);
    await user.click(screen.getByRole('button', { name: 'Save rotation for 1-01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Same Handedness Warning' });
    expect(api.calls).not.toContain('POST /api/rotation-rules');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls).not.toContain('POST /api/rotation-rules');

    await user.click(screen.getByRole('button', { name: 'Save rotation for 1-01' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Same Handedness Warning' })).getByRole('button', { name: 'Continue Anyway' }));
    await waitFor(() => expect(api.calls).toContain('POST /api/rotation-rules'));
  });

  it('changes an existing rule with PUT', async () => {
    const { api, user } = renderTab({ handlers: { [`PUT /api/rotation-rules/${RULE.id}`]: () => ok(null) } });
    await user.selectOptions(await destinationOf('1-03'), SOLVE.id);
    await user.click(screen.getByRole('button', { name: 'Save rotation for 1-03' }));
    await waitFor(() =>
      expect(api.bodies[`PUT /api/rotation-rules/${RULE.id}`]).toEqual([{ to_station_id: SOLVE.id, line_number: 1, fulfillment_center_id: CENTER_ID }]),
    );
  });

  it('shows the 409 text and reloads the rules when the station already has a rule on the server', async () => {
    const { api, user } = renderTab({ handlers: { 'POST /api/rotation-rules': () => fail(409, MESSAGES.rotationRuleExists) } });
    await user.selectOptions(await destinationOf('1-01'), S103.id);
    await user.click(screen.getByRole('button', { name: 'Save rotation for 1-01' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.rotationRuleExists);
    expect(api.calls.filter((call) => call === 'GET /api/rotation-rules')).toHaveLength(2);
    expect(await destinationOf('1-01')).toHaveValue('none');
  });

  it('names the server’s reason when a save fails otherwise', async () => {
    const { user } = renderTab({ handlers: { 'POST /api/rotation-rules': () => fail(400, 'to_station_id: bad') } });
    await user.selectOptions(await destinationOf('1-01'), S103.id);
    await user.click(screen.getByRole('button', { name: 'Save rotation for 1-01' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save rotation rule: to_station_id: bad');
  });

  it('refuses to edit the rule of an inactive station without calling the server', async () => {
    const { api, user } = renderTab();
    await user.selectOptions(await destinationOf('1-04'), S101.id);
    await user.click(screen.getByRole('button', { name: 'Save rotation for 1-04' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.rotationRuleInactiveStation);
    expect(api.calls.some((call) => call.startsWith('POST'))).toBe(false);
  });
});

describe('RotationsTab roles', () => {
  it('lets an ADMIN remove a rule with No Relocation', async () => {
    const { api, user } = renderTab({ handlers: { [`DELETE /api/rotation-rules/${RULE.id}`]: () => ok(null) } });
    await user.selectOptions(await destinationOf('1-03'), 'none');
    await user.click(screen.getByRole('button', { name: 'Save rotation for 1-03' }));
    await waitFor(() => expect(api.calls).toContain(`DELETE /api/rotation-rules/${RULE.id}`));
  });

  it('does not let a MANAGER choose No Relocation for a station that has a rule', async () => {
    renderTab({ role: 'MANAGER' });
    const option = optionIn(await destinationOf('1-03'), 'No Relocation');
    expect(option).toBeDisabled();
    expect(option).toHaveAttribute('title', MESSAGES.adminRequiredForRuleDelete);
    expect(optionIn(await destinationOf('1-01'), 'No Relocation')).not.toBeDisabled();
  });

  it('shows VIEW the rules read-only', async () => {
    renderTab({ role: 'VIEW' });
    expect(await destinationOf('1-01')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Save rotation/ })).not.toBeInTheDocument();
  });

  it('says which list failed to load', async () => {
    fakeApi({ 'GET /api/stations': () => ok(STATIONS), 'GET /api/rotation-rules': () => fail(500, '') });
    renderWithProviders(<RotationsTab centerId={CENTER_ID} role="ADMIN" timeZone="America/Los_Angeles" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.loadRotationRulesFailed);
  });

  it("says 'Failed to load data. Please try again.' when neither the stations nor the rules load", async () => {
    fakeApi({ 'GET /api/stations': () => fail(500, ''), 'GET /api/rotation-rules': () => fail(500, '') });
    renderWithProviders(<RotationsTab centerId={CENTER_ID} role="ADMIN" timeZone="America/Los_Angeles" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load data. Please try again.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('shows the server’s own message when both lists were refused with it', async () => {
    fakeApi({ 'GET /api/stations': () => fail(403, 'Insufficient permissions'), 'GET /api/rotation-rules': () => fail(403, 'Insufficient permissions') });
    renderWithProviders(<RotationsTab centerId={CENTER_ID} role="ADMIN" timeZone="America/Los_Angeles" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Insufficient permissions');
  });

  it('names the stations when only they failed to load', async () => {
    fakeApi({ 'GET /api/stations': () => fail(500, ''), 'GET /api/rotation-rules': () => ok([RULE]) });
    renderWithProviders(<RotationsTab centerId={CENTER_ID} role="ADMIN" timeZone="America/Los_Angeles" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.loadStationsFailed);
  });
});
