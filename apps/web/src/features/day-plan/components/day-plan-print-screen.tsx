import { ArrowLeft, Printer } from 'lucide-react';
import { useNavigate } from 'react-router';
import { dayPlanPersonText, dayPlanStationName } from '@stationboard/domain/exports/day-plan';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { findQuarterByRouteKey } from '@stationboard/domain/quarters/quarter-key';
import { formatHHMM } from '@stationboard/domain/quarters/time';
import type { DayPlan, DayPlanQuarter } from '@stationboard/domain/schemas/day-plan';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { failureText } from '../../../lib/failure-text.ts';
import { formatCalendarDate, LONG_DATE } from '../../../lib/use-date-time-format.ts';
import { useDayPlan } from '../api/get-day-plan.ts';
import './day-plan-print.css';

export type DayPlanPrintScreenProps = {
  centerId: string;
  /** The operating day. */
  date: string;
  /** The n of /print/q/{n}; null prints the whole day. */
  quarterKey: number | null;
};

const times = (q: DayPlanQuarter) => `${formatHHMM(q.start_time)}–${formatHHMM(q.end_time)}`;

/** Cells of the paper: thin black rules, tight type, one row per station. */
const CELL = 'border border-black px-1.5 py-0.5 text-left align-top';

function Toolbar() {
  const navigate = useNavigate();
  return (
    <div className="mx-auto mb-4 flex max-w-[297mm] items-center justify-between gap-3 print:hidden">
      <Button variant="secondary" className="px-3 py-1.5" onClick={() => void navigate(-1)}>
        <ArrowLeft aria-hidden className="size-4" />
        {MESSAGES.backButton}
      </Button>
      <Button className="px-3 py-1.5" onClick={() => window.print()}>
        <Printer aria-hidden className="size-4" />
        {MESSAGES.printButton}
      </Button>
    </div>
  );
}

function DayTable({ plan }: { plan: DayPlan }) {
  return (
    <table className="w-full min-w-[48rem] border-collapse text-[11px] leading-tight print:min-w-0 print:text-[9pt]">
      <thead>
        <tr>
          <th scope="col" className={CELL}>
            {MESSAGES.columnStation}
          </th>
          {plan.quarters.map((q) => (
            <th key={q.id} scope="col" className={CELL}>
              <span className="block">{q.quarter_name}</span>
              <span className="block font-normal tabular-nums">{times(q)}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {plan.stations.map((station) => (
          <tr key={station.id} className="break-inside-avoid" data-station-code={station.station_code}>
            <th scope="row" className={`${CELL} font-mono font-bold whitespace-nowrap`}>
              {dayPlanStationName(station)}
            </th>
            {station.cells.map((cell, index) => (
              <td key={plan.quarters[index]!.id} className={CELL}>
                {dayPlanPersonText(cell)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function QuarterTable({ plan, index }: { plan: DayPlan; index: number }) {
  return (
    <table className="w-full border-collapse text-[13px] leading-tight print:text-[10pt]">
      <thead>
        <tr>
          <th scope="col" className={`${CELL} w-1/4`}>
            {MESSAGES.columnStation}
          </th>
          <th scope="col" className={CELL}>
            {MESSAGES.columnEmployee}
          </th>
        </tr>
      </thead>
      <tbody>
        {plan.stations.map((station) => (
          <tr key={station.id} className="break-inside-avoid" data-station-code={station.station_code}>
            <th scope="row" className={`${CELL} font-mono font-bold whitespace-nowrap`}>
              {dayPlanStationName(station)}
            </th>
            <td className={CELL}>{dayPlanPersonText(station.cells[index] ?? null)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The print view of an operating day's plan, or of one quarter of it (issue 15, decision 129):
 * on screen a white landscape sheet, on paper the same sheet alone, black on white.
 */
export function DayPlanPrintScreen({ centerId, date, quarterKey }: DayPlanPrintScreenProps) {
  const day = useDayPlan(centerId, date);
  const plan = day.data;
  const quarter = plan && quarterKey !== null ? findQuarterByRouteKey(plan.quarters, quarterKey) : null;
  const index = plan && quarter ? plan.quarters.indexOf(quarter) : -1;
  const title =
    quarterKey === null ? MESSAGES.dayPlanTitle : `${MESSAGES.dayPlanTitle}: ${quarter ? `Quarter ${quarter.quarter_name}` : `Quarter ${quarterKey}`}`;

  let body;
  if (!plan) {
    body = day.isError ? (
      <div className="space-y-3 print:hidden">
        <Alert tone="error">{failureText(day.error, MESSAGES.dayPlanLoadFailed)}</Alert>
        <Button variant="secondary" onClick={() => void day.refetch()}>
          {MESSAGES.tryAgain}
        </Button>
      </div>
    ) : (
      <p role="status" className="flex items-center gap-2">
        <Spinner /> {MESSAGES.loading}
      </p>
    );
  } else if (plan.quarters.length === 0) {
    body = <p>{MESSAGES.dayPlanNoQuarters}</p>;
  } else if (quarterKey !== null && !quarter) {
    body = <p>{MESSAGES.quarterNotFound(quarterKey)}</p>;
  } else if (plan.stations.length === 0) {
    body = <p>{MESSAGES.dayPlanNoStations}</p>;
  } else {
    body = quarter ? <QuarterTable plan={plan} index={index} /> : <DayTable plan={plan} />;
  }

  return (
    <main className="min-h-dvh bg-slate-200 px-4 py-6 text-black print:min-h-0 print:bg-white print:p-0">
      <Toolbar />
      <article className="mx-auto max-w-[297mm] bg-white p-4 shadow-md sm:p-[10mm] print:max-w-none print:p-0 print:shadow-none" data-testid="day-plan-sheet">
        <header className="mb-3 flex flex-wrap items-end justify-between gap-x-6 gap-y-1 border-b-2 border-black pb-2">
          <div>
            <h1 className="text-xl font-bold">{title}</h1>
            {quarter && (
              <p className="text-sm tabular-nums">
                {times(quarter)}
                {quarter.date !== date && ` (${formatCalendarDate(quarter.date, LONG_DATE)})`}
              </p>
            )}
          </div>
          <div className="text-right text-sm">
            {plan && (
              <p className="font-semibold">
                {plan.center.code} · {plan.center.name}
              </p>
            )}
            <p>{formatCalendarDate(date, LONG_DATE)}</p>
          </div>
        </header>
        {/* A narrow screen scrolls the sheet's table in its own box (reachable by keyboard to scroll it); paper never does. */}
        <div
          role="region"
          aria-label={title}
          tabIndex={0}
          className="relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-focus print:overflow-visible"
        >
          {body}
        </div>
      </article>
    </main>
  );
}
