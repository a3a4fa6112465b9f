/**
 * Issue 30, signed webhooks (decision 167): registration per role and center, the secret shown
 * once, the SSRF refusal at registration and at delivery, an event rolled back sending nothing,
 * a receiver down for a while then up getting the message once it is up, signed as the
 * Standard Webhooks reference library verifies, and Redeliver with the same webhook id.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assignPayload, buildFloor, floorDayClock, TODAY, type Floor } from '../../../test/floor-fixture.ts';
import { buildTestApp, testConfig, type TestApp } from '../../../test/helper.ts';
import * as s from '../../db/schema.ts';
import { PRIVATE_ADDRESS_MESSAGE } from '../../lib/webhooks/address.ts';
import { enqueueWebhookEvent } from '../../lib/webhooks/events.ts';

type Received = { headers: http.IncomingHttpHeaders; body: string };

/** A receiver on loopback that answers 503 to its first `failures` requests, 204 after. */
async function startReceiver(failures = 0) {
  const received: Received[] = [];
  let refused = 0;
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (refused < failures) {
        refused++;
        response.writeHead(503).end();
        return;
      }
      received.push({ headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return { url, received, attemptsRefused: () => refused, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function until<T>(check: () => Promise<T | undefined> | T | undefined, timeoutMs = 20_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const allowPrivate = { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_BASE_SECONDS: '1', WEBHOOK_TIMEOUT_SECONDS: '2' };

let t: TestApp;
let f: Floor;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

async function data(pending: ReturnType<Floor['call']>) {
  const res = await pending;
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

function emit(centerId: string, type: 'checkin' | 'plan.applied', payload: Record<string, unknown>) {
  return t.database.db.transaction((tx) => enqueueWebhookEvent(tx, centerId, type, payload));
}

describe('signed webhooks', () => {
  afterEach(async () => {
    await t.close();
    await receiver.close();
  });

  describe('with private addresses allowed (as in tests)', () => {
    beforeEach(async () => {
      t = await buildTestApp({ clock: floorDayClock(), config: testConfig(allowPrivate) });
      f = await buildFloor(t, ['MANAGER', 'ADMIN']);
    });

    it('registers an endpoint for ADMIN and up, shows the secret once, and lists it without', async () => {
      receiver = await startReceiver();
      expect((await f.call('MANAGER', 'POST', '/api/integrations/webhooks', { url: receiver.url, events: ['checkin'] })).statusCode).toBe(403);
      const created = await data(f.call('ADMIN', 'POST', '/api/integrations/webhooks', { url: receiver.url, events: ['checkin', 'checkin', 'plan.applied'] }));
      expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
      expect(Buffer.from(created.secret.slice(6), 'base64')).toHaveLength(24);
      expect(created.events).toEqual(['checkin', 'plan.applied']);
      const listed = await data(f.call('ADMIN', 'GET', '/api/integrations/webhooks'));
      expect(listed).toEqual([
        {
          id: created.id,
          fulfillment_center_id: f.centerId,
          url: receiver.url,
          events: ['checkin', 'plan.applied'],
          created_at: created.created_at,
          deliveries: [],
        },
      ]);
      expect(JSON.stringify(listed)).not.toContain(created.secret);
      expect((await f.call('ADMIN', 'POST', '/api/integrations/webhooks', { url: 'ftp://example.com/x', events: ['checkin'] })).statusCode).toBe(400);
      expect((await f.call('ADMIN', 'POST', '/api/integrations/webhooks', { url: receiver.url, events: ['nope'] })).statusCode).toBe(400);
      await data(f.call('ADMIN', 'DELETE', `/api/integrations/webhooks/${created.id}`));
      const audits = await t.database.db.select().from(s.auditLogs).where(eq(s.auditLogs.tableName, 'webhook_endpoints'));
      expect(audits.map((a) => a.action).sort()).toEqual(['CREATE', 'DELETE']);
    });

    it("answers 404 for another center's endpoint and changes nothing", async () => {
      receiver = await startReceiver();
      const [theirs] = await t.database.db
        .insert(s.webhookEndpoints)
        .values({ fulfillmentCenterId: f.otherCenterId, url: receiver.url, events: ['checkin'], secret: 'whsec_AAAA' })
        .returning();
      expect((await f.call('ADMIN', 'DELETE', `/api/integrations/webhooks/${theirs!.id}`)).statusCode).toBe(404);
      expect((await f.call('ADMIN', 'POST', `/api/integrations/webhooks/${theirs!.id}/deliveries/msg_x/redeliver`)).statusCode).toBe(404);
      expect(await data(f.call('ADMIN', 'GET', '/api/integrations/webhooks'))).toEqual([]);
      expect(await t.database.db.select().from(s.webhookEndpoints)).toHaveLength(1);
    });

    it('delivers once the receiver is up, signed as the reference library verifies, and sends nothing for a change rolled back', {
      timeout: 30_000,
    }, async () => {
      receiver = await startReceiver(2);
      const created = await data(f.call('ADMIN', 'POST', '/api/integrations/webhooks', { url: receiver.url, events: ['checkin'] }));
      await expect(
        t.database.db.transaction(async (tx) => {
          await enqueueWebhookEvent(tx, f.centerId, 'checkin', { assignment_id: 'rolled-back' });
          throw new Error('the change fails');
        }),
      ).rejects.toThrow('the change fails');
      await emit(f.centerId, 'plan.applied', { step_id: 'not subscribed' });
      await emit(f.otherCenterId, 'checkin', { assignment_id: 'another center' });
      await emit(f.centerId, 'checkin', { assignment_id: 'a1' });

      const [message] = await until(() => (receiver.received.length > 0 ? receiver.received : undefined));
      expect(receiver.attemptsRefused()).toBe(2);
      const verified = new Webhook(created.secret).verify(message!.body, message!.headers as Record<string, string>) as {
        type: string;
        data: Record<string, unknown>;
      };
      expect(verified).toMatchObject({ type: 'checkin', data: { fulfillment_center_id: f.centerId, assignment_id: 'a1' } });
      expect(() => new Webhook(`whsec_${Buffer.alloc(24, 1).toString('base64')}`).verify(message!.body, message!.headers as Record<string, string>)).toThrow();

      const [listed] = await until(async () => {
        const endpoints = await data(f.call('ADMIN', 'GET', '/api/integrations/webhooks'));
        return endpoints[0].deliveries[0]?.status === 'delivered' ? endpoints : undefined;
      });
      expect(listed.deliveries).toHaveLength(1);
      expect(listed.deliveries[0]).toMatchObject({
        id: message!.headers['webhook-id'],
        webhook_id: created.id,
        event_type: 'checkin',
        attempts: 3,
        last_error: null,
        next_attempt_at: null,
      });

      // Redeliver: the same webhook id again, audited.
      await data(f.call('ADMIN', 'POST', `/api/integrations/webhooks/${created.id}/deliveries/${listed.deliveries[0].id}/redeliver`));
      await until(() => receiver.received.length === 2 || undefined);
      expect(receiver.received[1]!.headers['webhook-id']).toBe(message!.headers['webhook-id']);
      expect(receiver.received).toHaveLength(2);
      const audits = await t.database.db.select().from(s.auditLogs).where(eq(s.auditLogs.action, 'WEBHOOK_REDELIVER'));
      expect(audits).toHaveLength(1);
    });

    describe('assignment changes, whoever writes them', () => {
      it('sends assignment.changed for an assignment made and removed, from the database trigger in the same transaction', { timeout: 30_000 }, async () => {
        receiver = await startReceiver();
        const created = await data(f.call('ADMIN', 'POST', '/api/integrations/webhooks', { url: receiver.url, events: ['assignment.changed'] }));
        const assignment = await data(f.call('MANAGER', 'POST', `/api/stations/${f.s1.id}/assign`, assignPayload(f, f.s1, f.ann)));
        await data(f.call('MANAGER', 'DELETE', `/api/stations/${f.s1.id}/assignments/${assignment.id}`));
        await until(() => receiver.received.length === 2 || undefined);
        const [made, removed] = receiver.received.map(
          (message) =>
            new Webhook(created.secret).verify(message.body, message.headers as Record<string, string>) as {
              type: string;
              data: Record<string, { id?: string } | string | null>;
            },
        );
        expect(made).toMatchObject({
          type: 'assignment.changed',
          data: { change: 'insert', previous: null, assignment: { id: assignment.id, employee_id: f.ann.id } },
        });
        expect(removed).toMatchObject({ type: 'assignment.changed', data: { change: 'delete', assignment: null, previous: { id: assignment.id } } });
      });
    });

    describe('quarters', () => {
      it('sends quarter.changed for a quarter made, changed and deleted', { timeout: 30_000 }, async () => {
        receiver = await startReceiver();
        const created = await data(f.call('ADMIN', 'POST', '/api/integrations/webhooks', { url: receiver.url, events: ['quarter.changed'] }));
        const quarter = await data(
          f.call('ADMIN', 'POST', '/api/quarters', { quarter_name: 'Q9', quarter_number: 9, start_time: '20:00', end_time: '21:00', shift: 'back_half_day' }),
        );
        await data(f.call('ADMIN', 'PUT', `/api/quarters/${quarter.id}`, { is_active: true }));
        await data(f.call('ADMIN', 'DELETE', `/api/quarters/${quarter.id}`));
        await until(() => receiver.received.length >= 3 || undefined);
        const changes = receiver.received
          .map(
            (message) =>
              new Webhook(created.secret).verify(message.body, message.headers as Record<string, string>) as { data: { quarter_id: string; change: string } },
          )
          .map((message) => message.data)
          .filter((change) => change.quarter_id === quarter.id)
          .map((change) => change.change);
        expect(changes.sort()).toEqual(['created', 'deleted', 'updated']);
      });
    });

    describe('the plan grid', () => {
      it('sends plan.applied for a step and for its undo, with the cells changed', { timeout: 30_000 }, async () => {
        receiver = await startReceiver();
        const created = await data(f.call('ADMIN', 'POST', '/api/integrations/webhooks', { url: receiver.url, events: ['plan.applied'] }));
        await data(f.call('MANAGER', 'POST', `/api/stations/${f.s1.id}/assign`, assignPayload(f, f.s1, f.ann)));
        await data(f.call('MANAGER', 'POST', '/api/plan/clear', { date: TODAY }));
        await data(f.call('MANAGER', 'POST', '/api/plan/undo', {}));
        await until(() => receiver.received.length === 2 || undefined);
        const steps = receiver.received
          .map(
            (message) =>
              new Webhook(created.secret).verify(message.body, message.headers as Record<string, string>) as {
                data: { action: string; changed: number; dates: string[] };
              },
          )
          .map((message) => message.data);
        expect(steps.map((step) => [step.action, step.changed, step.dates]).sort()).toEqual([
          ['clear', 1, [TODAY]],
          ['undo', 1, [TODAY]],
        ]);
      });
    });
  });

  describe('with private addresses refused (the default)', () => {
    beforeEach(async () => {
      t = await buildTestApp({ clock: floorDayClock(), config: testConfig({ WEBHOOK_RETRY_BASE_SECONDS: '1', WEBHOOK_TIMEOUT_SECONDS: '2' }) });
      f = await buildFloor(t, ['ADMIN']);
    });

    it('refuses a loopback or private URL at registration, and at delivery after the DNS lookup', { timeout: 30_000 }, async () => {
      receiver = await startReceiver();
      for (const url of [
        receiver.url,
        'http://localhost:9/x',
        'http://10.1.2.3/x',
        'http://[::1]/x',
        'http://169.254.169.254/latest',
        'http://[fd00::1]/x',
        'http://0.0.0.0/x',
      ]) {
        const res = await f.call('ADMIN', 'POST', '/api/integrations/webhooks', { url, events: ['checkin'] });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().error, url).toBe(PRIVATE_ADDRESS_MESSAGE);
      }
      // A name that resolves to loopback by the time of delivery (as DNS rebinding would) is refused then too.
      await t.database.db
        .insert(s.webhookEndpoints)
        .values({ fulfillmentCenterId: f.centerId, url: receiver.url.replace('127.0.0.1', 'localhost'), events: ['checkin'], secret: 'whsec_AAAA' });
      await emit(f.centerId, 'checkin', { assignment_id: 'a1' });
      const delivery = await until(async () => {
        const [row] = await t.database.db.select().from(s.webhookDeliveries);
        return row && row.attempts > 0 ? row : undefined;
      });
      expect(delivery.lastError).toMatch(/not a public address/);
      expect(receiver.received).toEqual([]);
    });
  });
});
