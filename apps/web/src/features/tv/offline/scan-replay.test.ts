import { describe, expect, it, vi } from 'vitest';
import { AppError } from '@stationboard/domain/errors/app-error';
import { MESSAGES } from '@stationboard/domain/messages';
import { apiPost } from '../../../lib/api-client.ts';
import { fail, fakeApi } from '../../../testing/fake-api.ts';
import { scanItem } from '../testing/fixtures.ts';
import { addQueuedScan, countQueuedScans, listQueuedScans, type NewQueuedScan, type QueuedScan } from './scan-queue-store.ts';
import { answeredStatus, replayQueuedScans, type ReplayOutcome } from './scan-replay.ts';

const CENTER = '11111111-1111-4111-8111-111111111111';

function kept(badge: string, scannedAt: string, name: string | null = null): NewQueuedScan {
  return {
    scan_id: crypto.randomUUID(),
    scanned_at: scannedAt,
    employee_id: badge,
    fulfillment_center_id: CENTER,
    quarter_number: 2,
    assignment_date: '2026-03-02',
    employee_name: name,
  };
}

/** Replays with `send` and records what left the queue. */
async function replay(send: (scan: QueuedScan) => Promise<unknown>) {
  const done: { badge: string; outcome: ReplayOutcome }[] = [];
  await replayQueuedScans({ send: send as never, onOutcome: (scan, outcome) => done.push({ badge: scan.employee_id, outcome }) });
  return done;
}

/** The failure apiPost throws for an answer with this status (or for no answer). */
async function failureFor(status: number | null, error = 'boom'): Promise<unknown> {
  fakeApi({
    'POST /api/x': () => {
      if (status === null) throw new TypeError('Failed to fetch');
      return fail(status, error);
    },
  });
  return apiPost('/x', {}).catch((e: unknown) => e);
}

describe('answeredStatus', () => {
  it('reads the HTTP status of the answer, including the gateway ones that share a code', async () => {
    for (const status of [400, 404, 409, 500, 502, 503, 504]) expect(answeredStatus(await failureFor(status)), String(status)).toBe(status);
  });

  it('is null when no answer came', async () => {
    expect(answeredStatus(await failureFor(null))).toBeNull();
  });

  it('reads an answer this side could not read as answered (2xx)', () => {
    expect(answeredStatus(new TypeError('bad shape'))).toBe(200);
    expect(answeredStatus(new AppError('BAD_REQUEST', 'x'))).toBe(400);
  });
});

describe('the kept scans', () => {
  it('come back oldest first by when the badge was read, whatever order they were stored in', async () => {
    await addQueuedScan(kept('b', '2026-03-02T19:01:00.000Z'));
    await addQueuedScan(kept('a', '2026-03-02T19:00:00.000Z'));
    await addQueuedScan(kept('c', '2026-03-02T19:02:00.000Z'));
    expect((await listQueuedScans()).map((s) => s.employee_id)).toEqual(['a', 'b', 'c']);
    expect(await countQueuedScans()).toBe(3);
  });

  it('refuse a second copy of the same scan_id', async () => {
    const scan = kept('a', '2026-03-02T19:00:00.000Z');
    await addQueuedScan(scan);
    await expect(addQueuedScan(scan)).rejects.toThrow();
    expect(await countQueuedScans()).toBe(1);
  });
});

