/**
 * Issue 24: no client message can stop the server. A VIEW kiosk's `null` once ended the
 * process and every center's screens with it. Here every role sends /api/realtime streams of
 * hostile frames (JSON of every shape, huge, binary, fragmented, broken, not UTF-8, anything
 * after a close) to a listening server; each socket must end as RFC 6455 and decision 132 say,
 * with nothing thrown out of a handler, and everyone else must still be served.
 *
 * Bounded: FUZZ_RUNS streams (default below) from a fixed seed, the same every run. To look
 * further, or to replay a failure, set FUZZ_SEED (the failure message prints it) and FUZZ_RUNS.
 */
import fc from 'fast-check';
import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentsChannel } from '@stationboard/domain/realtime/messages';
import { ROLES, type Role } from '@stationboard/domain/roles/roles';
import { signIn } from './accounts.ts';
import { assignPayload, buildFloor, floorDayClock, TODAY, type Floor } from './floor-fixture.ts';
import { buildTestApp, testConfig, type TestApp } from './helper.ts';
import { encodeFrame, expectedClose, hostileStream, MAX_PAYLOAD, OPCODE, type Frame } from './hostile-frames.ts';
import { logCapture } from './log-capture.ts';
import { closedWithin, connectRealtime, isOpen, joinChannel, TEST_ORIGIN, terminateRealtimeClients, type RealtimeClient } from './realtime-client.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 24);
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
/** The streams, shrinking a failure included, stop here and count as failed (about 50 ms a stream is usual; more runs get more time). */
const TIME_LIMIT_MS = Math.max(25_000, RUNS * 150);

const log = logCapture();
let t: TestApp;
let f: Floor;
let base: string;
let ownChannel: string;
const tokens = new Map<Role, string>();
/** A screen that only listens, as every other center's screens do while someone attacks. */
let bystander: RealtimeClient;

/** What a handler threw out of the process: without the test runner's own listener, each would have ended it. */
const escaped: unknown[] = [];
const onEscaped = (error: unknown) => escaped.push(error);

type LogLine = { level: number; msg: string; event?: string; employeeId?: string; closeCode?: number; wsError?: string; reason?: string };
const logLines = (): LogLine[] => log.lines.map((line) => JSON.parse(line) as LogLine);

beforeAll(async () => {
  process.on('uncaughtException', onEscaped);
  process.on('unhandledRejection', onEscaped);
  t = await buildTestApp({ config: testConfig({ APP_ORIGIN: TEST_ORIGIN, LOG_LEVEL: 'warn' }), logStream: log.stream, clock: floorDayClock() });
  f = await buildFloor(t, [...ROLES]);
  for (const role of ROLES) tokens.set(role, f.as(role).authorization.replace('Bearer ', ''));
  ownChannel = assignmentsChannel(f.centerId);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  bystander = await connectRealtime(base, await signIn(t.app, 'floor-view'));
  expect(await joinChannel(bystander, f.centerId)).toMatchObject({ type: 'joined' });
}, 60_000);
afterAll(async () => {
  terminateRealtimeClients();
  await t.close();
  process.off('uncaughtException', onEscaped);
  process.off('unhandledRejection', onEscaped);
});

/** The TCP connection under a client's socket, to write frames no library would. */
function wireOf(client: RealtimeClient): net.Socket {
  return (client.socket as unknown as { _socket: net.Socket })._socket;
}

function sendFrames(client: RealtimeClient, frames: readonly Frame[]): void {
  const wire = wireOf(client);
  for (const frame of frames) if (wire.writable) wire.write(encodeFrame(frame));
}

async function open(role: Role): Promise<RealtimeClient> {
  const client = await connectRealtime(base, tokens.get(role)!);
  // The server may cut the connection while frames are still being written.
  client.socket.on('error', () => {});
  return client;
}

/** Still serving: nothing escaped a handler, nothing failed, the bystander's socket and plain HTTP answer. */
async function expectStillServing(): Promise<void> {
  expect(escaped).toEqual([]);
  expect(logLines().filter((line) => line.level >= 50)).toEqual([]);
  expect(isOpen(bystander)).toBe(true);
  const res = await fetch(`${base}/api/stations?quarter_id=${f.q1.id}&assignment_date=${TODAY}`, { headers: f.as('VIEW') });
  expect(res.status).toBe(200);
}

const text = (s: string): Frame => ({ fin: true, rsv: 0, opcode: OPCODE.text, masked: true, payload: Buffer.from(s) });

