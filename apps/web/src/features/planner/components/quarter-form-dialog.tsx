import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { formatDuration, formatHHMM, normalizeTime, quarterDurationMinutes, timeToMinutes } from '@stationboard/domain/quarters/time';
import { QUARTER_MAX_HOURS, QUARTER_SHIFTS, quarterInputSchema, shiftLabel } from '@stationboard/domain/schemas/quarter';
import { QUARTER_NUMBER_MAX, QUARTER_NUMBER_MIN } from '@stationboard/domain/schemas/quarter-record';
import { type Quarter } from '@stationboard/domain/schemas/quarter-record';
import { FormModal } from '../../../components/ui/form-modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { createQuarter } from '../api/create-quarter.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { updateQuarter } from '../api/update-quarter.ts';

type Draft = { quarter_name: string; quarter_number: string; start_time: string; end_time: string; shift: string };

export type QuarterFormDialogProps = {
  centerId: string;
  /** The quarter being edited; null creates one numbered `defaultNumber`. */
  quarter: Quarter | null;
  defaultNumber: number;
  onClose: () => void;
};

function initialDraft(quarter: Quarter | null, defaultNumber: number): Draft {
  if (!quarter) return { quarter_name: '', quarter_number: String(defaultNumber), start_time: '', end_time: '', shift: '' };
  return {
    quarter_name: quarter.quarter_name,
    quarter_number: String(quarter.quarter_number),
    // <input type="time"> shows HH:MM; the schema adds the seconds back when saving.
    start_time: formatHHMM(quarter.start_time),
    end_time: formatHHMM(quarter.end_time),
    // A stored shift the form cannot save (overnight, weekend) has to be chosen again.
    shift: (QUARTER_SHIFTS as readonly string[]).includes(quarter.shift) ? quarter.shift : '',
  };
}

/** What the duration line says while times are typed (decision 010: an earlier end runs past midnight; decision 136: at most 16 hours). */
function durationText(start: string, end: string): { text: string; isValid: boolean } | null {
  if (normalizeTime(start) === null || normalizeTime(end) === null) return null;
  const minutes = quarterDurationMinutes(start, end);
  if (minutes === null) return { text: MESSAGES.quarterEndEqualsStart, isValid: false };
  const text = MESSAGES.quarterDuration(formatDuration(minutes), timeToMinutes(end) < timeToMinutes(start));
  // Decision 136: 05:00–04:00 is a mistyped time, not a 23-hour quarter.
  if (minutes > QUARTER_MAX_HOURS * 60) return { text: `${text}. ${MESSAGES.quarterTooLong(QUARTER_MAX_HOURS)}`, isValid: false };
  return { text, isValid: true };
}

/** The Create and Edit Quarter modal (spec 2 §5 quarter rules), for ADMIN and up. */
export function QuarterFormDialog({ centerId, quarter, defaultNumber, onClose }: QuarterFormDialogProps) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => initialDraft(quarter, defaultNumber));
  const duration = durationText(draft.start_time, draft.end_time);
  const set = (field: keyof Draft) => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [field]: event.target.value }));
  const form = useFormSubmit({
    schema: quarterInputSchema,
    values: { ...draft, fulfillment_center_id: centerId },
    invalidText: MESSAGES.requiredFieldsMissing,
    failedText: MESSAGES.saveQuarterFailed,
    save: async (input) => {
      await (quarter ? updateQuarter({ quarterId: quarter.id, input }) : createQuarter(input));
      await queryClient.invalidateQueries({ queryKey: queryKeys.quarters(centerId) });
      onClose();
    },
  });

  return (
    <FormModal
      form={form}
      title={quarter ? MESSAGES.editItem(quarter.quarter_name) : MESSAGES.createQuarter}
      submitLabel={quarter ? MESSAGES.saveQuarter : MESSAGES.createQuarter}
      onOpenChange={(open) => !open && !form.isSaving && onClose()}
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <TextField label={MESSAGES.nameRequiredLabel} value={draft.quarter_name} onChange={set('quarter_name')} placeholder="Q9" autoFocus />
        <TextField
          label={MESSAGES.numberLabel}
          type="number"
          min={QUARTER_NUMBER_MIN}
          max={QUARTER_NUMBER_MAX}
          step={1}
          value={draft.quarter_number}
          onChange={set('quarter_number')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={MESSAGES.startTimeLabel} type="time" value={draft.start_time} onChange={set('start_time')} />
        <TextField label={MESSAGES.endTimeLabel} type="time" value={draft.end_time} onChange={set('end_time')} />
      </div>
      {duration && (
        <p role="status" className={duration.isValid ? 'text-sm text-slate-700' : 'text-sm font-medium text-red-700'}>
          {duration.text}
        </p>
      )}
      <div>
        <label htmlFor="quarter-shift" className="block text-sm font-medium text-slate-800">
          {MESSAGES.shiftLabel}
        </label>
        <select
          id="quarter-shift"
          value={draft.shift}
          onChange={set('shift')}
          className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-ink shadow-sm"
        >
          <option value="" disabled>
            {MESSAGES.chooseShift}
          </option>
          {QUARTER_SHIFTS.map((shift) => (
            <option key={shift} value={shift}>
              {shiftLabel(shift)}
            </option>
          ))}
        </select>
      </div>
    </FormModal>
  );
}
