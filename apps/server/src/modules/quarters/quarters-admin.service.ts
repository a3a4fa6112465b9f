/**
 * Spec 2 §2 Quarters tab: creating, editing, flagging active and deleting quarters, each
 * audited. At most one quarter of a center is active (decision 092); a center's quarters do
 * not overlap (decision 136; the length limit is the input schema's).
 */
import { AppError } from '@stationboard/domain/errors/app-error';
import { MESSAGES } from '@stationboard/domain/messages';
import { findQuarterOverlapping } from '@stationboard/domain/quarters/overlapping-quarters';
import { formatQuarterTimes, type QuarterTimes } from '@stationboard/domain/quarters/time';
import type { QuarterInput, QuarterUpdateInput } from '@stationboard/domain/schemas/quarter';
import type { Quarter } from '@stationboard/domain/schemas/quarter-record';
import type { Db, Tx } from '../../db/database.ts';
import { auditedChange, type Acting, type AuditedChange } from '../../lib/audit.ts';
import { enqueueQuarterChanged } from '../../lib/webhooks/events.ts';
import { deleteWithCascade } from '../../lib/cascade-delete.ts';
import {
  findQuarter,
  findQuarterNumbered,
  insertQuarter,
  listOtherQuarters,
  lockCenterForQuarters,
  lockCenterQuarters,
  quarterCascade,
  updateQuarter,
  type QuarterChanges,
  type QuarterRow,
} from './quarters.repository.ts';

async function checkNumberFree(tx: Tx, centerId: string, number: number, exceptId?: string) {
  const taken = await findQuarterNumbered(tx, centerId, number, exceptId);
  if (taken !== null) throw new AppError('CONFLICT', `Quarter number ${number} is already used by ${taken}`);
}

/** Decision 136: a moment of the day belongs to one quarter of a center at most (across midnight too). */
async function checkNoOverlap(tx: Tx, centerId: string, times: QuarterTimes, exceptId?: string) {
  const other = findQuarterOverlapping(times, await listOtherQuarters(tx, centerId, exceptId));
  if (other) throw new AppError('CONFLICT', MESSAGES.quarterOverlaps(formatQuarterTimes(times), other.quarter_name, formatQuarterTimes(other)));
}

function values(input: QuarterInput) {
  return { quarterName: input.quarter_name, quarterNumber: input.quarter_number, startTime: input.start_time, endTime: input.end_time, shift: input.shift };
}

/** Writes the changes with their UPDATE audit row, old and new values of the changed fields only. */
async function updateAudited({ tx, audit }: AuditedChange, before: QuarterRow, changes: QuarterChanges): Promise<Quarter> {
  const row = await updateQuarter(tx, before.id, changes);
  await audit({
    action: 'UPDATE',
    tableName: 'quarters',
    recordId: before.id,
    quarterId: before.id,
    oldValues: Object.fromEntries(Object.keys(changes).map((key) => [key, before[key as keyof QuarterChanges]])),
    newValues: changes,
  });
  await enqueueQuarterChanged(tx, before.fulfillmentCenterId, { quarter_id: before.id, change: 'updated', values: changes });
  return row;
}

export function createQuarter(db: Db, input: QuarterInput, acting: Acting): Promise<Quarter> {
  return auditedChange(db, acting, async ({ tx, audit }) => {
    await lockCenterForQuarters(tx, acting.centerId);
    await checkNumberFree(tx, acting.centerId, input.quarter_number);
    await checkNoOverlap(tx, acting.centerId, input);
    const row = await insertQuarter(tx, acting.centerId, values(input));
    await audit({ action: 'CREATE', tableName: 'quarters', recordId: row.id, quarterId: row.id, newValues: row });
    await enqueueQuarterChanged(tx, acting.centerId, { quarter_id: row.id, change: 'created', values: row });
    return row;
  });
}

/**
 * The form's fields, the active flag, or both. Flagging a quarter active clears the flag of
 * the one active before, in the same change; a quarter already as asked writes nothing.
 */
export function editQuarter(db: Db, quarterId: string, input: QuarterUpdateInput, acting: Acting): Promise<Quarter> {
  return auditedChange(db, acting, async (change) => {
    const { tx } = change;
    await lockCenterForQuarters(tx, acting.centerId);
    const locked = await lockCenterQuarters(tx, acting.centerId);
    const before = locked.find((q) => q.id === quarterId);
    if (!before) throw new AppError('NOT_FOUND', 'Quarter not found');
    const form = input.quarter_name === undefined ? null : input;
    if (form) await checkNumberFree(tx, acting.centerId, form.quarter_number, before.id);
    // Times kept as they were are not judged again: an overlap made before decision 136 is
    // listed on the Quarters tab, and renaming one of its quarters stays possible.
    if (form && (form.start_time !== before.startTime || form.end_time !== before.endTime)) await checkNoOverlap(tx, acting.centerId, form, before.id);
    const flagChanges = input.is_active !== undefined && input.is_active !== before.isActive;
    if (flagChanges && input.is_active) {
      const previous = locked.find((q) => q.isActive);
      if (previous) await updateAudited(change, previous, { isActive: false });
    }
    const changes: QuarterChanges = { ...(form && values(form)), ...(flagChanges && { isActive: input.is_active }) };
    if (Object.keys(changes).length > 0) return updateAudited(change, before, changes);
    // Already as asked: nothing to write or audit.
    return (await findQuarter(tx, before.id))!;
  });
}

/** The quarter with its assignments (DESIGN §4 Deletion). */
export function deleteQuarter(db: Db, quarter: QuarterRow, acting: Acting): Promise<void> {
  return auditedChange(db, acting, async (change) => {
    const oldValues = { quarter_name: quarter.quarterName, quarter_number: quarter.quarterNumber };
    await deleteWithCascade(change, quarterCascade(quarter.id), { tableName: 'quarters', recordId: quarter.id, quarterId: quarter.id, oldValues });
    await enqueueQuarterChanged(change.tx, quarter.fulfillmentCenterId, { quarter_id: quarter.id, change: 'deleted', values: oldValues });
  });
}
