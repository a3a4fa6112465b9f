import { getSessionToken } from './session-token.ts';

/**
 * The API answers the service worker keeps a copy of (network first), so a kiosk reloaded while
 * the server is down still knows who is signed in, where and when: the session, the role, the
 * centers and the quarters. The same pattern is written out in vite.config.ts (a service worker
 * route cannot import it); keep the two alike.
 */
export const KIOSK_BOOT_PATHS = /^\/api\/(auth\/get-session|auth\/role|fulfillment-centers|quarters)$/;

/**
 * The first time the service worker takes over a page, the page's boot requests have already
 * gone past it: asked again through it, they leave their copies for a reload offline.
 */
function warmKioskBootCopies(): void {
  const token = getSessionToken();
  if (!token) return;
  const urls = new Set<string>();
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name);
    if (url.origin === window.location.origin && KIOSK_BOOT_PATHS.test(url.pathname)) urls.add(url.href);
  }
  for (const url of urls) {
    fetch(url, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` }, cache: 'no-store' }).catch(() => undefined);
  }
}

/**
 * Issue 14 (decision 127): the service worker built by vite-plugin-pwa keeps the app shell on
 * the device, so a kiosk reloaded while the server is down still opens. Production builds only:
 * the dev server's modules change on every save and must never come from a cache.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  if (!container.controller) container.addEventListener('controllerchange', warmKioskBootCopies, { once: true });
  window.addEventListener('load', () => {
    // Without it the app works as before, only not offline.
    container.register('/sw.js').catch(() => undefined);
  });
}
