import { useId, useState } from 'react';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import type { Station } from '@stationboard/domain/schemas/floor-map';
import { stationCreateSchema, type StationCreateInput } from '@stationboard/domain/schemas/station';
import { LINE_NUMBERS } from '@stationboard/domain/stations/station-kind';
import { FormModal } from '../../../components/ui/form-modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { createStation } from '../api/create-station.ts';
import { useStationRecord } from '../api/get-station-record.ts';
import { useStationTypes } from '../api/get-station-types.ts';
import { updateStation } from '../api/update-station.ts';
import { StationHelpPopover } from './station-help-popover.tsx';
import { useSkills } from '../../../lib/api/skills.ts';

type Hand = '' | 'right' | 'left';

const HAND_VALUES: Record<Hand, boolean | null> = { '': null, right: true, left: false };

const handOf = (isRightHanded: boolean | null): Hand => (isRightHanded === null ? '' : isRightHanded ? 'right' : 'left');

const SELECT_CLASS = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-ink shadow-sm';

export type StationFormDialogProps = {
  centerId: string;
  /** The station to edit; null adds a new one. */
  station: Station | null;
  onOpenChange: (open: boolean) => void;
  onSaved: () => Promise<unknown>;
};

/**
 * Spec 2 §2 Add and Edit Station modals, checked with the API's own schema (spec 2 §5): code
 * (trimmed) and type required, line 1-4 or none, hand used optional. Mounted while open, so
 * each opening starts from the station's saved values.
 */
export function StationFormDialog({ centerId, station, onOpenChange, onSaved }: StationFormDialogProps) {
  const types = useStationTypes(centerId, { enabled: true });
  const [code, setCode] = useState(station?.station_code ?? '');
  const [typeId, setTypeId] = useState(station?.station_type_id ?? '');
  const [line, setLine] = useState(station?.line_number == null ? '' : String(station.line_number));
  const [hand, setHand] = useState<Hand>(handOf(station?.is_right_handed ?? null));
  const [isManual, setIsManual] = useState(station?.is_manual ?? false);
  // Issue 15: the skills the station requires; null until changed (an edit then keeps the saved ones).
  const skills = useSkills(centerId);
  const record = useStationRecord(station?.id ?? null);
  const [skillIds, setSkillIds] = useState<string[] | null>(null);
  const shownSkillIds = skillIds ?? record.data?.required_skills.map((skill) => skill.id) ?? [];
  const toggleSkill = (id: string, on: boolean) => setSkillIds(on ? [...shownSkillIds, id] : shownSkillIds.filter((other) => other !== id));
  const handId = useId();
  const form = useFormSubmit({
    schema: stationCreateSchema,
    values: {
      station_code: code,
      station_type_id: typeId,
      line_number: line,
      is_manual: isManual,
      is_right_handed: HAND_VALUES[hand],
      fulfillment_center_id: centerId,
      ...(skillIds !== null && { skill_ids: skillIds }),
    },
    invalidText: MESSAGES.requiredFieldsMissing,
    failedText: station ? MESSAGES.updateStationFailed : MESSAGES.createStationFailed,
    save: async (input) => {
      await save(station, input);
      await onSaved();
      onOpenChange(false);
    },
  });

  return (
    <FormModal
      form={form}
      title={station ? MESSAGES.editStation : MESSAGES.addStation}
      submitLabel={station ? MESSAGES.saveChanges : MESSAGES.addStation}
      onOpenChange={onOpenChange}
    >
      <TextField label={MESSAGES.stationCodeRequiredLabel} value={code} onChange={(event) => setCode(event.target.value)} autoComplete="off" autoFocus />
      <label className="block text-sm font-medium text-slate-800">
        {MESSAGES.stationTypeRequiredLabel}
        <select value={typeId} onChange={(event) => setTypeId(event.target.value)} className={SELECT_CLASS}>
          <option value="">{types.isPending ? MESSAGES.loading : MESSAGES.selectStationType}</option>
          {types.data?.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </select>
      </label>
      <div className="grid grid-cols-2 gap-4">
        <label className="block text-sm font-medium text-slate-800">
          {MESSAGES.columnLine}
          <select value={line} onChange={(event) => setLine(event.target.value)} className={SELECT_CLASS}>
            <option value="">{MESSAGES.noLine}</option>
            {LINE_NUMBERS.map((n) => (
              <option key={n} value={String(n)}>
                {MESSAGES.lineLabel(n)}
              </option>
            ))}
          </select>
        </label>
        <div>
          <span className="flex items-center gap-1 text-sm font-medium text-slate-800">
            <label htmlFor={handId}>{MESSAGES.handUsedLabel}</label>
            <StationHelpPopover topic={MESSAGES.handUsedLabel}>{MESSAGES.handUsedHelp}</StationHelpPopover>
          </span>
          <select id={handId} value={hand} onChange={(event) => setHand(event.target.value as Hand)} className={SELECT_CLASS}>
            <option value="">{MESSAGES.notSet}</option>
            <option value="right">{MESSAGES.handRight}</option>
            <option value="left">{MESSAGES.handLeft}</option>
          </select>
        </div>
      </div>
      <div className="flex items-center gap-1">
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input type="checkbox" checked={isManual} onChange={(event) => setIsManual(event.target.checked)} className="size-4 rounded border-slate-300" />
          {MESSAGES.manualStationLabel}
        </label>
        <StationHelpPopover topic={MESSAGES.manualStationLabel}>{MESSAGES.manualStationHelp}</StationHelpPopover>
      </div>
      {skills.data && skills.data.length > 0 && (
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{MESSAGES.requiredSkillsField}</legend>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {skills.data.map((skill) => (
              <label key={skill.id} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  checked={shownSkillIds.includes(skill.id)}
                  onChange={(event) => toggleSkill(skill.id, event.target.checked)}
                  className="size-4 rounded border-slate-300"
                />
                {skill.name}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </FormModal>
  );
}

async function save(station: Station | null, input: StationCreateInput): Promise<void> {
  if (station) await updateStation(station.id, input);
  else await createStation(input);
}
