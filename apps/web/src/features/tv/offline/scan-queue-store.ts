import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { replayOrder } from '@stationboard/domain/assignments/offline-scans';

/**
 * A badge scan kept on this device while the server could not be reached (issue 14, decision
 * 127): everything the kiosk flow needs to send it again as it was, and the name to show.
 */
export type QueuedScan = {
  /** Stored order on this device; set by IndexedDB. */
  seq: number;
  scan_id: string;
  /** When the badge was read (ISO 8601 with offset). */
  scanned_at: string;
  /** What the badge reader typed. */
  employee_id: string;
  fulfillment_center_id: string;
  /** The quarter and date the screen showed; null lets the server decide, as a live scan would. */
  quarter_number: number | null;
  assignment_date: string | null;
  /** The person's name when the device knew it, else null. */
  employee_name: string | null;
};

export type NewQueuedScan = Omit<QueuedScan, 'seq'>;

interface KioskDb extends DBSchema {
  'queued-scans': { key: number; value: QueuedScan; indexes: { scan_id: string } };
  /** Names the device has seen in scan answers, by what was scanned (lower case). */
  'known-names': { key: string; value: { badge: string; name: string } };
}

const DB_NAME = 'stationboard-kiosk';
const CHANNEL = 'stationboard-kiosk-scans';

/** The open database, per IndexedDB factory (unit tests give each test a fresh one). */
let opened: { factory: IDBFactory; db: Promise<IDBPDatabase<KioskDb>> } | null = null;

function db(): Promise<IDBPDatabase<KioskDb>> {
  if (opened?.factory !== indexedDB) {
    opened = {
      factory: indexedDB,
      db: openDB<KioskDb>(DB_NAME, 1, {
        upgrade(database) {
          const scans = database.createObjectStore('queued-scans', { keyPath: 'seq', autoIncrement: true });
          scans.createIndex('scan_id', 'scan_id', { unique: true });
          database.createObjectStore('known-names', { keyPath: 'badge' });
        },
      }),
    };
  }
  return opened.db;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let channel: BroadcastChannel | null = null;

/** Tells this tab's listeners and the other tabs of the kiosk that the queue changed. */
function changed(): void {
  for (const listener of listeners) listener();
  channel?.postMessage('changed');
}

/** Calls `listener` whenever the queue changes, in this tab or another one. */
export function onScanQueueChange(listener: Listener): () => void {
  if (!channel && typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => {
      for (const l of listeners) l();
    };
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function addQueuedScan(scan: NewQueuedScan): Promise<void> {
  // seq is left out so IndexedDB numbers it.
  await (await db()).add('queued-scans', scan as QueuedScan);
  changed();
}

/** Every kept scan, in replay order (oldest first). */
export async function listQueuedScans(): Promise<QueuedScan[]> {
  return replayOrder(await (await db()).getAll('queued-scans'));
}

export async function countQueuedScans(): Promise<number> {
  return (await db()).count('queued-scans');
}

export async function removeQueuedScan(scanId: string): Promise<void> {
  const database = await db();
  const seq = await database.getKeyFromIndex('queued-scans', 'scan_id', scanId);
  if (seq === undefined) return;
  await database.delete('queued-scans', seq);
  changed();
}

const badgeKey = (badge: string) => badge.trim().toLowerCase();

/** Remembers who a badge belongs to, from a scan answer, for a later scan made offline. */
export async function rememberName(badge: string, name: string): Promise<void> {
  await (await db()).put('known-names', { badge: badgeKey(badge), name });
}

export async function knownName(badge: string): Promise<string | null> {
  return (await (await db()).get('known-names', badgeKey(badge)))?.name ?? null;
}
