/**
 * A kiosk scan answered once (issue 14, decision 126). A kiosk names each badge scan with its
 * own `scan_id` and may send it again and again (a retry, a replay after the network came
 * back, two tabs replaying the same queue). The receipt row keyed by (scan_id, call) is the
 * arbiter, across requests and server processes:
 *
 * 1. The first request claims the key: an insert that does nothing when the row exists.
 * 2. The claim's holder runs the scan, outside any transaction of its own (the scan takes the
 *    center's lock in its own short transaction; PGlite has one connection), and stores the
 *    answer, an error answer (4xx) too, as the HTTP status and body.
 * 3. Anyone else with the same key gets the stored answer; while the claim is pending they
 *    wait for it. A pending claim older than STALE_CLAIM_MS belonged to a process that died:
 *    it may be claimed again, as a scan run again for someone placed already changes nothing.
 *
 * A key used for another badge value or center is refused: it is a kiosk's bug, not a replay.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { KioskScanCall } from '@stationboard/domain/assignments/kiosk-scan-flow';
import { AppError } from '@stationboard/domain/errors/app-error';
import { MESSAGES } from '@stationboard/domain/messages';
import { SECOND } from '@stationboard/domain/timings';
import type { Db } from '../../db/database.ts';
import * as s from '../../db/schema.ts';

/** An HTTP answer as sent, and as sent again to a duplicate: the body is the JSON text, kept byte for byte. */
export type ScanAnswer = { status: number; body: string };

export type ScanReceiptKey = {
  scanId: string;
  call: KioskScanCall;
  centerId: string;
  badgeValue: string;
  scannedAt: Date | null;
  receivedAt: Date;
};

/** A scan takes milliseconds, seconds under a storm: a claim pending this long lost its process. */
export const STALE_CLAIM_MS = 60 * SECOND;
/** How long a duplicate waits for the first request's answer before answering 409. */
const WAIT_LIMIT_MS = 2 * STALE_CLAIM_MS;

const r = s.scanReceipts;

function keyOf(key: ScanReceiptKey) {
  return and(eq(r.scanId, key.scanId), eq(r.call, key.call));
}

/** Claims the key; the claim's token when this request holds it, else null. */
async function claim(db: Db, key: ScanReceiptKey): Promise<string | null> {
  const token = randomUUID();
  const inserted = await db
    .insert(r)
    .values({
      scanId: key.scanId,
      call: key.call,
      fulfillmentCenterId: key.centerId,
      badgeValue: key.badgeValue,
      scannedAt: key.scannedAt,
      receivedAt: key.receivedAt,
      claimToken: token,
    })
    .onConflictDoNothing()
    .returning({ token: r.claimToken });
  return inserted.length > 0 ? token : null;
}

/** Takes over a pending claim whose holder has been gone for STALE_CLAIM_MS. */
async function reclaimStale(db: Db, key: ScanReceiptKey): Promise<string | null> {
  const token = randomUUID();
  const taken = await db
    .update(r)
    .set({ claimToken: token, claimedAt: sql`now()` })
    .where(and(keyOf(key), eq(r.status, 'pending'), sql`${r.claimedAt} < now() - make_interval(secs => ${STALE_CLAIM_MS / SECOND})`))
    .returning({ token: r.claimToken });
  return taken.length > 0 ? token : null;
}

async function store(db: Db, key: ScanReceiptKey, token: string, answer: ScanAnswer): Promise<boolean> {
  const stored = await db
    .update(r)
    .set({ status: 'done', httpStatus: answer.status, answer: answer.body })
    .where(and(keyOf(key), eq(r.status, 'pending'), eq(r.claimToken, token)))
    .returning({ scanId: r.scanId });
  return stored.length > 0;
}

async function release(db: Db, key: ScanReceiptKey, token: string): Promise<void> {
  await db.delete(r).where(and(keyOf(key), eq(r.status, 'pending'), eq(r.claimToken, token)));
}

async function read(db: Db, key: ScanReceiptKey) {
  const [row] = await db
    .select({ centerId: r.fulfillmentCenterId, badgeValue: r.badgeValue, status: r.status, httpStatus: r.httpStatus, answer: r.answer })
    .from(r)
    .where(keyOf(key));
  return row ?? null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `run` for the key's first request; every other request with the key gets its answer. */
export async function answerScanOnce(db: Db, key: ScanReceiptKey, run: () => Promise<ScanAnswer>): Promise<ScanAnswer> {
  const startedAt = Date.now();
  for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
    let token = await claim(db, key);
    if (!token) {
      const row = await read(db, key);
      // Gone between the insert and the read: its holder failed and let go. Claim it again.
      if (!row) continue;
      if (row.centerId !== key.centerId || row.badgeValue !== key.badgeValue) throw new AppError('CONFLICT', MESSAGES.scanIdReused);
      if (row.status === 'done') return { status: row.httpStatus!, body: row.answer! };
      token = await reclaimStale(db, key);
      if (!token) {
        if (Date.now() - startedAt > WAIT_LIMIT_MS) throw new AppError('CONFLICT', MESSAGES.scanStillPending);
        await sleep(pause);
        continue;
      }
    }
    return holdAndRun(db, key, token, run);
  }
}

async function holdAndRun(db: Db, key: ScanReceiptKey, token: string, run: () => Promise<ScanAnswer>): Promise<ScanAnswer> {
  let answer: ScanAnswer;
  try {
    answer = await run();
  } catch (err) {
    // Not an answer (a database failure, a bug): let go, so a retry runs the scan again.
    await release(db, key, token).catch(() => {});
    throw err;
  }
  if (await store(db, key, token, answer)) return answer;
  // Our claim was taken over as stale and answered meanwhile: the stored answer is the answer.
  const row = await read(db, key);
  return row?.status === 'done' ? { status: row.httpStatus!, body: row.answer! } : answer;
}
