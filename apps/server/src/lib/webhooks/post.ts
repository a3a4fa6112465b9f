/** Issue 30 (decision 167): one attempt to hand a signed message to a receiver. */
import http from 'node:http';
import https from 'node:https';
import { guardedLookup } from './address.ts';

/** What a receiver's answer may say in the log, at most. */
const ERROR_MAX = 300;

export type PostOutcome = { ok: true } | { ok: false; error: string };

/** POSTs `body` with `headers`; a 2xx answer within the timeout is a delivery, anything else an error to retry. */
export function postMessage(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: { allowPrivate: boolean; timeoutSeconds: number },
): Promise<PostOutcome> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'Stationboard-Webhooks' },
        lookup: guardedLookup(options.allowPrivate),
        timeout: options.timeoutSeconds * 1000,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        // The answer's body is not needed: read and dropped, so the connection ends cleanly.
        response.resume();
        response.on('end', () => resolve(status >= 200 && status < 300 ? { ok: true } : { ok: false, error: `HTTP ${status}` }));
        response.on('error', (err) => resolve({ ok: false, error: err.message.slice(0, ERROR_MAX) }));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${options.timeoutSeconds} s`)));
    request.on('error', (err) => resolve({ ok: false, error: err.message.slice(0, ERROR_MAX) }));
    request.end(body);
  });
}
