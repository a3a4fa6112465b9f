import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { CENTER_ID } from '../testing/station-fixtures.ts';
import { IntegrationsTab } from './integrations-tab.tsx';

const ENDPOINT_ID = '88888888-8888-4888-8888-888888888881';
const DELIVERY_ID = 'msg_2pJc7LJ2sz1mW3';
const ENDPOINT = {
  id: ENDPOINT_ID,
  fulfillment_center_id: CENTER_ID,
  url: 'https://wms.example.com/hooks',
  events: ['checkin'],
  created_at: '2026-11-27T15:00:00.000Z',
  deliveries: [
    {
      id: DELIVERY_ID,
      webhook_id: ENDPOINT_ID,
      event_type: 'checkin',
      status: 'pending',
      attempts: 2,
      last_error: 'receiver answered 503',
      last_attempt_at: '2026-11-27T15:01:00.000Z',
      next_attempt_at: '2026-11-27T15:01:20.000Z',
      created_at: '2026-11-27T15:00:30.000Z',
    },
  ],
};

function renderTab(handlers: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ 'GET /api/integrations/tokens': () => ok([]), 'GET /api/integrations/webhooks': () => ok([ENDPOINT]), ...handlers });
  renderWithProviders(<IntegrationsTab centerId={CENTER_ID} role="ADMIN" timeZone="America/Los_Angeles" />);
  return { api, user: userEvent.setup() };
}

describe('IntegrationsTab (issue 30)', () => {
  it("lists an endpoint's deliveries with their status, attempts and last error, and sends one again", async () => {
    const { api, user } = renderTab({ [`POST /api/integrations/webhooks/${ENDPOINT_ID}/deliveries/${DELIVERY_ID}/redeliver`]: () => ok(null) });
    const log = await screen.findByRole('table', { name: 'Deliveries to https://wms.example.com/hooks' });
    const row = within(log).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('checkin');
    expect(row).toHaveTextContent('Pending');
    expect(row).toHaveTextContent('receiver answered 503');
    await user.click(within(row).getByRole('button', { name: /^Redeliver checkin of / }));
    await waitFor(() => expect(api.calls).toContain(`POST /api/integrations/webhooks/${ENDPOINT_ID}/deliveries/${DELIVERY_ID}/redeliver`));
  });

  it('adds an endpoint with its events and shows the signing secret once', async () => {
    const { api, user } = renderTab({
      'POST /api/integrations/webhooks': () =>
        ok({
          id: ENDPOINT_ID,
          fulfillment_center_id: CENTER_ID,
          url: 'https://hr.example.com/in',
          events: ['quarter.changed'],
          created_at: ENDPOINT.created_at,
          secret: 'whsec_c2VjcmV0',
        }),
    });
    await screen.findByRole('table', { name: /^Deliveries to / });
    await user.type(screen.getByRole('textbox', { name: 'Endpoint URL' }), 'https://hr.example.com/in');
    await user.click(screen.getByRole('checkbox', { name: /^assignment\.changed/ }));
    await user.click(screen.getByRole('checkbox', { name: /^quarter\.changed/ }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() =>
      expect(api.bodies['POST /api/integrations/webhooks']).toEqual([
        { url: 'https://hr.example.com/in', events: ['quarter.changed'], fulfillment_center_id: CENTER_ID },
      ]),
    );
    expect(await screen.findByText('Copy this signing secret now: it is not shown again.')).toBeInTheDocument();
    expect(screen.getByLabelText('https://hr.example.com/in')).toHaveTextContent('whsec_c2VjcmV0');
  });
});
