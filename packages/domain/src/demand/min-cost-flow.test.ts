import { describe, expect, it } from 'vitest';
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
