import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { hasMinimumRole } from '@stationboard/domain/roles/roles';
import type { FulfillmentCenter } from '@stationboard/domain/schemas/account';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { useFulfillmentCenters } from '../../../lib/api/get-fulfillment-centers.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { switchFulfillmentCenter } from '../../../lib/api/switch-fulfillment-center.ts';
import { failureText } from '../../../lib/failure-text.ts';
import { deleteFulfillmentCenter } from '../api/delete-fulfillment-center.ts';
import { updateFulfillmentCenter } from '../api/update-fulfillment-center.ts';
import { FacilityCard } from './facility-card.tsx';
import { FacilityFormDialog } from './facility-form-dialog.tsx';
import type { PlannerTabProps } from './tab-props.ts';

/** Which form is open: a new center, one being edited, or none. */
type FormState = { center: FulfillmentCenter | null } | null;

/**
 * Spec 2 §2 Facilities tab: the centers this person may see (all for ADMIN and SUDO). ADMIN
 * and up select, add and edit; only SUDO activates, deactivates and deletes (spec 2 §6).
 */
export function FacilitiesTab({ centerId, role }: PlannerTabProps) {
  const queryClient = useQueryClient();
  const centers = useFulfillmentCenters({ enabled: true });
  const [form, setForm] = useState<FormState>(null);
  const [deleting, setDeleting] = useState<FulfillmentCenter | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const canSwitchAndEdit = hasMinimumRole(role, 'ADMIN');
  const canToggleAndDelete = role === 'SUDO';
  const reloadCenters = () => queryClient.invalidateQueries({ queryKey: queryKeys.fulfillmentCenters() });

  // A successful switch reloads the role and clears every cache, which starts this tab afresh.
  const select = useMutation({
    mutationFn: switchFulfillmentCenter,
    onMutate: () => setActionError(null),
    onError: (error) => setActionError(failureText(error, MESSAGES.centerSwitchFailed)),
  });
  const toggle = useMutation({
    mutationFn: (center: FulfillmentCenter) => updateFulfillmentCenter({ centerId: center.id, input: { is_active: !center.is_active } }),
    onMutate: () => setActionError(null),
    onSuccess: reloadCenters,
    onError: (error) => setActionError(failureText(error, MESSAGES.centerStatusUpdateFailed)),
  });

  async function confirmDelete(center: FulfillmentCenter) {
    try {
      await deleteFulfillmentCenter(center.id);
    } catch (error) {
      throw new Error(failureText(error, MESSAGES.deleteCenterFailed), { cause: error });
    }
    await reloadCenters();
  }

  if (centers.error) return <Alert tone="error">{failureText(centers.error, MESSAGES.fulfillmentCentersFailed)}</Alert>;
  if (!centers.data) return <LoadingBlock />;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">{canSwitchAndEdit ? MESSAGES.facilitiesIntroSwitch : MESSAGES.facilitiesIntroOwn}</p>
        {canSwitchAndEdit && (
          <Button onClick={() => setForm({ center: null })}>
            <Plus aria-hidden className="size-4" />
            {MESSAGES.addFulfillmentCenter}
          </Button>
        )}
      </div>
      {actionError && <Alert tone="error">{actionError}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {centers.data.map((center) => (
          <FacilityCard
            key={center.id}
            center={center}
            isCurrent={center.id === centerId}
            canSwitchAndEdit={canSwitchAndEdit}
            canToggleAndDelete={canToggleAndDelete}
            isSwitching={select.isPending && select.variables === center.id}
            isToggling={toggle.isPending && toggle.variables.id === center.id}
            onSelect={() => select.mutate(center.id)}
            onEdit={() => setForm({ center })}
            onToggleActive={() => toggle.mutate(center)}
            onDelete={() => setDeleting(center)}
          />
        ))}
      </div>
      {form && <FacilityFormDialog center={form.center} onClose={() => setForm(null)} />}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? MESSAGES.deleteItem(deleting.code) : MESSAGES.deleteFulfillmentCenter}
        confirmLabel={MESSAGES.deleteCenter}
        onConfirm={() => (deleting ? confirmDelete(deleting) : Promise.resolve())}
      >
        {deleting && MESSAGES.deleteCenterWarning(deleting.name, deleting.code)}
      </ConfirmDialog>
    </div>
  );
}
