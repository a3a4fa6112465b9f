import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import * as s from '../../db/schema.ts';

const roleColumns = {
  id: s.roles.id,
  user_id: s.roles.userId,
  role: s.roles.role,
  employee_id: s.roles.employeeId,
  fulfillment_center_id: s.roles.fulfillmentCenterId,
  email: s.users.email,
  display_name: s.users.display_name,
  created_at: s.roles.createdAt,
};

/** Spec 2 §2 Roles tab: ordered by employee_id, accounts waiting for a role first (DESIGN §4). */
export function listRoles(db: Db, centerId: string) {
  return db
    .select(roleColumns)
    .from(s.roles)
    .innerJoin(s.users, eq(s.users.id, s.roles.userId))
    .where(eq(s.roles.fulfillmentCenterId, centerId))
    .orderBy(sql`${s.roles.role} is not null`, asc(s.roles.employeeId));
}

export async function findRole(db: Db | Tx, id: string) {
  const [row] = await db.select(roleColumns).from(s.roles).innerJoin(s.users, eq(s.users.id, s.roles.userId)).where(eq(s.roles.id, id));
  return row ?? null;
}

export async function updateRole(tx: Tx, id: string, centerId: string, role: string) {
  await tx
    .update(s.roles)
    .set({ role })
    .where(and(eq(s.roles.id, id), eq(s.roles.fulfillmentCenterId, centerId)));
}
