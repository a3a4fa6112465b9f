/**
 * Crash and restart (issue 13): the real server is SIGKILLed while a manager's writes are in
 * flight, started again, and every write it acknowledged must be there, with at most one
 * assignment per station/quarter/date and per employee/quarter/date. On PGlite each crash
 * leaves the data folder's lock behind; one restart finds it naming the new process's own PID
 * (a container restarting its server as PID 1), one naming a live unrelated process. On
 * PostgreSQL the server runs on a database of its own, dropped at the end.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { LOCK_FILE_NAME } from '../src/db/data-dir-lock.ts';
import { openDatabase, queryRows } from '../src/db/database.ts';
import { isPostgres } from './helper.ts';
import { freePort, READY_LINE, seededDataFolder, serverStore, startServer, waitFor, type Started } from './real-server.ts';

const CRASHES = 5;
const WRITERS = 4;

const { dataDir, databaseUrl } = serverStore('crash');
const lockPath = path.join(dataDir, LOCK_FILE_NAME);

type Api = { call<T>(method: string, url: string, body?: unknown): Promise<{ status: number; data: T }> };

function api(port: number, token?: string): Api {
  return {
    async call(method, url, body) {
      const res = await fetch(`http://127.0.0.1:${port}/api${url}`, {
        method,
        headers: {
          origin: `http://localhost:${port}`,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await res.json()) as { data: never };
      return { status: res.status, data: json.data };
    },
  };
}

async function signIn(port: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: `http://localhost:${port}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo-manager@stationboard.local', password: 'demo1234' }),
  });
  const token = res.headers.get('set-auth-token');
  if (res.status !== 200 || !token) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return token;
}

type Acknowledged = { employees: Map<string, string>; assignments: { stationId: string; date: string; employeeId: string }[] };

/** Slot k is one (station, date) pair written once: the stations in turn, then the next day. */
function slotOf(k: number, stationIds: string[]): { stationId: string; date: string } {
  const day = new Date(Date.UTC(2031, 0, 1 + Math.floor(k / stationIds.length)));
  return { stationId: stationIds[k % stationIds.length]!, date: day.toISOString().slice(0, 10) };
}

/**
 * WRITERS managers' tabs each create an employee and assign them to the next slot, again and
 * again; once `killAfter` writes are acknowledged the server is SIGKILLed, with the other
 * writers' requests on the wire. Answers how many requests were in flight at the kill.
 */
