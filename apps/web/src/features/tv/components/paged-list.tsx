import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { splitIntoPages, tvListPageDurationMs, tvListPageShown } from '@stationboard/domain/assignments/tv-list-paging';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { cn } from '../../../lib/cn.ts';

function useViewportSize(): string {
  const [size, setSize] = useState(() => `${window.innerWidth}x${window.innerHeight}`);
  useEffect(() => {
    const onResize = () => setSize(`${window.innerWidth}x${window.innerHeight}`);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return size;
}

/** Counts page turns, one every `durationMs` while the list pages. */
function usePageTick(durationMs: number, isPaging: boolean): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!isPaging) return;
    const timer = setInterval(() => setTick((t) => t + 1), durationMs);
    return () => clearInterval(timer);
  }, [durationMs, isPaging]);
  return tick;
}

export type PagedListProps<T> = {
  title: string;
  entries: readonly T[];
  keyOf: (entry: T) => string;
  /** The content of one row (an `li`'s children), the same width in every column. */
  renderEntry: (entry: T) => ReactNode;
  /** What an empty panel says. */
  emptyText: string;
  /** Side-by-side columns the entries flow through, page by page. */
  columns?: number;
  /** Under the title: a remark about the whole list. */
  note?: ReactNode;
  className?: string;
  titleClassName?: string;
};

/**
 * A panel of the changeover wallboard (decision 130), paged as the TV List is (decision 121,
 * issue 18): rows keep their size, and a list that does not fit shows a screenful at a time
 * with a visible '1/3', every screenful coming round within the 30 s cycle. Nobody is cut off.
 *
 * The rows are first laid out in one column (all columns are as wide) to measure them, split
 * into column-high pages, and a screenful is that many pages side by side.
 */
export function PagedList<T>({ title, entries, keyOf, renderEntry, emptyText, columns = 1, note, className, titleClassName }: PagedListProps<T>) {
  const headingId = useId();
  const measureRef = useRef<HTMLOListElement | null>(null);
  const fitKey = `${entries.map(keyOf).join('\u0001')}|${columns}|${useViewportSize()}`;
  const [layout, setLayout] = useState<{ key: string; starts: number[] } | null>(null);
  const starts = layout?.key === fitKey ? layout.starts : null;

  useLayoutEffect(() => {
    if (starts || !measureRef.current) return;
    const list = measureRef.current;
    const style = getComputedStyle(list);
    const capacity = list.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    const heights = [...list.children].map((row) => row.getBoundingClientRect().height);
    // Half a pixel of slack: heights are fractional, and a row that fits exactly must stay.
    setLayout({ key: fitKey, starts: splitIntoPages(heights, capacity + 0.5) });
  }, [fitKey, starts]);

  const pages = starts?.length ?? 1;
  const screens = Math.ceil(pages / columns);
  const tick = usePageTick(tvListPageDurationMs(screens), screens > 1);
  const screen = tvListPageShown({ tick, pageCount: screens, pinnedPage: null });

  const pageEntries = (page: number) => (starts && page < starts.length ? entries.slice(starts[page], starts[page + 1]) : []);
  const listClass = 'min-h-0 flex-1 overflow-hidden px-2 py-1';

  return (
    <section aria-labelledby={headingId} className={cn('flex min-h-0 flex-col rounded-2xl border border-slate-700 bg-slate-900', className)}>
      <header className="flex items-baseline gap-4 border-b-2 border-slate-700 px-4 py-2">
        <h2 id={headingId} className={cn('text-[2rem] leading-tight font-black text-sky-300', titleClassName)}>
          {title}
        </h2>
        {screens > 1 && (
          <span className="text-2xl font-bold text-sky-200 tabular-nums">
            <span data-testid="changeover-page" aria-hidden>
              {screen + 1}/{screens}
            </span>
            <span className="sr-only">{MESSAGES.changeoverPage(screen + 1, screens)}</span>
          </span>
        )}
        <span className="ml-auto text-2xl font-semibold text-slate-300 tabular-nums">{entries.length}</span>
      </header>
      {note && <p className="px-4 pt-2 text-2xl text-slate-300">{note}</p>}
      {entries.length === 0 ? (
        <p className="px-4 py-3 text-[1.75rem] text-slate-300">{emptyText}</p>
      ) : (
        <div className="grid min-h-0 flex-1 gap-x-4" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gridTemplateRows: 'minmax(0, 1fr)' }}>
          {Array.from({ length: columns }, (_, column) => {
            // While measuring, every row is laid out in the first column; afterwards a page per column.
            const shown = starts ? pageEntries(screen * columns + column) : column === 0 ? entries : [];
            return (
              <ol key={column} ref={column === 0 ? measureRef : undefined} className={listClass}>
                {shown.map((entry) => (
                  <li key={keyOf(entry)} className="border-b border-slate-800 px-2 py-[0.3rem] leading-tight last:border-b-0">
                    {renderEntry(entry)}
                  </li>
                ))}
              </ol>
            );
          })}
        </div>
      )}
    </section>
  );
}
