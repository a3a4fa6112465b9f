/**
 * Realtime assignment changes (DESIGN §2, spec 1 §4 Realtime). Browsers open /api/realtime
 * with their token (checked at the handshake, like every /api call) from an allowed origin,
 * then join `assignments:<centerId>` for the center they act on. Each server process LISTENs
 * to the database's 'assignments' notifications, which a trigger raises for every change, and
 * forwards them to the sockets of that center: several processes behind a load balancer all
 * deliver every event. A socket lives no longer than what allowed it: every few seconds one
 * query re-checks the sessions of all open sockets, and a session has at most 20 of them. When
 * the LISTEN connection was lost and is back, clients are told to reload (decision 109).
 * A client is not trusted with the process: every inbound message is read through the domain's
 * schema, anything else ends that one socket, and no socket event's handler can throw
 * (decision 132).
 */
import websocket from '@fastify/websocket';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import fp from 'fastify-plugin';
import { AppError } from '@stationboard/domain/errors/app-error';
import {
  assignmentsChannel,
  readClientMessage,
  REALTIME_PROTOCOL,
  SERVER_RESTART_CLOSE_CODE,
  type AssignmentChange,
  type ServerMessage,
} from '@stationboard/domain/realtime/messages';
import { hasMinimumRole, type Role } from '@stationboard/domain/roles/roles';
import { allowedOrigins } from '../config.ts';
import type { Db } from '../db/database.ts';
import * as s from '../db/schema.ts';
import { currentAccessOf, requireActor, type Actor } from './authorization.ts';

const CHANNEL = 'assignments';
const HEARTBEAT_MS = 30_000;
const MINIMUM_ROLE: Role = 'VIEW';
/** The longest message a client may send, in bytes: `ws` closes the socket with 1009 beyond it. */
const MAX_PAYLOAD = 4096;
/** Every open socket's session is checked again this often, in one query for all (decision 109). */
export const SESSION_CHECK_MS = 2000;
/** A session's sockets beyond this many are refused (decision 109). */
export const MAX_SOCKETS_PER_SESSION = 20;

/** Why the server ends a socket; 4000-4999 are the application's own close codes. */
export const CLOSE_CODES = {
  /** The process is stopping: reconnect at once, to another replica (decision 125). */
  shuttingDown: SERVER_RESTART_CLOSE_CODE,
  /** Signed out, expired, or revoked (a password reset ends every session of the user). */
  sessionEnded: 4401,
  /** The role no longer reaches VIEW, or the user now acts on another center. */
  accessEnded: 4403,
  tooManySockets: 4429,
  /** RFC 6455 "unsupported data": a binary message; the channel speaks JSON text only. */
  unsupportedData: 1003,
  /** RFC 6455 "invalid frame payload data": text that is not JSON, or not a client message. */
  invalidPayload: 1007,
  /** RFC 6455 "internal error": a handler of the socket failed; the socket ends, the process does not. */
  internalError: 1011,
} as const;

/** What the triggers of migration 0006 announce: an assignment change or a refresh, numbered. */
/** `at`: when the database made the announcement, in ms since the epoch (decision 172); not sent on. */
type Notification = { at?: number } & (
  | ({ kind: 'assignment'; center_id: string } & Omit<AssignmentChange, 'type' | 'channel'>)
  | { kind: 'refresh'; center_id: string; seq: number }
);

/** What an open socket was allowed at its handshake, checked again every SESSION_CHECK_MS. */
export type SocketGrant = { sessionId: string; centerId: string };

/**
 * A socket event's handler that cannot throw out of the process: an exception thrown from a
 * WebSocket event reaches no caller and ends the process, so it ends this socket alone, logged.
 */
export function guarded<A extends unknown[]>(socket: WebSocket, log: FastifyBaseLogger, event: string, handler: (...args: A) => void): (...args: A) => void {
  return (...args) => {
    try {
      handler(...args);
    } catch (err) {
      log.error({ err, event: 'realtime_handler_failed', socketEvent: event }, 'realtime: a socket handler failed; the socket is closed');
      if (socket.readyState === socket.OPEN) socket.close(CLOSE_CODES.internalError, 'internal error');
      else socket.terminate();
    }
  };
}

/** Whose socket a log line is about (no actor only when the handler failed before it knew one). */
function userOf(request: FastifyRequest) {
  return { userId: request.actor?.userId, employeeId: request.actor?.employeeId };
}

/**
 * What @fastify/websocket calls for an 'error' on a socket and for a handler that threw while
 * opening one. `ws` emits 'error' for a frame that breaks the protocol (bad UTF-8, over
 * maxPayload, unmasked, reserved bits or opcodes) after it has already sent the close frame
 * with the RFC's code, so that is a client's fault and a warning; anything else is ours.
 */
