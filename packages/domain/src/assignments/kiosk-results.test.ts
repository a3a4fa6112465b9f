import { describe, expect, it } from 'vitest';
import { addKioskResult, badgeEnding, kioskResultsOnScreen, msUntilNextKioskResultChange, type KioskResult } from './kiosk-results.ts';

const LIMITS = { rows: 3, most: 6 };
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

  it('keeps each answer 10 s when the queue is slow enough for the rows', () => {
    const list = scanned(['ann', 'bob', 'cy'], 2_000);
    expect(badges(kioskResultsOnScreen(list, 9_999, LIMITS))).toEqual(['cy', 'bob', 'ann']);
    expect(badges(kioskResultsOnScreen(list, 10_000, LIMITS))).toEqual(['cy', 'bob']);
    expect(badges(kioskResultsOnScreen(list, 14_000, LIMITS))).toEqual([]);
  });

  it('lets a burst run past the rows, each extra answer staying at least 4 s, never more than the most', () => {
    // One badge every 300 ms: after 1.5 s, six answers, all younger than 4 s.
    const burst = scanned(['a', 'b', 'c', 'd', 'e', 'f'], 300);
    expect(badges(burst)).toEqual(['f', 'e', 'd', 'c', 'b', 'a']);
    // The oldest beyond the rows leave once 4 s old; the newest three keep their 10 s.
    expect(badges(kioskResultsOnScreen(burst, 4_000, LIMITS))).toEqual(['f', 'e', 'd', 'c', 'b']);
    expect(badges(kioskResultsOnScreen(burst, 5_000, LIMITS))).toEqual(['f', 'e', 'd']);
    // A seventh pushes the oldest out at once: the screen holds six at most.
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
