/**
 * Issue 29 (decision 160): `POST /api/plan/auto` through the route, on embedded PGlite and on
 * PostgreSQL, printed side by side. The center is decision 157's synthetic date written as rows
 * (auto-plan-synthetic.ts: 300 people, half on the day quarters and half on the night, all
 * rostered that day; 120 stations on 4 lines; 8 quarters, the last across midnight; skills,
 * rotation rules, high-strain stations, a third of each shift's first quarter planned) with 4
 * weeks of history as assignments: each past day, every quarter's stations filled by a shuffled
 * shift. Each line needs 88% of its active stations (its labour standard's minimum). The preview
 * (dry run) and the apply (then its undo) are each timed RUNS times, median and worst; meanwhile
 * another user's map asks for its stations again 50 ms after each answer: its p99. The server is
 * `npm start`'s (compiled, its own process, the solve in its compiled worker), on the real clock:
 * the date planned is a week from today.
 *
 *   npm run bench:auto-plan-route -w @stationboard/bench     (BENCH_RUNS=5)
 */
import fs from 'node:fs';
import { addDays } from '@stationboard/domain/quarters/local-time';
import { seededRandom } from '@stationboard/domain/testing/seeded-random';
import { createAccount } from '@stationboard/server/src/db/create-account.ts';
import { createPgliteDatabase, createPostgresDatabase, pgliteDataPath, type Database } from '@stationboard/server/src/db/database.ts';
import { openPgliteCluster } from '@stationboard/server/src/db/pglite-cluster.ts';
import * as s from '@stationboard/server/src/db/schema.ts';
import { syntheticDate } from './auto-plan-synthetic.ts';
import { anotherScreen, figures, ms, onScratchPostgres, sideBySide, startServerProcess, tempDir, type Served } from './harness.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DATE = addDays(new Date().toISOString().slice(0, 10), 7);
const HISTORY_DAYS = 28;
const BUDGETS = { pglite: 2000, postgres: 1000, othersP99: 300 };
/** The synthetic date's hours (2, 2, 2, 1.75 a shift); the night's last quarter runs across midnight. */
const QUARTER_TIMES = [
  ['06:00', '08:00'],
  ['08:15', '10:15'],
  ['10:30', '12:30'],
  ['12:45', '14:30'],
  ['17:00', '19:00'],
  ['19:15', '21:15'],
  ['21:30', '23:30'],
  ['23:45', '01:30'],
] as const;

const table = sideBySide();
const note = table.note;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function insertInBatches<T>(rows: T[], write: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) await write(rows.slice(i, i + 1000));
}