function onSocketError(error: Error & { code?: string }, socket: WebSocket, request: FastifyRequest): void {
  if (error.code?.startsWith('WS_ERR_')) {
    request.log.warn(
      { event: 'realtime_socket_error', ...userOf(request), wsError: error.code, reason: error.message },
      'realtime: a frame broke the protocol; socket closed',
    );
  } else {
    request.log.error({ err: error, event: 'realtime_handler_failed', ...userOf(request) }, 'realtime: a socket failed; socket closed');
  }
  if (socket.readyState === socket.OPEN) socket.close(CLOSE_CODES.internalError, 'internal error');
}

/** A message's bytes as text; `ws` hands over one Buffer for a whole message, fragments joined. */
function textOf(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

function sendText(socket: WebSocket, text: string): void {
  if (socket.readyState === socket.OPEN) socket.send(text);
}

function send(socket: WebSocket, message: ServerMessage): void {
  sendText(socket, JSON.stringify(message));
}

/** The message for a notification, written once for every socket of the center. */
function messageOf(notification: Notification): ServerMessage {
  const channel = assignmentsChannel(notification.center_id);
  if (notification.kind === 'refresh') return { type: 'refresh', channel, seq: notification.seq };
  const { kind: _kind, center_id: _center, at: _at, ...change } = notification;
  return { type: 'change', channel, ...change };
}

type SocketAccess = Pick<Actor, 'role' | 'homeCenterId' | 'centerId'>;

/**
 * What a session check ends: of the sockets open when its query started and still open, those
 * whose session is gone or expired, and those whose role or center no longer allows them. A
 * socket opened while the query ran is not judged by an answer that could not hold its session:
 * the next check does (a screen opening at that moment was told its session had ended).
 */
export function socketsToEnd<S>(
  checked: readonly (readonly [S, SocketGrant])[],
  isOpen: (socket: S) => boolean,
  current: ReadonlyMap<string, SocketAccess>,
): { socket: S; code: number; reason: string }[] {
  const ended: { socket: S; code: number; reason: string }[] = [];
  for (const [socket, grant] of checked) {
    if (!isOpen(socket)) continue;
    const access = current.get(grant.sessionId);
    if (!access) ended.push({ socket, code: CLOSE_CODES.sessionEnded, reason: 'session ended' });
    else if (!hasMinimumRole(access.role, MINIMUM_ROLE) || access.centerId !== grant.centerId)
      ended.push({ socket, code: CLOSE_CODES.accessEnded, reason: 'access ended' });
  }
  return ended;
}

/** The center's change sequence now (0 before its first change). */
export async function readChangeSequence(db: Db, centerId: string): Promise<number> {
  const [row] = await db.select({ seq: s.centerChanges.seq }).from(s.centerChanges).where(eq(s.centerChanges.fulfillmentCenterId, centerId));
  return row?.seq ?? 0;
}

/**
 * The WebSocket server. Registered before the authorization layer so that its hooks see
 * every upgrade first: a handshake refused with 401 or 403 must still close its socket.
 */
export async function registerWebSocketServer(app: FastifyInstance): Promise<void> {
  await app.register(websocket, {
    options: {
      maxPayload: MAX_PAYLOAD,
      handleProtocols: (protocols) => (protocols.has(REALTIME_PROTOCOL) ? REALTIME_PROTOCOL : false),
    },
    errorHandler: (error, socket, request) => onSocketError(error, socket, request),
    // On close every socket hears why: clients reconnect to the next server.
    preClose(done) {
      for (const socket of this.websocketServer.clients) socket.close(CLOSE_CODES.shuttingDown, 'server shutting down');
      this.websocketServer.close(() => done());
    },
  });
}

/** Cuts every WebSocket at once, for a shutdown whose clients did not answer the close. */
export function terminateWebSockets(app: FastifyInstance): void {
  for (const socket of app.websocketServer.clients) socket.terminate();
}

export const realtime = fp(async (app) => {
  const grants = new Map<WebSocket, SocketGrant>();
  const byCenter = new Map<string, Set<WebSocket>>();
  const origins = allowedOrigins(app.config);
  const { db } = app.database;

  const deliver = (raw: string) => {
    let notification: Notification;
    try {
      notification = JSON.parse(raw) as Notification;
    } catch {
      return;
    }
    const sockets = byCenter.get(notification.center_id);
    if (!sockets?.size) return;
    const text = JSON.stringify(messageOf(notification));
    for (const socket of sockets) sendText(socket, text);
    // How long from the database's announcement to this process's sockets (decision 172).
    if (typeof notification.at === 'number') app.metrics.realtimeDelivered((Date.now() - notification.at) / 1000);
  };

  const lost = () => {
    app.readiness.listening = false;
    app.log.warn('realtime: the database LISTEN connection was lost; not ready until it is back');
  };

  const resync = () => {
    app.readiness.listening = true;
    app.log.warn('realtime: listening again after the database connection was lost; clients reload');
    for (const sockets of byCenter.values()) for (const socket of sockets) send(socket, { type: 'resync' });
  };

  /** One query for every open socket: a session gone, a role lost or a center changed ends it. */
  const checkSessions = async () => {
    if (grants.size === 0) return;
    const checked = [...grants];
    const current = await currentAccessOf(db, [...new Set(checked.map(([, g]) => g.sessionId))]);
    for (const { socket, code, reason } of socketsToEnd(checked, (socket) => grants.has(socket), current)) socket.close(code, reason);
  };

  let stopListening: (() => Promise<void>) | undefined;
  let checkTimer: NodeJS.Timeout | undefined;
  let checking: Promise<void> = Promise.resolve();
  let stopped = false;
  const scheduleCheck = () => {
    checkTimer = setTimeout(() => {
      checking = checkSessions()
        .catch((err: unknown) => app.log.warn({ err }, 'realtime: session check failed'))
        .finally(() => {
          if (!stopped) scheduleCheck();
        });
    }, SESSION_CHECK_MS);
  };
  app.addHook('onReady', async () => {
    stopListening = await app.database.listen(CHANNEL, deliver, { onLost: lost, onRelisten: resync });
    app.readiness.listening = true;
    scheduleCheck();
  });
  app.addHook('preClose', async () => {
    stopped = true;
    clearTimeout(checkTimer);
    await checking;
    await stopListening?.();
  });

  app.get(
    '/api/realtime',
    {
      websocket: true,
      config: { access: { minimum: MINIMUM_ROLE, token: 'events:read' } },
      schema: { hide: true },
      // A page on another site must not ride a user's session into the socket (CSWSH).
      preValidation: async (request) => {
        const origin = request.headers.origin;
        if (origin && !origins.includes(origin)) throw new AppError('FORBIDDEN', 'Origin not allowed');
      },
    },
    (socket, request) => {
      const actor = requireActor(request);
      let sameSession = 0;
      for (const grant of grants.values()) if (grant.sessionId === actor.sessionId) sameSession += 1;
      if (sameSession >= MAX_SOCKETS_PER_SESSION) {
        request.log.warn({ event: 'realtime_refused', userId: actor.userId, sockets: sameSession }, 'realtime: too many sockets for one session');
        return socket.close(CLOSE_CODES.tooManySockets, 'too many sockets for this session');
      }
      grants.set(socket, { sessionId: actor.sessionId, centerId: actor.centerId });
      const user = { userId: actor.userId, employeeId: actor.employeeId };
      const on = <A extends unknown[]>(event: string, handler: (...args: A) => void) => guarded(socket, request.log, event, handler);
      let joined: string | null = null;
      let alive = true;
      const heartbeat = setInterval(
        on('heartbeat', () => {
          if (!alive) return socket.terminate();
          alive = false;
          socket.ping();
        }),
        HEARTBEAT_MS,
      );

      /** Ends this socket alone for a message it will not read, with one line naming whose and why. */
      const refuse = (code: number, closeReason: string, reason: string) => {
        request.log.warn({ event: 'realtime_message_refused', ...user, closeCode: code, reason }, 'realtime: a message was refused; socket closed');
        socket.close(code, closeReason);
      };

      /** One read of the change sequence at a time: joins sent while it runs share its answer. */
      let sequenceRead: Promise<number> | null = null;
      const answerJoin = (channel: string) => {
        if (!joined) {
          joined = actor.centerId;
          byCenter.set(joined, (byCenter.get(joined) ?? new Set()).add(socket));
        }
        sequenceRead ??= readChangeSequence(db, actor.centerId).finally(() => (sequenceRead = null));
        // Changes delivered while the number is read carry their own; the client sorts them out.
        sequenceRead
          .then(
            (seq) => send(socket, { type: 'joined', channel, seq }),
            (err: unknown) => {
              request.log.warn({ err }, 'realtime: could not read the change sequence');
              if (socket.readyState === socket.OPEN) socket.close(CLOSE_CODES.internalError, 'try again');
            },
          )
          .catch((err: unknown) => request.log.error({ err, event: 'realtime_handler_failed' }, 'realtime: could not answer a join'));
      };

      socket.on(
        'message',
        on('message', (data: RawData, isBinary: boolean) => {
          // A socket already closing reads nothing more: a client may go on sending after its close.
          if (socket.readyState !== socket.OPEN) return;
          if (isBinary) return refuse(CLOSE_CODES.unsupportedData, 'binary messages are not read', 'a binary message');
          const reading = readClientMessage(textOf(data));
          if (!reading.ok) return refuse(CLOSE_CODES.invalidPayload, 'not a client message', reading.reason);
          const { channel } = reading.message;
          if (channel !== assignmentsChannel(actor.centerId)) {
            request.log.warn({ event: 'access_denied', userId: actor.userId, channel }, 'realtime join refused');
            return send(socket, { type: 'error', message: 'You do not have access to this fulfillment center' });
          }
          answerJoin(channel);
        }),
      );
      socket.on(
        'pong',
        on('pong', () => (alive = true)),
      );
      socket.on(
        'close',
        on('close', () => {
          clearInterval(heartbeat);
          grants.delete(socket);
          if (joined) byCenter.get(joined)?.delete(socket);
        }),
      );
    },
  );
});
