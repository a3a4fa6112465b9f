import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build/precompress.ts';
import { reactRouterProduction } from './build/react-router-production.ts';
import { zodWithoutEval } from './build/zod-without-eval.ts';
import { zodWithoutJsonSchema } from './build/zod-without-json-schema.ts';

export default defineConfig({
  plugins: [
    reactRouterProduction(),
    zodWithoutJsonSchema(),
    zodWithoutEval(),
    react(),
    tailwindcss(),
    precompress(),
    // Issue 14 (decision 127): a reload while offline still opens the kiosk.
    VitePWA({
      // Registered by src/lib/register-service-worker.ts, in production builds only.
      injectRegister: false,
      registerType: 'autoUpdate',
      manifest: false,
      workbox: {
        // The app shell: every built script, style sheet and icon, and index.html.
        globPatterns: ['**/*.{js,css,html,svg}'],
        navigateFallback: '/index.html',
        // The API is never the app shell; neither is anything that looks like a file.
        navigateFallbackDenylist: [/^\/api(\/|$)/, /\/[^/?]+\.[^/?]+$/],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            // Only what a signed-in kiosk needs to open: the session, the role, the centers and
            // the quarters. Network first, so the copy is used only when the server cannot answer.
            urlPattern: ({ url, request, sameOrigin }) =>
              request.method === 'GET' && sameOrigin && /^\/api\/(auth\/get-session|auth\/role|fulfillment-centers|quarters)$/.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'stationboard-kiosk-boot',
              networkTimeoutSeconds: 5,
              cacheableResponse: { statuses: [200] },
              plugins: [
                {
                  // A gateway saying the server is down is no answer either: use the copy.
                  fetchDidSucceed: async ({ response }) => {
                    if (response.status === 502 || response.status === 503 || response.status === 504) throw new Error(`server down (${response.status})`);
                    return response;
                  },
                },
              ],
            },
          },
        ],
      },
    }),
  ],
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          // react-router has a chunk of its own: the sign-in page does not load it (decision 143).
          groups: [
            { name: 'libraries', test: /node_modules[\\/](?:react|react-dom|scheduler|@tanstack[\\/](?:query-core|react-query)|zod)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', ws: true } },
  },
});
