/**
 * The session check's verdict (realtime.ts socketsToEnd): it judges only the sockets its query
 * was asked about. The bench caught the bug this guards: a screen whose socket opened while a
 * check's query ran was closed with "session ended" (4401) though its session was fresh.
 */
import { describe, expect, it } from 'vitest';
import { CLOSE_CODES, socketsToEnd, type SocketGrant } from './realtime.ts';

const CENTER = 'center-a';
const grant = (sessionId: string, centerId = CENTER): SocketGrant => ({ sessionId, centerId });
const access = (role: 'VIEW' | 'MANAGER' | null, centerId = CENTER) => ({ role, homeCenterId: centerId, centerId });

describe('socketsToEnd', () => {
  it('leaves alone a socket opened while the query ran, whose session the answer cannot hold', () => {
    const checked = [['old', grant('s-old')]] as const;
    const open = new Set(['old', 'new']);
    expect(socketsToEnd(checked, (s) => open.has(s), new Map([['s-old', access('VIEW')]]))).toEqual([]);
  });

  it('ends the sockets of a session gone, and of a role or center that no longer allows them', () => {
    const checked = [
      ['gone', grant('s-gone')],
      ['no-role', grant('s-no-role')],
      ['moved', grant('s-moved')],
      ['fine', grant('s-fine')],
    ] as const;
    const current = new Map([
      ['s-no-role', access(null)],
      ['s-moved', access('MANAGER', 'center-b')],
      ['s-fine', access('VIEW')],
    ]);
    expect(socketsToEnd(checked, () => true, current)).toEqual([
      { socket: 'gone', code: CLOSE_CODES.sessionEnded, reason: 'session ended' },
      { socket: 'no-role', code: CLOSE_CODES.accessEnded, reason: 'access ended' },
      { socket: 'moved', code: CLOSE_CODES.accessEnded, reason: 'access ended' },
    ]);
  });

  it('skips a socket that closed while the query ran', () => {
    expect(socketsToEnd([['closed', grant('s-gone')]], () => false, new Map())).toEqual([]);
  });
});
