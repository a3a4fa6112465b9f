import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Power } from 'lucide-react';
import type { LineActivationPreview } from '@stationboard/domain/schemas/line-activation';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { lineActivationQueryOptions, setLineActive, type QuarterNow } from '../../lib/api/line-activation.ts';
import { failureText } from '../../lib/failure-text.ts';
import { MESSAGES } from '../../lib/i18n/messages.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export type LineActivationButtonProps = {
  centerId: string;
  lineNumber: number;
  /** Some station of the line is on: the button switches the line off. */
  isAnyActive: boolean;
  /** The quarter the screen calls "now", for the count of people assigned there. */
  now: QuarterNow;
  /** The button's text; "Deactivate Line 2" / "Activate Line 2" unless the screen names the line already. */
  text?: string;
  variant?: 'primary' | 'secondary';
  className?: string;
};

const codes = (stations: readonly { station_code: string }[]) => stations.map((st) => st.station_code).join(', ');

/** What the confirmation says the switch will do (decision 137). */
function Consequences({ preview }: { preview: LineActivationPreview }) {
  const indirect = preview.stations.filter((st) => st.is_indirect).length;
  const list = <p className="text-xs text-ink-muted">{codes(preview.stations)}</p>;
  if (preview.action === 'deactivate') {
    return (
      <div className="space-y-2">
        <p>{MESSAGES.lineStationsGoOff(preview.stations.length)}</p>
        {list}
        {indirect > 0 && <p>{MESSAGES.lineIndirectRolesAmong(indirect)}</p>}
        <p className="font-semibold text-ink">{MESSAGES.linePeopleAssignedNow(preview.assigned_now, preview.quarter_name)}</p>
      </div>
    );
  }
  if (preview.action === 'restore') {
    return (
      <div className="space-y-2">
        <p>{MESSAGES.lineStationsRestored(preview.stations.length)}</p>
        {list}
        {preview.kept_off.length > 0 && (
          <>
            <p>{MESSAGES.lineStationsKeptOff(preview.kept_off.length)}</p>
            <p className="text-xs text-ink-muted">{codes(preview.kept_off)}</p>
          </>
        )}
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <p>{MESSAGES.lineStationsAllOn(preview.stations.length)}</p>
      {list}
    </div>
  );
}

/**
 * Spec 2 §4 Activate/Deactivate Line on the quarter view's line tabs and the Stations tab
 * (issue 25): it asks first, naming what the switch changes, then switches the whole line in
 * one call. Activate brings back what the line's last deactivation switched off.
 */
export function LineActivationButton({ centerId, lineNumber, isAnyActive, now, text, variant, className }: LineActivationButtonProps) {
  const queryClient = useQueryClient();
  const [isOpen, setIsOpen] = useState(false);
  const preview = useQuery({ ...lineActivationQueryOptions({ centerId, lineNumber, now }), enabled: isOpen });
  const deactivate = preview.data ? preview.data.action === 'deactivate' : isAnyActive;
  const label = MESSAGES.activationItem(deactivate, MESSAGES.lineLabel(lineNumber));

  async function confirm() {
    try {
      await setLineActive({ centerId, lineNumber, isActive: !deactivate });
    } catch (caught) {
      throw new Error(failureText(caught, MESSAGES.lineStatusUpdateFailed), { cause: caught });
    } finally {
      // Counters count active stations only, so they change with the line.
      await Promise.all(
        [queryKeys.stationsOfCenter(centerId), queryKeys.dashboardOfCenter(centerId)].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    }
  }

  return (
    <>
      <Button variant={variant ?? (isAnyActive ? 'secondary' : 'primary')} className={className} onClick={() => setIsOpen(true)}>
        <Power aria-hidden className="size-4" />
        {text ?? MESSAGES.activationItem(isAnyActive, MESSAGES.lineLabel(lineNumber))}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={setIsOpen}
        title={MESSAGES.lineActivationTitle(deactivate, lineNumber)}
        confirmLabel={label}
        confirmVariant={deactivate ? 'danger' : 'primary'}
        isConfirmDisabled={!preview.data || preview.data.action === 'none'}
        onConfirm={confirm}
      >
        {preview.data ? (
          <Consequences preview={preview.data} />
        ) : preview.isError ? (
          <Alert tone="error">{failureText(preview.error, MESSAGES.lineActivationPreviewFailed)}</Alert>
        ) : (
          <p className="flex items-center gap-2 text-slate-600">
            <Spinner className="size-4" /> {MESSAGES.loading}
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
