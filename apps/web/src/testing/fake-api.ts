import type { FulfillmentCenter } from '@stationboard/domain/schemas/account';
import { vi } from 'vitest';

type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };
type Handler = (request: { url: URL; body: unknown; headers: Headers }) => Answer | Promise<Answer>;

export type FakeApi = {
  /** Every call made, as 'METHOD /api/path'. */
  calls: string[];
  bodies: Record<string, unknown[]>;
};

/** An answer in our envelope, as our own routes give it. */
export function ok<T>(data: T) {
  return { body: { success: true, message: 'OK', data, timestamp: new Date().toISOString() } };
}

export function fail(status: number, error: string, metadata?: Record<string, unknown>) {
  return { status, body: { success: false, error, data: null, ...(metadata ? { metadata } : {}), timestamp: new Date().toISOString() } };
}

/**
 * Replaces fetch with answers keyed by 'METHOD /api/path' (no query string). A call nobody
 * answers fails the test loudly rather than hanging.
 */
export function fakeApi(handlers: Record<string, Handler>): FakeApi {
  const api: FakeApi = { calls: [], bodies: {} };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const key = `${init.method ?? 'GET'} ${url.pathname}`;
      api.calls.push(key);
      // JSON bodies parsed; anything else (a FormData upload) as it was sent.
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : (init.body ?? undefined);
      (api.bodies[key] ??= []).push(body);
      const handler = handlers[key];
      if (!handler) throw new Error(`No fake answer for ${key}`);
      const answer = await handler({ url, body, headers: new Headers(init.headers) });
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json', ...answer.headers },
      });
    }),
  );
  return api;
}

export const PUBLIC_CONFIG = ok({ product: 'Stationboard', mail_domain: 'stationboard.local', single_sign_on: null, local_passwords: true });

export const GEG1: FulfillmentCenter = {
  id: '11111111-1111-4111-8111-111111111111',
  code: 'GEG1',
  name: 'Spokane Fulfillment Center',
  location: 'Spokane, WA',
  address: null,
  timezone: 'America/Los_Angeles',
  is_active: true,
};

export const PDX2: FulfillmentCenter = {
  id: '22222222-2222-4222-8222-222222222222',
  code: 'PDX2',
  name: 'Portland Sortation Center',
  location: null,
  address: null,
  timezone: 'America/Los_Angeles',
  is_active: true,
};

/** An answer the test releases when it wants, to look at a loading state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
