/**
 * Realtime assignment changes (DESIGN §2, spec 1 §4 Realtime). Browsers open /api/realtime
 * with their token (checked at the handshake, like every /api call) from an allowed origin,
 * then join `assignments:<centerId>` for the center they act on. Each server process LISTENs
 * to the database's 'assignments' notifications, which a trigger raises for every change, and
 * forwards them to the sockets of that center: several processes behind a load balancer all
 * deliver every event.
 */
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import fp from 'fastify-plugin';
import { AppError } from '@stationboard/domain/errors/app-error';
import { allowedOrigins } from '../config.ts';
import { requireActor } from './authorization.ts';

export const REALTIME_PROTOCOL = 'stationboard';
const CHANNEL = 'assignments';
const HEARTBEAT_MS = 30_000;

export type ClientMessage = { type: 'join'; channel: string };
export type ServerMessage =
  | { type: 'joined'; channel: string }
  | { type: 'error'; message: string }
  | { type: 'change'; channel: string; event: 'INSERT' | 'UPDATE' | 'DELETE'; payload: ChangePayload };

type ChangePayload = { id: string; station_id: string; quarter_id: string; assignment_date: string };
type Notification = ChangePayload & { event: 'INSERT' | 'UPDATE' | 'DELETE'; center_id: string };

function send(socket: WebSocket, message: ServerMessage): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

/**
 * The WebSocket server. Registered before the authorization layer so that its hooks see
 * every upgrade first: a handshake refused with 401 or 403 must still close its socket.
 */
export async function registerWebSocketServer(app: FastifyInstance): Promise<void> {
  await app.register(websocket, {
    options: {
      maxPayload: 4096,
      handleProtocols: (protocols) => (protocols.has(REALTIME_PROTOCOL) ? REALTIME_PROTOCOL : false),
    },
  });
}

export const realtime = fp(async (app) => {
  const byCenter = new Map<string, Set<WebSocket>>();
  const origins = allowedOrigins(app.config);

  const deliver = (raw: string) => {
    let change: Notification;
    try {
      change = JSON.parse(raw) as Notification;
    } catch {
      return;
    }
    const channel = `${CHANNEL}:${change.center_id}`;
    const { event, center_id: _center, ...payload } = change;
    for (const socket of byCenter.get(change.center_id) ?? []) send(socket, { type: 'change', channel, event, payload });
  };

  let stopListening: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopListening = await app.database.listen(CHANNEL, deliver);
  });
  app.addHook('preClose', async () => {
    await stopListening?.();
    for (const sockets of byCenter.values()) for (const socket of sockets) socket.close(1001, 'server shutting down');
  });

  app.get(
    '/api/realtime',
    {
      websocket: true,
      config: { access: { minimum: 'VIEW' } },
      schema: { hide: true },
      // A page on another site must not ride a user's session into the socket (CSWSH).
      preValidation: async (request) => {
        const origin = request.headers.origin;
        if (origin && !origins.includes(origin)) throw new AppError('FORBIDDEN', 'Origin not allowed');
      },
    },
    (socket, request) => {
      const actor = requireActor(request);
      let joined: string | null = null;
      let alive = true;
      const heartbeat = setInterval(() => {
        if (!alive) return socket.terminate();
        alive = false;
        socket.ping();
      }, HEARTBEAT_MS);
      socket.on('pong', () => (alive = true));
      socket.on('message', (data) => {
        let message: ClientMessage;
        try {
          message = JSON.parse(String(data)) as ClientMessage;
        } catch {
          return send(socket, { type: 'error', message: 'Messages are JSON' });
        }
        if (message.type !== 'join') return send(socket, { type: 'error', message: 'Unknown message' });
        if (message.channel !== `${CHANNEL}:${actor.centerId}`) {
          request.log.warn({ event: 'access_denied', userId: actor.userId, channel: message.channel }, 'realtime join refused');
          return send(socket, { type: 'error', message: 'You do not have access to this fulfillment center' });
        }
        if (!joined) {
          joined = actor.centerId;
          byCenter.set(joined, (byCenter.get(joined) ?? new Set()).add(socket));
        }
        send(socket, { type: 'joined', channel: message.channel });
      });
      socket.on('close', () => {
        clearInterval(heartbeat);
        if (joined) byCenter.get(joined)?.delete(socket);
      });
    },
  );
});
