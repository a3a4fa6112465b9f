/**
 * Where a browser request came from, for the CSRF check on cookie sessions (decision 102):
 * the Origin header; without one (or `null`), the browser's Sec-Fetch-Site; without that, the
 * Referer. A request that shows none of them is not trusted.
 */
import type { IncomingHttpHeaders } from 'node:http';

export type OriginVerdict = { trusted: true } | { trusted: false; origin: string | null };

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function judgeOrigin(headers: IncomingHttpHeaders, allowed: readonly string[]): OriginVerdict {
  const origin = headers.origin;
  if (origin && origin !== 'null') return allowed.includes(origin) ? { trusted: true } : { trusted: false, origin };
  const site = headers['sec-fetch-site'];
  if (site) return site === 'same-origin' ? { trusted: true } : { trusted: false, origin: null };
  const referer = headers.referer ? originOf(headers.referer) : null;
  if (referer) return allowed.includes(referer) ? { trusted: true } : { trusted: false, origin: referer };
  return { trusted: false, origin: null };
}
