/** The reads and writes of rotation rules (spec 2 §2 Rotations). */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import * as s from '../../db/schema.ts';

export type RuleRow = typeof s.rotationRules.$inferSelect;

/** The center's rules in the order they were made (or only `id`), each with both stations named. */
export async function listRules(db: Db | Tx, centerId: string, id?: string) {
  const stations = await db.select().from(s.stations).where(eq(s.stations.fulfillmentCenterId, centerId));
  const byId = new Map(stations.map((st) => [st.id, { id: st.id, station_code: st.stationCode, line_number: st.lineNumber }]));
  const rules = await db
    .select()
    .from(s.rotationRules)
    .where(and(eq(s.rotationRules.fulfillmentCenterId, centerId), id ? eq(s.rotationRules.id, id) : undefined))
    .orderBy(asc(s.rotationRules.createdAt));
  return rules.map((r) => ({
    id: r.id,
    from_station_id: r.fromStationId,
    to_station_id: r.toStationId,
    from_station: byId.get(r.fromStationId)!,
    to_station: byId.get(r.toStationId)!,
    line_number: r.lineNumber,
    fulfillment_center_id: r.fulfillmentCenterId,
  }));
}

export async function findRule(db: Db, id: string): Promise<RuleRow | null> {
  const [rule] = await db.select().from(s.rotationRules).where(eq(s.rotationRules.id, id));
  return rule ?? null;
}

/** The code of the station whose rule leads to `toId` already (other than the rule edited). */
export async function findSourceLeadingTo(tx: Tx, toId: string, editedId?: string): Promise<string | null> {
  const [taken] = await tx
    .select({ fromCode: s.stations.stationCode })
    .from(s.rotationRules)
    .innerJoin(s.stations, eq(s.stations.id, s.rotationRules.fromStationId))
    .where(and(eq(s.rotationRules.toStationId, toId), editedId ? ne(s.rotationRules.id, editedId) : undefined));
  return taken?.fromCode ?? null;
}

export async function hasRuleFrom(tx: Tx, fromId: string): Promise<boolean> {
  const [existing] = await tx.select({ id: s.rotationRules.id }).from(s.rotationRules).where(eq(s.rotationRules.fromStationId, fromId));
  return existing !== undefined;
}

/**
 * Audit rows name stations by code, as the create does (issue 25): a manager reads "1-04",
 * not an id. A station deleted since keeps its id.
 */
export async function stationCodeOf(tx: Tx, id: string): Promise<string> {
  const [station] = await tx.select({ code: s.stations.stationCode }).from(s.stations).where(eq(s.stations.id, id));
  return station?.code ?? id;
}

export async function insertRule(
  tx: Tx,
  values: { fulfillmentCenterId: string; fromStationId: string; toStationId: string; lineNumber: number | null },
): Promise<RuleRow> {
  const [created] = await tx.insert(s.rotationRules).values(values).returning();
  return created!;
}

export async function updateRule(tx: Tx, id: string, changes: { toStationId: string; lineNumber: number | null }): Promise<void> {
  await tx.update(s.rotationRules).set(changes).where(eq(s.rotationRules.id, id));
}

export async function deleteRule(tx: Tx, id: string): Promise<void> {
  await tx.delete(s.rotationRules).where(eq(s.rotationRules.id, id));
}
