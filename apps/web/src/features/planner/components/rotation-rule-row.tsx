import { useState } from 'react';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { NO_RELOCATION, listDestinationOptions } from '@stationboard/domain/rotations/rotation-rule-choice';
import type { Station } from '@stationboard/domain/schemas/floor-map';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { RotationRule } from '../api/get-rotation-rules.ts';
import { useRotationRuleSave } from '../hooks/use-rotation-rule-save.ts';
import { stationHandLabel } from './station-hand.ts';

export type RotationRuleRowProps = {
  centerId: string;
  station: Station;
  stations: readonly Station[];
  rules: readonly RotationRule[];
  /** MANAGER and up choose destinations. */
  canEdit: boolean;
  /** ADMIN and up remove a rule (No Relocation), spec 2 §6. */
  canRemove: boolean;
};

/**
 * One source station of the Rotations tab: where its person goes next quarter, chosen from
 * the destinations spec 2 §5 allows. A destination another rule uses stays in the list,
 * disabled, saying whose it is.
 */
export function RotationRuleRow({ centerId, station, stations, rules, canEdit, canRemove }: RotationRuleRowProps) {
  const rule = rules.find((r) => r.from_station_id === station.id) ?? null;
  const saved = rule?.to_station_id ?? NO_RELOCATION;
  const [draft, setDraft] = useState<string | null>(null);
  const choice = draft ?? saved;
  const editor = useRotationRuleSave({ centerId, station, rule, stations, rules }, () => setDraft(null));
  const options = listDestinationOptions(station, stations, rules, rule?.id);
  const isRemovalLocked = rule !== null && !canRemove;
  const selectId = `rotation-${station.id}`;

  return (
    // Below sm a row stacks in two lines, station facts then its choice and Save, so a phone never scrolls sideways (decision 124).
    <tr className="border-t border-slate-100 align-middle max-sm:grid max-sm:grid-cols-[auto_auto_1fr_auto] max-sm:items-center max-sm:gap-x-1 max-sm:py-1">
      <th scope="row" className="px-3 py-2 text-left font-semibold text-ink">
        {station.station_code}
      </th>
      <td className="px-3 py-2 text-slate-700">{stationHandLabel(station.is_right_handed)}</td>
      <td className="px-3 py-2 max-sm:col-span-2">
        {station.is_active ? (
          <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">{MESSAGES.activeBadge}</span>
        ) : (
          <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">{MESSAGES.inactiveBadge}</span>
        )}
      </td>
      <td className="px-3 py-2 max-sm:col-span-3 max-sm:pt-0">
        <label htmlFor={selectId} className="sr-only">
          {MESSAGES.destinationFor(station.station_code)}
        </label>
        <select
          id={selectId}
          value={choice}
          disabled={!canEdit || editor.isSaving}
          onChange={(event) => setDraft(event.target.value)}
          className="w-full rounded-md sm:min-w-48 border border-slate-300 bg-white px-2 py-1.5 text-sm text-ink disabled:bg-slate-50 disabled:text-ink-muted"
        >
          <option value={NO_RELOCATION} disabled={isRemovalLocked} title={isRemovalLocked ? MESSAGES.adminRequiredForRuleDelete : undefined}>
            {MESSAGES.noRelocation}
          </option>
          {rule && !options.some((option) => option.station.id === rule.to_station_id) && (
            // A rule saved before its stations changed line: shown as it is, not offered again.
            <option value={rule.to_station_id} disabled>
              {rule.to_station.station_code}
            </option>
          )}
          {options.map(({ station: destination, usedBy }) => (
            <option key={destination.id} value={destination.id} disabled={usedBy !== null} title={usedBy ? MESSAGES.destinationAlreadyUsed(usedBy) : undefined}>
              {destination.station_code}
              {destination.line_number === null ? ` ${MESSAGES.destinationNoLine}` : ''}
              {destination.is_active ? '' : ` ${MESSAGES.destinationInactive}`}
              {usedBy ? ` ${MESSAGES.destinationUsedBy(usedBy)}` : ''}
            </option>
          ))}
        </select>
        {editor.error && (
          <p role="alert" className="mt-1 max-w-md text-xs text-red-700">
            {editor.error}
          </p>
        )}
      </td>
      <td className="px-3 py-2 text-right max-sm:pt-0">
        {canEdit && (
          <Button
            variant="secondary"
            className="px-3 py-1.5"
            aria-label={MESSAGES.saveRotationFor(station.station_code)}
            disabled={choice === saved || editor.isSaving}
            onClick={() => editor.save(choice)}
          >
            {editor.isSaving && <Spinner className="size-4" />}
            {MESSAGES.save}
          </Button>
        )}
        <Modal
          isOpen={editor.sameHandDestination !== null}
          onOpenChange={(open) => !open && editor.cancelSameHand()}
          title={MESSAGES.sameHandednessTitle}
          footer={
            <>
              <Button variant="secondary" onClick={editor.cancelSameHand}>
                {MESSAGES.cancel}
              </Button>
              <Button onClick={editor.continueAnyway}>{MESSAGES.continueAnyway}</Button>
            </>
          }
        >
          {editor.sameHandDestination && (
            <p className="text-sm text-slate-700">
              {MESSAGES.sameHandednessText(station.station_code, editor.sameHandDestination.station_code, station.is_right_handed === true)}
            </p>
          )}
        </Modal>
      </td>
    </tr>
  );
}
