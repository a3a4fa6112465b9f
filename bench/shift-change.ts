/**
 * A shift change (issue 12), on PGlite and PostgreSQL: the large center (1000 stations) served
 * by `npm start`'s server in a process of its own; 40 floor maps and 10 TV Lists connected over
 * the real WebSocket, each doing what the web client does (lib/live-data.ts): hold the map of
 * the current quarter, apply each change in sequence with the domain's applyToStations, reload
 * once for a gap or a refresh, and poll every 15 s with the ETag it holds; meanwhile 8 kiosks
 * scan 400 badges within 60 s as TV Mode does (tv-auto-assign, then tv-badge-scan when asked).
 *
 * Prints scan latency, the time from a scan's answer until every screen's data shows it,
 * bytes received per screen, and the server's CPU time and peak memory, against the goals.
 * Besides them, a real TV List and a real floor map in Chromium (browser-screens.ts, issue
 * 26): the main thread's script, layout and style time per change they received.
 *
 *   npm run bench:shift-change -w @stationboard/bench [-- --replicas 2]   (BENCH_MAPS, BENCH_TVS, BENCH_KIOSKS, BENCH_SCANS, BENCH_SECONDS, BENCH_DAYS; BENCH_BROWSER=0 leaves the browser out, BENCH_WEB_DIST serves a build made before)
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { scanOutcomeKind } from '@stationboard/domain/assignments/scan-outcome';
import { FIRST_KIOSK_SCAN_CALL, nextKioskScanCall, type KioskScanCall } from '@stationboard/domain/assignments/kiosk-scan-flow';
import { findFollowingOccurrence, type QuarterTiming } from '@stationboard/domain/quarters/select-quarter';
import { applyToStations, type QuarterOnDate } from '@stationboard/domain/realtime/apply-change';
import { ChangeSequence } from '@stationboard/domain/realtime/change-sequence';
import { assignmentsChannel, REALTIME_PROTOCOL, serverMessageSchema, type AssignmentChange } from '@stationboard/domain/realtime/messages';
import type { ScanResultItem } from '@stationboard/domain/schemas/badge-scan';
import type { Station } from '@stationboard/domain/schemas/floor-map';
import { STATION_REFRESH_MS, TV_LIST_REFRESH_MS } from '@stationboard/domain/timings';
import { loadConfig } from '@stationboard/server/src/config.ts';
import type { Database } from '@stationboard/server/src/db/database.ts';
import * as s from '@stationboard/server/src/db/schema.ts';
import { seedLarge } from '@stationboard/server/src/db/seed/seed-large.ts';
import { createAccount } from '@stationboard/server/src/db/create-account.ts';
import { formatBrowserFigures, openBrowserScreens, type BrowserScreens } from './browser-screens.ts';
import { buildWebApp, forEachServedEngine, tempDir, type ServerProcess } from './harness.ts';

const MAPS = Number(process.env.BENCH_MAPS ?? 40);
const TVS = Number(process.env.BENCH_TVS ?? 10);
const KIOSKS = Number(process.env.BENCH_KIOSKS ?? 8);
const SCANS = Number(process.env.BENCH_SCANS ?? 400);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const DAYS = Number(process.env.BENCH_DAYS ?? 30);
const BROWSER = process.env.BENCH_BROWSER !== '0';
/** The web client's coalescing of reloads (use-assignments-realtime.ts). */
const RELOAD_COALESCE_MS = 50;
const GOALS = { scanP95Ms: 300, visibleP95Ms: 1000, bytesPerChange: 5000 };

const PASSWORD = 'bench-password';
const mailDomain = loadConfig({ NODE_ENV: 'test' }).mailDomain;

type Fetched = { status: number; headers: http.IncomingHttpHeaders; text: string; wireBytes: number };

/** A GET as a browser makes it (brotli or gzip accepted), counting the bytes that crossed the wire. */
function get(url: string, headers: Record<string, string>): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': 'br, gzip', ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const body = encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
        const headerBytes = response.rawHeaders.reduce((n, h) => n + h.length + 2, 0);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text: body.toString(), wireBytes: raw.length + headerBytes });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

