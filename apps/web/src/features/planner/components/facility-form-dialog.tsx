import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { DEFAULT_TIME_ZONE } from '@stationboard/domain/quarters/local-time';
import type { FulfillmentCenter } from '@stationboard/domain/schemas/account';
import { CENTER_CODE_MAX_LENGTH, TIMEZONE_GROUPS, fulfillmentCenterCreateSchema } from '@stationboard/domain/schemas/fulfillment-center-input';
import { FormModal } from '../../../components/ui/form-modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { createFulfillmentCenter } from '../api/create-fulfillment-center.ts';
import { updateFulfillmentCenter } from '../api/update-fulfillment-center.ts';

type Draft = { name: string; code: string; location: string; address: string; timezone: string };

const LISTED_ZONES = new Set(TIMEZONE_GROUPS.flatMap((group) => group.zones.map((zone) => zone.value)));

export type FacilityFormDialogProps = {
  /** The center being edited; null adds one. */
  center: FulfillmentCenter | null;
  onClose: () => void;
};

/** The Add and Edit Fulfillment Center modal (spec 2 §2, §5), for ADMIN and up. */
export function FacilityFormDialog({ center, onClose }: FacilityFormDialogProps) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => ({
    name: center?.name ?? '',
    code: center?.code ?? '',
    location: center?.location ?? '',
    address: center?.address ?? '',
    timezone: center?.timezone ?? DEFAULT_TIME_ZONE,
  }));
  const set = (field: keyof Draft) => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [field]: event.target.value }));
  const form = useFormSubmit({
    schema: fulfillmentCenterCreateSchema,
    values: draft,
    invalidText: MESSAGES.nameAndCodeRequired,
    failedText: center ? MESSAGES.updateCenterFailed : MESSAGES.createCenterFailed,
    save: async (input) => {
      await (center ? updateFulfillmentCenter({ centerId: center.id, input }) : createFulfillmentCenter(input));
      await queryClient.invalidateQueries({ queryKey: queryKeys.fulfillmentCenters() });
      onClose();
    },
  });

  return (
    <FormModal
      form={form}
      title={center ? MESSAGES.editItem(center.name) : MESSAGES.addFulfillmentCenter}
      submitLabel={center ? MESSAGES.saveChanges : MESSAGES.addCenter}
      onOpenChange={(open) => !open && !form.isSaving && onClose()}
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_9rem]">
        <TextField label={MESSAGES.nameRequiredLabel} value={draft.name} onChange={set('name')} placeholder={MESSAGES.centerNamePlaceholder} autoFocus />
        {/* Spec 2 §5: the code is uppercased as it is typed. */}
        <TextField
          label={MESSAGES.codeRequiredLabel}
          value={draft.code}
          maxLength={CENTER_CODE_MAX_LENGTH}
          onChange={(event) => setDraft((d) => ({ ...d, code: event.target.value.toUpperCase() }))}
          placeholder="GEG1"
          hint={MESSAGES.centerCodeHint(CENTER_CODE_MAX_LENGTH)}
        />
      </div>
      <TextField label={MESSAGES.locationLabel} value={draft.location} onChange={set('location')} placeholder={MESSAGES.centerLocationPlaceholder} />
      <TextField label={MESSAGES.addressLabel} value={draft.address} onChange={set('address')} />
      <div>
        <label htmlFor="facility-timezone" className="block text-sm font-medium text-slate-800">
          {MESSAGES.timezoneLabel}
        </label>
        <select
          id="facility-timezone"
          value={draft.timezone}
          onChange={set('timezone')}
          className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-ink shadow-sm"
        >
          {/* A center set up with a zone outside the list keeps it. */}
          {!LISTED_ZONES.has(draft.timezone) && <option value={draft.timezone}>{draft.timezone}</option>}
          {TIMEZONE_GROUPS.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.zones.map((zone) => (
                <option key={zone.value} value={zone.value}>
                  {`${zone.label} — ${zone.value}`}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
    </FormModal>
  );
}
