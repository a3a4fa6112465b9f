import { Download, Printer } from 'lucide-react';
import { Link } from 'react-router';
import { dayPlanFilename, dayPlanPrintPath, quarterPrintPath } from '@stationboard/domain/exports/day-plan';
import { MESSAGES } from '../../lib/i18n/messages.ts';
import type { QuarterKeyFacts } from '@stationboard/domain/quarters/quarter-key';
import { hasMinimumRole, type Role } from '@stationboard/domain/roles/roles';
import type { DayPlanFormat } from '@stationboard/domain/schemas/day-plan';
import { apiDownload } from '../../lib/api-client.ts';
import { useAsyncAction } from '../../lib/use-async-action.ts';
import { buttonClassName } from '../ui/button.tsx';

export type DayPlanActionsProps = {
  centerId: string;
  centerCode: string;
  role: Role;
  /** The operating day whose plan they download and print. */
  date: string;
  /** The quarter shown, for Print quarter; left out where there is none. */
  quarter?: QuarterKeyFacts | null;
};

const SMALL = 'px-3 py-1.5';

/**
 * The day plan as a spreadsheet and on paper (issue 15, decision 129): downloads of the
 * operating day's plan, and links to its print view (and the quarter's). MANAGER and up only,
 * as the server allows; VIEW sees none of it.
 */
export function DayPlanActions({ centerId, centerCode, role, date, quarter = null }: DayPlanActionsProps) {
  const download = useAsyncAction();
  if (!hasMinimumRole(role, 'MANAGER')) return null;

  const save = (format: DayPlanFormat) =>
    void download.run(
      () =>
        apiDownload('/exports/day-plan', {
          query: { date, format, fulfillment_center_id: centerId },
          fallbackName: dayPlanFilename(centerCode, date, format),
          timeoutMs: 30_000,
        }),
      MESSAGES.dayPlanDownloadFailed,
    );

  return (
    <div role="group" aria-label={MESSAGES.dayPlanTitle} className="flex flex-wrap items-center gap-2">
      {(['xlsx', 'csv'] as const).map((format) => (
        <button
          key={format}
          type="button"
          className={buttonClassName('secondary', SMALL)}
          disabled={download.isRunning}
          title={MESSAGES.downloadDayPlanLabel(format, date)}
          onClick={() => save(format)}
        >
          <Download aria-hidden className="size-4" />
          {format === 'xlsx' ? MESSAGES.downloadDayPlanXlsx : MESSAGES.downloadDayPlanCsv}
        </button>
      ))}
      <Link to={dayPlanPrintPath(date)} className={buttonClassName('secondary', SMALL)}>
        <Printer aria-hidden className="size-4" />
        {MESSAGES.printDayPlan}
      </Link>
      {quarter && (
        <Link to={quarterPrintPath(quarter, date)} className={buttonClassName('secondary', SMALL)}>
          <Printer aria-hidden className="size-4" />
          {MESSAGES.printQuarter}
        </Link>
      )}
      {download.error && (
        <p role="alert" className="w-full text-sm text-red-700">
          {download.error}
        </p>
      )}
    </div>
  );
}
