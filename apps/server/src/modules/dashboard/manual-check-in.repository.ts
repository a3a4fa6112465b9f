/** The reads and writes of a check-in by hand (spec 2 §6). */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import * as s from '../../db/schema.ts';

export type AssignmentRecord = typeof s.assignments.$inferSelect;

/** The center of the assignment; null when there is no such assignment. */
export async function findAssignmentCenterId(db: Db, id: string): Promise<string | null> {
  const [row] = await db.select({ centerId: s.assignments.fulfillmentCenterId }).from(s.assignments).where(eq(s.assignments.id, id));
  return row?.centerId ?? null;
}

/** The assignment, locked for the rest of the transaction. */
export async function lockAssignment(tx: Tx, id: string): Promise<AssignmentRecord | null> {
  const [row] = await tx.select().from(s.assignments).where(eq(s.assignments.id, id)).for('update');
  return row ?? null;
}

export async function setCheckedIn(tx: Tx, id: string, at: Date): Promise<AssignmentRecord> {
  const [row] = await tx.update(s.assignments).set({ checkedIn: true, checkedInAt: at }).where(eq(s.assignments.id, id)).returning();
  return row!;
}
