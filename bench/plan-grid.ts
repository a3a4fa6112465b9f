// Parts of this file run inside the page (page.evaluate, addInitScript), hence the DOM types.
/// <reference lib="dom" />
/**
 * The day plan (issue 27, decisions 146 and 152) on a large center, on embedded PGlite and on
 * PostgreSQL, printed side by side. The API: the grid of a full day read in one call, a paste of
 * 300 cells (preview, then the change), a copy of a day of about 8,000 assignments onto an empty
 * day (preview, change, undo) while another user's map keeps asking for its stations (again 50 ms after each answer).
 * The browser (as bench/map-render): the production build of /plan in Debian's Chromium, from
 * the /api/plan answer arriving to the grid's rows on screen, and every frame's interval while
 * the grid is scrolled with the mouse wheel. API timings are one request end to end, best of RUNS
 * where the call changes nothing; browser figures are medians of BROWSER_RUNS.
 *
 *   npm run bench:plan-grid -w @stationboard/bench     (BENCH_RUNS=5, BENCH_BROWSER_RUNS=3)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { addDays } from '@stationboard/domain/quarters/local-time';
import * as s from '@stationboard/server/src/db/schema.ts';
import { seedLarge } from '@stationboard/server/src/db/seed/seed-large.ts';
import { readCenterClock } from '@stationboard/server/src/floor/center-clock.ts';
import { median, quantile, RECORD_FRAMES, STOP_FRAMES, watchFor } from './browser-frames.ts';
import { anotherScreen, buildWebApp, forEachEngine, launchChromium, ms, serve, sideBySide, tempDir, type Served } from './harness.ts';

/** 1112 stations × 8 quarters, one in ten empty: about 8,000 assignments a day. */
const STATIONS = 1112;
const PASTE_CELLS = 300;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BROWSER_RUNS = Number(process.env.BENCH_BROWSER_RUNS ?? 3);
const VIEWPORT = { width: 1920, height: 1080 };
/** Issue 27's budgets, in ms. */
const BUDGETS = { visible: 1500, frameP95: 20, paste: 2000, copyPglite: 3000, copyPostgres: 1500, othersP99: 300 };

const figures = sideBySide();
const note = figures.note;

/** Installed before the app loads: notes the first frame in which the grid shows rows of people (20 rows drawn, one cell with a name). */
const WATCH_GRID = watchFor(`(() => {
  const grid = document.querySelector('[role="grid"]');
  if (!grid || grid.querySelectorAll('[role="row"]').length < 20) return false;
  return Array.from(grid.querySelectorAll('[role="gridcell"]')).some((cell) => (cell.textContent || '').trim() !== '');
})()`);

type BrowserFigures = { visibleMs: number; frameP95: number; frameMedian: number; frames: number; rowsDrawn: number };

async function measureGrid(browser: Browser, served: Served, day: string): Promise<BrowserFigures> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.addInitScript((value) => window.localStorage.setItem('stationboard.session-token', value), served.token);
    await page.addInitScript(WATCH_GRID);
    await page.goto(`${served.base}/plan?date=${day}`);
    try {
      await page.waitForFunction(() => (window as unknown as { __bench: { paintedAt: number | null } }).__bench.paintedAt !== null, undefined, {
        timeout: 120_000,
      });
    } catch (error) {
      const shot = path.join(os.tmpdir(), 'plan-grid-failure.png');
      await page.screenshot({ path: shot });
      throw new Error(`the grid never showed; the page is in ${shot}`, { cause: error });
    }
    const shown = await page.evaluate(() => {
      const entry = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/api/plan?'))
        .at(-1) as PerformanceResourceTiming | undefined;
      return { responseEnd: entry?.responseEnd ?? NaN, paintedAt: (window as unknown as { __bench: { paintedAt: number } }).__bench.paintedAt };
    });

    // Scroll: the wheel turned over the grid, one notch a frame, down about 60 rows and back, every frame's interval written down.
    const box = await page.getByRole('grid').boundingBox();
    if (!box) throw new Error('no grid on the page');
    await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height / 2, 400));
    await page.evaluate(RECORD_FRAMES);
    for (let i = 0; i < 120; i++) {
      await page.mouse.wheel(0, i < 60 ? 120 : -120);
      await page.waitForTimeout(16);
    }
    const deltas = await page.evaluate<number[]>(STOP_FRAMES);
    const rowsDrawn = await page.getByRole('row').count();
    return { visibleMs: shown.paintedAt - shown.responseEnd, frameP95: quantile(deltas, 0.95), frameMedian: median(deltas), frames: deltas.length, rowsDrawn };
  } finally {
    await context.close();
  }
}

