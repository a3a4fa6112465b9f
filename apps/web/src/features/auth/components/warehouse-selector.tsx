import { useState } from 'react';
import { DropdownMenu, Tooltip } from 'radix-ui';
import { Check, ChevronDown, Lock, Warehouse } from 'lucide-react';
import { toast } from 'sonner';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { canSwitchCenter } from '@stationboard/domain/roles/roles';
import type { FulfillmentCenter } from '@stationboard/domain/schemas/account';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useActingCenter } from '../hooks/use-acting-center.ts';
import { useAuth } from '../hooks/use-auth.ts';

const chip = 'inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-800';

/** Users who cannot switch see their own center, marked as fixed (spec 1 §2). */
function FixedCenter({ center }: { center: FulfillmentCenter | null }) {
  return (
    <Tooltip.Provider delayDuration={200}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <span tabIndex={0} className={chip} aria-label={`${center?.code ?? ''} ${MESSAGES.centerFixed} ${MESSAGES.centerAssigned}`.trim()}>
            <Warehouse aria-hidden className="size-4 text-ink-muted" />
            <span className="font-semibold">{center?.code ?? '—'}</span>
            <span className="inline-flex items-center gap-1 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-600">
              <Lock aria-hidden className="size-3" />
              {MESSAGES.centerFixed}
            </span>
            <span className="rounded bg-blue-50 px-1.5 py-0.5 text-xs font-medium text-blue-700">{MESSAGES.centerAssigned}</span>
          </span>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content side="bottom" sideOffset={6} className="z-50 rounded-md bg-slate-900 px-3 py-1.5 text-xs text-white shadow-lg">
            {MESSAGES.onlyAdminsSwitchWarehouses}
            <Tooltip.Arrow className="fill-slate-900" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}

function CenterSwitcher({ centers, current }: { centers: FulfillmentCenter[]; current: FulfillmentCenter | null }) {
  const { switchCenter } = useAuth();
  const [isSwitching, setIsSwitching] = useState(false);

  async function choose(id: string) {
    if (id === current?.id) return;
    setIsSwitching(true);
    const outcome = await switchCenter(id);
    setIsSwitching(false);
    if (!outcome.success) toast.error(outcome.error);
  }

  return (
    // Not modal, as the profile menu (decision 124).
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={`${chip} hover:bg-slate-50`} disabled={isSwitching}>
        {isSwitching ? <Spinner className="size-4 text-blue-700" /> : <Warehouse aria-hidden className="size-4 text-ink-muted" />}
        {/* The name holds what the chip shows at any width (WCAG 2.5.3, decision 124). */}
        <span className="sr-only">{`Warehouse: ${current ? `${current.code} ${current.name}` : '—'}`}</span>
        <span aria-hidden className="font-semibold">
          {current?.code ?? '—'}
        </span>
        <span aria-hidden className="hidden max-w-48 truncate text-ink-muted 2xl:inline">
          {current?.name}
        </span>
        <ChevronDown aria-hidden className="size-4 text-ink-muted" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 max-h-96 w-72 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          {centers.length === 0 ? (
            <DropdownMenu.Item disabled className="px-3 py-2 text-sm text-ink-muted">
              {MESSAGES.noWarehouses}
            </DropdownMenu.Item>
          ) : (
            <DropdownMenu.RadioGroup value={current?.id ?? ''} onValueChange={(id) => void choose(id)}>
              {centers.map((center) => (
                <DropdownMenu.RadioItem
                  key={center.id}
                  value={center.id}
                  className="flex cursor-pointer items-start gap-2 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-blue-50"
                >
                  <span className="mt-0.5 size-4 shrink-0">
                    <DropdownMenu.ItemIndicator>
                      <Check aria-hidden className="size-4 text-blue-700" />
                    </DropdownMenu.ItemIndicator>
                  </span>
                  <span className="min-w-0">
                    <span className="block font-medium text-ink">
                      {center.name} <span className="text-ink-muted">({center.code})</span>
                    </span>
                    <span className="block text-xs text-ink-muted">{center.location ?? MESSAGES.noLocation}</span>
                  </span>
                </DropdownMenu.RadioItem>
              ))}
            </DropdownMenu.RadioGroup>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** Spec 1 §2 warehouse selector: a switcher for ADMIN and SUDO, a fixed label for the rest. */
export function WarehouseSelector() {
  const { role } = useAuth();
  const { centers, center } = useActingCenter();
  if (canSwitchCenter(role?.role)) return <CenterSwitcher centers={centers} current={center} />;
  return <FixedCenter center={center} />;
}
