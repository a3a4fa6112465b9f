import { useState } from 'react';
import { DropdownMenu } from 'radix-ui';
import { ChevronDown, CircleUserRound, LogOut, RefreshCw } from 'lucide-react';
import { toast } from 'sonner';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { RoleBadge } from '../../../components/ui/role-badge.tsx';
import { useAuth } from '../hooks/use-auth.ts';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[disabled]:opacity-50 data-[highlighted]:bg-slate-100';

/** Spec 1 §2 profile menu: who is signed in, their role, Refresh Role and Sign Out. */
export function ProfileMenu() {
  const { user, role, refreshRole, signOut } = useAuth();
  const [isRefreshing, setIsRefreshing] = useState(false);
  const employeeId = role?.employee_id ?? user?.email.split('@')[0] ?? '';

  async function handleRefresh() {
    setIsRefreshing(true);
    const outcome = await refreshRole();
    setIsRefreshing(false);
    if (!outcome.success) toast.error(outcome.error);
  }

  return (
    // Not modal: a modal menu hides the page from screen readers while its links stay focusable (decision 124).
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100">
        <CircleUserRound aria-hidden className="size-6 text-ink-muted" />
        {/* The name holds the ID the button shows from xl up (WCAG 2.5.3, decision 124). */}
        <span className="sr-only">{`Profile: ${employeeId}`}</span>
        <span aria-hidden className="hidden max-w-32 truncate xl:inline">
          {employeeId}
        </span>
        <ChevronDown aria-hidden className="size-4 text-ink-muted" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-50 w-64 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
          <div className="px-3 py-2">
            {/* Who is signed in, not a heading of the menu: plain lines, not paragraphs styled as one (axe p-as-heading). */}
            <div className="font-semibold text-ink">{employeeId}</div>
            <div className="truncate text-xs text-ink-muted">{user?.email}</div>
            <div className="mt-2">
              {role?.role ? <RoleBadge role={role.role} /> : <span className="text-xs font-medium text-amber-700">{MESSAGES.accountPendingTitle}</span>}
            </div>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={itemClass} disabled={isRefreshing} onSelect={() => void handleRefresh()}>
            <RefreshCw aria-hidden className={isRefreshing ? 'size-4 animate-spin' : 'size-4'} />
            {MESSAGES.refreshRole}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => void signOut()}>
            <LogOut aria-hidden className="size-4" />
            {MESSAGES.signOut}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
