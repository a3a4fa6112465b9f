/** The writes of a center's skill list (decision 131); the reads the floor shares are in floor/skills.ts. */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import * as s from '../../db/schema.ts';
import { skillColumns } from '../../floor/skills.ts';

export type SkillRow = typeof s.skills.$inferSelect;

export async function findSkill(db: Db, id: string): Promise<SkillRow | null> {
  const [skill] = await db.select().from(s.skills).where(eq(s.skills.id, id));
  return skill ?? null;
}

export async function insertSkill(tx: Tx, centerId: string, name: string) {
  const [created] = await tx.insert(s.skills).values({ fulfillmentCenterId: centerId, name }).returning(skillColumns);
  return created!;
}

export async function updateSkillName(tx: Tx, id: string, name: string) {
  const [updated] = await tx.update(s.skills).set({ name }).where(eq(s.skills.id, id)).returning(skillColumns);
  return updated!;
}

export async function deleteSkill(tx: Tx, id: string): Promise<void> {
  await tx.delete(s.skills).where(eq(s.skills.id, id));
}
