/**
 * Creates a confirmed account with its role record directly in the database, the way
 * better-auth would store it. For the demo seed and the operator command line, which must
 * work without a running server; people sign up through /api/auth instead.
 */
import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { employeeIdToEmail } from '@stationboard/domain/auth/employee-email';
import type { Role } from '@stationboard/domain/roles/roles';
import type { Db, Tx } from './database.ts';
import * as s from './schema.ts';

export type NewAccount = {
  employeeId: string;
  displayName?: string;
  password: string;
  role: Role | null;
  centerId: string;
  mailDomain: string;
  /** A precomputed hash, so a seed of several accounts with one password hashes once. */
  passwordHash?: string;
};

export async function createAccount(db: Db | Tx, account: NewAccount): Promise<{ userId: string; email: string }> {
  const userId = randomUUID();
  const email = employeeIdToEmail(account.employeeId, account.mailDomain);
  const name = account.displayName ?? account.employeeId;
  await db.insert(s.users).values({
    id: userId,
    name,
    email,
    emailVerified: true,
    employee_id: account.employeeId,
    display_name: name,
    fulfillment_center_id: account.centerId,
  });
  await db.insert(s.accounts).values({
    id: randomUUID(),
    accountId: userId,
    providerId: 'credential',
    userId,
    password: account.passwordHash ?? (await hashPassword(account.password)),
  });
  await db.insert(s.roles).values({ userId, role: account.role, employeeId: account.employeeId, fulfillmentCenterId: account.centerId });
  return { userId, email };
}