/** The synthetic date as a center's rows; answers the center and its quarter ids in the date's order. */
async function seedCenter(database: Database): Promise<{ centerId: string; quarterIds: string[]; historyCells: number }> {
  const { db } = database;
  const input = { ...syntheticDate({ stations: 120, people: 300 }), date: DATE };
  const [center] = await db.insert(s.fulfillmentCenters).values({ code: 'AUTO1', name: 'Auto-plan bench', location: 'Nowhere, WA' }).returning();
  const centerId = center!.id;
  const [config] = await db.insert(s.tvCenterConfigs).values({ fulfillmentCenterId: centerId, maximumAttendance: 120 }).returning();
  const types = await db
    .insert(s.stationTypes)
    .values(['LINE', 'INDIRECT'].map((name) => ({ fulfillmentCenterId: centerId, name })))
    .returning();
  const typeId = new Map(types.map((type) => [type.name, type.id]));
  const skillNames = [...new Set(input.stations.flatMap((station) => station.required_skills.map((skill) => skill.id)))];
  const skills = await db
    .insert(s.skills)
    .values(skillNames.map((name) => ({ fulfillmentCenterId: centerId, name })))
    .returning();
  const skillId = new Map(skills.map((skill) => [skill.name, skill.id]));

  const stations = await db
    .insert(s.stations)
    .values(
      input.stations.map((station, index) => ({
        fulfillmentCenterId: centerId,
        stationCode: station.station_code,
        stationTypeId: typeId.get(station.station_type!.name)!,
        lineNumber: station.line_number,
        isActive: station.is_active,
        isHighStrain: station.is_high_strain,
        positionX: (index % 30) * 60,
        positionY: Math.floor(index / 30) * 60,
      })),
    )
    .returning();
  const stationId = new Map(stations.map((station) => [station.stationCode, station.id]));
  const critical = input.stations.filter((station) => station.is_critical);
  await db
    .insert(s.tvStationConfigs)
    .values(
      critical.map((station) => ({ centerConfigId: config!.id, fulfillmentCenterId: centerId, stationId: stationId.get(station.id)!, criticalStation: true })),
    );
  const needing = input.stations.flatMap((station) =>
    station.required_skills.map((skill) => ({ stationId: stationId.get(station.id)!, skillId: skillId.get(skill.id)! })),
  );
  await db.insert(s.stationSkills).values(needing);
  await db.insert(s.rotationRules).values(
    input.rotation_rules.map((rule) => ({
      fulfillmentCenterId: centerId,
      fromStationId: stationId.get(rule.from_station_id)!,
      toStationId: stationId.get(rule.to_station_id)!,
      lineNumber: input.stations.find((station) => station.id === rule.from_station_id)!.line_number,
    })),
  );
  for (const line of [1, 2, 3, 4]) {
    const active = input.stations.filter((station) => station.line_number === line && station.is_active).length;
    await db.insert(s.lineStandards).values({ fulfillmentCenterId: centerId, lineNumber: line, minHeads: Math.round(active * 0.88), maxHeads: null });
  }

  const quarters = await db
    .insert(s.quarters)
    .values(
      QUARTER_TIMES.map(([start, end], index) => ({
        fulfillmentCenterId: centerId,
        quarterName: `Q${index + 1}`,
        quarterNumber: index + 1,
        startTime: `${start}:00`,
        endTime: `${end}:00`,
        shift: index < 4 ? 'front_half_day' : 'back_half_day',
      })),
    )
    .returning();
  const quarterId = new Map(input.quarters.map((quarter, index) => [quarter.id, quarters[index]!.id]));

  const everyDay = [0, 1, 2, 3, 4, 5, 6];
  const people = await db
    .insert(s.employees)
    .values(
      input.people.map((person, index) => ({
        fulfillmentCenterId: centerId,
        name: `Person ${person.id}`,
        employeeId: `auto${index + 1}`,
        shiftPattern: 'custom',
        workDays: everyDay,
        shift: person.quarter_ids![0] === 'q1' ? 'day' : 'night',
      })),
    )
    .returning();
  const personId = new Map(input.people.map((person, index) => [person.id, people[index]!.id]));
  const nameOf = new Map(people.map((person) => [person.id, person.name]));
  const held = input.people.flatMap((person) =>
    person.skills.map((skill) => ({ employeeId: personId.get(person.id)!, skillId: skillId.get(skill.skill_id)!, expiresOn: skill.expires_on })),
  );
  await insertInBatches(held, (batch) => db.insert(s.employeeSkills).values(batch));

  const cell = (station: string, quarter: string, person: string, date: string) => ({
    fulfillmentCenterId: centerId,
    stationId: station,
    quarterId: quarterId.get(quarter)!,
    assignmentDate: date,
    employeeId: person,
    employeeName: nameOf.get(person)!,
  });
  const planned = input.assignments.map((a) => cell(stationId.get(a.station_id)!, a.quarter_id, personId.get(a.person_id)!, DATE));
  // History: each past day, each quarter's active stations taken by its shift in a shuffled order.
  const next = seededRandom(160);
  const history: ReturnType<typeof cell>[] = [];
  for (let back = 1; back <= HISTORY_DAYS; back++) {
    const day = addDays(DATE, -back);
    for (const quarter of input.quarters) {
      const shift = input.people.filter((person) => person.quarter_ids!.includes(quarter.id)).map((person) => personId.get(person.id)!);
      for (let i = shift.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [shift[i], shift[j]] = [shift[j]!, shift[i]!];
      }
      const open = stations.filter((station) => station.isActive);
      open.forEach((station, k) => {
        if (k < shift.length) history.push(cell(station.id, quarter.id, shift[k]!, day));
      });
    }
  }
  await insertInBatches([...planned, ...history], (batch) => db.insert(s.assignments).values(batch));
  return { centerId, quarterIds: input.quarters.map((quarter) => quarterId.get(quarter.id)!), historyCells: history.length };
}

