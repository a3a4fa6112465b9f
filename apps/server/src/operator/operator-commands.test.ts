import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createCenter, createUser, signIn } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import * as s from '../db/schema.ts';
import { createSudoUser, OperatorError, resetUserPassword, setUserRole } from './operator-commands.ts';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
  await createCenter(t.database, 'PDX2');
  await createCenter(t.database, 'GEG1');
});
afterEach(() => t.close());

async function roleOf(token: string) {
  return (await t.app.inject({ method: 'GET', url: '/api/auth/role', headers: bearer(token) })).json().data;
}

describe('operator commands', () => {
  it('create-sudo makes a confirmed SUDO in GEG1 by default who can sign in, and audits it', async () => {
    const { db } = t.database;
    expect(await createSudoUser(db, { employeeId: 'root1', password: 'longenough', mailDomain: 'stationboard.local' })).toBe('Created SUDO user root1 in GEG1');
    const role = await roleOf(await signIn(t.app, 'root1', 'longenough'));
    expect(role).toMatchObject({ role: 'SUDO', employee_id: 'root1' });
    const audit = await db.select().from(s.auditLogs);
    expect(audit).toEqual([expect.objectContaining({ action: 'CREATE', tableName: 'roles', employeeId: 'root1', createdBy: '' })]);
  });

  it('create-sudo refuses a short password, an existing ID and an unknown center, changing nothing', async () => {
    const { db } = t.database;
    await expect(createSudoUser(db, { employeeId: 'r', password: '123', mailDomain: 'stationboard.local' })).rejects.toThrow(OperatorError);
    await expect(createSudoUser(db, { employeeId: 'r', password: 'longenough', centerCode: 'NOPE', mailDomain: 'stationboard.local' })).rejects.toThrow(
      'No fulfillment center with code NOPE',
    );
    await createSudoUser(db, { employeeId: 'r', password: 'longenough', mailDomain: 'stationboard.local' });
    await expect(createSudoUser(db, { employeeId: 'r', password: 'longenough', mailDomain: 'stationboard.local' })).rejects.toThrow(/exists already/);
    expect(await db.select().from(s.users)).toHaveLength(1);
  });

  it('set-role can make and unmake a SUDO, which the API never can', async () => {
    const [center] = await t.database.db.select().from(s.fulfillmentCenters);
    await createUser(t.app, 'promoted', 'VIEW', center!.id);
    await setUserRole(t.database.db, { employeeId: 'promoted', role: 'SUDO' });
    expect(await roleOf(await signIn(t.app, 'promoted'))).toMatchObject({ role: 'SUDO' });
    await setUserRole(t.database.db, { employeeId: 'promoted', role: null });
    expect(await roleOf(await signIn(t.app, 'promoted'))).toMatchObject({ role: null });
    await expect(setUserRole(t.database.db, { employeeId: 'ghost', role: 'VIEW' })).rejects.toThrow('No account with employee ID ghost');
  });

  it('reset-password sets the new password and ends the sessions of that account', async () => {
    const [center] = await t.database.db.select().from(s.fulfillmentCenters);
    await createUser(t.app, 'locked-out', 'MANAGER', center!.id);
    const oldToken = await signIn(t.app, 'locked-out');
    await resetUserPassword(t.database.db, { employeeId: 'locked-out', password: 'fresh-password' });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/role', headers: bearer(oldToken) })).statusCode).toBe(401);
    await signIn(t.app, 'locked-out', 'fresh-password');
  });
});