const webRoot = tempDir();
let browser: Browser | undefined;
try {
  console.log('Building the web app...');
  buildWebApp(webRoot);
  browser = await launchChromium();
  await forEachEngine(async ({ label, database }) => {
    figures.engine(label);
    console.log(`\n${label}: seeding ${STATIONS} stations...`);
    const { centerId } = await seedLarge(database.db, { days: 1, stations: STATIONS, employees: 5000 });
    const served = await serve(database, centerId, 'MANAGER', { webRoot });
    const { base, token, origin } = served;
    const call = async (method: 'GET' | 'POST', url: string, body?: object) => {
      const t0 = performance.now();
      const res = await fetch(`${base}${url}`, {
        method,
        headers: { authorization: `Bearer ${token}`, origin, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
      return { ms: performance.now() - t0, bytes: Buffer.byteLength(text), data: (JSON.parse(text) as { data: Record<string, unknown[]> }).data };
    };
    const best = async (method: 'GET' | 'POST', url: string, body?: object) => {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await call(method, url, body));
      return runs.reduce((a, b) => (b.ms < a.ms ? b : a));
    };
    const isPglite = label.startsWith('PGlite');
    try {
      const clock = await readCenterClock(database.db, centerId, new Date());
      const today = clock.operatingDay;
      const tomorrow = addDays(today, 1);
      const grid = await best('GET', `/api/plan?date=${today}`);
      note(label, 'plan of the day', `${grid.data.stations!.length} st × ${grid.data.quarters!.length} q, ${grid.data.cells!.length} cells`);
      note(label, 'GET /api/plan (a full day)', `${ms(grid.ms)}, ${(grid.bytes / 1000).toFixed(0)} kB`);

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
      note(label, `paste ${PASTE_CELLS} cells, preview`, ms(pastePreview.ms));
      const paste = await call('POST', '/api/plan/paste', { date: tomorrow, cells });
      note(label, `paste ${PASTE_CELLS} cells`, `${ms(paste.ms, BUDGETS.paste)}, ${paste.data.applied!.length} applied`);

      const target = addDays(today, 2);
      const copyPreview = await best('POST', '/api/plan/copy', { from_date: today, to_dates: [target], dry_run: true });
      note(label, 'copy a day, preview', `${ms(copyPreview.ms)}, ${copyPreview.data.changes!.length} cells`);
      // Another user's map asks for the running quarter all the while.
      const running = clock.quarters.find((q) => q.is_active) ?? clock.quarters[0]!;
      const stopOthers = anotherScreen(served, `/api/stations?quarter_id=${running.id}&assignment_date=${today}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const copy = await call('POST', '/api/plan/copy', { from_date: today, to_dates: [target] });
      const others = await stopOthers();
      note(
        label,
        'copy a day',
        `${ms(copy.ms, isPglite ? BUDGETS.copyPglite : BUDGETS.copyPostgres)}, ${copy.data.changes!.length} cells, ${copy.data.conflicts!.length} conflicts`,
      );
      note(
        label,
        "another user's map meanwhile, p99",
        `${ms(quantile(others, 0.99), BUDGETS.othersP99)} (p50 ${quantile(others, 0.5).toFixed(0)}, n ${others.length})`,
      );
      const undo = await call('POST', '/api/plan/undo', {});
      note(label, 'undo the copy', `${ms(undo.ms)}, ${undo.data.changes!.length} cells`);

      const runs: BrowserFigures[] = [];
      for (let i = 0; i < BROWSER_RUNS; i++) runs.push(await measureGrid(browser!, served, today));
      note(label, 'browser: data → grid visible', ms(median(runs.map((r) => r.visibleMs)), BUDGETS.visible));
      note(
        label,
        'browser: scrolling frame p95',
        `${median(runs.map((r) => r.frameP95)).toFixed(1)} ms${median(runs.map((r) => r.frameP95)) <= BUDGETS.frameP95 ? ' ✓' : ` ✗ (≤ ${BUDGETS.frameP95})`} (median ${median(runs.map((r) => r.frameMedian)).toFixed(1)}, ${runs[0]!.frames} frames, ${runs[0]!.rowsDrawn} rows drawn)`,
      );
    } finally {
      await served.app.close();
    }
  });
} finally {
  await browser?.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
}

figures.print(`Day plan, Chromium ${VIEWPORT.width}x${VIEWPORT.height}`);
