import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  formatCountdown,
  isChangeoverWindowOpen,
  nextChangeover,
  planChangeover,
  type ChangeoverMove,
  type ChangeoverPerson,
  type StationRef,
} from '@stationboard/domain/assignments/changeover';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { localDateTimeInZone } from '@stationboard/domain/quarters/local-time';
import { floorQuarterStatusText, getQuarterStatus } from '@stationboard/domain/quarters/quarter-status';
import { selectCurrentQuarter } from '@stationboard/domain/quarters/select-quarter';
import { formatDuration, formatHHMM, formatQuarterTimes } from '@stationboard/domain/quarters/time';
import { QUARTER_BOUNDARY_CHECK_MS, STATION_REFRESH_MS } from '@stationboard/domain/timings';
import { StaffingCounters } from '../../../components/staffing/staffing-counters.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { quarterStatsQueryOptions } from '../../../lib/api/get-quarter-stats.ts';
import { useStations } from '../../../lib/api/get-stations.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useTvListFullscreen } from '../hooks/use-tv-list-fullscreen.ts';
import { TV_SCALE_STYLE } from '../tv-scale.ts';
import { PagedList } from './paged-list.tsx';
import { WallMessage, type TvListScreenProps } from './tv-list-screen.tsx';

/** The wallboard takes what the TV List takes: the center and its quarters (WallRoute). */
export type ChangeoverScreenProps = TvListScreenProps;

function Loading() {
  return (
    <WallMessage>
      <span role="status" className="flex items-center gap-4">
        <Spinner className="size-10 text-sky-300" />
        {MESSAGES.loading}
      </span>
    </WallMessage>
  );
}

/** A name as the floor reads it: 28 px at 1080p, scaled with the screen, never under 24 (issue 18). */
const Name = ({ children }: { children: string }) => (
  <span data-testid="changeover-name" className="min-w-0 text-[1.75rem] font-semibold break-words text-white">
    {children}
  </span>
);
const Code = ({ station, tone = 'text-amber-200' }: { station: StationRef; tone?: string }) => (
  // Codes such as 'Problem Solver' wrap in a narrow column rather than be cut off (issue 18).
  <span className={`min-w-0 text-[1.75rem] font-black break-words tabular-nums ${tone}`}>{station.code}</span>
);

function MoveRow({ move }: { move: ChangeoverMove }) {
  return (
    <div
      data-testid="changeover-move"
      data-from={move.from.code}
      data-to={move.to.code}
      data-by-rotation={move.byRotation || undefined}
      className="flex flex-wrap items-baseline justify-between gap-x-[0.6em]"
    >
      <Name>{move.employeeName}</Name>
      <span className="ml-auto flex items-baseline gap-x-[0.4em]">
        <Code station={move.from} tone="text-slate-300" />
        <span aria-hidden className="text-[1.75rem] font-black text-sky-300">
          →
        </span>
        <span className="sr-only">to</span>
        <Code station={move.to} />
        {move.byRotation && <span className="rounded-md border border-sky-400 px-2 text-2xl font-semibold text-sky-200">{MESSAGES.changeoverByRotation}</span>}
      </span>
    </div>
  );
}

function PersonRow({ person }: { person: ChangeoverPerson }) {
  return (
    <div data-testid="changeover-without-station" data-station={person.station.code} className="flex flex-wrap items-baseline justify-between gap-x-[0.6em]">
      <Name>{person.employeeName}</Name>
      <Code station={person.station} tone="text-slate-300" />
    </div>
  );
}

/**
 * /tv-changeover (issue 15, decision 130): a wall TV at the quarter change. From ten minutes
 * before a boundary it counts down and shows who moves where, the critical stations still empty
 * next quarter and who is checked in with no station next quarter; between changes, the next
 * boundary and the staffing counters. Live through the realtime channel and the stations'
 * 15 s reload; it follows the clock past every boundary, midnight included.
 */
