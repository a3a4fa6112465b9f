import { MESSAGES } from '../../lib/i18n/messages.ts';
import { formatRatio, ratioColour, type RatioColour } from '@stationboard/domain/dashboard/summary';
import type { QuarterStats } from '@stationboard/domain/schemas/quarter-stats';
import { cn } from '../../lib/cn.ts';

/**
 * A quarter with nobody staffed: real zeros. Not a stand-in for figures that did not load
 * (decision 138): those show as placeholders, never as 0.
 */
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

/** Why there is no figure: still loading, or the call failed (the screen's banner says which). */
export type FiguresState = 'loading' | 'failed';

type CounterProps = {
  label: string;
  value: string | null;
  missing: FiguresState;
  tone?: string;
  colour?: RatioColour;
  hint?: string;
  appearance: CountersAppearance;
};

/** A figure not there shows a dash, and says to a screen reader why: never a 0 that was never counted (decision 138). */
function Counter({ label, value, missing, tone, colour, hint, appearance }: CounterProps) {
  const wall = appearance === 'wall';
  const base = wall ? 'border-slate-700 bg-slate-900 text-white' : 'border-slate-200 bg-white text-ink';
  return (
    <div data-colour={colour} title={hint} className={cn('rounded-xl border shadow-sm', wall ? 'px-6 py-4' : 'px-4 py-3', tone ?? base)}>
      <dt className={cn('font-semibold tracking-wide uppercase', wall ? 'text-2xl' : 'text-xs')}>{label}</dt>
      <dd className={cn('mt-1 font-bold tabular-nums', wall ? 'text-7xl' : 'text-2xl')} data-missing={value === null ? missing : undefined}>
        {value ?? (
          <>
            <span aria-hidden className={wall ? 'text-slate-400' : 'text-ink-muted'}>
              {MISSING_FIGURE}
            </span>
            <span className="sr-only">{missing === 'loading' ? MESSAGES.loading : MESSAGES.figureNotLoaded}</span>
          </>
        )}
      </dd>
    </div>
  );
}

/** What stands in for a figure not there. */
export const MISSING_FIGURE = '—';

export type StaffingCountersProps = {
  /** Undefined while loading or after a failed load: each counter then shows a placeholder. */
  stats: QuarterStats | undefined;
  /** Why `stats` is missing; ignored when it is there. */
  missing?: FiguresState;
  appearance?: CountersAppearance;
};

/**
 * Spec 2 §2 counters of the quarter view and the dashboard: Total, Line associates (the
 * spec's {product}s, DESIGN §1), Indirects, Ratio in its colour, Wildcards, and spec 2 §9's
 * Efficiency (staffed over active stations, as a whole percent). Figures not there are
 * placeholders, not zeros (issue 25, decision 138).
 */
export function StaffingCounters({ stats, missing = 'loading', appearance = 'page' }: StaffingCountersProps) {
  const colour = stats ? ratioColour(stats.ratio) : undefined;
  const wall = appearance === 'wall';
  const common = { appearance, missing };
  const figure = (read: (s: QuarterStats) => string) => (stats ? read(stats) : null);
  return (
    <dl
      aria-label={MESSAGES.staffingCounters}
      aria-busy={!stats && missing === 'loading'}
      className={cn('grid', wall ? 'grid-cols-3 gap-6' : 'grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6')}
    >
      <Counter {...common} label={MESSAGES.counterTotal} value={figure((s) => String(s.total))} />
      <Counter {...common} label={MESSAGES.counterLineAssociates} value={figure((s) => String(s.line_associates))} />
      <Counter {...common} label={MESSAGES.counterIndirects} value={figure((s) => String(s.indirects))} />
      <Counter
        {...common}
        label={MESSAGES.counterRatio}
        value={figure((s) => formatRatio(s.ratio))}
        tone={colour && (wall ? WALL_RATIO_TONES : RATIO_TONES)[colour]}
        colour={colour}
      />
      <Counter {...common} label={MESSAGES.counterWildcards} value={figure((s) => String(s.wildcards))} />
      <Counter
        {...common}
        label={MESSAGES.counterEfficiency}
        value={figure((s) => `${s.efficiency}%`)}
        hint={stats ? MESSAGES.efficiencyHint(stats.staffed_stations, stats.active_stations) : undefined}
      />
    </dl>
  );
}
