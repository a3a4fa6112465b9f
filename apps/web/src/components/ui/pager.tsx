import { ChevronLeft, ChevronRight } from 'lucide-react';
import { MESSAGES } from '../../lib/i18n/messages.ts';

export type PagerProps = {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the list for screen readers: "Indirect Assignment Hours pages". */
  label: string;
};

/** Previous / "Page n of m" / next under a paged table; hidden when everything fits on one page. */
export function Pager({ page, pageCount, onPageChange, label }: PagerProps) {
  if (pageCount <= 1) return null;
  const arrow =
    'inline-flex size-8 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <nav aria-label={label} className="flex items-center justify-end gap-2 text-sm text-slate-600">
      <button type="button" aria-label={MESSAGES.previousPage} className={arrow} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden className="size-4" />
      </button>
      <span aria-live="polite">
        Page {page} of {pageCount}
      </span>
      <button type="button" aria-label={MESSAGES.nextPage} className={arrow} disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        <ChevronRight aria-hidden className="size-4" />
      </button>
    </nav>
  );
}

/** The rows of one page of a list held in memory (the dashboard's tables, 5 rows a page). */
export function pageOf<T>(rows: readonly T[], page: number, pageSize: number): { rows: T[]; pageCount: number; page: number } {
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  return { rows: rows.slice((current - 1) * pageSize, current * pageSize), pageCount, page: current };
}
