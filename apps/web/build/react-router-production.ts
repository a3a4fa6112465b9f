import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const productionEntry = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production', 'index.mjs');

/**
 * Builds with react-router's production files (decision 120). Its package.json sends every
 * import to `dist/development` (remix-run/react-router#14102), whose dev warnings and checks
 * cost about 0.5 kB gzip and can print in the console; the package ships `dist/production` beside
 * it. The dev server and Vitest keep the development files.
 */
export function reactRouterProduction(): Plugin {
  return {
    name: 'stationboard:react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === 'react-router' ? productionEntry : null;
    },
  };
}
