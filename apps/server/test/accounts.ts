/** Accounts and sign-in for API tests. */
import type { FastifyInstance } from 'fastify';
import type { Role } from '@stationboard/domain/roles/roles';
import type { Database } from '../src/db/database.ts';
import { fulfillmentCenters } from '../src/db/schema.ts';
import { createAccount } from '../src/db/create-account.ts';
import { passwordHashing } from '../src/modules/auth/password-hashing.ts';

export const TEST_PASSWORD = 'correct-horse';

export async function createCenter(database: Database, code: string): Promise<string> {
  const [row] = await database.db
    .insert(fulfillmentCenters)
    .values({ code, name: `Center ${code}`, location: 'Somewhere' })
    .returning();
  return row!.id;
}

export async function createUser(app: FastifyInstance, employeeId: string, role: Role | null, centerId: string): Promise<void> {
  // Hashed as this app checks it: with the test costs under a test configuration (decision 150).
  const passwordHash = await passwordHashing(app.config.env).hash(TEST_PASSWORD);
  await createAccount(app.database.db, { employeeId, role, centerId, password: TEST_PASSWORD, passwordHash, mailDomain: app.config.mailDomain });
}

async function signInResponse(app: FastifyInstance, employeeId: string, password: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: app.config.appOrigin },
    payload: { email: `${employeeId}@${app.config.mailDomain}`, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${employeeId} failed: ${res.statusCode} ${res.body}`);
  return res;
}

/** Signs in through better-auth and answers the bearer token. */
export async function signIn(app: FastifyInstance, employeeId: string, password = TEST_PASSWORD): Promise<string> {
  const token = (await signInResponse(app, employeeId, password)).headers['set-auth-token'];
  if (typeof token !== 'string') throw new Error(`sign-in of ${employeeId} answered no token`);
  return token;
}

/** Signs in through better-auth and answers the session cookie, as a browser would send it back. */
export async function signInCookie(app: FastifyInstance, employeeId: string, password = TEST_PASSWORD): Promise<string> {
  const cookie = (await signInResponse(app, employeeId, password)).cookies.find((c) => c.name.endsWith('session_token'));
  if (!cookie) throw new Error(`sign-in of ${employeeId} set no session cookie`);
  return `${cookie.name}=${cookie.value}`;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