async function post(base: string, token: string, call: string, body: object): Promise<{ status: number; json: { data?: ScanResultItem[] } }> {
  const response = await fetch(`${base}/api/stations/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as { data?: ScanResultItem[] } };
}

async function signIn(server: ServerProcess, employeeId: string): Promise<string> {
  const response = await fetch(`${server.base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.base },
    body: JSON.stringify({ email: `${employeeId}@${mailDomain}`, password: PASSWORD }),
  });
  const token = response.headers.get('set-auth-token');
  if (!token) throw new Error(`sign-in failed: ${response.status}`);
  return token;
}

/** When each scanned login was first seen, per screen. */
type Sightings = Map<string, number>;

/** One open screen: a floor map or a TV List, holding the stations of the current quarter. */
class Screen {
  stations: Station[] = [];
  bytes = 0;
  reloads = 0;
  readonly seen: Sightings = new Map();
  /** Close codes and reasons of the sockets the server ended while the screen was open. */
  readonly closedByServer: string[] = [];
  #etag: string | null = null;
  #answeredSeq = 0;
  #answeredAt = 0;
  #sequence = new ChangeSequence();
  #recent: AssignmentChange[] = [];
  #reloadTimer: NodeJS.Timeout | null = null;
  #pollTimer: NodeJS.Timeout | null = null;
  #socket: WebSocket | null = null;

  constructor(
    private readonly base: string,
    private readonly token: string,
    private readonly centerId: string,
    private readonly view: { current: QuarterOnDate; next: QuarterOnDate | null },
    private readonly pollMs: number,
  ) {}

  /** The scans answered so far: login → answer time. */
  answered: Map<string, number> = new Map();
  /** The logins some change message named, shared by every screen. */
  messaged: Set<string> = new Set();

