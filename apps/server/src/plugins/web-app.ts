import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { failure } from '../lib/envelope.ts';
import { SERVER_FOLDER } from '../server-folder.ts';

export const WEB_DIST = path.resolve(SERVER_FOLDER, '../web/dist');

/**
 * Serves the built single-page app on the API's port. Unknown paths outside /api get
 * index.html so client-side routes (/map, /q/3) survive a reload; unknown /api paths get
 * the error envelope. The build writes a .br and a .gz beside each file worth compressing;
 * a client that accepts one gets that file as it is, with no compression per request
 * (decision 115).
 */
export const webApp = fp<{ root?: string }>(async (app, options) => {
  const root = options.root ?? WEB_DIST;
  const hasWeb = fs.existsSync(path.join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: ['index.html'],
      preCompressed: true,
      // The answer depends on Accept-Encoding, so caches must keep one copy per encoding.
      setHeaders: (res) => res.setHeader('vary', 'Accept-Encoding'),
    });
  } else {
    app.log.warn({ root }, 'web app not built; only the API is served (run npm run build -w @stationboard/web)');
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
    if (hasWeb && isPage) return reply.type('text/html').sendFile('index.html');
    return reply.status(404).send(failure('Route not found'));
  });
});
