// Parts of this file run inside the page (addInitScript), hence the DOM types.
/// <reference lib="dom" />
/**
 * JavaScript a browser downloads to show the sign-in page and the TV list (issue 26: at most
 * 120 and 140 kB gzip). The production build served by the real server to Debian's Chromium:
 * every script the page fetched until none came for SETTLE_MS (entry, its static imports, the
 * route's lazy chunks; a live page never lets the network go idle), each gzipped at level 9 as a sum in kB (1000 bytes), and the bytes
 * that actually crossed the wire (brotli from the .br files). One run: sizes do not vary.
 *
 *   npm run bench:bundle-size -w @stationboard/bench
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { buildWebApp, launchChromium, startServerProcess, tempDir, type ServerProcess } from './harness.ts';

/** No script fetched for this long after the page showed: it fetched all it will. */
const SETTLE_MS = 3000;
const TOKEN_KEY = 'stationboard.session-token';

type Script = { name: string; gzipBytes: number; wireBytes: number; encoding: string };

type PageCheck = {
  label: string;
  path: string;
  /** Signs in first (as the demo VIEW account) when set. */
  signedIn: boolean;
  /** What the page shows once it is ready. */
  ready: (page: Page) => Promise<void>;
  goalKb: number;
};

/** There is no /sign-in path: the sign-in screen stands in for every route while nobody is signed in (spec 1 §2). */
const PAGES: PageCheck[] = [
  {
    label: 'sign-in (/ signed out)',
    path: '/',
    signedIn: false,
    ready: (page) => page.getByRole('button', { name: 'Sign In', exact: true }).waitFor(),
    goalKb: 120,
  },
  { label: '/tv-list', path: '/tv-list', signedIn: true, ready: (page) => page.getByRole('heading', { name: 'TV List', exact: true }).waitFor(), goalKb: 140 },
];

async function scriptsOf(browser: Browser, base: string, check: PageCheck, token: string): Promise<Script[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (check.signedIn) await page.addInitScript(([key, value]) => window.localStorage.setItem(key!, value!), [TOKEN_KEY, token]);
    const pending: Promise<Script>[] = [];
    let lastScriptAt = Date.now();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== base || !url.pathname.endsWith('.js')) return;
      lastScriptAt = Date.now();
      pending.push(
        (async () => {
          const body = await response.body();
          const sizes = await response.request().sizes();
          return {
            name: url.pathname.replace('/assets/', ''),
            gzipBytes: zlib.gzipSync(body, { level: 9 }).length,
            wireBytes: sizes.responseBodySize,
            encoding: response.headers()['content-encoding'] ?? 'none',
          };
        })(),
      );
    });
    await page.goto(`${base}${check.path}`);
    await check.ready(page);
    while (Date.now() - lastScriptAt < SETTLE_MS) await page.waitForTimeout(250);
    return await Promise.all(pending);
  } finally {
    await context.close();
  }
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

const dataDir = tempDir();
const distDir = path.join(tempDir(), 'dist');
let server: ServerProcess | undefined;
let browser: Browser | undefined;
try {
  console.log('Building the web app...');
  buildWebApp(distDir);
  console.log('Starting the server on the demo data...');
  server = await startServerProcess({ DATA_DIR: dataDir, WEB_DIST_DIR: distDir, SEED_DEMO: 'true', DEMO_PASSWORD: 'demo1234' });
  const signIn = await fetch(`${server.base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.base },
    body: JSON.stringify({ email: 'demo-view@stationboard.local', password: 'demo1234' }),
  });
  const token = signIn.headers.get('set-auth-token');
  if (!token) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);

  browser = await launchChromium();
  console.log(`\nChromium ${browser.version()}; JavaScript each page fetched (gzip -9)`);
  for (const check of PAGES) {
    const scripts = (await scriptsOf(browser, server.base, check, token)).sort((a, b) => b.gzipBytes - a.gzipBytes);
    const gzip = scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
    const wire = scripts.reduce((sum, s) => sum + s.wireBytes, 0);
    const encodings = [...new Set(scripts.map((s) => s.encoding))].join(', ');
    const verdict =
      gzip <= check.goalKb * 1000 ? `within the goal of ${check.goalKb} kB` : `${kB(gzip - check.goalKb * 1000)} kB over the goal of ${check.goalKb} kB`;
    console.log(
      `\n  ${check.label.padEnd(24)} ${kB(gzip).padStart(6)} kB gzip in ${scripts.length} files (${verdict}); ${kB(wire)} kB on the wire (${encodings})`,
    );
    console.log(`    ${scripts.map((s) => `${s.name} ${kB(s.gzipBytes)}`).join(', ')}`);
  }
} finally {
  await browser?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(path.dirname(distDir), { recursive: true, force: true });
}
