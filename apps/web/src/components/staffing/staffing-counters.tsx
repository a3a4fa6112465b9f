import { MESSAGES } from '../../lib/i18n/messages.ts';
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

/** The same counters on a wall TV (the changeover wallboard): dark, and sized in the TV's scaled rem. */
const WALL_RATIO_TONES: Record<RatioColour, string> = {
  green: 'border-green-700 bg-green-950 text-green-200',
  yellow: 'border-amber-600 bg-amber-950 text-amber-200',
  red: 'border-red-700 bg-red-950 text-red-200',
};

export type CountersAppearance = 'page' | 'wall';

type CounterProps = { label: string; value: string; tone?: string; colour?: RatioColour; hint?: string; appearance: CountersAppearance };

function Counter({ label, value, tone, colour, hint, appearance }: CounterProps) {
  const wall = appearance === 'wall';
  const base = wall ? 'border-slate-700 bg-slate-900 text-white' : 'border-slate-200 bg-white text-ink';
  return (
    <div data-colour={colour} title={hint} className={cn('rounded-xl border shadow-sm', wall ? 'px-6 py-4' : 'px-4 py-3', tone ?? base)}>
      <dt className={cn('font-semibold tracking-wide uppercase', wall ? 'text-2xl' : 'text-xs')}>{label}</dt>
      <dd className={cn('mt-1 font-bold tabular-nums', wall ? 'text-7xl' : 'text-2xl')}>{value}</dd>
    </div>
  );
}

/**
 * Spec 2 §2 counters of the quarter view and the dashboard: Total, Line associates (the
 * spec's {product}s, DESIGN §1), Indirects, Ratio in its colour, Wildcards, and spec 2 §9's
 * Efficiency (staffed over active stations, as a whole percent).
 */
export function StaffingCounters({ stats, appearance = 'page' }: { stats: QuarterStats; appearance?: CountersAppearance }) {
  const colour = ratioColour(stats.ratio);
  const wall = appearance === 'wall';
  return (
    <dl aria-label={MESSAGES.staffingCounters} className={cn('grid', wall ? 'grid-cols-3 gap-6' : 'grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6')}>
      <Counter appearance={appearance} label={MESSAGES.counterTotal} value={String(stats.total)} />
      <Counter appearance={appearance} label={MESSAGES.counterLineAssociates} value={String(stats.line_associates)} />
      <Counter appearance={appearance} label={MESSAGES.counterIndirects} value={String(stats.indirects)} />
      <Counter appearance={appearance} label={MESSAGES.counterRatio} value={formatRatio(stats.ratio)} tone={(wall ? WALL_RATIO_TONES : RATIO_TONES)[colour]} colour={colour} />
      <Counter appearance={appearance} label={MESSAGES.counterWildcards} value={String(stats.wildcards)} />
      <Counter
        appearance={appearance}
        label={MESSAGES.counterEfficiency}
        value={`${stats.efficiency}%`}
        hint={MESSAGES.efficiencyHint(stats.staffed_stations, stats.active_stations)}
      />
    </dl>
  );
}
