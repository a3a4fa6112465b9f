/**
 * The one owner of the bearer token. It lives in localStorage so a reload or a new tab stays
 * signed in; everything else asks this module rather than reading storage itself, so that
 * clearing it (sign-out, a 401 from the server) reaches every listener.
 */
import { forgetKioskBootCopies } from './kiosk-boot-cache.ts';

const TOKEN_KEY = 'stationboard.session-token';

type Listener = () => void;
const clearedListeners = new Set<Listener>();

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can be blocked (private windows, strict settings): behave as signed out.
    return null;
  }
}

export function getSessionToken(): string | null {
  return readStorage(TOKEN_KEY);
}

export function setSessionToken(token: string): void {
  try {
    window.localStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Without storage the session lasts only as long as this page; nothing else to do.
  }
}

/** Forgets the token and tells listeners (the auth provider) that the session is gone. */
export function clearSessionToken(): void {
  const hadToken = getSessionToken() !== null;
  try {
    window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    // See setSessionToken.
  }
  if (hadToken) for (const listener of clearedListeners) listener();
  forgetKioskBootCopies();
}

export function onSessionCleared(listener: Listener): () => void {
  clearedListeners.add(listener);
  return () => clearedListeners.delete(listener);
}