async function writeUntilKilled(
  server: Started,
  client: Api,
  context: { quarterId: string; stationIds: string[]; nextSlot: () => number },
  acknowledged: Acknowledged,
  killAfter: number,
): Promise<number> {
  let acks = 0;
  let inFlight = 0;
  let inFlightAtKill = -1;
  const unexpected: string[] = [];
  const send = async <T>(method: string, url: string, body: unknown): Promise<T | undefined> => {
    inFlight++;
    try {
      const res = await client.call<T>(method, url, body);
      if (res.status !== 200) unexpected.push(`${method} ${url}: ${res.status}`);
      return res.status === 200 ? res.data : undefined;
    } catch {
      return undefined; // the connection died with the server: not acknowledged
    } finally {
      inFlight--;
    }
  };
  const acknowledge = () => {
    if (++acks >= killAfter && inFlightAtKill < 0) {
      inFlightAtKill = inFlight;
      server.child.kill('SIGKILL');
    }
  };
  const writer = async () => {
    while (inFlightAtKill < 0) {
      const k = context.nextSlot();
      const name = `Crash test ${k}`;
      const employee = await send<{ id: string }>('POST', '/employees', { name });
      if (!employee) return;
      acknowledged.employees.set(employee.id, name);
      acknowledge();
      const { stationId, date } = slotOf(k, context.stationIds);
      const body = { station_id: stationId, quarter_id: context.quarterId, assignment_date: date, employee_id: employee.id, employee_name: name };
      if (!(await send('POST', `/stations/${stationId}/assign`, body))) return;
      acknowledged.assignments.push({ stationId, date, employeeId: employee.id });
      acknowledge();
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  if (inFlightAtKill < 0) server.child.kill('SIGKILL'); // every writer stopped on an unexpected answer
  await server.exited;
  expect(unexpected).toEqual([]);
  return inFlightAtKill;
}

/** Every acknowledged employee and assignment, read back through the API. */
async function expectAcknowledgedWrites(client: Api, quarterId: string, acknowledged: Acknowledged): Promise<void> {
  const employeeIds = new Set<string>();
  for (let page = 1; ; page++) {
    const { data } = await client.call<{ data: { id: string }[]; totalPages: number }>('GET', `/employees?limit=1000&page=${page}`);
    for (const e of data.data) employeeIds.add(e.id);
    if (page >= data.totalPages) break;
  }
  expect([...acknowledged.employees.keys()].filter((id) => !employeeIds.has(id))).toEqual([]);

  const occupants = new Map<string, string>();
  for (const date of new Set(acknowledged.assignments.map((a) => a.date))) {
    const { data } = await client.call<{ data: { station_id: string; employee_id: string }[] }>(
      'GET',
      `/quarters/${quarterId}/assignments?assignment_date=${date}&limit=1000`,
    );
    for (const a of data.data) occupants.set(`${a.station_id}/${date}`, a.employee_id);
  }
  expect(acknowledged.assignments.filter((a) => occupants.get(`${a.stationId}/${a.date}`) !== a.employeeId)).toEqual([]);
}

function readLock(): { pid: number } {
  return JSON.parse(fs.readFileSync(lockPath, 'utf8')) as { pid: number };
}

it(isPostgres
  ? `keeps every acknowledged write through ${CRASHES} SIGKILLs during writes on PostgreSQL`
  : `keeps every acknowledged write through ${CRASHES} SIGKILLs during writes on PGlite, restarting by itself whatever PID the lock names`, async () => {
  const port = await freePort();
  const env = { PORT: String(port), DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  if (!databaseUrl) await seededDataFolder(dataDir);
  let server = startServer(env);
  await waitFor(server, READY_LINE, 60_000);
  const client = api(port, await signIn(port));
  const [quarter] = (await client.call<{ id: string }[]>('GET', '/quarters')).data;
  const stations = (await client.call<{ id: string; is_active: boolean }[]>('GET', '/stations')).data;
  let slot = 0;
  const context = { quarterId: quarter!.id, stationIds: stations.filter((s) => s.is_active).map((s) => s.id), nextSlot: () => slot++ };
  const acknowledged: Acknowledged = { employees: new Map(), assignments: [] };

  for (let crash = 1; crash <= CRASHES; crash++) {
    const inFlight = await writeUntilKilled(server, client, context, acknowledged, 8 + ((crash * 7) % 11) * 2);
    expect(inFlight, 'requests on the wire when the server was killed').toBeGreaterThan(0);
    let preload: string[] = [];
    if (!databaseUrl) {
      expect(readLock().pid, 'the crash left its lock behind').toBe(server.child.pid);
      // The second restart is PID 1 in a restarted container; the third finds the crashed PID
      // reused by a live unrelated process, this test runner.
      if (crash === 2) preload = ['./test/lock-names-own-pid.ts'];
      if (crash === 3) fs.writeFileSync(lockPath, JSON.stringify({ ...readLock(), pid: process.pid }));
    }
    server = startServer(env, { preload });
    await waitFor(server, READY_LINE, 60_000);
    if (crash === 2 && !databaseUrl) expect(server.output()).toContain(`the lock names this process (pid ${server.child.pid})`);
    if (!databaseUrl) expect(readLock().pid).toBe(server.child.pid);
    await expectAcknowledgedWrites(client, context.quarterId, acknowledged);
  }
  expect(acknowledged.assignments.length).toBeGreaterThanOrEqual(CRASHES);

  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  const database = await openDatabase({ databaseUrl, dataDir }, 'crash test');
  try {
    // Read the table itself, not its unique indexes, which a torn write could have left behind.
    const duplicates = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_indexscan = off`);
      await tx.execute(sql`set local enable_indexonlyscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const [row] = await queryRows<{ bySlot: number; byEmployee: number }>(
        tx,
        sql`select
            (select count(*)::int from (select 1 from assignments group by station_id, quarter_id, assignment_date having count(*) > 1) d) as "bySlot",
            (select count(*)::int from (select 1 from assignments group by employee_id, quarter_id, assignment_date having count(*) > 1) d) as "byEmployee"`,
      );
      return row;
    });
    expect(duplicates).toEqual({ bySlot: 0, byEmployee: 0 });
  } finally {
    await database.close();
  }
}, 240_000);
