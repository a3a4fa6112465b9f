/**
 * How long a client may take (issue 24, decision 135); today's Fastify defaults held a
 * trickling connection for good. Node cuts a request whose headers have not all arrived after
 * `headersMs` (a browser sends them in one packet), or whose whole body has not after
 * `requestMs` (10 MB, the largest upload, at about 700 kbit/s), and a connection on which
 * nothing moved either way for `idleMs` (the longest answer, a 50,000-row upload on PGlite,
 * takes about 8 s). It looks every `checkEveryMs`. An upgraded WebSocket is no longer an HTTP
 * request: none of these apply to it.
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
