import { ROLE_BADGE_COLOURS, type Role, type RoleBadgeColour } from '@stationboard/domain/roles/roles';
import { cn } from '../../lib/cn.ts';

// Full class names, so Tailwind finds them when it scans the source.
const COLOUR_CLASSES: Record<RoleBadgeColour, string> = {
  red: 'bg-red-100 text-red-800 ring-red-200',
  purple: 'bg-purple-100 text-purple-800 ring-purple-200',
  blue: 'bg-blue-100 text-blue-800 ring-blue-200',
  green: 'bg-green-100 text-green-800 ring-green-200',
};

/** Spec 1 §2: SUDO red, ADMIN purple, MANAGER blue, VIEW green. */
export function RoleBadge({ role }: { role: Role }) {
  const colour = ROLE_BADGE_COLOURS[role];
  return (
    <span
      data-colour={colour}
      className={cn('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset', COLOUR_CLASSES[colour])}
    >
      {role}
    </span>
  );
}