export function ChangeoverScreen({ centerId, centerCode, timeZone, quarters, quartersFailed, onRetry }: ChangeoverScreenProps) {
  useTvListFullscreen();
  const now = useNow(QUARTER_BOUNDARY_CHECK_MS);
  const changeover = quarters ? nextChangeover(quarters, now, timeZone) : null;
  const msLeft = changeover ? changeover.at.getTime() - now.getTime() : Infinity;
  const isOpen = isChangeoverWindowOpen(msLeft);

  const current = useStations(changeover ? { centerId, quarterId: changeover.from.quarter.id, date: changeover.from.date } : null, { live: true });
  const next = useStations(changeover ? { centerId, quarterId: changeover.to.quarter.id, date: changeover.to.date } : null, { live: true });

  // Between changes: the counters of the quarter the dashboard shows now (spec 2 §4).
  const local = localDateTimeInZone(now, timeZone);
  const staffed = quarters ? selectCurrentQuarter(quarters, local) : null;
  // Decision 136: in a break the wall says so, and its counters are the next quarter's plan so far.
  const status = staffed && quarters ? getQuarterStatus(staffed.quarter, quarters, local.minutes) : null;
  const breakText = status?.kind === 'break' ? floorQuarterStatusText(status) : null;
  const statsQuery = staffed ? { centerId, quarterId: staffed.quarter.id, date: staffed.date } : null;
  const stats = useQuery({
    ...quarterStatsQueryOptions(statsQuery ?? { centerId, quarterId: '', date: '' }),
    enabled: statsQuery !== null && !isOpen,
    refetchInterval: STATION_REFRESH_MS,
  });

  let body: ReactNode;
  let subtitle = centerCode;
  if (changeover)
    subtitle += ` · ${MESSAGES.changeoverFromTo(changeover.from.quarter.quarter_name, changeover.to.quarter.quarter_name, formatHHMM(changeover.to.quarter.start_time))}`;
  const failed = (current.isError && !current.data) || (next.isError && !next.data);

  if (quartersFailed) body = <WallMessage onRetry={onRetry}>{MESSAGES.stationDataFailed}</WallMessage>;
  else if (!quarters) body = <Loading />;
  else if (!changeover) body = <WallMessage>{MESSAGES.noQuarters}</WallMessage>;
  else if (isOpen) {
    if (failed) body = <WallMessage onRetry={() => void Promise.all([current.refetch(), next.refetch()])}>{MESSAGES.stationDataFailed}</WallMessage>;
    else if (!current.data || !next.data || current.isPlaceholderData || next.isPlaceholderData) body = <Loading />;
    else {
      const plan = planChangeover(current.data, next.data);
      body = (
        <div className="grid min-h-0 flex-1 grid-cols-3 gap-4" style={{ gridTemplateRows: 'minmax(0, 1fr) minmax(0, 1fr)' }}>
          <PagedList
            title={MESSAGES.changeoverMoves}
            entries={plan.moves}
            keyOf={(move) => move.employeeId}
            renderEntry={(move) => <MoveRow move={move} />}
            emptyText={MESSAGES.changeoverNoMoves}
            note={plan.staying > 0 ? MESSAGES.changeoverStaying(plan.staying) : undefined}
            columns={2}
            className="col-span-2 row-span-2"
          />
          <PagedList
            title={MESSAGES.changeoverEmptyCritical}
            entries={plan.emptyCritical}
            keyOf={(station) => station.id}
            renderEntry={(station) => (
              <span data-testid="changeover-empty-critical">
                <Code station={station} tone="text-rose-200" />
              </span>
            )}
            emptyText={MESSAGES.changeoverNoEmptyCritical}
            columns={2}
            titleClassName="text-rose-200"
          />
          <PagedList
            title={MESSAGES.changeoverWithoutStation}
            entries={plan.withoutStation}
            keyOf={(person) => person.employeeId}
            renderEntry={(person) => <PersonRow person={person} />}
            emptyText={MESSAGES.changeoverNoneWithoutStation}
            titleClassName="text-amber-200"
          />
        </div>
      );
    }
  } else {
    const minutesLeft = Math.ceil(msLeft / 60_000);
    body = (
      <div className="flex min-h-0 flex-1 flex-col gap-8">
        <section aria-labelledby="changeover-next" className="rounded-2xl border border-slate-700 bg-slate-900 px-8 py-6">
          <h2 id="changeover-next" className="text-3xl font-bold text-sky-300">
            {MESSAGES.changeoverNext}
          </h2>
          {/* A div, not a paragraph: its size is the wall's, and the section's heading is the h2 above. */}
          <div data-testid="changeover-next-boundary" className="mt-2 text-7xl font-black text-white">
            {MESSAGES.changeoverNextAt(changeover.to.quarter.quarter_name, formatHHMM(changeover.to.quarter.start_time))}
            <span className="ml-6 text-5xl font-bold text-slate-300">{MESSAGES.changeoverStartsIn(formatDuration(minutesLeft))}</span>
          </div>
          <p className="mt-3 text-2xl text-slate-300">{MESSAGES.changeoverWindowHint}</p>
        </section>
        {staffed && (
          <section aria-labelledby="changeover-staffing" className="flex flex-col gap-4">
            <h2 id="changeover-staffing" className="text-3xl font-bold text-sky-300">
              {(breakText ? MESSAGES.changeoverStaffingPlanned : MESSAGES.changeoverStaffingNow)(
                staffed.quarter.quarter_name,
                formatQuarterTimes(staffed.quarter),
              )}
            </h2>
            <StaffingCounters stats={stats.data} missing={stats.isError ? 'failed' : 'loading'} appearance="wall" />
          </section>
        )}
      </div>
    );
  }

  return (
    <main className="flex h-screen flex-col gap-4 overflow-hidden bg-slate-950 px-8 py-5 text-slate-100">
      <style>{TV_SCALE_STYLE}</style>
      <header className="flex items-center gap-8">
        <div className="min-w-0 flex-1">
          <h1 className="text-5xl leading-tight font-black tracking-tight text-white">{MESSAGES.tvChangeover}</h1>
          <p className="mt-1 text-2xl font-semibold text-slate-300" data-testid="changeover-quarters">
            {subtitle}
          </p>
          {breakText && (
            <p role="status" data-testid="changeover-break" className="mt-2 inline-block rounded-lg bg-amber-200 px-4 py-1 text-3xl font-black text-slate-950">
              {breakText}
            </p>
          )}
        </div>
        {changeover && isOpen && (
          <div className="shrink-0 text-right">
            <div role="timer" data-testid="changeover-countdown" className="text-8xl leading-none font-black text-amber-200 tabular-nums">
              {formatCountdown(msLeft)}
            </div>
            <p className="mt-1 text-2xl font-semibold text-slate-300">{MESSAGES.changeoverCountdownLabel(changeover.to.quarter.quarter_name)}</p>
          </div>
        )}
      </header>
      {body}
    </main>
  );
}
