/** The reads and writes of a manual assignment (spec 1 §5): who holds what in a quarter on a date. */
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/database.ts';
import * as s from '../../db/schema.ts';
import { selectAssignments, type AssignmentRow } from '../../floor/assignment-row.ts';

/** A quarter on a date, where a station holds one person and a person one station. */
export type Slot = { quarterId: string; date: string };

type AssignmentValues = Partial<typeof s.assignments.$inferInsert>;

/** The center of the quarter; null when there is no such quarter. */
export async function findQuarterCenterId(tx: Tx, quarterId: string): Promise<string | null> {
  const [quarter] = await tx.select({ centerId: s.quarters.fulfillmentCenterId }).from(s.quarters).where(eq(s.quarters.id, quarterId));
  return quarter?.centerId ?? null;
}

function inSlot(slot: Slot) {
  return and(eq(s.assignments.quarterId, slot.quarterId), eq(s.assignments.assignmentDate, slot.date));
}

/** Whoever holds the station in the slot. */
export async function findOccupant(tx: Tx, slot: Slot, stationId: string): Promise<AssignmentRow | null> {
  const [row] = await selectAssignments(tx).where(and(inSlot(slot), eq(s.assignments.stationId, stationId)));
  return row ?? null;
}

/** The person's assignment in the slot at another station than `stationId`. */
export async function findAssignmentElsewhere(tx: Tx, slot: Slot, employeeId: string, stationId: string): Promise<AssignmentRow | null> {
  const [row] = await selectAssignments(tx).where(and(inSlot(slot), eq(s.assignments.employeeId, employeeId), ne(s.assignments.stationId, stationId)));
  return row ?? null;
}

/** The wildcard_assignments row written with a wildcard's assignment; its id. */
export async function insertWildcardAssignment(tx: Tx, values: typeof s.wildcardAssignments.$inferInsert): Promise<string> {
  const [wildcard] = await tx.insert(s.wildcardAssignments).values(values).returning({ id: s.wildcardAssignments.id });
  return wildcard!.id;
}

export async function insertAssignment(tx: Tx, values: typeof s.assignments.$inferInsert) {
  const [saved] = await tx.insert(s.assignments).values(values).returning();
  return saved!;
}

export async function updateAssignment(tx: Tx, id: string, values: AssignmentValues) {
  // A person changing a cell by hand makes the auto-plan's reason for it no longer true (decision 160).
  const [saved] = await tx
    .update(s.assignments)
    .set({ ...values, planReason: null })
    .where(eq(s.assignments.id, id))
    .returning();
  return saved!;
}

export async function deleteAssignment(tx: Tx, id: string): Promise<void> {
  await tx.delete(s.assignments).where(eq(s.assignments.id, id));
}

/** Removes the assignment when it is the station's; the removed row, or null. */
export async function deleteStationAssignment(tx: Tx, id: string, stationId: string) {
  const [removed] = await tx
    .delete(s.assignments)
    .where(and(eq(s.assignments.id, id), eq(s.assignments.stationId, stationId)))
    .returning();
  return removed ?? null;
}
