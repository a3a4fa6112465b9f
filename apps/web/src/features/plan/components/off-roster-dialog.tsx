import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import type { OffRosterAsk } from '../hooks/use-plan-grid.ts';

/** Decision 153: a cell typed with someone off the roster day is written only once the manager says so. */
export function OffRosterDialog({ asking, onConfirm, onCancel }: { asking: OffRosterAsk | null; onConfirm: () => void; onCancel: () => void }) {
  return (
    <Modal
      isOpen={asking !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={MESSAGES.assignAnyway}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {MESSAGES.cancel}
          </Button>
          <Button onClick={onConfirm}>{MESSAGES.assignAnyway}</Button>
        </>
      }
    >
      {asking && <p className="text-sm text-slate-800">{MESSAGES.offRosterQuestion(asking.person, asking.mark)}</p>}
    </Modal>
  );
}
