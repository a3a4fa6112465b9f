/**
 * The browser's end of the realtime channel (spec 1 §4 Realtime, §7): a WebSocket to
 * /api/realtime that joins `assignments:<centerId>` and hands every change to the caller.
 * The token travels as a subprotocol because browsers cannot set headers on a WebSocket.
 * A dropped connection is retried with back-off; after a reconnect the caller reloads its
 * data, since changes made while offline were never delivered. The server may also say
 * `resync` (its own database listener was lost and is back): the same reload, once.
 */

export type AssignmentChangeEvent = 'INSERT' | 'UPDATE' | 'DELETE';

export type AssignmentChange = {
  channel: string;
  event: AssignmentChangeEvent;
  payload: { id: string; station_id: string; quarter_id: string; assignment_date: string };
};

export type RealtimeStatus = 'connecting' | 'joined' | 'offline' | 'refused';

export const REALTIME_PROTOCOL = 'stationboard';
/** Waits before each reconnect attempt; the last one repeats. */
export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;

export type RealtimeOptions = {
  centerId: string;
  getToken: () => string | null;
  onChange: (change: AssignmentChange) => void;
  /**
   * Changes may have been missed: joined again after the connection had dropped, or the
   * server says `resync`. The caller reloads its data.
   */
  onResync: () => void;
  onStatus?: (status: RealtimeStatus) => void;
  /** For tests; the browser's WebSocket otherwise. */
  WebSocketImpl?: typeof WebSocket;
  url?: string;
};

export type RealtimeConnection = { close: () => void };

export const assignmentsChannel = (centerId: string) => `assignments:${centerId}`;

/** base64url without padding: subprotocol names may not contain '+', '/' or '='. */
export function encodeTokenProtocol(token: string): string {
  const base64 = btoa(token).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
  return `bearer.${base64}`;
}

function defaultUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}/api/realtime`;
}

type ServerMessage =
  | { type: 'joined'; channel: string }
  | { type: 'error'; message: string }
  | { type: 'resync' }
  | ({ type: 'change' } & AssignmentChange);

function parseMessage(data: unknown): ServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const message = JSON.parse(data) as ServerMessage;
    return typeof message === 'object' && message !== null && typeof message.type === 'string' ? message : null;
  } catch {
    return null;
  }
}

export function connectRealtime(options: RealtimeOptions): RealtimeConnection {
  const { centerId, getToken, onChange, onResync, onStatus } = options;
  const WebSocketImpl = options.WebSocketImpl ?? WebSocket;
  const channel = assignmentsChannel(centerId);
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let hasJoinedBefore = false;
  let isClosed = false;

  const scheduleReconnect = () => {
    if (isClosed) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
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
    current.onopen = () => current.send(JSON.stringify({ type: 'join', channel }));
    current.onmessage = (event: MessageEvent) => {
      const message = parseMessage(event.data);
      if (!message) return;
      if (message.type === 'joined' && message.channel === channel) {
        attempt = 0;
        onStatus?.('joined');
        if (hasJoinedBefore) onResync();
        hasJoinedBefore = true;
      } else if (message.type === 'change' && message.channel === channel) {
        onChange({ channel: message.channel, event: message.event, payload: message.payload });
      } else if (message.type === 'resync') {
        onResync();
      } else if (message.type === 'error') {
        // The server refused the channel: asking again would be refused again.
        isClosed = true;
        onStatus?.('refused');
        current.close();
      }
    };
    current.onclose = () => {
      if (socket === current) socket = null;
      scheduleReconnect();
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
