/**
 * The job queue's worker (decision 167): a run the stop gave up on ends after the stop, and the
 * note of its outcome goes nowhere, without an unhandled rejection in the process.
 */
import { expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helper.ts';
import { sendJob, startWorker, WEBHOOK_QUEUE } from './job-queue.ts';

it('lets a run the stop gave up on fail afterwards without an unhandled rejection', { timeout: 30_000 }, async () => {
  const database = await createTestDatabase();
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  process.on('unhandledRejection', onRejection);
  try {
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let fail!: () => void;
    const failing = new Promise<void>((resolve) => (fail = resolve));
    const errors: unknown[] = [];
    const stop = await startWorker(
      database,
      WEBHOOK_QUEUE,
      async () => {
        started();
        await failing;
        throw new Error('the receiver answered after the stop');
      },
      { expireInSeconds: 60, onError: (err) => errors.push(err) },
    );
    await database.db.transaction((tx) => sendJob(tx, WEBHOOK_QUEUE, { delivery: 'slow' }));
    await running;

    await stop();
    fail();
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(rejections).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    process.off('unhandledRejection', onRejection);
    await database.close();
  }
});
