import { MESSAGES } from '../../../lib/i18n/messages.ts';
import type { AuditSummary } from '../api/get-audit-summary.ts';
import { AuditActionBadge } from './audit-action-badge.tsx';

type AuditSummaryCountersProps = {
  summary: AuditSummary;
  /** The action filter in force, shown pressed. */
  activeAction: string | undefined;
  onPickAction: (action: string) => void;
};

/**
 * How many entries the whole log holds, per action, most frequent first. Each count is a
 * shortcut to that action's filter; pressing the active one again clears it.
 */
export function AuditSummaryCounters({ summary, activeAction, onPickAction }: AuditSummaryCountersProps) {
  const byAction = Object.entries(summary.by_action).sort(([a, m], [b, n]) => n - m || a.localeCompare(b));
  return (
    <section aria-label={MESSAGES.auditLogSummary} className="flex flex-wrap items-center gap-2 text-sm">
      <span className="mr-2 text-slate-600">
        <span className="text-lg font-bold text-ink tabular-nums">{summary.total}</span> {MESSAGES.auditEntriesInAll(summary.total)}
      </span>
      {byAction.map(([action, count]) => {
        const isActive = action === activeAction;
        return (
          <button
            key={action}
            type="button"
            aria-pressed={isActive}
            onClick={() => onPickAction(isActive ? '' : action)}
            className="inline-flex items-center gap-1.5 rounded-lg border border-slate-200 bg-white px-2 py-1 shadow-sm hover:border-slate-300 aria-pressed:border-blue-600 aria-pressed:ring-1 aria-pressed:ring-blue-600"
          >
            {/* Named by its text, "UPDATE 12": a name that is not what is shown fails axe's label-content-name-mismatch. */}
            <AuditActionBadge action={action} /> <span className="font-semibold text-slate-800 tabular-nums">{count}</span>
          </button>
        );
      })}
    </section>
  );
}