describe('replayQueuedScans', () => {
  it('sends one at a time, oldest first, with each scan as it was kept, and empties the queue on answers', async () => {
    await addQueuedScan(kept('b', '2026-03-02T19:01:00.000Z'));
    await addQueuedScan(kept('a', '2026-03-02T19:00:00.000Z'));
    let inFlight = 0;
    const sent: QueuedScan[] = [];
    const done = await replay(async (scan) => {
      inFlight += 1;
      expect(inFlight).toBe(1);
      sent.push(scan);
      await new Promise((r) => setTimeout(r, 5));
      inFlight -= 1;
      return [scanItem({ employee_name: scan.employee_id })];
    });
    expect(sent.map((s) => [s.employee_id, s.scanned_at])).toEqual([
      ['a', '2026-03-02T19:00:00.000Z'],
      ['b', '2026-03-02T19:01:00.000Z'],
    ]);
    expect(done.map((d) => [d.badge, d.outcome.kind])).toEqual([
      ['a', 'result'],
      ['b', 'result'],
    ]);
    expect(await countQueuedScans()).toBe(0);
  });

  it('removes a scan refused for good (409 too old, 404) and shows the refusal, then goes on', async () => {
    await addQueuedScan(kept('old', '2026-03-02T18:00:00.000Z'));
    await addQueuedScan(kept('ghost', '2026-03-02T18:30:00.000Z'));
    await addQueuedScan(kept('new', '2026-03-02T19:00:00.000Z'));
    const tooOld = await failureFor(409, MESSAGES.scanTooOld);
    const notFound = await failureFor(404, MESSAGES.scanEmployeeNotFound);
    const done = await replay(async (scan) => {
      if (scan.employee_id === 'old') throw tooOld;
      if (scan.employee_id === 'ghost') throw notFound;
      return [scanItem()];
    });
    expect(done.map((d) => [d.badge, d.outcome.kind])).toEqual([
      ['old', 'refused'],
      ['ghost', 'refused'],
      ['new', 'result'],
    ]);
    expect((done[0]!.outcome as { error: Error }).error.message).toBe(MESSAGES.scanTooOld);
    expect(await countQueuedScans()).toBe(0);
  });

  it.each([
    ['no answer', null],
    ['a 503', 503],
    ['a 502', 502],
    ['a 504', 504],
    ['a 401 (session over)', 401],
  ])('keeps the scan and stops at %s, and the next replay starts with it', async (_label, status) => {
    await addQueuedScan(kept('a', '2026-03-02T19:00:00.000Z'));
    await addQueuedScan(kept('b', '2026-03-02T19:01:00.000Z'));
    const failure = await failureFor(status);
    const send = vi.fn(async () => {
      throw failure;
    });
    expect(await replay(send)).toEqual([]);
    expect(send).toHaveBeenCalledTimes(1);
    expect((await listQueuedScans()).map((s) => s.employee_id)).toEqual(['a', 'b']);

    const again = await replay(async (scan) => [scanItem({ employee_name: scan.employee_id })]);
    expect(again.map((d) => d.badge)).toEqual(['a', 'b']);
    expect(await countQueuedScans()).toBe(0);
  });

  it('runs one replay at a time in a tab: a second call joins the first', async () => {
    await addQueuedScan(kept('a', '2026-03-02T19:00:00.000Z'));
    const send = vi.fn(async () => {
      await new Promise((r) => setTimeout(r, 10));
      return [scanItem()];
    });
    const onOutcome = vi.fn();
    await Promise.all([replayQueuedScans({ send, onOutcome }), replayQueuedScans({ send, onOutcome })]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(onOutcome).toHaveBeenCalledTimes(1);
  });

  it('keeps a scan the server answered 500 and goes on with the next; the next replay tries it again, still first', async () => {
    await addQueuedScan(kept('a', '2026-03-02T19:00:00.000Z'));
    await addQueuedScan(kept('b', '2026-03-02T19:01:00.000Z'));
    const boom = await failureFor(500);
    const sent: string[] = [];
    const done = await replay(async (scan) => {
      sent.push(scan.employee_id);
      if (scan.employee_id === 'a') throw boom;
      return [scanItem()];
    });
    expect(sent).toEqual(['a', 'b']);
    expect(done.map((d) => d.badge)).toEqual(['b']);
    expect((await listQueuedScans()).map((s) => s.employee_id)).toEqual(['a']);

    const again = await replay(async () => [scanItem()]);
    expect(again.map((d) => d.badge)).toEqual(['a']);
    expect(await countQueuedScans()).toBe(0);
  });
});
