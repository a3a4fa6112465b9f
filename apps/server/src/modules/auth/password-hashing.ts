/**
 * How passwords are hashed and checked, chosen by the configuration (decision 150).
 *
 * Development and production use better-auth's own scrypt (N=16384, r=16: about 32 MB and
 * 0.1-1.5 s of one core per hash on these machines). Tests create and sign in hundreds of
 * accounts and do not test the hash's strength, so under NODE_ENV=test the same scrypt runs
 * with tiny costs, and its hashes carry a marker. Outside tests such a hash never matches:
 * an account made by a test cannot sign in to a real server, and no real account gets one.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import type { Config } from '../../config.ts';

export type PasswordHashing = {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
};

/** Marks a hash made with the test costs. better-auth's hashes are `salt:key` in hex. */
const TEST_HASH_PREFIX = 'test-scrypt$';
const TEST_COSTS = { N: 16, r: 1, p: 1 } as const;
const KEY_LENGTH = 64;

function testKey(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, TEST_COSTS, (err, key) => (err ? reject(err) : resolve(key))));
}

export function isTestHash(hash: string): boolean {
  return hash.startsWith(TEST_HASH_PREFIX);
}

const strong: PasswordHashing = {
  hash: hashPassword,
  async verify({ hash, password }) {
    if (isTestHash(hash)) return false;
    return verifyPassword({ hash, password });
  },
};

const forTests: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex');
    return `${TEST_HASH_PREFIX}${salt}:${(await testKey(password, salt)).toString('hex')}`;
  },
  async verify({ hash, password }) {
    // A strong hash (one the demo seed or a fixture made outside the test costs) still checks.
    if (!isTestHash(hash)) return verifyPassword({ hash, password });
    const [salt, key] = hash.slice(TEST_HASH_PREFIX.length).split(':');
    if (!salt || !key) throw new Error('Invalid password hash');
    const expected = Buffer.from(key, 'hex');
    const actual = await testKey(password, salt);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  },
};

export function passwordHashing(env: Config['env']): PasswordHashing {
  return env === 'test' ? forTests : strong;
}
