import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const STUB_ID = '\0zod-without-json-schema';
const zodClassicDir = path.join(path.dirname(createRequire(import.meta.url).resolve('zod/package.json')), 'v4', 'classic');
const aggregateChecks = path.join(zodClassicDir, '..', 'core', 'json-schema-processors.js');

/**
 * Leaves zod's JSON Schema generator out of the browser build (decision 120). Every classic
 * zod schema carries a `toJSONSchema()` method and a converter per type, so the generator (about
 * 6 kB gzip) comes along with the first schema, though only the server's Swagger document uses
 * it. In the web build, the classic schemas' links to it lead to a module whose `toJSONSchema()`
 * says why it is missing; `aggregateChecks` (behind `.minLength`, `.maxValue`...) stays real.
 */
export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'stationboard:zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer?.startsWith(zodClassicDir) && /\/core\/(?:json-schema-processors|to-json-schema)\.js$/.test(source)) return STUB_ID;
      return null;
    },
    load(id) {
      if (id !== STUB_ID) return null;
      return [
        `export { aggregateChecks } from ${JSON.stringify(aggregateChecks)};`,
        `export function toJSONSchema() { throw new Error('JSON Schema conversion is left out of the web build (decision 120)'); }`,
        'export const createToJSONSchemaMethod = () => toJSONSchema;',
        'export const createStandardJSONSchemaMethod = () => toJSONSchema;',
      ].join('\n');
    },
  };
}
