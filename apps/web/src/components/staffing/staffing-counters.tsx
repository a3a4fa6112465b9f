import { formatRatio, ratioColour, type RatioColour } from '@stationboard/domain/dashboard/summary';
import type { QuarterStats } from '@stationboard/domain/schemas/quarter-stats';
import { cn } from '../../lib/cn.ts';

/** Spec 2 §2: the stats fall back to zeros when they could not be loaded. */
export const ZERO_STATS: QuarterStats = {
  total: 0,
  line_associates: 0,
  indirects: 0,
  wildcards: 0,
  ratio: 0,
  per_line: { 1: 0, 2: 0, 3: 0, 4: 0 },
  staffed_stations: 0,
  active_stations: 0,
  efficiency: 0,
};

const RATIO_TONES: Record<RatioColour, string> = {
  green: 'border-green-200 bg-green-50 text-green-800',
  yellow: 'border-amber-200 bg-amber-50 text-amber-800',
  red: 'border-red-200 bg-red-50 text-red-800',
};

function Counter({ label, value, tone, colour, hint }: { label: string; value: string; tone?: string; colour?: RatioColour; hint?: string }) {
  return (
    <div data-colour={colour} title={hint} className={cn('rounded-xl border px-4 py-3 shadow-sm', tone ?? 'border-slate-200 bg-white text-ink')}>
      <dt className="text-xs font-semibold tracking-wide uppercase">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * Spec 2 §2 counters of the quarter view and the dashboard: Total, Line associates (the
 * spec's {product}s, DESIGN §1), Indirects, Ratio in its colour, Wildcards, and spec 2 §9's
 * Efficiency (staffed over active stations, as a whole percent).
 */
export function StaffingCounters({ stats }: { stats: QuarterStats }) {
  const colour = ratioColour(stats.ratio);
  return (
    <dl aria-label="Staffing counters" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      <Counter label="Total" value={String(stats.total)} />
      <Counter label="Line associates" value={String(stats.line_associates)} />
      <Counter label="Indirects" value={String(stats.indirects)} />
      <Counter label="Ratio" value={formatRatio(stats.ratio)} tone={RATIO_TONES[colour]} colour={colour} />
      <Counter label="Wildcards" value={String(stats.wildcards)} />
      <Counter label="Efficiency" value={`${stats.efficiency}%`} hint={`${stats.staffed_stations} of ${stats.active_stations} active stations staffed`} />
    </dl>
  );
}
