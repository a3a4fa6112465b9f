import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { ACTIONS_CELL } from '../../../components/ui/table-actions-cell.ts';
import { cn } from '../../../lib/cn.ts';

/** A planner table's header row: one column per label, then an unlabelled Actions column when the rows carry buttons. */
export function ColumnHeads({ labels, hasActions, cellClassName = 'px-4 py-2' }: { labels: readonly string[]; hasActions: boolean; cellClassName?: string }) {
  return (
    <tr>
      {labels.map((label) => (
        <th key={label} scope="col" className={cellClassName}>
          {label}
        </th>
      ))}
      {hasActions && (
        <th scope="col" className={cn(cellClassName, ACTIONS_CELL)}>
          <span className="sr-only">{MESSAGES.actions}</span>
        </th>
      )}
    </tr>
  );
}
