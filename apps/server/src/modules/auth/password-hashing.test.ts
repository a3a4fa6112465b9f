/**
 * The test costs of the password hash exist only under NODE_ENV=test (decision 150): no other
 * configuration makes such a hash, and none lets one sign in.
 */
import { hashPassword } from 'better-auth/crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createCenter, signIn } from '../../../test/accounts.ts';
import { buildTestApp, testConfig, type TestApp } from '../../../test/helper.ts';
import { createAccount } from '../../db/create-account.ts';
import { isTestHash, passwordHashing } from './password-hashing.ts';

const PASSWORD = 'correct-horse';
const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) };

describe('password hashing', () => {
  it('makes strong hashes in production and development, as better-auth stores them', async () => {
    for (const env of ['production', 'development'] as const) {
      const hash = await passwordHashing(env).hash(PASSWORD);
      expect(isTestHash(hash), env).toBe(false);
      expect(hash, env).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
      expect(await passwordHashing(env).verify({ hash, password: PASSWORD }), env).toBe(true);
      expect(await passwordHashing(env).verify({ hash, password: 'wrong-horse' }), env).toBe(false);
    }
    expect(passwordHashing(testConfig(PRODUCTION).env)).toBe(passwordHashing('production'));
  });

  it('makes marked cheap hashes under NODE_ENV=test, which check the password all the same', async () => {
    const hashing = passwordHashing(testConfig().env);
    const hash = await hashing.hash(PASSWORD);
    expect(isTestHash(hash)).toBe(true);
    expect(await hashing.hash(PASSWORD)).not.toBe(hash);
    expect(await hashing.verify({ hash, password: PASSWORD })).toBe(true);
    expect(await hashing.verify({ hash, password: 'wrong-horse' })).toBe(false);
    // A strong hash (the demo seed's, an operator's) still signs in under tests.
    expect(await hashing.verify({ hash: await hashPassword(PASSWORD), password: PASSWORD })).toBe(true);
  });

  it('never accepts a test hash in production or development', async () => {
    const weak = await passwordHashing('test').hash(PASSWORD);
    for (const env of ['production', 'development'] as const) {
      expect(await passwordHashing(env).verify({ hash: weak, password: PASSWORD }), env).toBe(false);
    }
  });
});

describe('signing in with a hash made under test costs', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function accountWith(config: ReturnType<typeof testConfig>, passwordHash: string) {
    t = await buildTestApp({ config });
    const centerId = await createCenter(t.database, 'GEG1');
    await createAccount(t.database.db, { employeeId: 'ann', role: 'VIEW', centerId, password: PASSWORD, passwordHash, mailDomain: t.app.config.mailDomain });
    return t;
  }

  it('is refused by a production server', async () => {
    const app = await accountWith(testConfig(PRODUCTION), await passwordHashing('test').hash(PASSWORD));
    await expect(signIn(app.app, 'ann', PASSWORD)).rejects.toThrow(/sign-in of ann failed: 401/);
  });

  it('signs in on a test server, as every API test does', async () => {
    const app = await accountWith(testConfig(), await passwordHashing('test').hash(PASSWORD));
    expect(await signIn(app.app, 'ann', PASSWORD)).toEqual(expect.any(String));
  });
});
