/**
 * Issue 30 (decision 167): this process's webhook worker. It starts with the app and stops
 * with it, letting a delivery under way finish; each outcome is counted in the metrics.
 */
import fp from 'fastify-plugin';
import { startWorker, WEBHOOK_QUEUE } from '../db/job-queue.ts';
import { runDeliveryJob } from '../lib/webhooks/worker.ts';

/** A run may last this many times the receiver's timeout before its process counts as dead. */
const EXPIRY_TIMEOUTS = 3;

export const webhookWorker = fp(async (app) => {
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    const { webhooks } = app.config;
    stop = await startWorker(
      app.database,
      WEBHOOK_QUEUE,
      async (data) => {
        const outcome = await runDeliveryJob(app.database.db, webhooks, data);
        app.metrics.webhookDelivery(outcome);
        if (outcome === 'retry' || outcome === 'failed') app.log.warn({ event: 'webhook_delivery_failed', outcome }, 'webhook: a delivery failed');
      },
      {
        expireInSeconds: webhooks.timeoutSeconds * EXPIRY_TIMEOUTS,
        onError: (err) => app.log.error({ err, event: 'webhook_queue_error' }, 'webhook: the job queue failed'),
      },
    );
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
});
