import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { reactRouterProduction } from './build/react-router-production.ts';
import { zodWithoutJsonSchema } from './build/zod-without-json-schema.ts';

export default defineConfig({
  plugins: [reactRouterProduction(), zodWithoutJsonSchema(), react(), tailwindcss(), precompress()],
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'libraries', test: /node_modules[\\/](?:react|react-dom|scheduler|react-router|@tanstack[\\/](?:query-core|react-query)|zod)[\\/]/ }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', ws: true } },
  },
});
