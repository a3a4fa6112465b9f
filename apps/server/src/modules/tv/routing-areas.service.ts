/** Adding, editing and removing the external routing areas (spec 2 §2), each audited. */
import type { RoutingAreaCreateInput, RoutingAreaUpdateInput } from '@stationboard/domain/schemas/routing-area';
import type { Db } from '../../db/database.ts';
import { auditedChange, type Acting } from '../../lib/audit.ts';
import { deleteRoutingArea, insertRoutingArea, updateRoutingArea, type RoutingAreaRow } from './routing-areas.repository.ts';

export function addRoutingArea(db: Db, input: RoutingAreaCreateInput, acting: Acting) {
  return auditedChange(db, acting, async ({ tx, audit }) => {
    const created = await insertRoutingArea(tx, { fulfillmentCenterId: acting.centerId, areaName: input.area_name, isRouting: input.is_routing });
    await audit({ action: 'CREATE', tableName: 'external_routing_areas', recordId: created.id, newValues: created });
    return created;
  });
}

/** A rename, or the Active/Inactive switch: what is not sent stays. */
export function editRoutingArea(db: Db, before: RoutingAreaRow, input: RoutingAreaUpdateInput, acting: Acting) {
  return auditedChange(db, acting, async ({ tx, audit }) => {
    const updated = await updateRoutingArea(tx, before.id, { areaName: input.area_name ?? before.areaName, isRouting: input.is_routing ?? before.isRouting });
    await audit({
      action: 'UPDATE',
      tableName: 'external_routing_areas',
      recordId: before.id,
      oldValues: { area_name: before.areaName, is_routing: before.isRouting },
      newValues: input,
    });
    return updated;
  });
}

export function removeRoutingArea(db: Db, before: RoutingAreaRow, acting: Acting): Promise<void> {
  return auditedChange(db, acting, async ({ tx, audit }) => {
    await deleteRoutingArea(tx, before.id);
    await audit({
      action: 'DELETE',
      tableName: 'external_routing_areas',
      recordId: before.id,
      oldValues: { area_name: before.areaName, is_routing: before.isRouting },
    });
  });
}
