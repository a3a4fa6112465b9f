import { useId } from 'react';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { lineShortfall } from '@stationboard/domain/demand/demand-day';
import type { DemandLine } from '@stationboard/domain/schemas/demand';
import { DASHBOARD_QUARTER_REFRESH_MS } from '@stationboard/domain/timings';
import { useDemandDay } from '../../lib/api/get-demand-day.ts';
import { cn } from '../../lib/cn.ts';
import { failureText } from '../../lib/failure-text.ts';
import { MESSAGES } from '../../lib/i18n/messages.ts';
import { Alert } from '../ui/alert.tsx';

export type DemandPanelProps = {
  centerId: string;
  /** The operating day the quarter belongs to (decision 080); null while it is not known. */
  day: string | null;
  quarter: { id: string; quarter_name: string } | null;
  /** The quarter's occurrence has started (running or over): short then counts who checked in. */
  hasBegun: boolean;
  className?: string;
};

function Figure({ label, value }: { label: string; value: number | null }) {
  return (
    // A label that wraps ("Checked in" in a narrow card) keeps its figure level with the others'.
    <div className="flex min-w-0 flex-col justify-between">
      <dt className="text-xs leading-tight font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="text-2xl font-bold text-ink tabular-nums">{value ?? '–'}</dd>
    </div>
  );
}

function LineCard({ line, hasBegun }: { line: DemandLine; hasBegun: boolean }) {
  const headingId = useId();
  const missing = lineShortfall(line, hasBegun);
  return (
    <li>
      <section
        aria-labelledby={headingId}
        data-line={line.line}
        data-short={missing > 0 || undefined}
        className={cn('h-full rounded-lg border px-3 py-2', missing > 0 ? 'border-amber-400 bg-amber-50' : 'border-slate-200 bg-white')}
      >
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <h3 id={headingId} className="text-base font-semibold text-ink">
            {MESSAGES.demandPanelLine(line.line)}
          </h3>
          {/* Said in words with an icon, never by the card's colour alone. */}
          {missing > 0 ? (
            <span className="inline-flex items-center gap-1 text-sm font-semibold text-amber-900">
              <TriangleAlert aria-hidden className="size-4" />
              {MESSAGES.demandShortBy(missing)}
            </span>
          ) : (
            line.required > 0 && (
              <span className="inline-flex items-center gap-1 text-sm font-semibold text-green-800">
                <CircleCheck aria-hidden className="size-4" />
                {MESSAGES.demandCovered}
              </span>
            )
          )}
        </div>
        <dl className="mt-1 grid grid-cols-4 gap-x-2">
          <Figure label={MESSAGES.demandRequired} value={line.required} />
          <Figure label={MESSAGES.demandPlanned} value={line.planned} />
          <Figure label={MESSAGES.demandExpected} value={line.expected} />
          <Figure label={MESSAGES.demandCheckedIn} value={line.checked_in} />
        </dl>
        <p className="mt-1 text-xs text-slate-700">{MESSAGES.demandUnitsOfLine(line.units)}</p>
      </section>
    </li>
  );
}

/**
 * Issue 29 (decision 161): per line, the quarter's required, planned, expected and checked-in
 * heads from GET /api/demand/{date}, a short line said in words with an icon. The dashboard and
 * the quarter view show it; it loads its own figures, and shows nothing on a day without any
 * volume entered.
 */
export function DemandPanel({ centerId, day, quarter, hasBegun, className }: DemandPanelProps) {
  const headingId = useId();
  const demand = useDemandDay(centerId, day, { refetchInterval: DASHBOARD_QUARTER_REFRESH_MS });
  if (demand.isError && !demand.data) return <Alert tone="error">{failureText(demand.error, MESSAGES.demandLoadFailed)}</Alert>;
  // The answer of another day (kept while the next one loads) is not shown as this one's.
  if (!quarter || !demand.data || demand.data.date !== day) return null;
  if (demand.data.lines.every((line) => line.units === null)) return null;
  const lines = demand.data.lines.filter((line) => line.quarter_id === quarter.id).sort((a, b) => a.line - b.line);
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={cn('rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5', className)}>
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {MESSAGES.demandPanelTitle(quarter.quarter_name)}
      </h2>
      <p className="text-sm text-slate-600">{MESSAGES.demandPanelHelp}</p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {lines.map((line) => (
          <LineCard key={line.line} line={line} hasBegun={hasBegun} />
        ))}
      </ul>
    </section>
  );
}
