import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const zodCore = path.join(path.dirname(createRequire(import.meta.url).resolve('zod/package.json')), 'v4', 'core', 'core.js');
const GLOBAL_CONFIG = 'export const globalConfig = globalThis.__zod_globalConfig;';

/**
 * Builds zod jitless (decision 135). zod compiles a faster parser per object schema with
 * `new Function`, and probes for eval as each object schema is made, which the domain's modules
 * do as they load, before any code of ours could call `z.config`. The server's
 * Content-Security-Policy forbids eval, and Chromium reports even the swallowed probe as a
 * violation; jitless zod parses the same without it. Here zod's global config starts jitless.
 */
export function zodWithoutEval(): Plugin {
  return {
    name: 'stationboard:zod-without-eval',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (path.normalize(id.split('?')[0]!) !== zodCore) return null;
      if (!code.includes(GLOBAL_CONFIG)) this.error(`zod's core.js no longer reads: ${GLOBAL_CONFIG}`);
      return { code: code.replace(GLOBAL_CONFIG, `${GLOBAL_CONFIG}\nglobalConfig.jitless = true;`), map: null };
    },
  };
}
