/**
 * A socket event's handler that throws (realtime.ts `guarded`): the exception would reach no
 * caller and end the process, every center's screens with it (issue 24). It ends that socket
 * alone and is logged instead.
 */
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { CLOSE_CODES, guarded } from './realtime.ts';

function fakeSocket(readyState: number) {
  return { OPEN: 1, readyState, close: vi.fn(), terminate: vi.fn() };
}

const fakeLog = () => ({ error: vi.fn() });

describe('guarded', () => {
  it('passes the event on to its handler', () => {
    const handler = vi.fn();
    const socket = fakeSocket(1);
    guarded(socket as unknown as WebSocket, fakeLog() as unknown as FastifyBaseLogger, 'message', handler)('data', false);
    expect(handler).toHaveBeenCalledWith('data', false);
    expect(socket.close).not.toHaveBeenCalled();
  });

  it('closes an open socket whose handler throws with 1011 and logs the error, instead of throwing', () => {
    const socket = fakeSocket(1);
    const log = fakeLog();
    const failing = guarded(socket as unknown as WebSocket, log as unknown as FastifyBaseLogger, 'message', () => {
      throw new TypeError("Cannot read properties of null (reading 'type')");
    });
    expect(() => failing()).not.toThrow();
    expect(socket.close).toHaveBeenCalledWith(CLOSE_CODES.internalError, 'internal error');
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'realtime_handler_failed', socketEvent: 'message', err: expect.any(TypeError) }),
      expect.any(String),
    );
  });

  it('cuts a socket already closing whose handler throws', () => {
    const socket = fakeSocket(2);
    const failing = guarded(socket as unknown as WebSocket, fakeLog() as unknown as FastifyBaseLogger, 'close', () => {
      throw new Error('boom');
    });
    expect(() => failing()).not.toThrow();
    expect(socket.terminate).toHaveBeenCalled();
  });
});
