import { useState, type ReactNode } from 'react';
import { DASHBOARD_TABLE_PAGE_SIZE } from '@stationboard/domain/timings';
import { Alert } from '../../../components/ui/alert.tsx';
import { Pager, pageOf } from '../../../components/ui/pager.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';

export type Column<T> = { header: string; cell: (row: T) => ReactNode; className?: string };

export type DashboardTableProps<T> = {
  title: string;
  /** Under the title: the week, the quarter. */
  caption?: ReactNode;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  isLoading: boolean;
  /** A first load that failed; a failed background reload keeps the rows it had. */
  error: string | null;
  emptyText: string;
  /** A message about the table's own actions, above the rows. */
  notice?: ReactNode;
  className?: string;
};

/** One of the dashboard's three tables (spec 2 §2): 5 rows a page, a pager below when there are more. */
export function DashboardTable<T>({ title, caption, columns, rows, rowKey, isLoading, error, emptyText, notice, className }: DashboardTableProps<T>) {
  const [page, setPage] = useState(1);
  const shown = pageOf(rows ?? [], page, DASHBOARD_TABLE_PAGE_SIZE);
  const titleId = `${title.toLowerCase().replaceAll(/[^a-z]+/g, '-')}-title`;

  let body: ReactNode;
  if (error && !rows) body = <Alert tone="error">{error}</Alert>;
  else if (isLoading && !rows) body = <Spinner className="mx-auto my-4 text-slate-400" />;
  else if (shown.rows.length === 0) body = <p className="py-4 text-center text-sm text-ink-muted">{emptyText}</p>;
  else {
    body = (
      <div className="relative -mx-4 overflow-x-auto sm:-mx-5">
        <table aria-labelledby={titleId} className="w-full text-left text-sm">
          <thead className="border-y border-slate-200 bg-slate-50 text-xs tracking-wide text-ink-muted uppercase">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className={cn('px-3 py-2 font-semibold first:pl-4 last:pr-4 sm:px-4 sm:first:pl-5 sm:last:pr-5', column.className)}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {shown.rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td
                    key={column.header}
                    className={cn('px-3 py-2.5 text-slate-800 first:pl-4 last:pr-4 sm:px-4 sm:first:pl-5 sm:last:pr-5', column.className)}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <section aria-labelledby={titleId} className={cn('flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5', className)}>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          {title}
          {rows && <span className="ml-2 text-sm font-normal text-ink-muted">({rows.length})</span>}
        </h2>
        {caption && <p className="text-sm text-ink-muted">{caption}</p>}
      </div>
      {notice}
      <div className="flex-1">{body}</div>
      <div className="mt-3">
        <Pager page={shown.page} pageCount={shown.pageCount} onPageChange={setPage} label={`${title} pages`} />
      </div>
    </section>
  );
}
