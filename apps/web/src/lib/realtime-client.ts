/**
 * The browser's end of the realtime channel (spec 1 §4 Realtime, §7; issue 12): a WebSocket
 * to /api/realtime that joins `assignments:<centerId>` and hands every assignment change to
 * the caller, in the order of the center's change sequence. The token travels as a
 * subprotocol because browsers cannot set headers on a WebSocket. A dropped connection is
 * retried with back-off. The caller is asked to reload whenever changes may have been missed:
 * joined again after a drop, a number skipped in the sequence, a change other than an
 * assignment ('refresh'), or the server's own listener lost ('resync').
 */
import { ChangeSequence } from '@stationboard/domain/realtime/change-sequence';
import {
  assignmentsChannel,
  REALTIME_PROTOCOL,
  SERVER_RESTART_CLOSE_CODE,
  serverMessageSchema,
  type AssignmentChange,
  type ServerMessage,
} from '@stationboard/domain/realtime/messages';

export type RealtimeStatus = 'connecting' | 'joined' | 'offline' | 'refused';

/** Waits before each reconnect attempt; the last one repeats. */
export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;

export type RealtimeOptions = {
  centerId: string;
  getToken: () => string | null;
  /** The next change of the center, none missed since the last one. */
  onChange: (change: AssignmentChange) => void;
  /** Changes may have been missed, or something else changed: the caller reloads its data. */
  onReload: () => void;
  onStatus?: (status: RealtimeStatus) => void;
  /** For tests; the browser's WebSocket otherwise. */
  WebSocketImpl?: typeof WebSocket;
  url?: string;
};

export type RealtimeConnection = { close: () => void };

/** base64url without padding: subprotocol names may not contain '+', '/' or '='. */
export function encodeTokenProtocol(token: string): string {
  const base64 = btoa(token).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
  return `bearer.${base64}`;
}

function defaultUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}/api/realtime`;
}

/** The messages that carry the center's change sequence. */
type Numbered = Extract<ServerMessage, { type: 'change' | 'refresh' }>;

function parseMessage(data: unknown): ServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = serverMessageSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function connectRealtime(options: RealtimeOptions): RealtimeConnection {
  const { centerId, getToken, onChange, onReload, onStatus } = options;
  const WebSocketImpl = options.WebSocketImpl ?? WebSocket;
  const channel = assignmentsChannel(centerId);
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let hasJoinedBefore = false;
  let isClosed = false;
  let sequence = new ChangeSequence();
  /** Numbered messages that came before the join's answer; the join's number sorts them out. */
  let early: Numbered[] = [];

  const take = (message: Numbered) => {
    const verdict = sequence.next(message.seq);
    if (verdict === 'duplicate') return;
    if (verdict === 'gap' || message.type === 'refresh') onReload();
    else onChange(message);
  };

  /** A stopping server asks for a reconnect at once; anything else waits its turn in the back-off. */
  const scheduleReconnect = (closeCode?: number) => {
    if (isClosed) return;
    const delay = closeCode === SERVER_RESTART_CLOSE_CODE ? 0 : RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
    attempt += 1;
    onStatus?.('offline');
    timer = setTimeout(open, delay);
  };

  function open() {
    timer = null;
    const token = getToken();
    // Signed out meanwhile: nothing to connect as. The owner closes us on sign-out anyway.
    if (isClosed || !token) return;
    onStatus?.('connecting');
    let current: WebSocket;
    try {
      current = new WebSocketImpl(options.url ?? defaultUrl(), [REALTIME_PROTOCOL, encodeTokenProtocol(token)]);
    } catch {
      scheduleReconnect();
      return;
    }
    socket = current;
    sequence = new ChangeSequence();
    early = [];
    current.onopen = () => current.send(JSON.stringify({ type: 'join', channel }));
    current.onmessage = (event: MessageEvent) => {
      const message = parseMessage(event.data);
      if (!message) return;
      if (message.type === 'joined' && message.channel === channel) {
        attempt = 0;
        onStatus?.('joined');
        sequence.joined(message.seq);
        if (hasJoinedBefore) onReload();
        hasJoinedBefore = true;
        for (const held of early.splice(0)) take(held);
      } else if ((message.type === 'change' || message.type === 'refresh') && message.channel === channel) {
        if (sequence.last === null) early.push(message);
        else take(message);
      } else if (message.type === 'resync') {
        onReload();
      } else if (message.type === 'error') {
        // The server refused the channel: asking again would be refused again.
        isClosed = true;
        onStatus?.('refused');
        current.close();
      }
    };
    current.onclose = (event: CloseEvent) => {
      if (socket === current) socket = null;
      scheduleReconnect(event.code);
    };
  }

  open();

  return {
    close() {
      isClosed = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      const current = socket;
      socket = null;
      if (current) {
        current.onclose = null;
        current.onmessage = null;
        current.close(1000, 'closed by the app');
      }
    },
  };
}
