/**
 * The real server process, started as an operator starts it (`node --import tsx
 * src/server.ts` with its environment), for the tests that stop, kill and restart it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children: ChildProcess[] = [];

export type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** `script` is the entry and its arguments; `preload` modules run before it, as `--import`. */
export function startServer(env: Record<string, string>, script: string[] = ['src/server.ts'], preload: string[] = []): Started {
  const { DATABASE_URL: _ignored, ...base } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', ...preload.flatMap((p) => ['--import', p]), ...script], {
    cwd: SERVER_DIR,
    env: { ...base, NODE_ENV: 'development', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** SIGKILLs every server a test started and left running. */
export function killStartedServers(): void {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
}

export async function waitFor(started: Started, text: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!started.output().includes(text)) {
    if (started.child.exitCode !== null) throw new Error(`server exited before '${text}':\n${started.output()}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for '${text}':\n${started.output()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A demo account's bearer token, signed in as the browser would from the app's origin. */
export async function demoToken(port: number, employeeId: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
    body: JSON.stringify({ email: `${employeeId}@stationboard.local`, password: 'demo1234' }),
  });
  const token = res.headers.get('set-auth-token');
  if (!token) throw new Error(`sign-in of ${employeeId} failed: ${res.status} ${await res.text()}`);
  return token;
}
