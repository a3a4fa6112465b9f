/**
 * Issue 30 (decision 169): `PUT /api/roster` with 2,000 people through the route of `npm start`'s
 * server (its own process, demo data), on embedded PGlite and on PostgreSQL, side by side: the
 * dry run (median of RUNS), the first sync (creates everyone), a second one renaming 500 people
 * and leaving 100 out (updates and deactivations), and an unchanged one (median of RUNS). The
 * issue's budget: 2,000 people within 10 s on PGlite.
 *
 *   npm run bench:roster-sync -w @stationboard/bench     (BENCH_PEOPLE=2000, BENCH_RUNS=5)
 */
import fs from 'node:fs';
import { ms, onScratchPostgres, sideBySide, startServerProcess, tempDir, type ServerProcess } from './harness.ts';

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 2000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BUDGET_MS = 10_000;

const table = sideBySide();
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The HR list: every person with a UID, a badge, an alias and a shift pattern. */
const list = Array.from({ length: PEOPLE }, (_, i) => ({
  employee_uid: 700_000 + i,
  name: `Person ${i}, Synced`,
  employee_id: `hr${i}`,
  badge_barcode_id: 40_000_000 + i,
  shift_pattern: (['FHD', 'BHD', 'FHN', 'BHN'] as const)[i % 4],
}));
const changed = list.slice(0, PEOPLE - 100).map((person, i) => (i < 500 ? { ...person, name: `${person.name} (renamed)` } : person));

async function json(server: ServerProcess, token: string, method: string, url: string, body: unknown) {
  const t0 = performance.now();
  const response = await fetch(`${server.base}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', origin: server.base },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { data: Record<string, unknown>; error?: string };
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${answer.error}`);
  return { ms: performance.now() - t0, data: answer.data };
}

async function measure(label: string, env: Record<string, string>): Promise<void> {
  table.engine(label);
  const server = await startServerProcess({ ...env, SEED_DEMO: 'true', DEMO_PASSWORD: 'demo1234' });
  try {
    const signIn = await fetch(`${server.base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.base },
      body: JSON.stringify({ email: 'demo-admin@stationboard.local', password: 'demo1234' }),
    });
    const session = signIn.headers.get('set-auth-token');
    if (!session) throw new Error(`sign-in failed: ${signIn.status}`);
    const token = (await json(server, session, 'POST', '/api/integrations/tokens', { name: 'bench HR', scopes: ['roster:write'] })).data.token as string;
    const sync = (people: unknown[], dryRun = false) => json(server, token, 'PUT', '/api/roster', { people, dry_run: dryRun });
    const count = (data: Record<string, unknown>) =>
      ['created', 'updated', 'deactivated'].map((key) => `${(data[key] as unknown[]).length} ${key}`).join(', ') + `, ${data.unchanged as number} unchanged`;

    const dryRuns: number[] = [];
    for (let run = 0; run < RUNS; run++) dryRuns.push((await sync(list, true)).ms);
    table.note(label, `dry run, median of ${RUNS}`, ms(median(dryRuns), BUDGET_MS));
    const first = await sync(list);
    table.note(label, 'first sync', `${ms(first.ms, BUDGET_MS)} (${count(first.data)})`);
    const second = await sync(changed);
    table.note(label, 'second sync', `${ms(second.ms, BUDGET_MS)} (${count(second.data)})`);
    const same: number[] = [];
    for (let run = 0; run < RUNS; run++) same.push((await sync(changed)).ms);
    table.note(label, `unchanged sync, median of ${RUNS}`, ms(median(same), BUDGET_MS));
    table.note(label, 'server memory after', `${server.rssMb().toFixed(0)} MB`);
  } finally {
    await server.stop();
  }
}

const dataDir = tempDir();
try {
  await measure('PGlite (embedded)', { DATA_DIR: dataDir });
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
await onScratchPostgres('_roster', (url) => measure('PostgreSQL 127.0.0.1', { DATABASE_URL: url }));

table.print(`PUT /api/roster, ${PEOPLE} people`);
