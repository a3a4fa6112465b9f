import { percentOf, plannedToReach } from '@stationboard/domain/roster/attendance-forecast';
import type { RosterSummary } from '@stationboard/domain/schemas/roster';
import { useId } from 'react';
import { useRosterSummary } from '../../lib/api/get-roster-summary.ts';
import { failureText } from '../../lib/failure-text.ts';
import { MESSAGES } from '../../lib/i18n/messages.ts';
import { cn } from '../../lib/cn.ts';
import { Alert } from '../ui/alert.tsx';

type Shift = RosterSummary['shifts'][number];
type Forecast = NonNullable<Shift['forecast']>;

/** "expected 212 of 240 (88%, range 84-91%)", and how many weeks it stands on when fewer than eight. */
export function forecastText(forecast: Forecast): string {
  if (forecast.rate === null) return MESSAGES.rosterNoHistory;
  const text = MESSAGES.rosterForecast(forecast.expected!, forecast.rostered, percentOf(forecast.rate), percentOf(forecast.low!), percentOf(forecast.high!));
  return forecast.is_short_history ? `${text} · ${MESSAGES.rosterForecastWeeks(forecast.weeks)}` : text;
}

function Figure({ label, value }: { label: string; value: number | null }) {
  return (
    <div className="sm:min-w-20">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="text-xl font-bold text-ink tabular-nums">{value ?? '—'}</dd>
    </div>
  );
}

function ShiftRow({ shift }: { shift: Shift }) {
  const headingId = useId();
  const { forecast } = shift;
  const needed = forecast && shift.planned > 0 ? plannedToReach(shift.planned, forecast.rate) : null;
  return (
    <section aria-labelledby={headingId} data-shift={shift.shift} className="rounded-lg border border-slate-200 bg-white px-3 py-2">
      <h3 id={headingId} className="text-sm font-semibold text-ink">
        {shift.shift === 'day' ? MESSAGES.rosterDayShift : MESSAGES.rosterNightShift}
      </h3>
      <dl className="mt-1 grid grid-cols-4 gap-x-2 sm:flex sm:flex-wrap sm:gap-x-5 sm:gap-y-1">
        <Figure label={MESSAGES.rosterRostered} value={shift.rostered} />
        <Figure label={MESSAGES.rosterPlanned} value={shift.planned} />
        <Figure label={MESSAGES.rosterCheckedIn} value={shift.checked_in} />
        {forecast && <Figure label={MESSAGES.rosterExpected} value={forecast.expected} />}
      </dl>
      {forecast && (
        <p className="mt-1 text-sm text-slate-700">
          {forecastText(forecast)}
          {needed !== null && <span className="block">{MESSAGES.rosterPlanToReach(shift.planned, needed)}</span>}
        </p>
      )}
      {shift.rostered_not_planned.length > 0 && (
        <details className="mt-1 text-sm">
          <summary className="cursor-pointer rounded font-medium text-blue-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blue-700">
            {MESSAGES.rosterNotPlanned(shift.rostered_not_planned.length)}
          </summary>
          {/* A long list scrolls in its own box, reachable by keyboard to scroll it. */}
          <ul
            aria-label={MESSAGES.rosterNotPlanned(shift.rostered_not_planned.length)}
            tabIndex={0}
            className="mt-1 max-h-48 columns-1 overflow-y-auto rounded focus-visible:outline-2 focus-visible:outline-focus sm:columns-2"
          >
            {shift.rostered_not_planned.map((person) => (
              <li key={person.id} className="break-inside-avoid text-slate-800">
                {person.name}
                {person.employee_id && <span className="font-mono text-xs text-slate-600"> {person.employee_id}</span>}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

/**
 * Issue 28 (decision 154): per shift of an operating day, rostered / planned / checked in, and
 * from today on the expected show, with the rostered who are not planned to list. The
 * dashboard and the plan grid's header show it; it loads its own figures.
 */
export function ShiftRosterSummary({ centerId, date, className }: { centerId: string; date: string; className?: string }) {
  const headingId = useId();
  const summary = useRosterSummary({ centerId, date });
  if (summary.isError && !summary.data) return <Alert tone="error">{failureText(summary.error, MESSAGES.rosterLoadFailed)}</Alert>;
  const shifts = summary.data?.shifts ?? null;
  if (shifts?.length === 0) return null;
  return (
    <section aria-labelledby={headingId} aria-busy={shifts === null} className={cn('space-y-2', className)}>
      <h2 id={headingId} className="text-base font-semibold text-ink">
        {MESSAGES.rosterByShift}
      </h2>
      <div className="grid gap-2 md:grid-cols-2">
        {shifts?.map((shift) => (
          <ShiftRow key={shift.shift} shift={shift} />
        ))}
      </div>
    </section>
  );
}
