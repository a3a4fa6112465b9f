import { describe, expect, it } from 'vitest';
import { addKioskResult, badgeEnding, kioskResultsOnScreen, msUntilNextKioskResultChange, type KioskResult } from './kiosk-results.ts';

const LIMITS = { most: 6 };
const result = (badge: string, at: number): KioskResult<string> => ({ id: `${badge}@${at}`, badge, at, outcome: badge });
/** Badges scanned one after another, `gap` ms apart, starting at 0: the list as the kiosk keeps it. */
function scanned(badges: string[], gap: number): KioskResult<string>[] {
  return badges.reduce<KioskResult<string>[]>((list, badge, i) => addKioskResult(list, result(badge, i * gap), i * gap, LIMITS), []);
}
const badges = (list: readonly KioskResult<string>[]) => list.map((r) => r.badge);

describe('the results a kiosk keeps on screen', () => {
  it('shows two answers that arrive 300 ms apart, newest first', () => {
    expect(badges(scanned(['ann', 'bob'], 300))).toEqual(['bob', 'ann']);
  });

  it('keeps each answer 10 s, then lets it go', () => {
    const list = scanned(['ann', 'bob', 'cy'], 2_000);
    expect(badges(kioskResultsOnScreen(list, 9_999, LIMITS))).toEqual(['cy', 'bob', 'ann']);
    expect(badges(kioskResultsOnScreen(list, 10_000, LIMITS))).toEqual(['cy', 'bob']);
    expect(badges(kioskResultsOnScreen(list, 14_000, LIMITS))).toEqual([]);
  });

  it('holds as many as the screen has room for, a newer answer pushing the oldest out', () => {
    const burst = scanned(['a', 'b', 'c', 'd', 'e', 'f'], 300);
    expect(badges(burst)).toEqual(['f', 'e', 'd', 'c', 'b', 'a']);
    expect(badges(addKioskResult(burst, result('g', 1_800), 1_800, LIMITS))).toEqual(['g', 'f', 'e', 'd', 'c', 'b']);
  });

  it('shows every one of 100 badges scanned 300 ms apart until six newer answers have come (1.8 s)', () => {
    let list: KioskResult<string>[] = [];
    const firstSeen = new Map<string, number>();
    const lastSeen = new Map<string, number>();
    for (let t = 0; t <= 100 * 300 + 10_000; t += 100) {
      if (t % 300 === 0 && t / 300 < 100) list = addKioskResult(list, result(`p${t / 300}`, t), t, LIMITS);
      list = kioskResultsOnScreen(list, t, LIMITS);
      for (const r of list) {
        if (!firstSeen.has(r.badge)) firstSeen.set(r.badge, t);
        lastSeen.set(r.badge, t);
      }
    }
    expect(firstSeen.size).toBe(100);
    for (const [badge, first] of firstSeen) expect(lastSeen.get(badge)! - first, badge).toBeGreaterThanOrEqual(1_700);
  });

  it('keeps every answer its whole 10 s when the queue scans every 1.7 s', () => {
    // 'a' came at 0 and five more by 8.5 s: all on screen until 'a' has had its 10 s; the seventh comes at 10.2 s.
    const list = scanned(['a', 'b', 'c', 'd', 'e', 'f'], 1_700);
    expect(badges(kioskResultsOnScreen(list, 9_999, LIMITS))).toEqual(['f', 'e', 'd', 'c', 'b', 'a']);
  });

  it('replaces the earlier answer of a badge scanned again', () => {
    const list = addKioskResult(scanned(['ann', 'bob'], 300), result('ann', 900), 900, LIMITS);
    expect(list.map((r) => r.id)).toEqual(['ann@900', 'bob@300']);
  });

  it('says when the next answer leaves, and nothing for an empty screen', () => {
    const list = scanned(['ann', 'bob'], 1_000);
    expect(msUntilNextKioskResultChange(list, 1_000, LIMITS)).toBe(9_000);
    expect(msUntilNextKioskResultChange(list, 10_500, LIMITS)).toBe(500);
    expect(msUntilNextKioskResultChange([], 0, LIMITS)).toBeNull();
  });
});

describe('a badge named by its ending', () => {
  it('keeps only the last three characters', () => {
    expect(badgeEnding(' 20012345 ')).toBe('345');
  });

  it('says nothing of a value too short to hide most of it', () => {
    expect(badgeEnding('12345')).toBe('');
  });
});
