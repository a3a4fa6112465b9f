/**
 * Security headers on every answer, pages and API alike (issue 24, decision 135), through
 * @fastify/helmet: no site may frame the app (clickjacking on one-click actions such as a
 * check-in), no script runs unless it is one of the app's own files, browsers do not guess
 * content types, and no address of ours (a reset link's token) leaves as a Referer.
 */
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Fit for the built app: its index.html has no inline script, and zod's compiled parsers are
 * turned off in the browser (apps/web/src/lib/zod-without-eval.ts) so nothing needs eval.
 * Inline style stays allowed: sonner's toasts and Radix's scroll lock insert <style> elements
 * at run time, and style cannot run code. 'self' covers the realtime WebSocket (ws:/wss: on
 * the same host) and the service worker.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** 180 days; sent only when the app is served over HTTPS, and never for the domain's other hosts. */
const HSTS_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

export const securityHeaders = fp(async (app) => {
  await app.register(helmet, {
    // Written out whole rather than merged with helmet's defaults: what is sent is what is read here.
    // Its default upgrade-insecure-requests would break a plain-HTTP deployment on a warehouse network.
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    xFrameOptions: { action: 'deny' },
    // Other sites learn nothing of our addresses; the app's own calls keep theirs. Not helmet's
    // no-referrer: with it a plain form post sends `Origin: null` (Fetch standard), which the
    // origin checks of decision 102 would refuse.
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: app.config.appOrigin.startsWith('https:') ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false } : false,
  });
});
