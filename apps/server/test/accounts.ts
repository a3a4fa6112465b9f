/** Accounts and sign-in for API tests. */
import type { FastifyInstance } from 'fastify';
import type { Role } from '@stationboard/domain/roles/roles';
import type { Database } from '../src/db/database.ts';
import { fulfillmentCenters } from '../src/db/schema.ts';
import { createAccount } from '../src/modules/auth/create-account.ts';

export const TEST_PASSWORD = 'correct-horse';

export async function createCenter(database: Database, code: string): Promise<string> {
  const [row] = await database.db.insert(fulfillmentCenters).values({ code, name: `Center ${code}`, location: 'Somewhere' }).returning();
  return row!.id;
}

export async function createUser(app: FastifyInstance, employeeId: string, role: Role | null, centerId: string): Promise<void> {
  await createAccount(app.database.db, { employeeId, role, centerId, password: TEST_PASSWORD, mailDomain: app.config.mailDomain });
}

/** Signs in through better-auth and answers the bearer token. */
export async function signIn(app: FastifyInstance, employeeId: string, password = TEST_PASSWORD): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: app.config.appOrigin },
    payload: { email: `${employeeId}@${app.config.mailDomain}`, password },
  });
  const token = res.headers['set-auth-token'];
  if (res.statusCode !== 200 || typeof token !== 'string') throw new Error(`sign-in of ${employeeId} failed: ${res.statusCode} ${res.body}`);
  return token;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
