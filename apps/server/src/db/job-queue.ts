/**
 * Issue 30 (decision 167): the job queue, pg-boss, in the same database as everything else
 * (its tables in the `pgboss` schema), on PGlite and PostgreSQL alike through the one
 * connection or pool the server already has. A job is sent in the transaction of the change it
 * follows from, so a change rolled back sends nothing; replicas fetch with SKIP LOCKED, so each
 * job runs on one of them; a job whose process died is retried once its expiry passes.
 */
import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database, type Tx } from './database.ts';

/** The queue of webhook deliveries: one job per attempt of one delivery. */
export const WEBHOOK_QUEUE = 'webhook-delivery';

type ExecuteSql = Database['executeSql'];

/**
 * pg-boss's own tables and the webhook queue, made when missing and brought up to this
 * pg-boss's version otherwise; part of every start's migration (database.ts), under its
 * advisory lock on PostgreSQL.
 */
export async function installJobQueue(database: { executeSql: ExecuteSql }): Promise<void> {
  const boss = new PgBoss({ db: { executeSql: database.executeSql }, migrate: true, supervise: false, schedule: false });
  boss.on('error', () => {});
  await boss.start();
  try {
    // Only a process that died mid-run makes a job fail: it runs again, soon (decision 167).
    const queue = { name: WEBHOOK_QUEUE, policy: 'standard' as const, retryLimit: 5, retryDelay: 1, retryBackoff: true };
    if (!(await boss.getQueue(WEBHOOK_QUEUE))) await boss.createQueue(WEBHOOK_QUEUE, queue);
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}

/** pg-boss's text with `$n` values as one Drizzle statement, so it runs in a Drizzle transaction. */
function asStatement(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`)));
}

/** A pg-boss that only sends, each time through the transaction it is handed. */
const sender = new PgBoss({
  db: {
    executeSql: () => {
      throw new Error('a job is sent in a transaction only');
    },
  },
});

/** Sends a job in the change's transaction, to run at once or after `startAfter`: it exists only if the change commits. */
export async function sendJob(tx: Tx, queue: string, data: object, startAfter?: Date): Promise<void> {
  await sender.send(queue, data, {
    ...(startAfter ? { startAfter } : {}),
    db: { executeSql: async (text, values) => ({ rows: await queryRows(tx, asStatement(text, values)) }) },
  });
}

/** Jobs waiting or running in a queue (the metrics' depth). */
export async function queueDepth(database: Database, queue: string): Promise<number> {
  const { rows } = await database.executeSql(`select count(*)::int as depth from pgboss.job where name = $1 and state < 'completed'`, [queue]);
  return (rows[0] as { depth: number } | undefined)?.depth ?? 0;
}

/** How long a stop waits for a job under way. */
const STOP_WAIT_MS = 3000;

export type JobHandler = (data: unknown) => Promise<void>;

/**
 * Starts this process's worker on a queue; answers a function that stops it, letting a job
 * already running finish for up to STOP_WAIT_MS. `expireInSeconds` is also how often the queue looks for jobs whose
 * process died.
 */
export async function startWorker(
  database: Database,
  queue: string,
  handler: JobHandler,
  options: { expireInSeconds: number; onError: (err: unknown) => void },
) {
  // A handler still running when the stop gave up on it (a delivery waiting on its receiver) ends
  // after the app has closed its database; the queue's note of that outcome then goes nowhere
  // instead of failing on a closed pool. The run is left started, so it expires and runs again.
  // pg-boss notes an outcome without awaiting it and reads the answer's `count`, so the answer
  // says no job changed: anything else is an unhandled rejection in the process.
  let stopped = false;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => (stopped ? Promise.resolve({ rows: [{ count: 0 }] }) : database.executeSql(text, values)) },
    migrate: false,
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: Math.max(options.expireInSeconds, 1),
  });
  boss.on('error', options.onError);
  await boss.start();
  // How long a run may last before its process counts as dead, this deployment's (the queue keeps the last started's).
  await boss.updateQueue(queue, { name: queue, expireInSeconds: options.expireInSeconds });
  await boss.work(queue, { pollingIntervalSeconds: 1, batchSize: 1 }, async ([job]) => {
    if (job) await handler(job.data);
  });
  // Within the stop's grace (lib/stop-deadlines.ts); a delivery still running then is failed and runs again elsewhere or after the restart.
  return async () => {
    await boss.stop({ graceful: true, wait: true, timeout: STOP_WAIT_MS });
    stopped = true;
  };
}
