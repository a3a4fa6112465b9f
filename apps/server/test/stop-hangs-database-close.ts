/**
 * Preloaded (`--import`) before the real server by the deadline test: from the stop signal on,
 * the embedded database never finishes closing and holds the process meanwhile, as a stop
 * that waits forever on a connection would. (Not before: PGlite closes and reopens itself
 * while it creates a new database.)
 */
import { PGlite } from '@electric-sql/pglite';

process.on('SIGTERM', () => {
  PGlite.prototype.close = () => new Promise<void>(() => setInterval(() => {}, 1000));
});
