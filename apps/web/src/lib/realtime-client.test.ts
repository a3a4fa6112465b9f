import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../testing/fake-socket.ts';
import { connectRealtime, encodeTokenProtocol, type AssignmentChange, type RealtimeStatus } from './realtime-client.ts';

const CENTER = 'c-1';
const CHANNEL = `assignments:${CENTER}`;
const latest = () => FakeSocket.latest();

function connect(token: string | null = 'tok+en/1=') {
  const changes: AssignmentChange[] = [];
  const statuses: RealtimeStatus[] = [];
  const onResync = vi.fn();
  const connection = connectRealtime({
    centerId: CENTER,
    getToken: () => token,
    onChange: (change) => changes.push(change),
    onResync,
    onStatus: (status) => statuses.push(status),
    WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    url: 'ws://test/api/realtime',
  });
  return { connection, changes, statuses, onResync };
}

function joinLatest() {
  latest().serverOpens();
  latest().serverSays({ type: 'joined', channel: CHANNEL });
}

beforeEach(() => {
  FakeSocket.instances = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('connectRealtime', () => {
  it('opens the socket with the app protocol and the token as base64url, then joins the center channel', () => {
    connect('tok+en/1=');
    expect(latest().protocols).toEqual(['stationboard', encodeTokenProtocol('tok+en/1=')]);
    expect(encodeTokenProtocol('tok+en/1=')).toMatch(/^bearer\.[A-Za-z0-9_-]+$/);
    latest().serverOpens();
    expect(latest().sent).toEqual([{ type: 'join', channel: CHANNEL }]);
  });

  it('hands every change of its channel to the caller and ignores other channels', () => {
    const { changes } = connect();
    joinLatest();
    const payload = { id: 'a-1', station_id: 's-1', quarter_id: 'q-1', assignment_date: '2026-11-21' };
    latest().serverSays({ type: 'change', channel: CHANNEL, event: 'INSERT', payload });
    latest().serverSays({ type: 'change', channel: 'assignments:other', event: 'DELETE', payload });
    expect(changes).toEqual([{ channel: CHANNEL, event: 'INSERT', payload }]);
  });

  it('reconnects after 1 s, 2 s, 5 s, then every 10 s, and reloads once joined again', () => {
    const { onResync, statuses } = connect();
    joinLatest();
    expect(onResync).not.toHaveBeenCalled();

    const waits = [1000, 2000, 5000, 10_000, 10_000];
    for (const wait of waits) {
      const count = FakeSocket.instances.length;
      latest().drops();
      vi.advanceTimersByTime(wait - 1);
      expect(FakeSocket.instances).toHaveLength(count);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.instances).toHaveLength(count + 1);
    }
    joinLatest();
    expect(onResync).toHaveBeenCalledTimes(1);
    expect(statuses.at(-1)).toBe('joined');

    // A successful join starts the back-off again from 1 s.
    const count = FakeSocket.instances.length;
    latest().drops();
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.instances).toHaveLength(count + 1);
  });

  it('reloads once when the server says resync, and stays connected', () => {
    const { onResync, changes } = connect();
    joinLatest();
    latest().serverSays({ type: 'resync' });
    expect(onResync).toHaveBeenCalledTimes(1);
    expect(latest().closed).toBe(false);
    const payload = { id: 'a-1', station_id: 's-1', quarter_id: 'q-1', assignment_date: '2026-11-21' };
    latest().serverSays({ type: 'change', channel: CHANNEL, event: 'UPDATE', payload });
    expect(changes).toHaveLength(1);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('stops for good when the server refuses the channel', () => {
    const { statuses } = connect();
    latest().serverOpens();
    latest().serverSays({ type: 'error', message: 'You do not have access to this fulfillment center' });
    expect(latest().closed).toBe(true);
    latest().drops();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(statuses.at(-1)).toBe('refused');
  });

  it('closes the socket and never reconnects once closed (sign-out)', () => {
    const { connection } = connect();
    joinLatest();
    const socket = latest();
    connection.close();
    expect(socket.closed).toBe(true);
    socket.drops();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('does not connect without a token', () => {
    connect(null);
    expect(FakeSocket.instances).toHaveLength(0);
  });
});
