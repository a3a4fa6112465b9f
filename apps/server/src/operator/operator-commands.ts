/**
 * What an operator does from the command line (DESIGN §6; issue 3): create a SUDO user, set
 * anyone's role (the only way to make or unmake a SUDO), reset a password. Each takes the
 * database directly, so the command line works with no server running.
 */
import { and, asc, eq } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import { PASSWORD_MIN_LENGTH } from '@stationboard/domain/schemas/auth-form';
import { DEFAULT_CENTER_CODE } from '@stationboard/domain/schemas/fulfillment-center';
import type { Role } from '@stationboard/domain/roles/roles';
import type { Db } from '../db/database.ts';
import * as s from '../db/schema.ts';
import { auditedChange, SYSTEM_AUTHOR } from '../lib/audit.ts';
import { createAccount } from '../db/create-account.ts';

export class OperatorError extends Error {}

function checkPassword(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) throw new OperatorError(`The password must be at least ${PASSWORD_MIN_LENGTH} characters`);
}

async function findCenter(db: Db, code: string | undefined) {
  const centers = await db.select().from(s.fulfillmentCenters).orderBy(asc(s.fulfillmentCenters.name));
  const center = code ? centers.find((c) => c.code === code.toUpperCase()) : (centers.find((c) => c.code === DEFAULT_CENTER_CODE) ?? centers[0]);
  if (!center) throw new OperatorError(code ? `No fulfillment center with code ${code}` : 'There is no fulfillment center yet');
  return center;
}

async function findRoleRecord(db: Db, employeeId: string) {
  const [row] = await db.select().from(s.roles).where(eq(s.roles.employeeId, employeeId));
  if (!row) throw new OperatorError(`No account with employee ID ${employeeId}`);
  return row;
}

export async function createSudoUser(db: Db, options: { employeeId: string; password: string; centerCode?: string; mailDomain: string }): Promise<string> {
  checkPassword(options.password);
  if (!options.employeeId.trim() || options.employeeId.includes('@')) throw new OperatorError('Give the employee ID without the mail domain');
  const center = await findCenter(db, options.centerCode);
  const [existing] = await db.select({ id: s.roles.id }).from(s.roles).where(eq(s.roles.employeeId, options.employeeId));
  if (existing) throw new OperatorError(`An account with employee ID ${options.employeeId} exists already; use set-role`);
  await auditedChange(db, { centerId: center.id, employeeId: SYSTEM_AUTHOR }, async ({ tx, audit }) => {
    const { userId } = await createAccount(tx, {
      employeeId: options.employeeId,
      password: options.password,
      role: 'SUDO',
      centerId: center.id,
      mailDomain: options.mailDomain,
    });
    await audit({ action: 'CREATE', tableName: 'roles', recordId: userId, employeeId: options.employeeId, newValues: { role: 'SUDO' } });
  });
  return `Created SUDO user ${options.employeeId} in ${center.code}`;
}

export async function setUserRole(db: Db, options: { employeeId: string; role: Role | null }): Promise<string> {
  const record = await findRoleRecord(db, options.employeeId);
  await auditedChange(db, { centerId: record.fulfillmentCenterId, employeeId: SYSTEM_AUTHOR }, async ({ tx, audit }) => {
    await tx.update(s.roles).set({ role: options.role }).where(eq(s.roles.id, record.id));
    await audit({
      action: 'UPDATE',
      tableName: 'roles',
      recordId: record.id,
      employeeId: options.employeeId,
      oldValues: { role: record.role },
      newValues: { role: options.role },
    });
  });
  return `${options.employeeId} is now ${options.role ?? 'pending approval'}`;
}

/** Sets a new password and ends every session of that account. */
export async function resetUserPassword(db: Db, options: { employeeId: string; password: string }): Promise<string> {
  checkPassword(options.password);
  const record = await findRoleRecord(db, options.employeeId);
  const hash = await hashPassword(options.password);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(s.accounts)
      .set({ password: hash })
      .where(and(eq(s.accounts.userId, record.userId), eq(s.accounts.providerId, 'credential')))
      .returning({ id: s.accounts.id });
    if (updated.length === 0) throw new OperatorError(`${options.employeeId} has no password sign-in`);
    await tx.delete(s.sessions).where(eq(s.sessions.userId, record.userId));
  });
  return `Password of ${options.employeeId} reset; their sessions have ended`;
}