  async open(): Promise<void> {
    await this.load();
    const protocol = `bearer.${Buffer.from(this.token).toString('base64url')}`;
    const socket = new WebSocket(`${this.base.replace('http', 'ws')}/api/realtime`, [REALTIME_PROTOCOL, protocol]);
    this.#socket = socket;
    const joined = new Promise<void>((resolve, reject) => {
      socket.on('message', (data: Buffer) => {
        this.bytes += data.length;
        const parsed = serverMessageSchema.safeParse(JSON.parse(data.toString()));
        if (!parsed.success) return;
        const message = parsed.data;
        if (message.type === 'joined') {
          this.#sequence.joined(message.seq);
          resolve();
        } else if (message.type === 'change' || message.type === 'refresh') {
          const verdict = this.#sequence.next(message.seq);
          if (verdict === 'duplicate') return;
          if (verdict === 'gap' || message.type === 'refresh') return this.reloadSoon();
          this.apply(message);
        } else if (message.type === 'resync') this.reloadSoon();
      });
      socket.on('error', reject);
      // A socket the server ends is counted; one ended before it joined fails the run rather than hang it.
      socket.on('close', (code: number, reason: Buffer) => {
        if (this.#socket !== socket) return;
        this.closedByServer.push(`${code} ${reason.toString()}`);
        reject(new Error(`socket closed before it joined: ${code} ${reason.toString()}`));
      });
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    socket.send(JSON.stringify({ type: 'join', channel: assignmentsChannel(this.centerId) }));
    await joined;
    // Screens opened at different moments poll at different moments.
    this.#pollTimer = setTimeout(() => this.poll(), Math.random() * this.pollMs);
  }

  private poll(): void {
    void this.load().then(
      () => {
        if (this.#socket) this.#pollTimer = setTimeout(() => this.poll(), this.pollMs);
      },
      (error: unknown) => {
        // A poll still on its way when the screen closed may meet the server stopping (503): only an open screen's failure counts.
        if (this.#socket) throw error;
      },
    );
  }

  private apply(change: AssignmentChange): void {
    this.#recent.push(change);
    const login = change.assignment?.row.employee.employee_id;
    if (login) this.messaged.add(login);
    // An answer that already covered this change showed it from the moment it arrived.
    const shownAt = change.seq <= this.#answeredSeq ? this.#answeredAt : performance.now();
    if (login && !this.seen.has(login)) this.seen.set(login, shownAt);
    if (change.seq > this.#answeredSeq) this.stations = applyToStations(this.stations, change, this.view);
  }

  private reloadSoon(): void {
    this.#reloadTimer ??= setTimeout(() => {
      this.#reloadTimer = null;
      this.reloads += 1;
      void this.load();
    }, RELOAD_COALESCE_MS);
  }

  /** GET /stations with the ETag held; a full answer replaces the data and catches up. */
  private async load(): Promise<void> {
    const startedAt = performance.now();
    const url = `${this.base}/api/stations?fulfillment_center_id=${this.centerId}&quarter_id=${this.view.current.quarterId}&assignment_date=${this.view.current.date}`;
    const answer = await get(url, { authorization: `Bearer ${this.token}`, ...(this.#etag ? { 'if-none-match': this.#etag } : {}) });
    this.bytes += answer.wireBytes;
    if (answer.status === 304) return;
    if (answer.status !== 200) throw new Error(`GET /stations answered ${answer.status}`);
    this.#etag = (answer.headers.etag as string | undefined) ?? null;
    this.#answeredSeq = Number(answer.headers['x-change-seq'] ?? 0);
    this.#answeredAt = performance.now();
    this.stations = (JSON.parse(answer.text) as { data: Station[] }).data;
    for (const change of this.#recent) if (change.seq > this.#answeredSeq) this.stations = applyToStations(this.stations, change, this.view);
    // A scan answered before this request started is shown by it when its person is on a card.
    const now = performance.now();
    const shown = new Set(this.stations.map((station) => station.current_assignment?.employee.employee_id));
    for (const [login, at] of this.answered) if (at < startedAt && shown.has(login) && !this.seen.has(login)) this.seen.set(login, now);
  }

  close(): void {
    const socket = this.#socket;
    this.#socket = null;
    if (this.#pollTimer) clearTimeout(this.#pollTimer);
    if (this.#reloadTimer) clearTimeout(this.#reloadTimer);
    socket?.close();
  }
}

/** CPU seconds the process has used (user + system), from /proc. */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The process's peak resident memory in MB, from /proc. */
function peakMemoryMb(pid: number): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmHWM:'))!;
  return Number(line.split(/\s+/)[1]) / 1024;
}

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

type Prepared = { centerId: string; logins: string[] };

async function prepare(database: Database): Promise<Prepared> {
  const { db } = database;
  const { centerId } = await seedLarge(db, { days: DAYS });
  // A 1000-station floor lets its people in: the attendance limit is not what is measured.
  await db
    .insert(s.tvCenterConfigs)
    .values({ fulfillmentCenterId: centerId, maximumAttendance: 1000 })
    .onConflictDoUpdate({
      target: s.tvCenterConfigs.fulfillmentCenterId,
      set: { maximumAttendance: 1000 },
    });
  for (let i = 0; i < 3; i++) await createAccount(db, { employeeId: `bench-screen-${i}`, password: PASSWORD, role: 'VIEW', centerId, mailDomain });
  await createAccount(db, { employeeId: 'bench-kiosk', password: PASSWORD, role: 'MANAGER', centerId, mailDomain });
  const people = await db.select({ login: s.employees.employeeId }).from(s.employees).where(eq(s.employees.fulfillmentCenterId, centerId));
  // People scan in a shuffled order, each once.
  const logins = people.map((p) => p.login!).sort(() => Math.random() - 0.5);
  return { centerId, logins: logins.slice(0, SCANS) };
}

/** `--replicas N`: on PostgreSQL, the same shift change with one server process and with N (issue 17). */
const REPLICAS = Number(process.argv[process.argv.indexOf('--replicas') + 1] ?? 1) || 1;

// The servers serve this build (WEB_DIST_DIR is inherited by their processes); BENCH_WEB_DIST
// names one built before (another commit's, to compare) instead.
const distDir = BROWSER && !process.env.BENCH_WEB_DIST ? path.join(tempDir(), 'dist') : null;
if (distDir) {
  console.log('Building the web app...');
  buildWebApp(distDir);
}
if (BROWSER) process.env.WEB_DIST_DIR = process.env.BENCH_WEB_DIST ?? distDir!;

await forEachServedEngine(
  prepare,
  async (label, servers, { centerId, logins }) => {
    // Screens and kiosks are spread over the replicas, as a balancer would.
    const server = servers[0]!;
    const serverOf = (i: number) => servers[i % servers.length]!;
    const kioskToken = await signIn(server, 'bench-kiosk');
    const auth = { authorization: `Bearer ${kioskToken}` };
    const current = JSON.parse((await get(`${server.base}/api/quarters/active/current`, auth)).text).data as QuarterTiming & { assignment_date: string };
    const quarters = JSON.parse((await get(`${server.base}/api/quarters`, auth)).text).data as QuarterTiming[];
    const following = findFollowingOccurrence(quarters, { quarter: current, date: current.assignment_date });
    const view = {
      current: { quarterId: current.id, date: current.assignment_date },
      next: following && { quarterId: following.quarter.id, date: following.date },
    };

    const screens: Screen[] = [];
    for (let i = 0; i < MAPS + TVS; i++) {
      const token = await signIn(serverOf(i), `bench-screen-${i % 3}`);
      screens.push(new Screen(serverOf(i).base, token, centerId, view, i < MAPS ? STATION_REFRESH_MS : TV_LIST_REFRESH_MS));
    }
    await Promise.all(screens.map((screen) => screen.open()));
    const browserScreens: BrowserScreens | null = BROWSER ? await openBrowserScreens(server.base, await signIn(server, 'bench-screen-0')) : null;
    for (const screen of screens) screen.bytes = 0;
    await browserScreens?.start();

    const cpuBefore = servers.reduce((n, s) => n + cpuSeconds(s.pid), 0);
    const answeredAt = new Map<string, number>();
    const messaged = new Set<string>();
    for (const screen of screens) Object.assign(screen, { answered: answeredAt, messaged });
    const scanLatencies: number[] = [];
    const statuses = new Map<number, number>();
    const outcomes = new Map<string, number>();
    const started = performance.now();
    const interval = (SECONDS * 1000) / SCANS;
    let nextScan = 0;
    await Promise.all(
      Array.from({ length: KIOSKS }, async (_, kiosk) => {
        for (;;) {
          const index = nextScan++;
          if (index >= logins.length) return;
          // Badges arrive evenly over the minute, whichever kiosk is free takes the next.
          const due = started + index * interval;
          if (due > performance.now()) await new Promise((r) => setTimeout(r, due - performance.now()));
          const login = logins[index]!;
          const t0 = performance.now();
          let call: KioskScanCall | null = FIRST_KIOSK_SCAN_CALL;
          let status = 0;
          let items: ScanResultItem[] = [];
          while (call) {
            const answer = await post(serverOf(kiosk).base, kioskToken, call, {
              employee_id: login,
              fulfillment_center_id: centerId,
              quarter_number: current.quarter_number,
              assignment_date: current.assignment_date,
            });
            status = answer.status;
            items = answer.json.data ?? [];
            call = answer.status === 200 ? nextKioskScanCall(call, items) : null;
          }
          const outcome = items[0] ? scanOutcomeKind(items[0]) : `HTTP ${status}`;
          outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
          const answered = performance.now();
          scanLatencies.push(answered - t0);
          answeredAt.set(login, answered);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      }),
    );
    const scanSeconds = (performance.now() - started) / 1000;
    // Let the last changes arrive and one round of polls pass.
    await new Promise((r) => setTimeout(r, 3000));
    const minutes = (performance.now() - started) / 60_000;
    const cpu = servers.reduce((n, s) => n + cpuSeconds(s.pid), 0) - cpuBefore;
    const peak = servers.reduce((n, s) => n + peakMemoryMb(s.pid), 0);
    for (const screen of screens) screen.close();
    const browserFigures = await browserScreens?.figures();
    await browserScreens?.close();

    // A scan that changed something is one a change message named; it is visible when every screen shows it.
    const visible: number[] = [];
    let unseen = 0;
    let partly = 0;
    for (const [login, at] of answeredAt) {
      if (!messaged.has(login)) {
        unseen += 1;
        continue;
      }
      const times = screens.map((screen) => screen.seen.get(login));
      if (times.some((t) => t === undefined)) partly += 1;
      visible.push(Math.max(0, ...times.map((t) => (t ?? Infinity) - at)));
    }
    const changes = visible.length;
    const bytesPerScreen = screens.reduce((n, screen) => n + screen.bytes, 0) / screens.length;
    const reloads = screens.reduce((n, screen) => n + screen.reloads, 0);
    const scanP95 = percentile(scanLatencies, 0.95);
    const visibleP95 = percentile(visible, 0.95);
    const perChange = changes ? bytesPerScreen / changes : 0;
    const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');

    console.log(
      `\n${label}: ${SCANS} badges through ${KIOSKS} kiosks in ${scanSeconds.toFixed(0)} s, ${MAPS} maps + ${TVS} TV Lists open, ${DAYS} days of history`,
    );
    console.log(
      `  scan answers          ${[...statuses].map(([status, n]) => `${n} × ${status}`).join(', ')}; outcomes ${[...outcomes].map(([kind, n]) => `${kind} ${n}`).join(', ')}`,
    );
    console.log(
      `  scan latency          p50 ${percentile(scanLatencies, 0.5).toFixed(0)} ms   p95 ${scanP95.toFixed(0)} ms   p99 ${percentile(scanLatencies, 0.99).toFixed(0)} ms   (goal p95 <= ${GOALS.scanP95Ms}: ${mark(scanP95 <= GOALS.scanP95Ms)})`,
    );
    console.log(
      `  visible on all screens p95 ${visibleP95.toFixed(0)} ms   max ${Math.max(0, ...visible).toFixed(0)} ms   over ${changes} scans that changed the floor (goal p95 <= ${GOALS.visibleP95Ms}: ${mark(visibleP95 <= GOALS.visibleP95Ms)})`,
    );
    if (partly) console.log(`  scans some screen never showed: ${partly}`);
    const closed = screens.flatMap((screen) => screen.closedByServer);
    if (closed.length) console.log(`  sockets the server closed: ${closed.length} (${[...new Set(closed)].join('; ')})`);
    console.log(`  scans that changed nothing on the floor (no message): ${unseen}`);
    console.log(
      `  bytes per screen      ${(bytesPerScreen / minutes / 1024).toFixed(1)} kB/min, ${(perChange / 1024).toFixed(2)} kB per change (goal <= ${GOALS.bytesPerChange / 1000} kB: ${mark(perChange <= GOALS.bytesPerChange)}); reloads ${reloads} in all`,
    );
    console.log(
      `  server                CPU ${cpu.toFixed(1)} s over ${(minutes * 60).toFixed(0)} s (${((cpu / (minutes * 60)) * 100).toFixed(0)}% of a core), peak memory ${peak.toFixed(0)} MB`,
    );
    if (browserFigures) {
      console.log(
        `  in Chromium (main thread; load average ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')})`,
      );
      for (const line of formatBrowserFigures(browserFigures)) console.log(line);
    }
  },
  { replicas: REPLICAS },
);
if (distDir) fs.rmSync(path.dirname(distDir), { recursive: true, force: true });
