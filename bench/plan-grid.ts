/**
 * The day plan API (issue 27, decision 146) on a large center, on embedded PGlite and on
 * PostgreSQL: the grid of a full day read in one call, a paste of 300 cells (preview, then the
 * change), a copy of a day of about 8,000 assignments onto an empty day (preview, change, undo).
 * Each timing is one request end to end, best of RUNS where the call changes nothing.
 *
 *   npm run bench:plan-grid -w @stationboard/bench
 */
import { asc, eq } from 'drizzle-orm';
import { addDays } from '@stationboard/domain/quarters/local-time';
import * as s from '@stationboard/server/src/db/schema.ts';
import { seedLarge } from '@stationboard/server/src/db/seed/seed-large.ts';
import { readCenterClock } from '@stationboard/server/src/floor/center-clock.ts';
import { forEachEngine, serve } from './harness.ts';

/** 1112 stations × 8 quarters, one in ten empty: about 8,000 assignments a day. */
const STATIONS = 1112;
const PASTE_CELLS = 300;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

await forEachEngine(async ({ label, database }) => {
  const { centerId } = await seedLarge(database.db, { days: 1, stations: STATIONS, employees: 5000 });
  const { app, base, token, origin } = await serve(database, centerId, 'MANAGER');
  const call = async (method: 'GET' | 'POST', path: string, body?: object) => {
    const t0 = performance.now();
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, origin, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
    return { ms: performance.now() - t0, bytes: Buffer.byteLength(text), data: (JSON.parse(text) as { data: Record<string, unknown[]> }).data };
  };
  const best = async (method: 'GET' | 'POST', path: string, body?: object) => {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await call(method, path, body));
    return runs.reduce((a, b) => (b.ms < a.ms ? b : a));
  };
  const line = (what: string, ms: number, extra = '') => console.log(`  ${what.padEnd(34)} ${ms.toFixed(0).padStart(6)} ms${extra}`);
  try {
    const today = (await readCenterClock(database.db, centerId, new Date())).operatingDay;
    const tomorrow = addDays(today, 1);
    const grid = await best('GET', `/api/plan?date=${today}`);
    console.log(
      `\n${label}: ${grid.data.stations!.length} stations, ${grid.data.quarters!.length} quarters, ${grid.data.cells!.length} assignments on ${today}`,
    );
    line('GET /api/plan (a full day)', grid.ms, `  ${(grid.bytes / 1000).toFixed(0)} kB`);

    // 300 cells of tomorrow, each a person's login, no one twice in a quarter.
    const stations = await database.db
      .select({ id: s.stations.id })
      .from(s.stations)
      .where(eq(s.stations.fulfillmentCenterId, centerId))
      .orderBy(asc(s.stations.stationCode));
    const quarters = await database.db
      .select({ id: s.quarters.id })
      .from(s.quarters)
      .where(eq(s.quarters.fulfillmentCenterId, centerId))
      .orderBy(asc(s.quarters.quarterNumber));
    const logins = await database.db
      .select({ login: s.employees.employeeId })
      .from(s.employees)
      .where(eq(s.employees.fulfillmentCenterId, centerId))
      .limit(PASTE_CELLS);
    const cells = logins.map(({ login }, i) => ({ station_id: stations[i % 100]!.id, quarter_id: quarters[Math.floor(i / 100)]!.id, value: login! }));
    const pastePreview = await best('POST', '/api/plan/paste', { date: tomorrow, cells, dry_run: true });
    line(
      `paste ${PASTE_CELLS} cells, preview`,
      pastePreview.ms,
      `  ${pastePreview.data.applied!.length} to apply, ${pastePreview.data.rejected!.length} refused`,
    );
    const paste = await call('POST', '/api/plan/paste', { date: tomorrow, cells });
    line(`paste ${PASTE_CELLS} cells`, paste.ms);

    const target = addDays(today, 2);
    const copyPreview = await best('POST', '/api/plan/copy', { from_date: today, to_dates: [target], dry_run: true });
    line('copy a day, preview', copyPreview.ms, `  ${copyPreview.data.changes!.length} cells`);
    const copy = await call('POST', '/api/plan/copy', { from_date: today, to_dates: [target] });
    line('copy a day', copy.ms, `  ${copy.data.changes!.length} cells, ${copy.data.conflicts!.length} conflicts`);
    const undo = await call('POST', '/api/plan/undo', {});
    line('undo the copy', undo.ms, `  ${undo.data.changes!.length} cells`);
  } finally {
    await app.close();
  }
});
