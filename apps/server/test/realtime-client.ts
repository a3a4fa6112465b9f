/** A test's client of /api/realtime on a listening server: a real `ws` socket with the browser's protocol and origin. */
import WebSocket from 'ws';
import { REALTIME_PROTOCOL, type ServerMessage } from '@stationboard/domain/realtime/messages';

/** The origin the realtime tests' app allows (`APP_ORIGIN`). */
export const TEST_ORIGIN = 'http://localhost:3000';

export type Closed = { code: number; reason: string };

export type RealtimeClient = {
  socket: WebSocket;
  messages: ServerMessage[];
  next(predicate: (m: ServerMessage) => boolean, ms?: number): Promise<ServerMessage>;
  /** How the socket ended, once it has. */
  closed: Promise<Closed>;
};

const opened: WebSocket[] = [];

/** Cuts every socket a test opened, for its `afterEach`. */
export function terminateRealtimeClients(): void {
  for (const socket of opened.splice(0)) socket.terminate();
}

/** The subprotocols a browser offers: the app's, and the token as base64url. */
export function realtimeProtocols(token: string | null): string[] {
  return [REALTIME_PROTOCOL, ...(token ? [`bearer.${Buffer.from(token).toString('base64url')}`] : [])];
}

export function connectRealtime(base: string, token: string | null, origin = TEST_ORIGIN, headers: Record<string, string> = {}): Promise<RealtimeClient> {
  const socket = new WebSocket(base.replace('http', 'ws') + '/api/realtime', realtimeProtocols(token), { headers: { origin, ...headers } });
  opened.push(socket);
  const messages: ServerMessage[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as ServerMessage));
  let read = 0;
  const closed = new Promise<Closed>((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })));
  const client: RealtimeClient = {
    socket,
    messages,
    closed,
    /** The next unread message that matches, skipping the ones before it. */
    async next(predicate, ms = 2000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const index = messages.findIndex((m, i) => i >= read && predicate(m));
        if (index >= 0) {
          read = index + 1;
          return messages[index]!;
        }
        if (Date.now() > deadline) throw new Error(`no matching message within ${ms} ms; got ${JSON.stringify(messages)}`);
        await new Promise((r) => setTimeout(r, 10));
      }
    },
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (req, res) => {
      res.resume();
      req.destroy();
      reject(new Error(`handshake refused: ${res.statusCode}`));
    });
    socket.once('error', reject);
  });
}

export async function joinChannel(client: RealtimeClient, centerId: string): Promise<ServerMessage> {
  client.socket.send(JSON.stringify({ type: 'join', channel: `assignments:${centerId}` }));
  return client.next((m) => m.type === 'joined' || m.type === 'error');
}

/** How the socket ended, failing if it is still open after `ms`. */
export async function closedWithin(client: RealtimeClient, ms: number): Promise<Closed> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`socket still open after ${ms} ms`)), ms)));
  try {
    return await Promise.race([client.closed, late]);
  } finally {
    clearTimeout(timer);
  }
}

export function isOpen(client: RealtimeClient): boolean {
  return client.socket.readyState === WebSocket.OPEN;
}
