import { describe, expect, it } from 'vitest';
import { seededRandom } from '../testing/seeded-random.ts';
import { flowPotentials, minCostFlow } from './min-cost-flow.ts';

describe('minCostFlow', () => {
  it('sends flow only along paths that cost less than zero, cheapest first', () => {
    // 0 → 2 → 1 costs -5, 0 → 3 → 1 costs -1, 0 → 4 → 1 costs +2: two units go, the third path stays empty.
    const arcs = [
      { from: 0, to: 2, capacity: 1, cost: 0 },
      { from: 0, to: 3, capacity: 1, cost: 0 },
      { from: 0, to: 4, capacity: 1, cost: 0 },
      { from: 2, to: 1, capacity: 1, cost: -5 },
      { from: 3, to: 1, capacity: 1, cost: -1 },
      { from: 4, to: 1, capacity: 1, cost: 2 },
    ];
    expect(minCostFlow(5, arcs, 0, 1)).toEqual([1, 1, 0, 1, 1, 0]);
  });

  it('reroutes earlier flow when a later path needs its arc (the assignment that a greedy pick misses)', () => {
    // People 2, 3; stations 4, 5. Person 2 is cheapest at 4 (1) but also the only one for 5 (2);
    // person 3 can only take 4 (3). Greedy 2→4 leaves 5 empty; the optimum is 2→5, 3→4 (cost 5).
    const arcs = [
      { from: 0, to: 2, capacity: 1, cost: 0 },
      { from: 0, to: 3, capacity: 1, cost: 0 },
      { from: 2, to: 4, capacity: 1, cost: 1 },
      { from: 2, to: 5, capacity: 1, cost: 2 },
      { from: 3, to: 4, capacity: 1, cost: 3 },
      { from: 4, to: 1, capacity: 1, cost: -100 },
      { from: 5, to: 1, capacity: 1, cost: -100 },
    ];
    expect(minCostFlow(6, arcs, 0, 1)).toEqual([1, 1, 0, 1, 1, 1, 1]);
  });
});

describe('flowPotentials', () => {
  const arcs = [
    { from: 0, to: 2, capacity: 1, cost: 0 },
    { from: 2, to: 3, capacity: 1, cost: 4 },
    { from: 2, to: 4, capacity: 1, cost: 1 },
    { from: 3, to: 1, capacity: 1, cost: -10 },
    { from: 4, to: 1, capacity: 1, cost: -10 },
  ];
  const reduced = (potential: Float64Array, arc: { from: number; to: number; cost: number }) => arc.cost + potential[arc.from]! - potential[arc.to]!;

  it('proves the optimum: no arc with room left reduces to less than zero', () => {
    const flow = minCostFlow(5, arcs, 0, 1);
    expect(flow).toEqual([1, 0, 1, 0, 1]);
    const potential = flowPotentials(5, arcs, flow, 0, 1)!;
    expect(arcs.filter((arc, k) => flow[k]! < arc.capacity).every((arc) => reduced(potential, arc) >= 0)).toBe(true);
    // An arc left out of the network that would have been better shows below zero: 2 → 4 again at cost 0.
    expect(reduced(potential, { from: 2, to: 4, cost: 0 })).toBeLessThan(0);
  });

  it('is null for a flow that is not optimal', () => {
    expect(flowPotentials(5, arcs, [1, 1, 0, 1, 0], 0, 1)).toBeNull();
  });
});

describe('minCostFlow against every assignment, on small random quarters', () => {
  it('finds the cheapest of all plans: 4 people, 4 stations on 2 lines, some pairs barred', () => {
    const next = seededRandom(29);
    const int = (n: number) => Math.floor(next() * n);
    for (let round = 0; round < 200; round++) {
      // Nodes: 0 source, 1 sink, 2-5 people, 6-9 stations, 10-11 lines.
      const pair = Array.from({ length: 4 }, () => Array.from({ length: 4 }, () => (next() < 0.3 ? null : int(50))));
      const critical = [0, 1, 2, 3].map(() => (next() < 0.25 ? -1000 : 0));
      const need = [int(3), int(3)];
      const lineOf = (s: number) => (s < 2 ? 0 : 1);
      const arcs = [0, 1, 2, 3].map((p) => ({ from: 0, to: 2 + p, capacity: 1, cost: 0 }));
      pair.forEach((row, p) =>
        row.forEach((cost, s) => {
          if (cost === null) return;
          arcs.push({ from: 2 + p, to: 6 + s, capacity: 1, cost });
        }),
      );
      critical.forEach((cost, s) => arcs.push({ from: 6 + s, to: 10 + lineOf(s), capacity: 1, cost }));
      need.forEach((r, l) => {
        arcs.push({ from: 10 + l, to: 1, capacity: r, cost: -100 });
        arcs.push({ from: 10 + l, to: 1, capacity: 4, cost: 30 });
      });
      const flow = minCostFlow(12, arcs, 0, 1);
      const found = arcs.reduce((sum, arc, k) => sum + arc.cost * flow[k]!, 0);

      let best = 0;
      // Each person: a station 0-3, or 4 = none.
      for (let plan = 0; plan < 5 ** 4; plan++) {
        const at = [0, 1, 2, 3].map((p) => Math.floor(plan / 5 ** p) % 5);
        const used = at.filter((s) => s < 4);
        if (new Set(used).size < used.length || at.some((s, p) => s < 4 && pair[p]![s] === null)) continue;
        const heads = [0, 0];
        let cost = 0;
        at.forEach((s, p) => {
          if (s === 4) return;
          cost += pair[p]![s]! + critical[s]!;
          heads[lineOf(s)]! += 1;
        });
        heads.forEach((f, l) => (cost += -100 * Math.min(f, need[l]!) + 30 * Math.max(0, f - need[l]!)));
        best = Math.min(best, cost);
      }
      expect(found).toBe(best);
      expect(flowPotentials(12, arcs, flow, 0, 1)).not.toBeNull();
    }
  });
});
