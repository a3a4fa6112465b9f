/** The reads and writes of single sign-on (decision 168). */
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import * as s from '../../db/schema.ts';

/** An active center by its code, compared without case: the provider may send `fc1` for FC1. */
export async function findActiveCenterByCode(db: Db, code: string): Promise<{ id: string } | null> {
  const [center] = await db
    .select({ id: s.fulfillmentCenters.id })
    .from(s.fulfillmentCenters)
    .where(and(sql`lower(${s.fulfillmentCenters.code}) = ${code.toLowerCase()}`, eq(s.fulfillmentCenters.isActive, true)));
  return center ?? null;
}

/** The user's accounts at one provider (better-auth's accounts table): its subject and last ID token. */
export async function findProviderAccounts(db: Db, userId: string, providerId: string): Promise<{ accountId: string; idToken: string | null }[]> {
  return db
    .select({ accountId: s.accounts.accountId, idToken: s.accounts.idToken })
    .from(s.accounts)
    .where(and(eq(s.accounts.userId, userId), eq(s.accounts.providerId, providerId)));
}

export async function findUserEmployeeId(db: Db, userId: string): Promise<string | null> {
  const [user] = await db.select({ employeeId: s.users.employee_id }).from(s.users).where(eq(s.users.id, userId));
  return user?.employeeId ?? null;
}

/** A new account's role record (spec 1 §3): `role` null while it waits for approval. */
export async function insertRoleRecord(
  db: Db | Tx,
  record: { userId: string; role: string | null; employeeId: string; fulfillmentCenterId: string },
): Promise<void> {
  await db.insert(s.roles).values(record);
}
