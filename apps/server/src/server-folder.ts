/**
 * The server package's folder (apps/server), for the files read at run time: the migrations
 * in it and the web app built beside it. Found through the package's own name, not from the
 * module asking: the same code runs from its sources (src/db/…) and bundled
 * (dist/server.js, decision 142), at different depths below this folder.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SERVER_FOLDER = path.dirname(fileURLToPath(import.meta.resolve('@stationboard/server/package.json')));
