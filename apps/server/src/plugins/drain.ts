/**
 * Draining after a stop signal (decisions 110, 125 and 135). From the moment the app starts to
 * close, a request that arrives is answered 503 in the envelope before any route runs, the
 * better-auth catch-all included, and closing the app waits for the requests it had already
 * taken until their handlers are done: a handler whose client has gone keeps running, and the
 * database must not close under it (bench/stations ended with a burst of "PGlite is closed").
 */
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from '../lib/envelope.ts';

export const STOPPING_MESSAGE = 'Stopping: not taking new work';

/** How long closing the app waits for handlers still at work; server.ts's deadline is the limit. */
const HANDLERS_WAIT_MS = 8000;
const POLL_MS = 20;

declare module 'fastify' {
  interface FastifyInstance {
    /** The requests whose handlers are still at work, as "METHOD /path", for the last log line of a stop. */
    requestsInFlight(): string[];
  }
}

export const drain = fp(async (app) => {
  const inFlight = new Set<FastifyReply>();

  /** A reply is done once its answer was ended or handed over (a WebSocket); a client that left does not end it. */
  const stillAtWork = (): FastifyReply[] => {
    for (const reply of inFlight) if (reply.sent) inFlight.delete(reply);
    return [...inFlight];
  };

  app.decorate('requestsInFlight', () => stillAtWork().map((reply) => `${reply.request.method} ${reply.request.url.split('?')[0]}`));

  app.addHook('onRequest', async (_request, reply) => {
    if (app.readiness.draining) {
      // The balancer or the browser tries again, on another replica.
      return reply.status(503).header('connection', 'close').header('retry-after', '1').send(failure(STOPPING_MESSAGE));
    }
    inFlight.add(reply);
  });
  app.addHook('onResponse', async (_request, reply) => {
    inFlight.delete(reply);
  });

  // app.close() alone (tests, benchmarks) drains as the stop signal does in server.ts.
  app.addHook('preClose', async () => {
    app.readiness.draining = true;
  });
  app.addHook('onClose', async () => {
    const until = Date.now() + HANDLERS_WAIT_MS;
    while (stillAtWork().length > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const left = app.requestsInFlight();
    if (left.length > 0) app.log.warn({ requests: left }, 'closing: requests still at work');
  });
});
