/**
 * How long a client may take (issue 24, decision 135); Fastify's defaults held a trickling
 * connection for good. Node cuts a connection whose request headers have not all arrived
 * `headersMs` after it opened or after the request began (a browser sends them in one packet;
 * a connection that sends nothing is cut too), a request whose whole body has not after
 * `requestMs` (10 MB, the largest upload, at about 700 kbit/s), and a connection on which
 * nothing moved either way for `idleMs`, such as a client that stops reading its answer (the
 * longest answer, a 50,000-row upload on PGlite, takes about 8 s to prepare). It looks every
 * `checkEveryMs`. An upgraded WebSocket is no longer an HTTP request: none of these apply to it.
 */
export const HTTP_TIMEOUTS = { headersMs: 10_000, requestMs: 120_000, idleMs: 120_000, checkEveryMs: 2_000 };

export type HttpTimeouts = typeof HTTP_TIMEOUTS;

/** The Fastify options that apply them. */
export function httpTimeoutOptions(timeouts: HttpTimeouts) {
  return {
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
  };
}
