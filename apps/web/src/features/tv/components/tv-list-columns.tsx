import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { TV_LIST_COLUMNS, groupIntoTvListColumns } from '@stationboard/domain/assignments/tv-list-columns';
import { splitIntoPages, tvListPageDurationMs, tvListPageShown } from '@stationboard/domain/assignments/tv-list-paging';
import { tvStationCode } from '@stationboard/domain/stations/station-code';
import { cn } from '../../../lib/cn.ts';
import { useKioskText } from '../../../lib/i18n/kiosk-language.ts';
import type { TvListRow } from '../api/get-tv-list-stations.ts';

/**
 * Row type sizes as a 1920×1080 screen shows them, largest first; the page scales them with the
 * screen (TV_SCALE_STYLE in tv-scale.ts), so 4K shows them twice as large. The list
 * starts at the largest and tries smaller sizes until the fullest column fits; 24 px is the
 * smallest a name is read at from the floor (issue 18), so a column that does not fit at 24
 * pages instead.
 */
const FONT_SIZES_PX = [44, 40, 36, 33, 30, 28, 26, 24] as const;
const SMALLEST = FONT_SIZES_PX.length - 1;
const ROOT_FONT_PX = 16;

/**
 * The size of the columns' box, as `WxH`: the window's, less what the page shows above it (the
 * outcome strip, the offline band that comes and goes), so the rows fit again when it changes.
 */
function useBoxSize(box: HTMLElement | null): string {
  const [size, setSize] = useState('');
  useEffect(() => {
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize(`${Math.round(entry.contentRect.width)}x${Math.round(entry.contentRect.height)}`);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [box]);
  return size;
}

/** Counts page turns, one every `durationMs` while anything pages. */
function usePageTick(durationMs: number, isPaging: boolean): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!isPaging) return;
    const timer = setInterval(() => setTick((t) => t + 1), durationMs);
    return () => clearInterval(timer);
  }, [durationMs, isPaging]);
  return tick;
}

const overflows = (list: HTMLOListElement) => list.scrollHeight > list.clientHeight + 1;

/** Where the pages of one laid-out column start, from the heights its rows took. */
function measurePageStarts(list: HTMLOListElement): number[] {
  const style = getComputedStyle(list);
  const capacity = list.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
  const heights = [...list.children].map((row) => row.getBoundingClientRect().height);
  // Half a pixel of slack: heights are fractional, and a row that fits exactly must stay.
  return splitIntoPages(heights, capacity + 0.5);
}

/**
 * The next size to try when columns overflow at `size`: the largest the overflow leaves room
 * for, taking row heights as proportional to the type size (the next pass checks it). Every
 * pass lays out every row, so with 300 people stepping through the sizes one by one held
 * the screen for a third of a second after each scan.
 */
function smallerSize(size: number, overflowing: readonly HTMLOListElement[]): number {
  const room = Math.min(...overflowing.map((list) => list.clientHeight / list.scrollHeight));
  const fitting = FONT_SIZES_PX.findIndex((px, index) => index > size && px <= FONT_SIZES_PX[size]! * room);
  return fitting === -1 ? SMALLEST : fitting;
}

/** The page holding the entry at `index`: the last page starting at or before it. */
const pageOf = (starts: readonly number[], index: number) => starts.findLastIndex((start) => start <= index);

export type TvListColumnsProps = {
  rows: readonly TvListRow[];
  /** The station of the person just checked in, highlighted for 10 s (spec 1 §4). */
  highlightedStationCode: string | null;
};

/** The size rows are set at, and where each column's pages start (null while still measuring). */
type Layout = { key: string; size: number; pageStarts: number[][] | null };

/**
 * Spec 1 §2: five columns by first letter, A-E to U-Z, name and station (line 4 as SAP).
 * Nobody is ever cut off (issue 18, decision 121): a column too long at the smallest size
 * shows a page at a time with its page number ('2/3'), all columns turning together.
 */
export function TvListColumns({ rows, highlightedStationCode }: TvListColumnsProps) {
  const columns = groupIntoTvListColumns(rows, (row) => row.employeeName);
  const idPrefix = useId();
  const { MESSAGES } = useKioskText();
  const listRefs = useRef<(HTMLOListElement | null)[]>([]);

  // Lay out again, from the largest size, whenever what must fit changes.
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const fitKey = `${rows.map((r) => `${r.employeeName}\u0000${r.stationCode}`).join('\u0001')}|${useBoxSize(box)}`;
  const [layout, setLayout] = useState<Layout>({ key: fitKey, size: 0, pageStarts: null });
  const current: Layout = layout.key === fitKey ? layout : { key: fitKey, size: 0, pageStarts: null };
  const { size, pageStarts } = current;

  useLayoutEffect(() => {
    if (pageStarts) return;
    const lists = listRefs.current;
    const overflowing = lists.filter((list): list is HTMLOListElement => list !== null && overflows(list));
    let next: Layout;
    if (overflowing.length === 0) next = { key: fitKey, size, pageStarts: TV_LIST_COLUMNS.map(() => [0]) };
    else if (size < SMALLEST) next = { key: fitKey, size: smallerSize(size, overflowing), pageStarts: null };
    else next = { key: fitKey, size, pageStarts: lists.map((list) => (list ? measurePageStarts(list) : [0])) };
    // Each step re-renders before the browser paints, so the list never shows cut off.
    setLayout(next);
  }, [fitKey, size, pageStarts]);

  const mostPages = Math.max(1, ...(pageStarts ?? []).map((starts) => starts.length));
  const tick = usePageTick(tvListPageDurationMs(mostPages), mostPages > 1);

  return (
    <div ref={setBox} className="grid min-h-0 flex-1 grid-cols-5 gap-4">
      {TV_LIST_COLUMNS.map((column, index) => {
        const entries = columns[index]!;
        const headingId = `${idPrefix}-${index}`;
        const starts = pageStarts?.[index] ?? [0];
        const highlightedIndex = entries.findIndex((entry) => entry.stationCode === highlightedStationCode);
        const page = tvListPageShown({ tick, pageCount: starts.length, pinnedPage: highlightedIndex >= 0 ? pageOf(starts, highlightedIndex) : null });
        // While measuring, every row is laid out; afterwards only the page on show.
        const shown = pageStarts ? entries.slice(starts[page], starts[page + 1]) : entries;
        return (
          <section key={column.label} aria-labelledby={headingId} className="flex min-h-0 flex-col rounded-2xl border border-slate-700 bg-slate-900">
            <header className="flex items-baseline gap-4 border-b-2 border-slate-700 px-4 py-2">
              <h2 id={headingId} className="text-4xl leading-tight font-black tracking-wide text-sky-300">
                {column.label}
              </h2>
              {starts.length > 1 && (
                <span data-testid="tv-list-page" className="text-2xl font-bold text-sky-200 tabular-nums">
                  {page + 1}/{starts.length}
                </span>
              )}
              <span className="ml-auto text-2xl font-semibold text-slate-300 tabular-nums">{entries.length}</span>
            </header>
            <ol
              ref={(element) => {
                listRefs.current[index] = element;
              }}
              className="min-h-0 flex-1 overflow-hidden px-2 py-1"
              style={{ fontSize: `${FONT_SIZES_PX[size]! / ROOT_FONT_PX}rem` }}
            >
              {entries.length === 0 ? (
                <li className="px-2 py-3 text-[1.75rem] text-slate-300">{MESSAGES.noAssignedStations}</li>
              ) : (
                shown.map((entry) => {
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
