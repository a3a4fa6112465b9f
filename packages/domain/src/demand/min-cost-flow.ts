/**
 * Issue 29, decision 157: the auto-plan's solver core. A minimum-cost flow of any amount over a
 * graph whose arcs may cost less than zero (the rewards for covering heads): successive
 * shortest paths (primal-dual), Dijkstra on costs reduced by node potentials, then every
 * shortest path at once, until no path from source to sink costs less than zero. The first potentials come from one
 * Bellman-Ford pass in the order the arcs were added, which is exact when they were added in
 * topological order (the auto-plan's layered graph) and is repeated until stable otherwise.
 *
 * Deterministic: ties in the heap go to the lower node number, and arcs are scanned in the
 * order added, so the same graph gives the same flow.
 */

export type FlowArc = { from: number; to: number; capacity: number; cost: number };

/** What solves the auto-plan's quarter: the flow on each arc, in the order given (bench/auto-plan-candidates.ts plugs others in). */
export type FlowSolver = (nodeCount: number, arcs: readonly FlowArc[], source: number, sink: number) => number[];

/** A binary heap of (distance, node), the lower node first on equal distances. */
class NodeHeap {
  private readonly dist: number[] = [];
  private readonly node: number[] = [];

  get size(): number {
    return this.node.length;
  }

  private less(a: number, b: number): boolean {
    return this.dist[a]! < this.dist[b]! || (this.dist[a] === this.dist[b] && this.node[a]! < this.node[b]!);
  }

  private swap(a: number, b: number): void {
    [this.dist[a], this.dist[b]] = [this.dist[b]!, this.dist[a]!];
    [this.node[a], this.node[b]] = [this.node[b]!, this.node[a]!];
  }

  push(dist: number, node: number): void {
    this.dist.push(dist);
    this.node.push(node);
    let i = this.node.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.less(i, parent)) break;
      this.swap(i, parent);
      i = parent;
    }
  }

  pop(): [number, number] {
    const top: [number, number] = [this.dist[0]!, this.node[0]!];
    const lastDist = this.dist.pop()!;
    const lastNode = this.node.pop()!;
    if (this.node.length > 0) {
      this.dist[0] = lastDist;
      this.node[0] = lastNode;
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let least = i;
        if (left < this.node.length && this.less(left, least)) least = left;
        if (right < this.node.length && this.less(right, least)) least = right;
        if (least === i) break;
        this.swap(i, least);
        i = least;
      }
    }
    return top;
  }
}

/**
 * Sends flow from `source` to `sink` along the cheapest paths while one costs less than zero.
 * Returns the flow on each arc, in the order given. Costs should be whole numbers (exact in
 * doubles up to 2^53).
 */
