import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { AppError } from '@stationboard/domain/errors/app-error';
import { MESSAGES } from '../../../lib/i18n/messages.ts';
import { hasMoreCriticalStationsThanAttendance, maximumAttendanceSchema } from '@stationboard/domain/schemas/maximum-attendance';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useCenterConfig, type CenterConfig } from '../../../lib/api/get-center-config.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { failureText } from '../../../lib/failure-text.ts';
import { useAsyncAction } from '../../../lib/use-async-action.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { createAttendanceConfig } from '../api/create-attendance-config.ts';
import { updateMaximumAttendance } from '../api/update-maximum-attendance.ts';
import { StationsPanel } from './stations-panel.tsx';

type AttendanceThresholdProps = { centerId: string; criticalCount: number; canEdit: boolean };

/**
 * Spec 2 §2 Maximum Attendance Threshold: the TV badge scan stops assigning once this many
 * people are checked in. Kept in the center's TV config, which a center may not have yet.
 */
export function AttendanceThreshold({ centerId, criticalCount, canEdit }: AttendanceThresholdProps) {
  const config = useCenterConfig(centerId, { enabled: true });
  const queryClient = useQueryClient();
  const creating = useAsyncAction();
  const reloadConfig = () => queryClient.invalidateQueries({ queryKey: queryKeys.centerConfig(centerId) });
  const createConfig = () =>
    creating.run(async () => {
      await createAttendanceConfig(centerId);
      await reloadConfig();
    }, MESSAGES.tvConfigCreateFailed);

  const isMissing = config.error instanceof AppError && config.error.status === 404;
  let body;
  if (config.data) {
    body = <ThresholdForm key={config.data.maximum_attendance} config={config.data} canEdit={canEdit} onSaved={reloadConfig} />;
  } else if (isMissing) {
    body = (
      <div className="space-y-3">
        <Alert tone="warning">{MESSAGES.noCenterTvConfig}</Alert>
        {canEdit && (
          <Button onClick={() => void createConfig()} disabled={creating.isRunning}>
            {creating.isRunning && <Spinner className="size-4" />}
            {MESSAGES.createTvConfig}
          </Button>
        )}
        {creating.error && <Alert tone="error">{creating.error}</Alert>}
      </div>
    );
  } else if (config.error) {
    body = <Alert tone="error">{failureText(config.error, MESSAGES.tvConfigLoadFailed)}</Alert>;
  } else {
    body = <Spinner className="text-ink-muted" />;
  }

  return (
    <StationsPanel title={MESSAGES.maximumAttendanceTitle} help={MESSAGES.maximumAttendanceHelp}>
      <p className="mt-1 text-sm text-slate-600">{MESSAGES.criticalStationCount(criticalCount)}</p>
      <div className="mt-3">{body}</div>
      {config.data && hasMoreCriticalStationsThanAttendance(criticalCount, config.data.maximum_attendance) && (
        <Alert tone="warning" className="mt-3">
          {MESSAGES.criticalExceedsAttendance(criticalCount, config.data.maximum_attendance)}
        </Alert>
      )}
    </StationsPanel>
  );
}

function ThresholdForm({ config, canEdit, onSaved }: { config: CenterConfig; canEdit: boolean; onSaved: () => Promise<unknown> }) {
  const [value, setValue] = useState(String(config.maximum_attendance));
  const form = useFormSubmit({
    schema: maximumAttendanceSchema,
    values: { maximum_attendance: value },
    invalidText: MESSAGES.maximumAttendanceInvalid,
    failedText: MESSAGES.maximumAttendanceUpdateFailed,
    save: async ({ maximum_attendance }) => {
      await updateMaximumAttendance({ configId: config.id, maximumAttendance: maximum_attendance });
      await onSaved();
      toast.success(MESSAGES.maximumAttendanceSaved);
    },
  });

  return (
    <form onSubmit={form.submit} className="space-y-3">
      <div className="flex items-end gap-2">
        <TextField
          label={MESSAGES.maximumAttendanceLabel}
          inputMode="numeric"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          readOnly={!canEdit}
          className="w-40"
        />
        {canEdit && (
          <Button type="submit" disabled={form.isSaving || value === String(config.maximum_attendance)}>
            {form.isSaving && <Spinner className="size-4" />}
            {MESSAGES.save}
          </Button>
        )}
      </div>
      {form.error && <Alert tone="error">{form.error}</Alert>}
    </form>
  );
}
