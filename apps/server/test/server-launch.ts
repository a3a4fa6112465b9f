/**
 * What starting the built server takes, for real-server.ts's tests and for global-setup.ts,
 * which seeds a data folder with it before any test runs (and cannot import Vitest's hooks).
 */
import net from 'node:net';

/** The line the server prints once it answers requests. */
export const READY_LINE = 'Stationboard is running at';

/** A port nothing listens on now, for a server a test starts. */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The server's environment as an operator's shell gives it, with `env` on top (never the tests' DATABASE_URL). */
export function serverEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...base } = process.env;
  return { ...base, NODE_ENV: 'development', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env };
}
