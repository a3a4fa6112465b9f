/**
 * Issue 30 (decision 169): the HR system's roster sync. A dry run answers the diff the domain
 * works out; the real run works it out again under the center's lock and writes it in the same
 * transaction, with one audit row naming every UID it touched.
 */
import { rosterSyncDiff, type RosterSyncDiff } from '@stationboard/domain/roster/roster-sync';
import type { RosterSyncInput, RosterSyncResult } from '@stationboard/domain/schemas/roster';
import type { Db } from '../../db/database.ts';
import { auditedChange, type Acting } from '../../lib/audit.ts';
import { lockCenterForRosterSync, readSyncedPeople, writeRosterSync } from './roster-sync.repository.ts';

function answerOf(diff: RosterSyncDiff, dryRun: boolean): RosterSyncResult {
  return {
    dry_run: dryRun,
    created: diff.created.map(({ employee_uid, name }) => ({ employee_uid, name })),
    updated: diff.updated.map(({ employee_uid, name, changes }) => ({ employee_uid, name, changes })),
    deactivated: diff.deactivated.map(({ employee_uid, name }) => ({ employee_uid, name })),
    unchanged: diff.unchanged,
  };
}

export async function syncRoster(db: Db, input: RosterSyncInput, acting: Acting): Promise<RosterSyncResult> {
  if (input.dry_run) return answerOf(rosterSyncDiff(await readSyncedPeople(db, acting.centerId), input.people), true);
  return auditedChange(db, acting, async ({ tx, audit }) => {
    // Two syncs of a center at once: the second reads what the first wrote.
    await lockCenterForRosterSync(tx, acting.centerId);
    const diff = rosterSyncDiff(await readSyncedPeople(tx, acting.centerId), input.people);
    await writeRosterSync(tx, acting.centerId, diff);
    const uids = (people: readonly { employee_uid: number }[]) => people.map((person) => person.employee_uid);
    await audit({
      action: 'ROSTER_SYNC',
      tableName: 'employees',
      recordId: null,
      newValues: { created: uids(diff.created), updated: uids(diff.updated), deactivated: uids(diff.deactivated), unchanged: diff.unchanged },
    });
    return answerOf(diff, false);
  });
}
