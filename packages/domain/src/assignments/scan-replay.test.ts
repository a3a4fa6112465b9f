import { describe, expect, it } from 'vitest';
import { judgeScanMoment } from './scan-replay.ts';

const NOW = new Date('2026-11-22T18:00:00Z');
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

describe('judgeScanMoment (decision 126)', () => {
  it('judges a scan without a moment now', () => {
    expect(judgeScanMoment(undefined, NOW)).toEqual({ kind: 'judge', at: NOW });
  });

  it('judges a scan at its own moment up to 30 minutes old, and refuses an older one', () => {
    expect(judgeScanMoment(ago(10), NOW)).toEqual({ kind: 'judge', at: ago(10) });
    expect(judgeScanMoment(ago(30), NOW)).toEqual({ kind: 'judge', at: ago(30) });
    expect(judgeScanMoment(ago(31), NOW)).toEqual({ kind: 'too_old' });
  });

  it('forgives a kiosk clock up to 2 minutes ahead, judging at now, and refuses a moment later than that', () => {
    expect(judgeScanMoment(ago(-2), NOW)).toEqual({ kind: 'judge', at: NOW });
    expect(judgeScanMoment(ago(-2.5), NOW)).toEqual({ kind: 'in_future' });
  });
});
