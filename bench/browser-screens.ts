// Parts of this file run inside the page (addInitScript), hence the DOM types.
/// <reference lib="dom" />
/**
 * The TV List and the floor map in a real browser during a shift change (issue 26): the
 * production build in Debian's Chromium, each page signed in as a screen account at
 * 1920x1080, while the bench's kiosks scan. Chromium's own counters (CDP Performance
 * metrics: ScriptDuration, LayoutDuration, RecalcStyleDuration, TaskDuration) are read before
 * and after the storm; divided by the changes the page's socket received, they are the main
 * thread's work per change. The page's GET /api/stations are counted as well.
 * BENCH_PROFILE_DIR=<folder> also writes each page's CPU profile of the storm there
 * (<label>.cpuprofile, for Chromium's DevTools; build with `--minify false` to read names).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { launchChromium } from './harness.ts';

const VIEWPORT = { width: 1920, height: 1080 };
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
const TOKEN_KEY = 'stationboard.session-token';
/** Seconds of main-thread work, as Chromium counts them. */
const METRICS = ['ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration', 'TaskDuration'] as const;
type Metric = (typeof METRICS)[number];
type Metrics = Record<Metric, number>;

type ScreenSpec = { label: string; path: string; ready: (page: Page) => Promise<void> };

const SCREENS: ScreenSpec[] = [
  { label: 'TV List', path: '/tv-list', ready: (page) => page.getByRole('region', { name: 'A-E' }).waitFor() },
  {
    label: 'floor map',
    path: '/map',
    ready: async (page) => void (await page.waitForFunction(() => document.querySelectorAll('[data-station-id]').length > 0, undefined, { timeout: 120_000 })),
  },
];

export type BrowserScreenFigures = {
  label: string;
  changes: number;
  stationsRequests: number;
  /** Milliseconds per change received. */
  perChange: Metrics;
  /** Seconds over the whole storm. */
  total: Metrics;
};

class WatchedScreen {
  changes = 0;
  stationsRequests = 0;
  #before: Metrics | null = null;

  constructor(
    readonly spec: ScreenSpec,
    readonly page: Page,
    private readonly cdp: CDPSession,
  ) {
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && (JSON.parse(payload) as { type?: unknown }).type === 'change') this.changes += 1;
      }),
    );
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/stations') this.stationsRequests += 1;
    });
  }

  async metrics(): Promise<Metrics> {
    const { metrics } = (await this.cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
    return Object.fromEntries(METRICS.map((name) => [name, metrics.find((m) => m.name === name)?.value ?? 0])) as Metrics;
  }

  async start(): Promise<void> {
    if (PROFILE_DIR) {
      await this.cdp.send('Profiler.enable');
      await this.cdp.send('Profiler.start');
    }
    this.changes = 0;
    this.stationsRequests = 0;
    this.#before = await this.metrics();
  }

  async figures(): Promise<BrowserScreenFigures> {
    const after = await this.metrics();
    if (PROFILE_DIR) {
      const { profile } = (await this.cdp.send('Profiler.stop')) as { profile: unknown };
      fs.writeFileSync(path.join(PROFILE_DIR, `${this.spec.label.replace(' ', '-')}.cpuprofile`), JSON.stringify(profile));
    }
    const total = Object.fromEntries(METRICS.map((name) => [name, after[name] - this.#before![name]])) as Metrics;
    const perChange = Object.fromEntries(METRICS.map((name) => [name, this.changes ? (total[name] * 1000) / this.changes : 0])) as Metrics;
    return { label: this.spec.label, changes: this.changes, stationsRequests: this.stationsRequests, perChange, total };
  }
}

export type BrowserScreens = {
  /** Zeroes the counters: the storm starts now. */
  start: () => Promise<void>;
  figures: () => Promise<BrowserScreenFigures[]>;
  close: () => Promise<void>;
};

/** Opens the TV List and the map on `base` as the user of `token`, each in a page of its own, ready to be watched. */
export async function openBrowserScreens(base: string, token: string): Promise<BrowserScreens> {
  const browser: Browser = await launchChromium();
  try {
    const screens: WatchedScreen[] = [];
    for (const spec of SCREENS) {
      const context = await browser.newContext({ viewport: VIEWPORT });
      await context.addInitScript(([key, value]) => window.localStorage.setItem(key!, value!), [TOKEN_KEY, token]);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      const screen = new WatchedScreen(spec, page, cdp);
      await page.goto(`${base}${spec.path}`);
      await spec.ready(page);
      await page.waitForLoadState('networkidle');
      screens.push(screen);
    }
    return {
      start: async () => void (await Promise.all(screens.map((screen) => screen.start()))),
      figures: () => Promise.all(screens.map((screen) => screen.figures())),
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

const ms = (value: number) => value.toFixed(1).padStart(6);

export function formatBrowserFigures(figures: BrowserScreenFigures[]): string[] {
  return figures.map(
    (f) =>
      `  ${f.label.padEnd(10)} per change: script ${ms(f.perChange.ScriptDuration)} ms, layout ${ms(f.perChange.LayoutDuration)} ms, style ${ms(f.perChange.RecalcStyleDuration)} ms, all tasks ${ms(f.perChange.TaskDuration)} ms` +
      ` over ${f.changes} changes (in all: script ${f.total.ScriptDuration.toFixed(1)} s, layout ${f.total.LayoutDuration.toFixed(1)} s, style ${f.total.RecalcStyleDuration.toFixed(1)} s, tasks ${f.total.TaskDuration.toFixed(1)} s); GET /api/stations ${f.stationsRequests}`,
  );
}
