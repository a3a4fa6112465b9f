/**
 * The server package's folder (apps/server), for the files read at run time: the migrations
 * in it and the web app built beside it. Found through the package's own name, not from the
 * module asking: the same code runs from its sources (src/db/…) and bundled
 * (dist/server.js, decision 142), at different depths below this folder. Resolved the CommonJS
 * way: Vitest's module runner, which runs the sources in tests, has no `import.meta.resolve`.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

export const SERVER_FOLDER = path.dirname(createRequire(import.meta.url).resolve('@stationboard/server/package.json'));