export const minCostFlow: FlowSolver = (nodeCount, arcs, source, sink) => {
  // Residual arcs in pairs: 2k forward, 2k + 1 backward.
  const m = arcs.length * 2;
  const head = new Int32Array(m);
  const capacity = new Float64Array(m);
  const cost = new Float64Array(m);
  const next = new Int32Array(m);
  const first = new Int32Array(nodeCount).fill(-1);
  const add = (e: number, from: number, to: number, cap: number, c: number) => {
    head[e] = to;
    capacity[e] = cap;
    cost[e] = c;
    next[e] = first[from]!;
    first[from] = e;
  };
  // Added backwards so that each node scans its arcs in the order given.
  for (let k = arcs.length - 1; k >= 0; k--) {
    const arc = arcs[k]!;
    add(2 * k, arc.from, arc.to, arc.capacity, arc.cost);
    add(2 * k + 1, arc.to, arc.from, 0, -arc.cost);
  }

  const potential = new Float64Array(nodeCount).fill(Infinity);
  potential[source] = 0;
  for (let changed = true; changed; ) {
    changed = false;
    for (const arc of arcs) {
      const through = potential[arc.from]! + arc.cost;
      if (arc.capacity > 0 && through < potential[arc.to]!) {
        potential[arc.to] = through;
        changed = true;
      }
    }
  }
  for (let v = 0; v < nodeCount; v++) if (potential[v] === Infinity) potential[v] = 0;

  const dist = new Float64Array(nodeCount);
  const done = new Uint8Array(nodeCount);
  const via = new Int32Array(nodeCount);
  for (;;) {
    dist.fill(Infinity);
    done.fill(0);
    dist[source] = 0;
    const heap = new NodeHeap();
    heap.push(0, source);
    while (heap.size > 0) {
      const [d, u] = heap.pop();
      if (done[u] || d > dist[u]!) continue;
      done[u] = 1;
      if (u === sink) break;
      for (let e = first[u]!; e !== -1; e = next[e]!) {
        if (capacity[e]! <= 0) continue;
        const v = head[e]!;
        const reduced = dist[u]! + cost[e]! + potential[u]! - potential[v]!;
        if (reduced < dist[v]!) {
          dist[v] = reduced;
          via[v] = e;
          heap.push(reduced, v);
        }
      }
    }
    if (!done[sink]) break;
    const pathCost = dist[sink]! + potential[sink]! - potential[source]!;
    if (pathCost >= 0) break;
    // Nodes not settled lie at least as far as the sink: raising them by its distance keeps every reduced cost at zero or more.
    for (let v = 0; v < nodeCount; v++) potential[v]! += done[v] ? dist[v]! : dist[sink]!;
    // Every path whose arcs all reduce to 0 now costs pathCost, below zero: push along as many as
    // there are before the next search (a blocking flow, depth first along the current arcs).
    const current = first.slice();
    const dead = new Uint8Array(nodeCount);
    const onPath = new Uint8Array(nodeCount);
    const path: number[] = [];
    for (;;) {
      let u = source;
      onPath[source] = 1;
      while (u !== sink) {
        let e = current[u]!;
        while (e !== -1) {
          const v = head[e]!;
          if (capacity[e]! > 0 && !dead[v] && !onPath[v] && cost[e]! + potential[u]! - potential[v]! === 0) break;
          e = next[e]!;
        }
        current[u] = e;
        if (e !== -1) {
          path.push(e);
          u = head[e]!;
          onPath[u] = 1;
        } else if (u === source) break;
        else {
          dead[u] = 1;
          onPath[u] = 0;
          u = head[path.pop()! ^ 1]!;
          current[u] = next[current[u]!]!;
        }
      }
      if (u !== sink) break;
      let push = Infinity;
      for (const e of path) push = Math.min(push, capacity[e]!);
      for (const e of path) {
        capacity[e]! -= push;
        capacity[e ^ 1]! += push;
        onPath[head[e]!] = 0;
      }
      path.length = 0;
    }
  }
  return arcs.map((arc, k) => arc.capacity - capacity[2 * k]!);
};

/**
 * Node potentials that prove a flow optimal, whichever solver found it: every arc with room
 * left (and every arc's way back where it carries flow) costs zero or more once reduced by
 * them, and so do the sink's way back to the source and, while flow arrives, the source's way
 * to the sink. An arc that reduces to less than zero would improve the flow; none exists among
 * the arcs given. Shortest distances from the source (queued Bellman-Ford), a node the source
 * cannot reach put further than any that it can: then a person who stands nowhere sits at 0
 * and a station at the cost of the cheapest way to it, so pricing a left-out pair asks whether
 * that person is cheaper than that way. Null when the residual graph has a negative cycle: the
 * flow is not optimal.
 */
export function flowPotentials(nodeCount: number, arcs: readonly FlowArc[], flow: readonly number[], source: number, sink: number): Float64Array | null {
  const from: number[] = [];
  const to: number[] = [];
  const cost: number[] = [];
  const residual = (u: number, v: number, c: number) => {
    from.push(u);
    to.push(v);
    cost.push(c);
  };
  arcs.forEach((arc, k) => {
    if (flow[k]! < arc.capacity) residual(arc.from, arc.to, arc.cost);
    if (flow[k]! > 0) residual(arc.to, arc.from, -arc.cost);
  });
  residual(sink, source, 0);
  const arrived = arcs.reduce((sum, arc, k) => sum + (arc.to === sink ? flow[k]! : 0), 0);
  if (arrived > 0) residual(source, sink, 0);
  const out: number[][] = Array.from({ length: nodeCount }, () => []);
  from.forEach((u, e) => out[u]!.push(e));

  const beyond = cost.reduce((sum, c) => sum + Math.abs(c), 1);
  const potential = new Float64Array(nodeCount).fill(beyond);
  potential[source] = 0;
  const queued = new Uint8Array(nodeCount).fill(1);
  const relaxed = new Int32Array(nodeCount);
  const queue = [source, ...Array.from({ length: nodeCount }, (_, v) => v).filter((v) => v !== source)];
  for (let head = 0; head < queue.length; head++) {
    const u = queue[head]!;
    queued[u] = 0;
    for (const e of out[u]!) {
      const v = to[e]!;
      const through = potential[u]! + cost[e]!;
      if (through >= potential[v]!) continue;
      potential[v] = through;
      if (++relaxed[v]! > nodeCount) return null;
      if (!queued[v]) {
        queued[v] = 1;
        queue.push(v);
      }
    }
  }
  return potential;
}
