import type { AuditAction } from '@stationboard/domain/audit/audit-log';
import { cn } from '../../../lib/cn.ts';

const CREATED = 'bg-green-100 text-green-800 ring-green-600/20';
const CHANGED = 'bg-blue-100 text-blue-800 ring-blue-600/20';
const REMOVED = 'bg-red-100 text-red-800 ring-red-600/20';
const WILDCARD = 'bg-amber-100 text-amber-900 ring-amber-600/30';
const AUTOMATIC = 'bg-violet-100 text-violet-800 ring-violet-600/20';
const SKIPPED = 'bg-slate-100 text-slate-700 ring-slate-500/20';

/** Colours by what happened: green added, blue changed, red removed, amber wildcards, violet done by a machine. */
const ACTION_TONES: Record<AuditAction, string> = {
  CREATE: CREATED,
  BULK_UPLOAD: CREATED,
  TV_ASSIGNMENT_CONFIG_INITIALIZED: CREATED,
  UPDATE: CHANGED,
  MOVE: CHANGED,
  PLAN_PASTE: CHANGED,
  PLAN_COPY: CHANGED,
  PLAN_ROLL_FORWARD: CHANGED,
  PLAN_UNDO: CHANGED,
  PLAN_REDO: CHANGED,
  WEBHOOK_REDELIVER: CHANGED,
  PLAN_CLEAR: REMOVED,
  DELETE: REMOVED,
  CASCADE_DELETE: REMOVED,
  WILDCARD: WILDCARD,
  AUTO_ASSIGN_REMAINING: AUTOMATIC,
  PLAN_AUTO: AUTOMATIC,
  ROSTER_SYNC: AUTOMATIC,
  TV_BADGE_SCAN_ASSIGNMENT: AUTOMATIC,
  SKIP_INACTIVE_STATION: SKIPPED,
  LATE_SCAN_REFUSED: REMOVED,
};

export function AuditActionBadge({ action }: { action: string }) {
  const tone = ACTION_TONES[action as AuditAction] ?? SKIPPED;
  return <span className={cn('inline-flex rounded-md px-2 py-0.5 font-mono text-xs font-semibold whitespace-nowrap ring-1 ring-inset', tone)}>{action}</span>;
}
