import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Brotli or gzip for every answer of the scope it is registered in (the /api routes), when
 * the client asks for it and the answer is at least 1 kB; `Vary: Accept-Encoding` on the
 * compressed ones. Raw JSON strings (sendJsonData) are compressed like serialised objects.
 * Brotli at quality 4, the plugin's default for answers made per request: close to gzip's
 * speed, smaller. Request bodies are not inflated: no client of ours sends them compressed.
 * The web app's files are not compressed here but at build time (decision 115), and the
 * WebSocket lives outside the scope.
 */
export const compression = fp(async (app) => {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    globalDecompression: false,
  });
});
