import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { Clock, MapPin, Pencil, Power, Trash2 } from 'lucide-react';
import type { FulfillmentCenter } from '@stationboard/domain/schemas/account';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';

export type FacilityCardProps = {
  center: FulfillmentCenter;
  /** The center the signed-in person works on now. */
  isCurrent: boolean;
  /** ADMIN and up switch centers and edit them; SUDO alone toggles and deletes (spec 2 §6). */
  canSwitchAndEdit: boolean;
  canToggleAndDelete: boolean;
  isSwitching: boolean;
  isToggling: boolean;
  onSelect: () => void;
  onEdit: () => void;
  onToggleActive: () => void;
  onDelete: () => void;
};

/** One fulfillment center of the Facilities tab (spec 2 §2) with the actions the role allows. */
export function FacilityCard(props: FacilityCardProps) {
  const { center, isCurrent, canSwitchAndEdit, canToggleAndDelete, isSwitching, isToggling } = props;
  return (
    <article
      aria-label={`${center.name} (${center.code})`}
      className={cn('flex flex-col rounded-xl border bg-white p-4 shadow-sm', isCurrent ? 'border-blue-400 ring-1 ring-blue-200' : 'border-slate-200')}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="truncate text-base font-semibold text-ink">{center.name}</h3>
          <p className="font-mono text-sm font-semibold text-slate-600">{center.code}</p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          {center.is_active ? (
            <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">{MESSAGES.activeBadge}</span>
          ) : (
            <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">{MESSAGES.inactiveBadge}</span>
          )}
          {isCurrent && <span className="rounded-full bg-blue-100 px-2 py-0.5 text-xs font-semibold text-blue-800">{MESSAGES.currentBadge}</span>}
        </div>
      </div>
      <dl className="mt-3 mb-4 space-y-1 text-sm text-slate-700">
        <div className="flex gap-2">
          <dt>
            <MapPin aria-label={MESSAGES.locationLabel} className="mt-0.5 size-4 text-slate-400" />
          </dt>
          <dd>
            {center.location ?? <span className="text-ink-muted">{MESSAGES.noLocation}</span>}
            {center.address && <span className="block text-ink-muted">{center.address}</span>}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt>
            <Clock aria-label={MESSAGES.timezoneLabel} className="mt-0.5 size-4 text-slate-400" />
          </dt>
          <dd>{center.timezone}</dd>
        </div>
      </dl>
      {(canSwitchAndEdit || canToggleAndDelete) && (
        <div className="mt-auto flex flex-wrap gap-2 border-t border-slate-100 pt-3">
          {canSwitchAndEdit && (
            <>
              <Button
                className="px-3 py-1.5"
                disabled={isCurrent || !center.is_active || isSwitching}
                title={!center.is_active ? MESSAGES.activateCenterFirst : undefined}
                aria-label={MESSAGES.selectItem(center.code)}
                onClick={props.onSelect}
              >
                {isSwitching && <Spinner className="size-4" />}
                {MESSAGES.select}
              </Button>
              <Button variant="secondary" className="px-3 py-1.5" aria-label={MESSAGES.editItem(center.code)} onClick={props.onEdit}>
                <Pencil aria-hidden className="size-4" />
                {MESSAGES.edit}
              </Button>
            </>
          )}
          {canToggleAndDelete && (
            <>
              <Button
                variant="secondary"
                className="px-3 py-1.5"
                disabled={isToggling}
                aria-label={MESSAGES.activationItem(center.is_active, center.code)}
                onClick={props.onToggleActive}
              >
                {isToggling ? <Spinner className="size-4" /> : <Power aria-hidden className="size-4" />}
                {MESSAGES.activationButton(center.is_active)}
              </Button>
              <Button
                variant="secondary"
                className="px-3 py-1.5 text-red-700"
                disabled={isCurrent}
                title={isCurrent ? MESSAGES.selectAnotherCenterFirst : undefined}
                aria-label={MESSAGES.deleteItem(center.code)}
                onClick={props.onDelete}
              >
                <Trash2 aria-hidden className="size-4" />
                {MESSAGES.delete}
              </Button>
            </>
          )}
        </div>
      )}
    </article>
  );
}