describe('a hostile client of /api/realtime', () => {
  it('a VIEW kiosk sending the text frame null loses only its own socket, closed with 1007, with one warning naming it', async () => {
    const kiosk = await open('VIEW');
    kiosk.socket.send('null');
    expect(await closedWithin(kiosk, 2000)).toEqual({ code: 1007, reason: 'not a client message' });
    const warnings = logLines().filter((line) => line.event === 'realtime_message_refused' && line.closeCode === 1007);
    expect(warnings).toEqual([
      expect.objectContaining({ level: 40, employeeId: 'floor-view', reason: expect.stringContaining('expected object, received null') }),
    ]);

    await t.app.inject({ method: 'POST', url: `/api/stations/${f.s1.id}/assign`, headers: f.as('MANAGER'), payload: assignPayload(f, f.s1, f.ann) });
    expect(await bystander.next((m) => m.type === 'change', 2000)).toMatchObject({ event: 'INSERT', assignment: { row: { station_id: f.s1.id } } });
    await expectStillServing();
  });

  it('closes a socket sending a binary frame with 1003, and one sending text that is not JSON with 1007', async () => {
    const binary = await open('MANAGER');
    binary.socket.send(Buffer.from(JSON.stringify({ type: 'join', channel: ownChannel })));
    expect(await closedWithin(binary, 2000)).toEqual({ code: 1003, reason: 'binary messages are not read' });
    const garbled = await open('ADMIN');
    garbled.socket.send('{"type":"join",');
    expect(await closedWithin(garbled, 2000)).toEqual({ code: 1007, reason: 'not a client message' });
    const refused = logLines().filter((line) => line.event === 'realtime_message_refused');
    expect(refused.slice(-2)).toEqual([
      expect.objectContaining({ level: 40, employeeId: 'floor-manager', closeCode: 1003 }),
      expect.objectContaining({ level: 40, employeeId: 'floor-admin', closeCode: 1007, reason: 'not JSON' }),
    ]);
  });

  it('closes a socket whose frame breaks the protocol (too long, not UTF-8, unmasked) with its RFC code, and logs a warning naming the user', async () => {
    const cases: [Frame, number, string][] = [
      [text(' '.repeat(MAX_PAYLOAD + 1)), 1009, 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH'],
      [{ ...text(''), payload: Buffer.from([0x7b, 0xff, 0x7d]) }, 1007, 'WS_ERR_INVALID_UTF8'],
      [{ ...text('{}'), masked: false }, 1002, 'WS_ERR_EXPECTED_MASK'],
    ];
    for (const [frame, code, wsError] of cases) {
      const before = log.lines.length;
      const client = await open('SUDO');
      sendFrames(client, [frame]);
      expect((await closedWithin(client, 2000)).code).toBe(code);
      await new Promise((r) => setTimeout(r, 20));
      const lines = log.lines.slice(before).map((line) => JSON.parse(line) as LogLine);
      expect(lines).toEqual([expect.objectContaining({ level: 40, event: 'realtime_socket_error', employeeId: 'floor-sudo', wsError })]);
    }
    await expectStillServing();
  });

  it('still answers a join of another center in words, and keeps that socket open', async () => {
    const client = await open('VIEW');
    expect(await joinChannel(client, f.otherCenterId)).toEqual({ type: 'error', message: 'You do not have access to this fulfillment center' });
    client.socket.send(JSON.stringify({ type: 'join', channel: ownChannel, unknown: [1, { deep: null }] }));
    expect(await client.next((m) => m.type === 'joined')).toMatchObject({ channel: ownChannel });
    expect(isOpen(client)).toBe(true);
    client.socket.close();
  });

  it('survives streams of hostile frames from every role: each socket ends as the RFC says, and everyone else is still served', {
    timeout: 2 * TIME_LIMIT_MS,
  }, async () => {
    const property = fc.asyncProperty(
      fc.constantFrom(...ROLES),
      hostileStream([ownChannel, assignmentsChannel(f.otherCenterId), 'assignments:', '']),
      fc.constantFrom('close', 'close', 'close', 'terminate', 'cut'),
      async (role, frames, ending) => {
        const client = await open(role);
        sendFrames(client, frames);
        if (ending === 'terminate') client.socket.terminate();
        else if (ending === 'cut') {
          // Half a frame header, then the connection is gone.
          wireOf(client).end(Buffer.from([0x81]));
        } else if (isOpen(client)) client.socket.close(1000);
        const closed = await closedWithin(client, 5000);
        if (ending === 'close') {
          const expected = expectedClose(frames, ownChannel);
          expect(closed.code).toBe(expected.code ?? 1000);
          expect(client.messages.filter((m) => m.type === 'error')).toHaveLength(expected.refusedJoins);
        }
        await expectStillServing();
      },
    );
    try {
      await fc.assert(property, { seed: SEED, numRuns: RUNS, interruptAfterTimeLimit: TIME_LIMIT_MS, markInterruptAsFailure: true });
    } catch (error) {
      throw new Error(
        `${(error as Error).message}\n\nReplay: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} npx vitest run --project 'server (pglite)' test/hostile-frames.test.ts`,
        { cause: error },
      );
    }
  });

  it('afterwards still delivers changes to an untouched screen, lets every role join, and holds no socket of the attack', async () => {
    await t.app.inject({ method: 'POST', url: `/api/stations/${f.s2.id}/assign`, headers: f.as('MANAGER'), payload: assignPayload(f, f.s2, f.bob) });
    expect(await bystander.next((m) => m.type === 'change' && m.assignment?.row.station_id === f.s2.id, 2000)).toMatchObject({ event: 'INSERT' });
    for (const role of ROLES) {
      const client = await open(role);
      expect(await joinChannel(client, f.centerId)).toMatchObject({ type: 'joined', channel: ownChannel });
      client.socket.close();
      await client.closed;
    }
    // Every socket of the attack has ended on the server too: only the bystander is left.
    const deadline = Date.now() + 2000;
    while (t.app.websocketServer.clients.size > 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(t.app.websocketServer.clients.size).toBe(1);
    await expectStillServing();
  });
});
