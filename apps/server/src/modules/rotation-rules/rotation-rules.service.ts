/**
 * Rotation rules (spec 2 §2 Rotations, §5, §6, §8): a rule sends the person at one station to
 * another in the next quarter. The server enforces what the tab shows: same line or no line,
 * one rule per source and per destination, no edits on an inactive source. Each change is
 * audited with the stations named by code.
 */
import { AppError } from '@stationboard/domain/errors/app-error';
import { MESSAGES } from '@stationboard/domain/messages';
import { isOfferedDestination } from '@stationboard/domain/rotations/rotation-destination';
import type { RotationRuleCreateInput, RotationRuleUpdateInput } from '@stationboard/domain/schemas/rotation-rule';
import type { Db, Tx } from '../../db/database.ts';
import { auditedChange, type Acting } from '../../lib/audit.ts';
import { findStation, type StationRow } from '../../floor/station-row.ts';
import { deleteRule, findSourceLeadingTo, hasRuleFrom, insertRule, listRules, stationCodeOf, updateRule, type RuleRow } from './rotation-rules.repository.ts';

/** The checks of spec 2 §5, in the order the tab meets them. */
async function checkRule(tx: Tx, centerId: string, fromId: string, toId: string, editedId?: string) {
  const from = await findStation(tx, fromId, centerId);
  if (!from) throw new AppError('NOT_FOUND', MESSAGES.fromStationNotFound);
  if (!from.isActive) throw new AppError('CONFLICT', MESSAGES.rotationRuleInactiveStation);
  const to = await findStation(tx, toId, centerId);
  if (!to) throw new AppError('NOT_FOUND', 'Destination station not found');
  const asRotation = (st: StationRow) => ({ id: st.id, line_number: st.lineNumber, is_right_handed: st.isRightHanded });
  if (!isOfferedDestination(asRotation(from), asRotation(to)))
    throw new AppError('BAD_REQUEST', 'to_station_id: only stations on the same line, or with no line, can be a destination');
  const taken = await findSourceLeadingTo(tx, toId, editedId);
  if (taken) throw new AppError('CONFLICT', MESSAGES.destinationAlreadyUsed(taken));
  return { from, to };
}

/** 409 when the source station has a rule already. */
export function createRule(db: Db, input: RotationRuleCreateInput, acting: Acting) {
  return auditedChange(db, acting, async ({ tx, audit }) => {
    const { from, to } = await checkRule(tx, acting.centerId, input.from_station_id, input.to_station_id);
    if (await hasRuleFrom(tx, from.id)) throw new AppError('CONFLICT', MESSAGES.rotationRuleExists);
    const created = await insertRule(tx, {
      fulfillmentCenterId: acting.centerId,
      fromStationId: from.id,
      toStationId: to.id,
      lineNumber: input.line_number ?? from.lineNumber,
    });
    await audit({
      action: 'CREATE',
      tableName: 'rotation_rules',
      recordId: created.id,
      stationId: from.id,
      stationName: from.stationCode,
      newValues: { to_station: to.stationCode, line_number: created.lineNumber },
    });
    return (await listRules(tx, acting.centerId, created.id))[0]!;
  });
}

export function changeRuleDestination(db: Db, before: RuleRow, input: RotationRuleUpdateInput, acting: Acting) {
  return auditedChange(db, acting, async ({ tx, audit }) => {
    const { from, to } = await checkRule(tx, before.fulfillmentCenterId, before.fromStationId, input.to_station_id, before.id);
    await updateRule(tx, before.id, { toStationId: to.id, lineNumber: input.line_number ?? from.lineNumber });
    await audit({
      action: 'UPDATE',
      tableName: 'rotation_rules',
      recordId: before.id,
      stationId: from.id,
      stationName: from.stationCode,
      oldValues: { to_station: await stationCodeOf(tx, before.toStationId), line_number: before.lineNumber },
      newValues: { to_station: to.stationCode, line_number: input.line_number ?? from.lineNumber },
    });
    return (await listRules(tx, before.fulfillmentCenterId, before.id))[0]!;
  });
}

/** No Relocation; refused while the source station is inactive. */
export function removeRule(db: Db, before: RuleRow, acting: Acting): Promise<void> {
  return auditedChange(db, acting, async ({ tx, audit }) => {
    const from = await findStation(tx, before.fromStationId);
    if (from && !from.isActive) throw new AppError('CONFLICT', MESSAGES.rotationRuleInactiveStation);
    await deleteRule(tx, before.id);
    await audit({
      action: 'DELETE',
      tableName: 'rotation_rules',
      recordId: before.id,
      stationId: before.fromStationId,
      stationName: from?.stationCode,
      oldValues: { to_station: await stationCodeOf(tx, before.toStationId), line_number: before.lineNumber },
    });
  });
}