async function post(served: Pick<Served, 'base' | 'token' | 'origin'>, url: string, body: object): Promise<{ ms: number; data: Record<string, unknown> }> {
  const t0 = performance.now();
  const response = await fetch(`${served.base}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${served.token}`, 'content-type': 'application/json', origin: served.origin },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const elapsed = performance.now() - t0;
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${text.slice(0, 300)}`);
  return { ms: elapsed, data: JSON.parse(text).data };
}

/** Seeds a fresh database with `open`, then measures `npm start`'s server on it. */
async function measure(label: string, open: () => Promise<Database>, env: Record<string, string>): Promise<void> {
  table.engine(label);
  const database = await open();
  let seeded: Awaited<ReturnType<typeof seedCenter>>;
  try {
    await database.migrate();
    seeded = await seedCenter(database);
    await createAccount(database.db, {
      employeeId: 'bench-user',
      password: 'bench-password',
      role: 'MANAGER',
      centerId: seeded.centerId,
      mailDomain: 'stationboard.local',
    });
  } finally {
    await database.close();
  }
  const server = await startServerProcess({ ...env, SEED_DEMO: 'false' });
  try {
    const signIn = await fetch(`${server.base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.base },
      body: JSON.stringify({ email: 'bench-user@stationboard.local', password: 'bench-password' }),
    });
    const token = signIn.headers.get('set-auth-token');
    if (!token) throw new Error(`sign-in failed: ${signIn.status}`);
    await run(label, { base: server.base, token, origin: server.base }, seeded);
  } finally {
    await server.stop();
  }
}

async function run(
  label: string,
  served: Pick<Served, 'base' | 'token' | 'origin'>,
  { quarterIds, historyCells }: { quarterIds: string[]; historyCells: number },
) {
  const isPglite = label.startsWith('PGlite');
  const body = { date: DATE, quarter_ids: quarterIds };
  // A first call warms the route and the worker's module up.
  await post(served, '/api/plan/auto', { ...body, dry_run: true });
  const stopOthers = anotherScreen(served, `/api/stations?quarter_id=${quarterIds[0]}&assignment_date=${DATE}`);
  const previews: number[] = [];
  const applies: number[] = [];
  let answer: Record<string, unknown> = {};
  for (let run = 0; run < RUNS; run++) {
    previews.push((await post(served, '/api/plan/auto', { ...body, dry_run: true })).ms);
    const applied = await post(served, '/api/plan/auto', body);
    applies.push(applied.ms);
    answer = applied.data;
    await post(served, '/api/plan/undo', {});
  }
  const others = await stopOthers();
  const budget = isPglite ? BUDGETS.pglite : BUDGETS.postgres;
  const scores = answer.scores as Record<string, number>;
  note(label, 'history cells (4 weeks)', String(historyCells));
  note(label, 'cells planned', String((answer.changes as unknown[]).length));
  const before = answer.scores_before as Record<string, number>;
  note(label, 'coverage / violations before', `${(before.coverage! * 100).toFixed(1)}% / ${before.violations}`);
  note(label, 'coverage / violations after', `${(scores.coverage! * 100).toFixed(1)}% / ${scores.violations}`);
  note(label, 'critical cells it could not fill', String((answer.infeasible_critical as unknown[]).length));
  note(label, `preview, median of ${RUNS}`, ms(median(previews), budget));
  note(label, `apply, median of ${RUNS}`, ms(median(applies), budget));
  note(label, 'apply, worst', ms(Math.max(...applies), budget));
  const other = figures(others, 1);
  note(label, `other user's stations p50 / p99 (${others.length})`, `${other.p50.toFixed(0)} / ${ms(other.p99, BUDGETS.othersP99)}`);
}

const dataDir = tempDir();
try {
  await measure('PGlite (embedded)', async () => createPgliteDatabase(await openPgliteCluster(pgliteDataPath(dataDir))), { DATA_DIR: dataDir });
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
await onScratchPostgres('_auto', (url) => measure('PostgreSQL 127.0.0.1', async () => createPostgresDatabase(url), { DATABASE_URL: url }));

table.print('POST /api/plan/auto, 300 people × 120 stations × 8 quarters');
