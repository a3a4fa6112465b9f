/**
 * The secrets of integration tokens (decision 166): 32 random bytes after `sbt_`, kept only as
 * their SHA-256. A secret that long cannot be guessed, so a slow password hash would add nothing
 * but time to every request that carries one.
 */
import { createHash, randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX } from '@stationboard/domain/schemas/api-token';

/** How many characters of a secret the token list shows to tell tokens apart. */
const HINT_LENGTH = API_TOKEN_PREFIX.length + 4;

export function newTokenSecret(): { secret: string; hash: string; hint: string } {
  const secret = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  return { secret, hash: hashTokenSecret(secret), hint: secret.slice(0, HINT_LENGTH) };
}

export function hashTokenSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Whether a bearer credential is one of our integration tokens rather than a session's. */
export function isTokenSecret(credential: string): boolean {
  return credential.startsWith(API_TOKEN_PREFIX);
}
