/**
 * Decision 171: this process looks for quarters just begun every QUARTER_START_TICK_MS, from
 * the app's start to its close; every replica does, and the mark lets one of them send.
 */
import fp from 'fastify-plugin';
import { announceQuarterStarts } from './quarter-starts.service.ts';

export const QUARTER_START_TICK_MS = 30_000;

export const quarterStartTicker = fp(async (app) => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running = announceQuarterStarts(app.database.db, app.clock()).catch((err: unknown) =>
        app.log.warn({ err, event: 'quarter_start_events_failed' }, 'webhooks: announcing a quarter start failed'),
      );
    }, QUARTER_START_TICK_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
});
