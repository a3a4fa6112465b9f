/**
 * Issue 29: how good a plan is, as the auto-plan's preview reports it and its bench compares
 * it with the baselines. Pure figures over what the plan holds.
 */

/** Required and planned heads of one line in one quarter. */
export type LineCoverage = { required: number; planned: number };

/**
 * Share of required heads the plan meets, 0 to 1: heads beyond a line's need do not make up
 * for another line's shortfall. Nothing required is full coverage.
 */
export function coverage(lines: readonly LineCoverage[]): number {
  const required = lines.reduce((sum, line) => sum + line.required, 0);
  if (required === 0) return 1;
  const met = lines.reduce((sum, line) => sum + Math.min(line.planned, line.required), 0);
  return met / required;
}

/**
 * The Gini coefficient of non-negative amounts (hours per person): 0 when everyone has the
 * same, towards 1 when one has all. 0 for fewer than two amounts or none above zero.
 */
export function gini(amounts: readonly number[]): number {
  if (amounts.some((amount) => amount < 0 || !Number.isFinite(amount))) throw new RangeError('Gini needs finite amounts of 0 or more');
  const n = amounts.length;
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  if (n < 2 || total === 0) return 0;
  const sorted = [...amounts].sort((a, b) => a - b);
  const weighted = sorted.reduce((sum, amount, index) => sum + (index + 1) * amount, 0);
  return (2 * weighted) / (n * total) - (n + 1) / n;
}
