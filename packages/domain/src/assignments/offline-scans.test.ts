import { describe, expect, it } from 'vitest';
import { compareQueuedScans, replayOrder, replayVerdict, shouldKeepScanOnDevice } from './offline-scans.ts';

describe('shouldKeepScanOnDevice', () => {
  it('keeps a scan when the browser is offline, whatever else happened', () => {
    expect(shouldKeepScanOnDevice(null, false)).toBe(true);
    expect(shouldKeepScanOnDevice(404, false)).toBe(true);
  });

  it('keeps a scan that got no answer, or a gateway saying the server is down', () => {
    for (const status of [null, 502, 503, 504]) expect(shouldKeepScanOnDevice(status, true), String(status)).toBe(true);
  });

  it('shows any other answer as the outcome', () => {
    for (const status of [200, 400, 401, 403, 404, 409, 429, 500]) expect(shouldKeepScanOnDevice(status, true), String(status)).toBe(false);
  });
});

describe('replayVerdict', () => {
  it('removes a replayed scan on a success or a refusal for good', () => {
    for (const status of [200, 201, 400, 403, 404, 409, 422]) expect(replayVerdict(status), String(status)).toBe('final');
  });

  it('keeps it and stops the replay on no answer, a server down, or a 4xx that means not now', () => {
    for (const status of [null, 502, 503, 504, 401, 408, 429]) expect(replayVerdict(status), String(status)).toBe('stop');
  });

  it('keeps it but goes on with the next when the server answered and failed on this scan', () => {
    for (const status of [500, 501, 505]) expect(replayVerdict(status), String(status)).toBe('skip');
  });
});

describe('replayOrder', () => {
  it('replays the oldest scan first, by when the badge was read', () => {
    const scans = [
      { id: 'c', seq: 1, scanned_at: '2026-11-25T10:02:00.000Z' },
      { id: 'a', seq: 3, scanned_at: '2026-11-25T10:00:00.000Z' },
      { id: 'b', seq: 2, scanned_at: '2026-11-25T10:01:00.000Z' },
    ];
    expect(replayOrder(scans).map((s) => s.id)).toEqual(['a', 'b', 'c']);
    expect(scans.map((s) => s.id)).toEqual(['c', 'a', 'b']);
  });

  it('compares instants, not text: offsets other than Z sort by the moment they name', () => {
    const utc = { seq: 1, scanned_at: '2026-11-25T10:30:00.000Z' };
    const berlin = { seq: 2, scanned_at: '2026-11-25T11:00:00.000+01:00' };
    expect(compareQueuedScans(berlin, utc)).toBeLessThan(0);
  });

  it('keeps the stored order for scans read in the same millisecond', () => {
    const at = '2026-11-25T10:00:00.000Z';
    expect(
      replayOrder([
        { seq: 5, scanned_at: at },
        { seq: 2, scanned_at: at },
      ]).map((s) => s.seq),
    ).toEqual([2, 5]);
  });
});
