import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AppError } from '@stationboard/domain/errors/app-error';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { hasSameHandedness } from '@stationboard/domain/rotations/rotation-destination';
import { NO_RELOCATION, checkRotationRuleChoice } from '@stationboard/domain/rotations/rotation-rule-choice';
import type { Station } from '@stationboard/domain/schemas/floor-map';
import { failureText } from '../../../lib/failure-text.ts';
import { createRotationRule } from '../api/create-rotation-rule.ts';
import { deleteRotationRule } from '../api/delete-rotation-rule.ts';
import type { RotationRule } from '../api/get-rotation-rules.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { updateRotationRule } from '../api/update-rotation-rule.ts';

type SaveTarget = { centerId: string; station: Station; rule: RotationRule | null; stations: readonly Station[]; rules: readonly RotationRule[] };

const detailOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Saving one station's rotation choice (spec 2 §4, §5, §8): the domain checks first, then the
 * Same Handedness confirmation, then POST, PUT or, for No Relocation, DELETE. A 409 means this
 * screen's rules are stale: the server's text is shown and the rules are reloaded.
 * `onSettled` runs once the station's row should show the saved (or reloaded) rule again.
 */
export function useRotationRuleSave({ centerId, station, rule, stations, rules }: SaveTarget, onSettled: () => void) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  /** The destination waiting for Continue Anyway. */
  const [sameHandDestination, setSameHandDestination] = useState<Station | null>(null);

  const reloadRules = () => queryClient.invalidateQueries({ queryKey: queryKeys.rotationRules(centerId) });

  async function persist(destination: string) {
    setIsSaving(true);
    setError(null);
    try {
      if (destination === NO_RELOCATION) {
        if (rule) await deleteRotationRule(rule.id);
      } else if (rule) {
        await updateRotationRule({ ruleId: rule.id, toStationId: destination, lineNumber: station.line_number, centerId });
      } else {
        await createRotationRule({ fromStationId: station.id, toStationId: destination, lineNumber: station.line_number, centerId });
      }
      await reloadRules();
      onSettled();
    } catch (caught) {
      if (destination === NO_RELOCATION) {
        setError(MESSAGES.deleteRotationRuleFailed(detailOf(caught)));
      } else if (caught instanceof AppError && caught.status === 409) {
        setError(failureText(caught, MESSAGES.rotationRuleExists));
        await Promise.all([reloadRules(), queryClient.invalidateQueries({ queryKey: queryKeys.stationList(centerId) })]);
        onSettled();
      } else {
        setError(MESSAGES.saveRotationRuleFailed(detailOf(caught)));
      }
    } finally {
      setIsSaving(false);
    }
  }

  function save(destination: string) {
    const problem = checkRotationRuleChoice({ fromStationId: station.id, destination, stations, rules, editedRuleId: rule?.id });
    if (problem) {
      setError(problem);
      return;
    }
    const to = stations.find((s) => s.id === destination);
    if (to && hasSameHandedness(station, to)) {
      setSameHandDestination(to);
      return;
    }
    void persist(destination);
  }

  return {
    error,
    isSaving,
    save,
    sameHandDestination,
    continueAnyway() {
      if (!sameHandDestination) return;
      setSameHandDestination(null);
      void persist(sameHandDestination.id);
    },
    cancelSameHand: () => setSameHandDestination(null),
  };
}
