/**
 * The cache where the service worker keeps its copies of the kiosk's boot answers (session,
 * role, centers, quarters; decision 127). vite.config.ts names it too.
 */
export const KIOSK_BOOT_CACHE = 'stationboard-kiosk-boot';

/** After a sign-out (or a refused token) nobody's session may open the kiosk offline. */
export function forgetKioskBootCopies(): void {
  if (typeof caches === 'undefined') return;
  caches.delete(KIOSK_BOOT_CACHE).catch(() => undefined);
}
