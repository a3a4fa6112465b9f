/** What the parts of a badge scan share: the request, the scan as read before the lock, and its context. */
import type { Db, Tx } from '../../db/database.ts';
import type { Acting } from '../../lib/audit.ts';
import type { At, HeldAssignment, ScanConfig, ScannedEmployee } from './badge-scan.repository.ts';

export type ScanMode = 'scan' | 'auto-assign';

export type ScanRequest = {
  value: string;
  centerId: string;
  quarterNumber: number;
  /** The quarter's date as the kiosk shows it; the operating day's by default (decision 080). */
  date?: string;
  mode: ScanMode;
  actorEmployeeId: string;
  /** When the server received the scan. */
  now: Date;
  /** Issue 14: when the kiosk read the badge, for a scan it stored while offline (decision 126). */
  scannedAt?: Date | null;
  /** Issue 14: the kiosk's id of the scan, named on the audit row of a late scan refused. */
  scanId?: string | null;
};

/** The scan as read before the lock: who, which quarter, and the person's place in the shift. */
export type Scan = {
  request: ScanRequest;
  employee: ScannedEmployee;
  at: At;
  previous: At | null;
  later: At[];
  held: HeldAssignment[];
  /** The active routing areas, by name: where overflow goes. */
  routingAreas: string[];
};

export type Context = {
  db: Db | Tx;
  config: ScanConfig;
  now: Date;
  /** The center and the kiosk's user, as the scan's audit rows name them. */
  acting: Acting;
  employee: ScannedEmployee;
};

/** The center and the kiosk's user of a scan, as its audit rows name them. */
export function actingOfScan(request: ScanRequest): Acting {
  return { centerId: request.centerId, employeeId: request.actorEmployeeId };
}

export function context(db: Db | Tx, config: ScanConfig, scanned: Scan): Context {
  return { db, config, now: scanned.request.now, acting: actingOfScan(scanned.request), employee: scanned.employee };
}

/** The person's assignment in the quarter occurrence, if they hold one. */
export function heldIn(scanned: Scan, at: At): HeldAssignment | null {
  return scanned.held.find((a) => a.quarterId === at.quarter.id && a.assignmentDate === at.date) ?? null;
}
