import type { Plan } from '@stationboard/domain/schemas/plan';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import type { PendingPaste } from '../hooks/use-plan-changes.ts';
import { PlanRejections } from './plan-rejections.tsx';

/** A paste's dry run (issue 27): how many cells would change, which could not and why; Apply writes it. */
export function PastePreviewDialog({
  pending,
  plan,
  onApply,
  onCancel,
}: {
  pending: PendingPaste | null;
  plan: Plan;
  onApply: () => void;
  onCancel: () => void;
}) {
  const preview = pending?.preview;
  return (
    <Modal
      isOpen={pending !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={MESSAGES.pastePreviewTitle}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {MESSAGES.cancel}
          </Button>
          <Button onClick={onApply} disabled={!preview || preview.applied.length === 0}>
            {MESSAGES.applyPaste}
          </Button>
        </>
      }
    >
      {preview && (
        <div className="space-y-3 text-sm text-slate-800">
          <p>{MESSAGES.pasteWillChange(preview.applied.length)}</p>
          {preview.rejected.length > 0 && <PlanRejections rejected={preview.rejected} stations={plan.stations} quarters={plan.quarters} />}
        </div>
      )}
    </Modal>
  );
}
