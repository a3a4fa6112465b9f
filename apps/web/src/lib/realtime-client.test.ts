import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../testing/fake-socket.ts';
import { SERVER_RESTART_CLOSE_CODE, type AssignmentChange } from '@stationboard/domain/realtime/messages';
import { insertedMessage } from '../testing/realtime-messages.ts';
import { connectRealtime, encodeTokenProtocol, type RealtimeStatus } from './realtime-client.ts';

const CENTER = 'c-1';
const CHANNEL = `assignments:${CENTER}`;
const latest = () => FakeSocket.latest();

function connect(token: string | null = 'tok+en/1=') {
  const changes: AssignmentChange[] = [];
  const statuses: RealtimeStatus[] = [];
  const onReload = vi.fn();
  const connection = connectRealtime({
    centerId: CENTER,
    getToken: () => token,
    onChange: (change) => changes.push(change),
    onReload,
    onStatus: (status) => statuses.push(status),
    WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    url: 'ws://test/api/realtime',
  });
  return { connection, changes, statuses, onReload };
}

function joinLatest(seq = 10) {
  latest().serverOpens();
  latest().serverSays({ type: 'joined', channel: CHANNEL, seq });
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
    const { changes, onReload } = connect();
    joinLatest(10);
    const mine = insertedMessage(CHANNEL, 11);
    latest().serverSays(mine);
    latest().serverSays(insertedMessage('assignments:other', 12));
    expect(changes).toEqual([mine]);
    expect(onReload).not.toHaveBeenCalled();
  });

  it('reloads once for a gap in the sequence, then applies what follows it', () => {
    const { changes, onReload } = connect();
    joinLatest(10);
    latest().serverSays(insertedMessage(CHANNEL, 13));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(changes).toEqual([]);
    latest().serverSays(insertedMessage(CHANNEL, 14));
    expect(changes.map((c) => c.seq)).toEqual([14]);
  });

  it('drops a change it has already seen, and reloads for a refresh (something else changed)', () => {
    const { changes, onReload } = connect();
    joinLatest(10);
    latest().serverSays(insertedMessage(CHANNEL, 10));
    expect(changes).toEqual([]);
    latest().serverSays({ type: 'refresh', channel: CHANNEL, seq: 11 });
    expect(onReload).toHaveBeenCalledTimes(1);
    latest().serverSays(insertedMessage(CHANNEL, 12));
    expect(changes.map((c) => c.seq)).toEqual([12]);
  });

  it('holds changes that arrive before the join is answered, and keeps those after its number', () => {
    const { changes, onReload } = connect();
    latest().serverOpens();
    latest().serverSays(insertedMessage(CHANNEL, 10));
    latest().serverSays(insertedMessage(CHANNEL, 11));
    expect(changes).toEqual([]);
    latest().serverSays({ type: 'joined', channel: CHANNEL, seq: 10 });
    expect(changes.map((c) => c.seq)).toEqual([11]);
    expect(onReload).not.toHaveBeenCalled();
  });

  it('ignores a message that is not one of the protocol', () => {
    const { changes, onReload } = connect();
    joinLatest(10);
    latest().serverSays({ type: 'change', channel: CHANNEL, seq: 11, event: 'INSERT', payload: {} });
    expect(changes).toEqual([]);
    expect(onReload).not.toHaveBeenCalled();
  });

  it('reconnects after 1 s, 2 s, 5 s, then every 10 s, and reloads once joined again', () => {
    const { onReload, statuses } = connect();
    joinLatest();
    expect(onReload).not.toHaveBeenCalled();

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
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(statuses.at(-1)).toBe('joined');

    // A successful join starts the back-off again from 1 s.
    const count = FakeSocket.instances.length;
    latest().drops();
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.instances).toHaveLength(count + 1);
  });

  it('reconnects at once when a stopping server closes with 1012, then reloads once joined (another replica)', () => {
    const { onReload } = connect();
    joinLatest();
    const count = FakeSocket.instances.length;
    latest().drops(SERVER_RESTART_CLOSE_CODE);
    vi.advanceTimersByTime(0);
    expect(FakeSocket.instances).toHaveLength(count + 1);
    joinLatest();
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('reloads once when the server says resync, and stays connected', () => {
    const { onReload, changes } = connect();
    joinLatest(10);
    latest().serverSays({ type: 'resync' });
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(latest().closed).toBe(false);
    latest().serverSays(insertedMessage(CHANNEL, 11));
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
