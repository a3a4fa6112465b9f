import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Role } from '@stationboard/domain/roles/roles';
import { fail, fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { CENTER_ID } from '../testing/station-fixtures.ts';
import { SkillsTab } from './skills-tab.tsx';

const FORKLIFT = { id: '77777777-7777-4777-8777-777777777771', fulfillment_center_id: CENTER_ID, name: 'Forklift' };

function renderTab(handlers: Parameters<typeof fakeApi>[0] = {}, role: Role = 'ADMIN') {
  const api = fakeApi({ 'GET /api/skills': () => ok([FORKLIFT]), ...handlers });
  renderWithProviders(<SkillsTab centerId={CENTER_ID} role={role} timeZone="America/Los_Angeles" />);
  return { api, user: userEvent.setup() };
}

describe('SkillsTab (issue 15)', () => {
  it('lists the skills and adds one, trimmed', async () => {
    const { api, user } = renderTab({ 'POST /api/skills': () => ok({ ...FORKLIFT, id: '77777777-7777-4777-8777-777777777772', name: 'Hazmat' }) });
    expect(await screen.findByRole('list', { name: 'Skills' })).toHaveTextContent('Forklift');
    await user.type(screen.getByRole('textbox', { name: 'Skill name' }), '  Hazmat ');
    await user.click(screen.getByRole('button', { name: 'Add skill' }));
    await waitFor(() => expect(api.bodies['POST /api/skills']).toEqual([{ name: 'Hazmat', fulfillment_center_id: CENTER_ID }]));
  });

  it('renames a skill and shows the server refusal of a name taken', async () => {
    const { api, user } = renderTab({ [`PUT /api/skills/${FORKLIFT.id}`]: () => fail(409, 'A skill named Hazmat already exists') });
    await user.click(await screen.findByRole('button', { name: 'Rename Forklift' }));
    const field = within(screen.getByRole('list', { name: 'Skills' })).getByRole('textbox', { name: 'Skill name' });
    await user.clear(field);
    await user.type(field, 'Hazmat');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A skill named Hazmat already exists');
    expect(api.bodies[`PUT /api/skills/${FORKLIFT.id}`]).toEqual([{ name: 'Hazmat', fulfillment_center_id: CENTER_ID }]);
  });

  it('refuses a blank name without calling the server', async () => {
    const { api, user } = renderTab();
    await screen.findByRole('list', { name: 'Skills' });
    await user.click(screen.getByRole('button', { name: 'Add skill' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Skill name is required');
    expect(api.calls).toEqual(['GET /api/skills']);
  });
});
