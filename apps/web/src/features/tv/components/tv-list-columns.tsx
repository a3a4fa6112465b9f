import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { TV_LIST_COLUMNS, groupIntoTvListColumns } from '@stationboard/domain/assignments/tv-list-columns';
import { MESSAGES } from '@stationboard/domain/messages';
import { tvStationCode } from '@stationboard/domain/stations/station-code';
import { cn } from '../../../lib/cn.ts';
import type { TvListRow } from '../api/get-tv-list-stations.ts';

/**
 * Row type sizes in pixels, largest first. The list starts at the largest and steps down until
 * the fullest column fits the screen, so a quiet quarter reads from across the room and a busy
 * one still shows everybody; below the smallest, the end of a column is cut (decision 040).
 * The smallest sizes are for small screens (720p); a 1080p TV with the demo center needs 24.
 */
const FONT_SIZES_PX = [44, 40, 36, 33, 30, 28, 26, 24, 22, 20, 18, 16, 15, 14, 13, 12] as const;

function useViewportSize(): string {
  const [size, setSize] = useState(() => `${window.innerWidth}x${window.innerHeight}`);
  useEffect(() => {
    const onResize = () => setSize(`${window.innerWidth}x${window.innerHeight}`);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return size;
}

export type TvListColumnsProps = {
  rows: readonly TvListRow[];
  /** The station of the person just checked in, highlighted for 10 s (spec 1 §4). */
  highlightedStationCode: string | null;
};

/** Spec 1 §2: five columns by first letter, A-E to U-Z, name and station (line 4 as SAP). */
export function TvListColumns({ rows, highlightedStationCode }: TvListColumnsProps) {
  const columns = groupIntoTvListColumns(rows, (row) => row.employeeName);
  const idPrefix = useId();
  const listRefs = useRef<(HTMLOListElement | null)[]>([]);

  // Start again from the largest size whenever what must fit changes.
  const fitKey = `${rows.map((r) => `${r.employeeName}\u0000${r.stationCode}`).join('\u0001')}|${useViewportSize()}`;
  const [fit, setFit] = useState({ key: fitKey, size: 0 });
  const size = fit.key === fitKey ? fit.size : 0;
  useLayoutEffect(() => {
    const overflows = listRefs.current.some((list) => list !== null && list.scrollHeight > list.clientHeight + 1);
    // Each step re-renders before the browser paints, so the list never shows cut off.
    if (overflows && size < FONT_SIZES_PX.length - 1) setFit({ key: fitKey, size: size + 1 });
  }, [fitKey, size]);

  return (
    <div className="grid min-h-0 flex-1 grid-cols-5 gap-4" data-font-size={FONT_SIZES_PX[size]}>
      {TV_LIST_COLUMNS.map((column, index) => {
        const entries = columns[index]!;
        const headingId = `${idPrefix}-${index}`;
        return (
          <section key={column.label} aria-labelledby={headingId} className="flex min-h-0 flex-col rounded-2xl border border-slate-700 bg-slate-900">
            <header className="flex items-baseline justify-between border-b-2 border-slate-700 px-4 py-2">
              <h2 id={headingId} className="text-[clamp(1.5rem,3.3vh,2.25rem)] leading-tight font-black tracking-wide text-sky-300">
                {column.label}
              </h2>
              <span className="text-2xl font-semibold text-slate-400 tabular-nums">{entries.length}</span>
            </header>
            <ol
              ref={(element) => {
                listRefs.current[index] = element;
              }}
              className="min-h-0 flex-1 overflow-hidden px-2 py-1"
              style={{ fontSize: FONT_SIZES_PX[size] }}
            >
              {entries.length === 0 ? (
                <li className="px-2 py-3 text-[28px] text-slate-400">{MESSAGES.noAssignedStations}</li>
              ) : (
                entries.map((entry) => {
                  const isHighlighted = entry.stationCode === highlightedStationCode;
                  const code = tvStationCode(entry.stationCode);
                  return (
                    <li
                      key={entry.stationId}
                      data-highlighted={isHighlighted || undefined}
                      className={cn(
                        'flex flex-wrap items-baseline justify-between gap-x-[0.5em] rounded-lg border-b border-slate-800 px-2 py-[0.18em] leading-tight last:border-b-0',
                        isHighlighted && 'border-transparent bg-emerald-400 text-slate-950 ring-4 ring-emerald-200',
                      )}
                    >
                      <span className={cn('min-w-0 font-semibold break-words', isHighlighted ? 'text-slate-950' : 'text-white')}>{entry.employeeName}</span>
                      <span
                        className={cn(
                          'ml-auto font-black whitespace-nowrap tabular-nums',
                          isHighlighted ? 'text-slate-950' : code === MESSAGES.sapStationCode ? 'text-orange-300' : 'text-amber-200',
                        )}
                      >
                        {code}
                      </span>
                    </li>
                  );
                })
              )}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
