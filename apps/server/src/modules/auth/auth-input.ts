/**
 * What better-auth's endpoints accept as text, checked before our rate limits and better-auth
 * see it: better-auth validates little of what it stores or looks up, and PostgreSQL refuses a
 * NUL character or an over-long index entry with an error that would answer 500 (issue 13).
 */
import { AppError } from '@stationboard/domain/errors/app-error';

/** Longest text any account endpoint takes (names, tokens, links; passwords stop at 128). */
export const AUTH_TEXT_MAX = 1000;
/** RFC 5321's longest address; the email is also a key of the rate limits and of an index. */
export const EMAIL_MAX = 254;

/** better-auth's bodies are flat; a deeper one is refused rather than walked. */
const MAX_DEPTH = 8;

function checkText(field: string, value: unknown, depth = 0): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw new AppError('BAD_REQUEST', `${field} must not contain a NUL character`, { field });
    const max = field === 'email' ? EMAIL_MAX : AUTH_TEXT_MAX;
    if (value.length > max) throw new AppError('BAD_REQUEST', `${field} is too long (at most ${max} characters)`, { field });
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  if (depth > MAX_DEPTH) throw new AppError('BAD_REQUEST', `${field} is nested too deeply`, { field });
  for (const [key, inner] of Object.entries(value)) checkText(Array.isArray(value) ? field : key, inner, depth + 1);
}

/** Throws 400 for a NUL character or an over-long text anywhere in the query or the JSON body. */
export function checkAuthInput(query: unknown, body: unknown): void {
  checkText('query', query);
  checkText('body', body);
}
