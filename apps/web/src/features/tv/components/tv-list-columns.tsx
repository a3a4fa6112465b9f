import { memo, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { TV_LIST_COLUMNS } from '@stationboard/domain/assignments/tv-list-columns';
import { splitIntoPages, tvListPageDurationMs, tvListPageShown } from '@stationboard/domain/assignments/tv-list-paging';
import { tvStationCode } from '@stationboard/domain/stations/station-code';
import { cn } from '../../../lib/cn.ts';
import { useKioskText } from '../../../lib/i18n/kiosk-language.ts';
import type { TvListColumnRows, TvListRow } from '../api/get-tv-list-stations.ts';

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

/** One column laid out at a size: the rows it was measured with, where its pages start, and how full it is (its rows' height over its room). */
type ColumnFit = { entries: readonly TvListRow[]; starts: number[]; fill: number; overflows: boolean };

/** What one laid-out column measures: every row is in it. */
function measureColumn(list: HTMLOListElement, entries: readonly TvListRow[]): ColumnFit {
  const style = getComputedStyle(list);
  const capacity = list.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
  const heights = [...list.children].map((row) => row.getBoundingClientRect().height);
  const used = heights.reduce((sum, height) => sum + height, 0);
  return {
    entries,
    // Half a pixel of slack: heights are fractional, and a row that fits exactly must stay.
    starts: splitIntoPages(heights, capacity + 0.5),
    fill: capacity > 0 ? used / capacity : Infinity,
    overflows: list.scrollHeight > list.clientHeight + 1,
  };
}

/**
 * The next size to try when columns overflow at `size`: the largest the overflow leaves room
 * for, taking row heights as proportional to the type size (the next pass checks it). Every
 * pass lays out every row of the columns it measures, so stepping through the sizes one by
 * one with 300 people held the screen for a third of a second.
 */
function smallerSize(size: number, overflowing: readonly ColumnFit[]): number {
  const room = Math.min(...overflowing.map((fit) => 1 / fit.fill));
  const fitting = FONT_SIZES_PX.findIndex((px, index) => index > size && px <= FONT_SIZES_PX[size]! * room);
  return fitting === -1 ? SMALLEST : fitting;
}

/** The largest size the fullest column would fit at, by the same proportion; `size` itself when none larger would. */
function largerSize(size: number, fullest: number): number {
  const fitting = FONT_SIZES_PX.findIndex((px, index) => index < size && px * fullest <= FONT_SIZES_PX[size]!);
  return fitting === -1 ? size : fitting;
}

/** The page holding the entry at `index`: the last page starting at or before it. */
const pageOf = (starts: readonly number[], index: number) => starts.findLastIndex((start) => start <= index);

/**
 * The size rows are set at and each column's fit at it. A column whose rows are not the ones
 * it was fitted with (or every column, after the size or the box changed) is laid out whole
 * and measured again; the others keep showing their page untouched (issue 26: a scan re-laid
 * out the whole list, from the largest size down, 11-13 s of a 32 s shift-change storm).
 */
type Layout = {
  box: string;
  size: number;
  fits: readonly (ColumnFit | null)[];
  /** This pass follows a change of rows at a settled size, so it may try a larger one; a search for the size never goes back up. */
  mayGrow: boolean;
  /**
   * How full the fullest column was when a larger size was tried and did not fit: no larger
   * size is tried again until the columns hold less (names that wrap at a larger size make
   * the proportion a guess).
   */
  grewInVainAt: number | null;
  /** The size a larger one was tried from, while that search runs. */
  grownFrom: { size: number; fullest: number } | null;
};

const startOver = (box: string): Layout => ({ box, size: 0, fits: [], mayGrow: false, grewInVainAt: null, grownFrom: null });

export type TvListColumnsProps = {
  columns: TvListColumnRows;
  /** The station of the person just checked in, highlighted for 10 s (spec 1 §4). */
  highlightedStationCode: string | null;
};

/**
 * Spec 1 §2: five columns by first letter, A-E to U-Z, name and station (line 4 as SAP).
 * Nobody is ever cut off (issue 18, decision 121): a column too long at the smallest size
 * shows a page at a time with its page number ('2/3'), all columns turning together.
 */
export function TvListColumns({ columns, highlightedStationCode }: TvListColumnsProps) {
  const idPrefix = useId();
  const { MESSAGES } = useKioskText();
  const listRefs = useRef<(HTMLOListElement | null)[]>([]);
  const setListRef = useMemo(
    () =>
      TV_LIST_COLUMNS.map((_, index) => (element: HTMLOListElement | null) => {
        listRefs.current[index] = element;
      }),
    [],
  );

  // A new box lays out again from the largest size; new rows only the columns they are in.
  const [boxElement, setBoxElement] = useState<HTMLDivElement | null>(null);
  const box = useBoxSize(boxElement);
  const [layout, setLayout] = useState<Layout>(() => startOver(box));
  const current = layout.box === box ? layout : startOver(box);
  const { size, fits } = current;
  const isFitted = (index: number) => fits[index]?.entries === columns[index];
  const isSettled = columns.every((_, index) => isFitted(index));

  useLayoutEffect(() => {
    if (isSettled) return;
    const measured = columns.map((entries, index) => {
      const fit = fits[index];
      if (fit?.entries === entries) return fit;
      const list = listRefs.current[index];
      return list ? measureColumn(list, entries) : { entries, starts: [0], fill: 0, overflows: false };
    });
    const overflowing = measured.filter((fit) => fit.overflows);
    // Each step re-renders before the browser paints, so the list never shows cut off.
    if (overflowing.length > 0 && size < SMALLEST) {
      setLayout({ ...current, size: smallerSize(size, overflowing), fits: [], mayGrow: false });
      return;
    }
    const fullest = Math.max(...measured.map((fit) => fit.fill));
    const larger = current.mayGrow && (current.grewInVainAt === null || fullest < current.grewInVainAt) ? largerSize(size, fullest) : size;
    if (larger < size) {
      setLayout({ ...current, size: larger, fits: [], mayGrow: false, grownFrom: { size, fullest } });
      return;
    }
    const grownFrom = current.grownFrom;
    const grewInVainAt = grownFrom ? (size >= grownFrom.size ? grownFrom.fullest : null) : current.grewInVainAt;
    setLayout({ box, size, fits: measured, mayGrow: true, grewInVainAt, grownFrom: null });
  }, [box, columns, current, fits, isSettled, size]);

  // Fits of columns being measured again still count, so a change does not restart the page turns.
  const mostPages = Math.max(1, ...fits.map((fit) => fit?.starts.length ?? 1));
  const tick = usePageTick(tvListPageDurationMs(mostPages), mostPages > 1);
  const fontSize = `${FONT_SIZES_PX[size]! / ROOT_FONT_PX}rem`;

  return (
    <div ref={setBoxElement} className="grid min-h-0 flex-1 grid-cols-5 gap-4">
      {TV_LIST_COLUMNS.map((column, index) => {
        const entries = columns[index]!;
        const fit = isFitted(index) ? fits[index]! : null;
        const highlightedIndex = highlightedStationCode === null ? -1 : entries.findIndex((entry) => entry.stationCode === highlightedStationCode);
        const starts = fit?.starts ?? [0];
        const page = tvListPageShown({ tick, pageCount: starts.length, pinnedPage: highlightedIndex >= 0 ? pageOf(starts, highlightedIndex) : null });
        return (
          <TvListColumn
            key={column.label}
            label={column.label}
            headingId={`${idPrefix}-${index}`}
            entries={entries}
            // While measuring, every row is laid out; afterwards only the page on show.
            shown={fit ? page : null}
            starts={starts}
            fontSize={fontSize}
            highlightedStationCode={highlightedIndex >= 0 ? highlightedStationCode : null}
            listRef={setListRef[index]!}
            emptyText={MESSAGES.noAssignedStations}
            sapCode={MESSAGES.sapStationCode}
          />
        );
      })}
    </div>
  );
}

type TvListColumnProps = {
  label: string;
  headingId: string;
  entries: readonly TvListRow[];
  /** The page on show, or null while the column is laid out whole to be measured. */
  shown: number | null;
  starts: readonly number[];
  fontSize: string;
  /** Only when the station is in this column, so the others need not draw again. */
  highlightedStationCode: string | null;
  listRef: (element: HTMLOListElement | null) => void;
  emptyText: string;
  sapCode: string;
};

/** One column: drawn again only when its rows, its page, its size or its highlight change. */
const TvListColumn = memo(function TvListColumn({
  label,
  headingId,
  entries,
  shown,
  starts,
  fontSize,
  highlightedStationCode,
  listRef,
  emptyText,
  sapCode,
}: TvListColumnProps) {
  const rows = shown === null ? entries : entries.slice(starts[shown], starts[shown + 1]);
  return (
    <section aria-labelledby={headingId} className="flex min-h-0 flex-col rounded-2xl border border-slate-700 bg-slate-900">
      <header className="flex items-baseline gap-4 border-b-2 border-slate-700 px-4 py-2">
        <h2 id={headingId} className="text-4xl leading-tight font-black tracking-wide text-sky-300">
          {label}
        </h2>
        {shown !== null && starts.length > 1 && (
          <span data-testid="tv-list-page" className="text-2xl font-bold text-sky-200 tabular-nums">
            {shown + 1}/{starts.length}
          </span>
        )}
        <span className="ml-auto text-2xl font-semibold text-slate-300 tabular-nums">{entries.length}</span>
      </header>
      <ol ref={listRef} className="min-h-0 flex-1 overflow-hidden px-2 py-1" style={{ fontSize }}>
        {entries.length === 0 ? (
          <li className="px-2 py-3 text-[1.75rem] text-slate-300">{emptyText}</li>
        ) : (
          rows.map((entry) => <TvListItem key={entry.stationId} entry={entry} isHighlighted={entry.stationCode === highlightedStationCode} sapCode={sapCode} />)
        )}
      </ol>
    </section>
  );
});

/** One person and their station; drawn again only when either changes or the highlight comes or goes. */
const TvListItem = memo(function TvListItem({ entry, isHighlighted, sapCode }: { entry: TvListRow; isHighlighted: boolean; sapCode: string }) {
  const code = tvStationCode(entry.stationCode);
  return (
    <li
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
          isHighlighted ? 'text-slate-950' : code === sapCode ? 'text-orange-300' : 'text-amber-200',
        )}
      >
        {code}
      </span>
    </li>
  );
});
