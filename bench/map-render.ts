// Parts of this file run inside the page (page.evaluate, addInitScript), hence the DOM types.
/// <reference lib="dom" />
/**
 * The floor map in the browser (issue 4, Performance): on the benchmark center (1000
 * stations), how long from the /api/stations answer arriving to 1000 cards on screen, and the
 * median frame time while the map is panned. The real server and the production build, in
 * Debian's Chromium; five runs, medians printed.
 *
 *   npx tsx bench/map-render.ts      (from the repository root; BENCH_RUNS=5, BENCH_DAYS=7)
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { median, RECORD_FRAMES, STOP_FRAMES, watchFor } from './browser-frames.ts';
import { buildWebApp, launchChromium } from './harness.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DAYS = Number(process.env.BENCH_DAYS ?? 7);
const STATIONS = 1000;
const EMPLOYEE_ID = 'bench-map';
const PASSWORD = 'bench-password';
const VIEWPORT = { width: 1920, height: 1080 };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv, cwd = ROOT): void {
  execFileSync(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
}

async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not come up within 2 minutes');
}

type RunFigures = { renderMs: number; panFrameMs: number; frames: number; cards: number; staffed: number };

/** Installed before the app loads: notes the first frame after 1000 visible cards are in the page. */
const WATCH_CARDS = watchFor(`(() => {
  const nodes = document.getElementsByClassName('react-flow__node');
  return nodes.length >= ${STATIONS} && getComputedStyle(nodes[nodes.length - 1]).visibility === 'visible';
})()`);

async function measure(browser: Browser, base: string, token: string): Promise<RunFigures> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.addInitScript((value) => window.localStorage.setItem('stationboard.session-token', value), token);
    await page.addInitScript(WATCH_CARDS);
    await page.goto(`${base}/map`);
    try {
      await page.waitForFunction(() => (window as unknown as { __bench: { paintedAt: number | null } }).__bench.paintedAt !== null, undefined, {
        timeout: 60_000,
      });
    } catch (error) {
      const shot = path.join(os.tmpdir(), 'map-render-failure.png');
      await page.screenshot({ path: shot });
      throw new Error(`1000 cards never showed; the page is in ${shot}`, { cause: error });
    }
    const render = await page.evaluate(() => {
      const entry = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/api/stations'))
        .at(-1) as PerformanceResourceTiming | undefined;
      const bench = (window as unknown as { __bench: { paintedAt: number } }).__bench;
      const cards = document.querySelectorAll('[data-station-id]');
      return {
        responseEnd: entry?.responseEnd ?? NaN,
        paintedAt: bench.paintedAt,
        cards: cards.length,
        staffed: Array.from(cards).filter((c) => !c.textContent?.includes('Unassigned')).length,
      };
    });

    // Pan: a scripted drag across the floor while every frame's interval is written down.
    await page.evaluate(RECORD_FRAMES);
    const pane = await page.locator('.react-flow').boundingBox();
    if (!pane) throw new Error('no map on the page');
    const start = { x: pane.x + pane.width * 0.7, y: pane.y + pane.height * 0.6 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    for (let i = 1; i <= 90; i++) {
      // Out to the left and up, then back: about 1.5 s of dragging at one move per frame.
      const t = i <= 45 ? i / 45 : (90 - i) / 45;
      await page.mouse.move(start.x - t * pane.width * 0.5, start.y - t * pane.height * 0.3);
      await page.waitForTimeout(16);
    }
    await page.mouse.up();
    const deltas = await page.evaluate<number[]>(STOP_FRAMES);
    return { renderMs: render.paintedAt - render.responseEnd, panFrameMs: median(deltas), frames: deltas.length, cards: render.cards, staffed: render.staffed };
  } finally {
    await context.close();
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-map-bench-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', APP_ORIGIN: base, SEED_DEMO: 'false' };
let server: ChildProcess | undefined;
let browser: Browser | undefined;
try {
  console.log('Building the web app...');
  buildWebApp();
  console.log(`Seeding the benchmark center (${STATIONS} stations, ${DAYS} days)...`);
  run('npm', ['run', '--silent', 'cli', '-w', '@stationboard/server', '--', 'seed-large', '--stations', String(STATIONS), '--days', String(DAYS)], env);
  run(
    'npm',
    ['run', '--silent', 'cli', '-w', '@stationboard/server', '--', 'create-sudo', '--employee-id', EMPLOYEE_ID, '--password', PASSWORD, '--center', 'BENCH1'],
    env,
  );

  server = spawn('node', ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(base, server);
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: `${EMPLOYEE_ID}@stationboard.local`, password: PASSWORD }),
  });
  const token = signIn.headers.get('set-auth-token');
  if (!token) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);

  browser = await launchChromium();
  console.log(`\nChromium ${browser.version()}, ${VIEWPORT.width}x${VIEWPORT.height}, ${RUNS} runs`);
  const runs: RunFigures[] = [];
  for (let i = 1; i <= RUNS; i++) {
    const figures = await measure(browser, base, token);
    runs.push(figures);
    console.log(
      `  run ${i}: ${figures.cards} cards (${figures.staffed} staffed) visible ${figures.renderMs.toFixed(0)} ms after the data arrived; pan frame median ${figures.panFrameMs.toFixed(1)} ms over ${figures.frames} frames`,
    );
  }
  console.log(
    `\nMedian of ${RUNS}: data arrival to ${STATIONS} cards visible ${median(runs.map((r) => r.renderMs)).toFixed(0)} ms; pan frame ${median(runs.map((r) => r.panFrameMs)).toFixed(1)} ms`,
  );
} finally {
  await browser?.close();
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
